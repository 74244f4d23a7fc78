import type { ResourcePreviewLinkAnswer } from "@erhdb/domain";
import { useQuery } from "@tanstack/react-query";
import { get } from "./client.ts";

/**
 * Where a resource's preview is (`GET resource/{id}/preview/link`, decision 45): asked with the session,
 * so that a logged-in caller's address carries its token, and made by the server now, so that a failure
 * shows in the app's words. The token ends after 30 minutes: an address older than 10 is asked anew.
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
    staleTime: 10 * 60_000,
  });
}
