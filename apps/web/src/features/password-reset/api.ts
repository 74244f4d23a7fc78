import type { NewPasswordByToken, PasswordTokenState } from "@erhdb/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { post } from "../../api/client.ts";

/** The password reset calls of decision 16 (public: the mailed token is the proof). */

export const passwordResetKeys = { token: (token: string) => ["passwordToken", token] as const };

/** `POST person/password/checkToken`: 'valid' or 'not-valid' (wrong, used or expired). */
export function useTokenState(token: string, enabled: boolean) {
  return useQuery({
    queryKey: passwordResetKeys.token(token),
    queryFn: () => post<PasswordTokenState>("person/password/checkToken", { token }),
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
