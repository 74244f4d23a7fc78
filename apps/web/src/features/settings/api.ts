import type { PasswordChange } from "@erhdb/domain";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../api/client.ts";

/**
 * `POST person/password/resetLoggedIn` (decision 16): the caller's own password, proven by the current
 * one; every other session of the account ends, this one stays.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => post<unknown>("person/password/resetLoggedIn", change),
  });
}
