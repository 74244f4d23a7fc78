import { PASSWORD_TOKEN_PATTERN } from "@erhdb/domain";
import { useSearchParams } from "react-router";

/**
 * The `?token=` of a mailed newsletter link. Its tokens are made like the password links' (32 random
 * bytes, base64url), so one of another shape was never issued and needs no call to be refused.
 */
export function useLinkToken(): { token: string; wellFormed: boolean } {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return { token, wellFormed: PASSWORD_TOKEN_PATTERN.test(token) };
}
