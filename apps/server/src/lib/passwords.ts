import { passwordEqualsEmail } from "@erhdb/domain";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { isPublishedPassword } from "./published-passwords.ts";

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 iterations, 1 lane).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never grants access
  }
}

/** The 10,000 most common passwords, from zxcvbn's frequency-ranked list. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary["passwords-common"] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Why a new password is refused wherever one is set, or null: the keys of PASSWORD_MESSAGE_KEYS. */
export type PasswordRefusal = "common" | "published" | "equalsEmail";

/**
 * A new password must be none of the 10,000 most common passwords, none of the project's published
 * (demo) passwords, and not the account's email address.
 */
export function newPasswordRefusal(password: string, email: string): PasswordRefusal | null {
  if (isCommonPassword(password)) return "common";
  if (isPublishedPassword(password)) return "published";
  if (passwordEqualsEmail(password, email)) return "equalsEmail";
  return null;
}

let dummyHash: Promise<string> | undefined;

/** Costs as much as a real check, so the answer time does not tell whether an account exists. */
export async function verifyUnknownUser(password: string): Promise<false> {
  dummyHash ??= hashPassword("no-such-user-placeholder");
  await verifyPassword(await dummyHash, password);
  return false;
}
