/** A path of the web app, e.g. "/password/reset": segments of letters, digits and - . _ ~, none starting with a dot. */
const APP_PATH = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * A link into the web app for a mail: `${publicUrl}${path}?key=value...`, built with the URL API so that
 * every query value (a token) is encoded and nothing can change the address's host or path.
 * `publicUrl` is Config.publicUrl (no trailing slash, may carry a base path).
 */
export function publicLink(publicUrl: string, path: string, query: Readonly<Record<string, string>>): string {
  if (!APP_PATH.test(path)) throw new Error(`not an app path: ${path}`);
  const base = new URL(publicUrl);
  // set as a pathname, never parsed as an address: a base path like //host stays a path
  const url = new URL(base.origin);
  url.pathname = `${base.pathname.replace(/\/+$/, "")}${path}`;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
