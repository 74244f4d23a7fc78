import type { GenericResourceAnswer } from "@erhdb/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, request } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../lib/download.ts";

/** The general resource calls of SPEC 7 ("Generic resource"); the list and the download so far. */

export const genericResourceKeys = {
  list: ["genericResource", "list"] as const,
};

/** Every general resource the caller may see (anonymous callers: the public ones). */
export const genericResourcesQuery = queryOptions({
  queryKey: genericResourceKeys.list,
  queryFn: ({ signal }) => get<GenericResourceAnswer[]>("genericResource", { signal }),
});

export function useGenericResources() {
  return useQuery(genericResourcesQuery);
}

/** Downloads the file, named as the server's Content-Disposition says (else as listed). */
export async function downloadGenericResource(resource: Pick<GenericResourceAnswer, "id" | "filename">) {
  const answer = await request<Blob>(`genericResource/${resource.id}/content`, {
    headers: { Accept: "*/*" },
    responseType: "blob",
  });
  saveBlob(answer.data, fileNameOf(answer.headers.get("content-disposition")) ?? resource.filename);
}
