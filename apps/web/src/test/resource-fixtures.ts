import type { AuthPerson, PersonPermission, ResourceAnswer } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
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
