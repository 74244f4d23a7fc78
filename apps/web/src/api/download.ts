import { fileNameOf, saveBlob } from "../lib/download.ts";
import { type RequestOptions, request } from "./client.ts";

/**
 * Fetches a file through the API client (so the session token travels in its header, never in a URL)
 * and offers it for saving under the name the server's Content-Disposition gives, else `fallbackName`.
 * Answers the answer's headers, for what they say beside the file.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: Pick<RequestOptions, "invalidateSessionOnAuthError" | "signal" | "method" | "body"> = {},
): Promise<Headers> {
  const answer = await request<Blob>(path, { ...options, headers: { Accept: "*/*" }, responseType: "blob" });
  saveBlob(answer.data, fileNameOf(answer.headers.get("content-disposition")) ?? fallbackName);
  return answer.headers;
}
