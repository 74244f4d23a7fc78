import type { RequestPagePath } from "@erhdb/domain";

/** A request page's key in the catalogues: its path without the slash ('screen.<key>', 'requests.page.<key>'). */
export function requestPageKey(path: RequestPagePath): string {
  return path.slice(1);
}
