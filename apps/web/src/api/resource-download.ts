import type { ResourceAnswer } from "@erhdb/domain";
import { downloadFile } from "./download.ts";

/** The resource file downloads (SPEC 7 "Resources", decision 13): the surveys' detail, the resource pages. */

/**
 * Fetches a file and offers it for saving under the name the server's Content-Disposition gives. A
 * refusal of one file says nothing about the session (decision 13 answers 403 to a logged-in caller who
 * may not have it), so it does not end the session as other 401/403 answers do.
 */
async function downloadFrom(path: string, fallbackName: string): Promise<void> {
  await downloadFile(path, fallbackName, { invalidateSessionOnAuthError: false });
}

/** `GET resource/content/{id}`; without a name from the server the file keeps its stored name. */
export function downloadResource(resource: Pick<ResourceAnswer, "id" | "fileName">): Promise<void> {
  return downloadFrom(`resource/content/${resource.id}`, resource.fileName);
}

/** `GET resource/content/resKey/{key}` (the download page); without a name from the server, the key. */
export function downloadResourceByKey(key: string): Promise<void> {
  return downloadFrom(`resource/content/resKey/${key}`, key);
}
