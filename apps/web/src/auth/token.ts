import {
  clearSessionStorage,
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  writeStorage,
} from "../lib/storage.ts";

export function readToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export function storeToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
}

/** SPEC 4: invalid states and logout clear the stored token and the session storage. */
export function clearCredentials(): void {
  removeStorage(STORAGE_KEYS.token);
  clearSessionStorage();
}
