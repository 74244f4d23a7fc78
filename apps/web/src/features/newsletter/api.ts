import type { NewsletterSubscribe, NewsletterUpdate, NewsletterUserdata } from "@erhdb/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";

/**
 * The newsletter's calls (SPEC 7 "Newsletter", decision 17). They are public: a mailed token proves the
 * address. Every call that takes an address answers the same whether or not it is subscribed (202), and
 * 429 RATE_LIMITED once an address or this IP asked too often.
 */

export const newsletterKeys = {
  /** the statistic ids a visitor may subscribe to: those of approved public surveys */
  statisticIds: ["util", "allApprovedStatistikId"] as const,
  userdata: (token: string) => ["newsletter", "userdata", token] as const,
};

const query = (path: string, params: Record<string, string>) =>
  `newsletter/${path}?${new URLSearchParams(params).toString()}`;

/** `util/allApprovedStatistikId`: the statistic ids of approved public surveys. */
export function useApprovedStatisticIds() {
  return useQuery({
    queryKey: newsletterKeys.statisticIds,
    queryFn: ({ signal }) => get<string[]>("util/allApprovedStatistikId", { signal }),
  });
}

/** `POST newsletter/subscribev2`: the topics wait for the mailed link's confirmation (double opt-in). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (subscription: NewsletterSubscribe) => post<unknown>("newsletter/subscribev2", subscription),
  });
}

/** The calls that mail the address a link: to confirm the cancellation, or to edit the topics. */
export type MailLinkCall = "unsubscribev2" | "unsubscribe/resend" | "edit/resend";

export function useMailLink(call: MailLinkCall) {
  return useMutation({ mutationFn: (mail: string) => get<unknown>(query(call, { mail })) });
}

/** What a verification link confirms: the subscription of its topics, or the cancellation of all. */
export type Verification = "subscribe" | "unsubscribe";

/**
 * `GET newsletter/verify/{subscribe|unsubscribe}?token=` spends the one-time token: a mutation, sent
 * only by the page's button, never on loading the page (mail scanners open links).
 */
export function useVerify(verification: Verification) {
  return useMutation({
    mutationFn: (token: string) => get<NewsletterUserdata>(query(`verify/${verification}`, { token })),
  });
}

/** `GET newsletter/userdata?token=`: the address of an edit token and its confirmed topics. */
export function useUserdata(token: string, enabled: boolean) {
  return useQuery({
    queryKey: newsletterKeys.userdata(token),
    queryFn: ({ signal }) => get<NewsletterUserdata>(query("userdata", { token }), { signal }),
    enabled,
  });
}

/** `POST newsletter/update`: the token's address gets exactly these topics (none = unsubscribed). */
export function useUpdateTopics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: NewsletterUpdate) => post<NewsletterUserdata>("newsletter/update", update),
    onSuccess: (saved, update) => client.setQueryData(newsletterKeys.userdata(update.token), saved),
  });
}

/** `GET newsletter/tokenForUser`: an edit token for the logged-in caller's own address. */
export function useTokenForUser() {
  return useMutation({ mutationFn: () => get<{ token: string }>("newsletter/tokenForUser") });
}
