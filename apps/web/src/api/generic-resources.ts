import type { GenericResourceAnswer } from "@erhdb/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "./client.ts";
import { downloadFile } from "./download.ts";
import { protocolTableSource, tableQueryKey } from "./table-source.ts";

/**
 * The general resource calls of SPEC 7 ("Generic resource") more than one feature makes: the list and the
 * download (the general resources page, the Show page's list, the stylesheet addresses) and the table's
 * key. The writes are in features/generic-resources/api.ts.
 */

/** The general resources page's table (SPEC 2.7): no CSV; its state lives under `genericResource`. */
export const genericResourceTableSource = protocolTableSource({
  id: "genericResource",
  path: "genericResource/table",
  statePath: "genericResource",
  templateType: "genresourcetable",
  csv: false,
});

export const genericResourceKeys = {
  list: ["genericResource", "list"] as const,
  table: tableQueryKey(genericResourceTableSource.id),
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
  await downloadFile(`genericResource/${resource.id}/content`, resource.filename);
}
