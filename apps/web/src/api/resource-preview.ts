import type { ResourcePreviewLinkAnswer } from "@erhdb/domain";
import { useQuery } from "@tanstack/react-query";
import { get } from "./client.ts";

/**
 * Where a resource's preview is (`GET resource/{id}/preview/link`, decision 45): asked with the session,
 * so that a logged-in caller's address carries its token, and made by the server now, so that a failure
 * shows in the app's words. Asked anew at every opening and kept by no cache once the dialog closes: a
 * token belongs to the session that asked (30 minutes at most), never to whoever logs in next in the tab.
 * A refusal of one preview says nothing about the session.
 */
export function usePreviewLink(resourceId: number) {
  return useQuery({
    queryKey: ["resource-preview-link", resourceId] as const,
    queryFn: ({ signal }) =>
      get<ResourcePreviewLinkAnswer>(`resource/${resourceId}/preview/link`, {
        signal,
        invalidateSessionOnAuthError: false,
      }),
    gcTime: 0,
  });
}
