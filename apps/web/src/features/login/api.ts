import type { PasswordResetRequest } from "@erhdb/domain";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../api/client.ts";

/**
 * `POST person/password/reset` (decision 16): the server answers 202 whether or not the address has an
 * account, and 429 once an address or this IP asked too often.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: PasswordResetRequest) => post<unknown>("person/password/reset", request),
  });
}
