import { isValidDownloadKey } from "../identifiers/resourceKey.ts";

/** The download page's one parameter (SPEC 2.21, SPEC 5 "Download page"); its name in any case. */
export const DOWNLOAD_PARAM = "download";

/** What the download page does for a query. */
export type DownloadRequest =
  /** no parameters: the usage help */
  | { kind: "usage" }
  /** another name, a second parameter, or a value that is not 21 or 27 digits */
  | { kind: "invalid" }
  /** the resource with this unique key */
  | { kind: "download"; key: string };

/** Reads a query string (`?download=...` or `download=...`) or its parsed parameters. */
export function parseDownloadParams(query: string | URLSearchParams): DownloadRequest {
  const params = [...(typeof query === "string" ? new URLSearchParams(query) : query)];
  const [first] = params;
  if (first === undefined) return { kind: "usage" };
  const [name, value] = first;
  if (params.length > 1 || name.toLowerCase() !== DOWNLOAD_PARAM || !isValidDownloadKey(value)) {
    return { kind: "invalid" };
  }
  return { kind: "download", key: value };
}
