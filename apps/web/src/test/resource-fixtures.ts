import type { AuthPerson, PersonPermission, ResourceAnswer } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { afterEach, beforeEach, vi } from "vitest";
import { APPROVED } from "./survey-fixtures.ts";

/** Fixtures of the resource screens: the approved public survey of the surveys fixtures and its files. */

/** statistic 1261, bzr 240000, office 09 */
export const EID = APPROVED;

/** A person holding these person permissions for the survey's statistic id and office. */
export function editorOf(flags: Partial<PersonPermission>, roleName = "LoggedUser"): AuthPerson {
  return person(roleName, [], [{ statisticId: "1261", lkz: "09", ...flags }]);
}

export function resourceOf(
  id: number,
  patch: Partial<ResourceAnswer> & Pick<ResourceAnswer, "resourcetype" | "specialization">,
): ResourceAnswer {
  const version = String(id).padStart(4, "0");
  return {
    id,
    description: `Ressource ${id}`,
    mutableKey: `${EID}${patch.resourcetype}${patch.specialization}${version}`,
    status: 3,
    accessMode: true,
    updating: "2025-03-04T09:05:06Z",
    fileName: `datei-${id}.xml`,
    contentType: "application/xml",
    size: 1000 + id,
    encoding: "UTF-8",
    ...patch,
  };
}

/** A file as `resource/content/...` answers it. */
export function fileAnswer(text: string, fileName: string): Response {
  return new Response(text, {
    status: 200,
    headers: {
      "content-type": "application/xml; charset=UTF-8",
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches what `saveBlob` offers for saving (jsdom has no object URLs and no downloads). Call it at the
 * top of a test file: it installs itself before each test and answers the files saved so far.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  let last: Blob | null = null;
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      last = blob;
      return "blob:test";
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (last) saved.push({ name: this.download, blob: last });
    });
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return saved;
}
