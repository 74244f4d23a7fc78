import type { PasswordResetAnswer, PasswordResetRequest } from "@erhdb/domain";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../api/client.ts";

/**
 * `POST person/password/reset` (decision 16): the server answers 202 whether or not the address has an
 * account, saying whether an earlier link for the address no longer works (decision 39), and 429 once an
 * address or this IP asked too often.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: PasswordResetRequest) =>
      post<PasswordResetAnswer | undefined>("person/password/reset", request),
  });
}
