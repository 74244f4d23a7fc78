import type { NewPasswordByToken, PasswordLinkState } from "@erhdb/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { post } from "../../api/client.ts";

/** The password reset calls of decisions 16 and 39 (public: the mailed token is the proof). */

export const passwordResetKeys = { token: (token: string) => ["passwordToken", token] as const };

/**
 * `POST person/password/linkState`: 'valid', 'replaced' (a newer link of the account was mailed since) or
 * 'not-valid' (wrong, used or expired); checkToken would not tell a replaced link (decision 39).
 */
export function useTokenState(token: string, enabled: boolean) {
  return useQuery({
    queryKey: passwordResetKeys.token(token),
    queryFn: async () =>
      (await post<{ state: PasswordLinkState }>("person/password/linkState", { token })).state,
    enabled,
    // a token only ever turns invalid, and the page leaves it behind once the password is set
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST person/password/validateNewPassword`: sets the password and spends the token. */
export function useSetPasswordByToken() {
  return useMutation({
    mutationFn: (body: NewPasswordByToken) => post<unknown>("person/password/validateNewPassword", body),
  });
}
