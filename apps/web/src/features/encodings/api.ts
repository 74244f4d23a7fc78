import { ENCODING_PAGING, type EncodingEntryAnswer, type EncodingEntryWrite } from "@erhdb/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../api/client.ts";
import { protocolTableSource, tableQueryKey } from "../../api/table-source.ts";

/** The encoding calls of decision 13 (SPEC 7 "Encodings"); RESTYPENCODING_READ guards them all. */

/** The encodings table (SPEC 2.14): its own page sizes (SPEC 9), no CSV; its state under `restypEncoding`. */
export const encodingTableSource = protocolTableSource({
  id: "restypEncoding",
  path: "restypEncoding/table",
  statePath: "restypEncoding",
  templateType: "encodingtable",
  csv: false,
  paging: ENCODING_PAGING,
});

export const encodingKeys = { table: tableQueryKey(encodingTableSource.id) };

function useInvalidateEncodings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: encodingKeys.table });
}

/** `POST restypEncoding` (201); a pair that exists is refused with 409. */
export function useCreateEncoding() {
  const invalidate = useInvalidateEncodings();
  return useMutation({
    mutationFn: (entry: EncodingEntryWrite) => post<EncodingEntryAnswer>("restypEncoding", entry),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEncoding() {
  const invalidate = useInvalidateEncodings();
  return useMutation({
    mutationFn: (id: number) => post<unknown>(`restypEncoding/${id}/delete`),
    onSuccess: () => invalidate(),
  });
}
