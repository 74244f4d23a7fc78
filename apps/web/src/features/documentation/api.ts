import { type DocumentAnswer, documentContentPath } from "@erhdb/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import { useSession } from "../../auth/session-context.ts";

/** The documents calls of SPEC 7 ("Documents") and decision 19: the caller's list and each content. */

export const documentKeys = {
  /** the list differs per caller: anonymous visitors see the public documents only */
  list: (personId: number | null) => ["documents", "list", personId] as const,
  page: (name: string) => ["documents", "page", name] as const,
};

export function useDocuments() {
  const { person } = useSession();
  const personId = person?.id ?? null;
  return useQuery(
    queryOptions({
      queryKey: documentKeys.list(personId),
      queryFn: ({ signal }) => get<DocumentAnswer[]>("documents", { signal }),
    }),
  );
}

/** Downloads a file document (an internal one with the session's token). */
export async function downloadDocument(document: DocumentAnswer): Promise<void> {
  await downloadFile(documentContentPath(document), document.name);
}

/** An HTML document: the fragment `loadhtml` serves. */
export function useDocumentPage(document: DocumentAnswer | null) {
  return useQuery({
    queryKey: documentKeys.page(document?.name ?? ""),
    queryFn: ({ signal }) =>
      get<string>(documentContentPath(document!), { signal, headers: { Accept: "text/html" } }),
    enabled: document !== null,
  });
}
