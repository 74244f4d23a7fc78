// The passwords this project publishes: the README's demo accounts and the start banner name them, so
// an account that accepts one is open to anybody who read them. Only seeding the demo data and the
// built-in admin's first start without ADMIN_PASSWORD give an account one; nobody can choose one as a
// new password, and a production start refuses while an account still accepts one (decision 16).

/** The built-in admin's password when ADMIN_PASSWORD is unset at its first start. */
export const DEMO_ADMIN_PASSWORD = "Erhebung#2025";

/** The password of every demo account (seed/people.ts). */
export const DEMO_USER_PASSWORD = "Erhebung-Demo#2025";

export const PUBLISHED_PASSWORDS: readonly string[] = [DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD];

const published = new Set(PUBLISHED_PASSWORDS.map((p) => p.toLowerCase()));

/** In any case, like the common passwords: a published one with its letters' case changed is no secret. */
export function isPublishedPassword(password: string): boolean {
  return published.has(password.toLowerCase());
}
