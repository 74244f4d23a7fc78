import type { AuthPerson, ResourcePreviewLinkAnswer, StylesheetName } from "@erhdb/domain";
import { canSeeResource, currentStylesheet, previewStylesheetOf, STYLESHEET_TYPES } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { hiddenTarget } from "../../lib/refused-write.ts";
import { type CachedPreview, createPreviewCache } from "./cache.ts";
import type { createPreviewLinks } from "./links.ts";
import * as repo from "./repository.ts";
import { createSlots } from "./slots.ts";
import { decodeStoredText } from "./stored-text.ts";
import type { Transform, TransformFailure } from "./transform.ts";

/** Why a resource has no preview now: its file or the stylesheet too large, or the transformation's failure. */
export type PreviewFailure = TransformFailure | "input-too-large";

export interface PreviewLimits {
  /** the largest XML file and stylesheet a preview reads */
  inputBytes: number;
  /** transformations at once, and waiting for one, in this process */
  running: number;
  waiting: number;
  /** HTML kept in the cache */
  cacheBytes: number;
  /** how long a failure is kept */
  failureMs: number;
}

export const DEFAULT_PREVIEW_LIMITS: PreviewLimits = {
  inputBytes: 8 * 1024 * 1024,
  running: 2,
  waiting: 16,
  cacheBytes: 64 * 1024 * 1024,
  failureMs: 10 * 60_000,
};

const FAILURE_KEYS = {
  timeout: "PREVIEW_TIMEOUT",
  "too-large": "PREVIEW_OUTPUT_TOO_LARGE",
  "input-too-large": "PREVIEW_INPUT_TOO_LARGE",
  failed: "PREVIEW_FAILED",
} as const satisfies Record<PreviewFailure, string>;

const previewFailed = (reason: PreviewFailure) =>
  new AppError(422, "PREVIEW_FAILED", { messageKey: FAILURE_KEYS[reason], extra: { reason } });
const notOffered = () => new AppError(409, "PREVIEW_NOT_OFFERED", { messageKey: "PREVIEW_NOT_OFFERED" });
const noStylesheet = (name: StylesheetName) =>
  new AppError(409, "PREVIEW_NO_STYLESHEET", { messageKey: "PREVIEW_NO_STYLESHEET", params: { name } });

/** Every slot taken and the waiting line full (createSlots): 503, to try again after this many seconds. */
export const PREVIEW_RETRY_AFTER_SECONDS = 5;
const busy = () => new AppError(503, "PREVIEW_BUSY", { messageKey: "PREVIEW_BUSY" });
export const isPreviewBusy = (error: unknown) => error instanceof AppError && error.code === "PREVIEW_BUSY";

export interface PreviewServiceOptions {
  transform: Transform;
  links: ReturnType<typeof createPreviewLinks>;
  /** where the preview routes are: the API's prefix */
  apiPrefix: string;
  limits?: PreviewLimits;
  now: () => Date;
}

/**
 * The XML previews of issue 38 (decision 45): who may download a resource sees its preview, anyone else
 * gets the answer to an unknown id (decision 34); the type decides the stylesheet (previewStylesheetOf),
 * the current public one of its kind makes it, from the file's bytes read in their stored encoding, in the
 * sandbox of transform.ts. Each (resource file, stylesheet file) is transformed once per process.
 */
export function createPreviewService(db: Database, options: PreviewServiceOptions) {
  const limits = options.limits ?? DEFAULT_PREVIEW_LIMITS;
  const cache = createPreviewCache<PreviewFailure>({
    maxBytes: limits.cacheBytes,
    failureMs: limits.failureMs,
    now: options.now,
  });
  const slots = createSlots({ running: limits.running, waiting: limits.waiting, busy });
  // one transformation per key at a time: who asks meanwhile waits for its outcome
  const underway = new Map<string, Promise<CachedPreview<PreviewFailure>>>();

  async function read(file: repo.StoredText): Promise<string | PreviewFailure> {
    if (file.size > limits.inputBytes) return "input-too-large";
    return decodeStoredText(await repo.readStoredBytes(db, file), file.encoding) ?? "failed";
  }

  async function make(
    source: repo.PreviewSource,
    sheet: repo.StylesheetRow,
  ): Promise<CachedPreview<PreviewFailure>> {
    const xml = await read(source.file);
    if (xml === "input-too-large" || xml === "failed") return { failure: xml };
    const stylesheet = await read(sheet.file);
    if (stylesheet === "input-too-large" || stylesheet === "failed") return { failure: stylesheet };
    return slots.run(() => options.transform(xml, stylesheet));
  }

  /** The resource's preview as `person` may see it, with the stylesheet that made it. */
  async function preview(id: number, person: AuthPerson | null) {
    const source = await repo.findPreviewSource(db, id);
    if (!source) throw notFound();
    if (!canSeeResource(person, source.resource, source.survey)) throw hiddenTarget();
    const name = previewStylesheetOf(source.resource);
    if (name === null) throw notOffered();
    const sheet = currentStylesheet(await repo.publicStylesheets(db, STYLESHEET_TYPES[name]), name);
    if (!sheet) throw noStylesheet(name);

    const key = `${source.file.blobId} ${sheet.file.blobId}`;
    let outcome = cache.get(key);
    if (!outcome) {
      let pending = underway.get(key);
      if (pending === undefined) {
        pending = make(source, sheet).finally(() => underway.delete(key));
        underway.set(key, pending);
      }
      outcome = await pending;
      cache.set(key, outcome);
    }
    if ("failure" in outcome) throw previewFailed(outcome.failure);
    return { html: outcome.html, stylesheet: sheet };
  }

  /** `GET resource/{id}/preview`: the HTML. */
  async function page(id: number, person: AuthPerson | null): Promise<Buffer> {
    return (await preview(id, person)).html;
  }

  /**
   * `GET resource/{id}/preview/link`: made (or refused) now, so that the web shows a failure in its own
   * words; the address for a logged-in caller carries a token of the caller's session.
   */
  async function link(
    id: number,
    person: AuthPerson | null,
    sessionHash: string | null,
  ): Promise<ResourcePreviewLinkAnswer> {
    const { stylesheet } = await preview(id, person);
    const path = `${options.apiPrefix}/resource/${id}/preview`;
    const token = person && sessionHash ? await options.links.issue(id, sessionHash) : null;
    return {
      href: token === null ? path : `${path}?token=${token}`,
      stylesheet: { id: stylesheet.id, fileName: stylesheet.fileName, version: stylesheet.version },
    };
  }

  return { page, link };
}
