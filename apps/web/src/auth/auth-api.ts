import type { AuthPerson, Language, ThemeCode } from "@erhdb/domain";
import { get, post, request } from "../api/client.ts";

export interface Credentials {
  username: string;
  password: string;
}

/** POST login; the session token comes back in the `authorization` header (API.md). */
export async function requestLogin(credentials: Credentials): Promise<string> {
  const response = await request<unknown>("login", {
    method: "POST",
    body: credentials,
    // A 401 here means wrong credentials, not an expired session.
    invalidateSessionOnAuthError: false,
  });
  const token = response.headers.get("authorization");
  if (!token) throw new Error("login answer without authorization header");
  return token;
}

export function fetchAuthPerson(signal?: AbortSignal): Promise<AuthPerson> {
  return get<AuthPerson>("auth", { signal });
}

export async function requestLogout(): Promise<void> {
  await post<void>("logout", undefined, { invalidateSessionOnAuthError: false });
}

export interface PersonSettings {
  theme: ThemeCode;
  lang: Language;
  email: string;
}

export async function savePersonSettings(personId: number, settings: PersonSettings): Promise<void> {
  await post<void>(`person/${personId}/settings`, settings);
}

/** Whether "/" focuses the search field, kept with the account (issue 36). */
export async function saveSearchShortcut(personId: number, searchShortcut: boolean): Promise<void> {
  await post<void>(`person/${personId}/settings/searchShortcut`, { searchShortcut });
}
