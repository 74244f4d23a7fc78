import { HOME_PATH } from "@erhdb/domain";

/** The login route that returns to the given location afterwards. */
export function loginPathFor(pathname: string, search = ""): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The `redirect` parameter may only lead to a path of this app. '//host' and '/\host' would be
 * read by browsers as another host, so they fall back to the home route (open-redirect guard).
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect?.startsWith("/")) return HOME_PATH;
  if (redirect.startsWith("//") || redirect.startsWith("/\\")) return HOME_PATH;
  if (redirect === "/login" || redirect.startsWith("/login?")) return HOME_PATH;
  return redirect;
}
