import type { Column, FilterValue, SortDirection, TableAnswer } from "@erhdb/domain";
import type { TestApp } from "./test-app.ts";

/** Drives a table of the table protocol through HTTP, as the web's DataTable does. */
export interface ColumnChange {
  filter?: FilterValue | null;
  sort?: SortDirection;
  grouped?: boolean;
  visible?: boolean;
}

/** `path` holds the tablestate; `pagePath` the pages, where they live elsewhere (`/resource` beside `/resources`). */
export function tableClient(t: TestApp, path: string, { pagePath = path }: { pagePath?: string } = {}) {
  let columns: Column[] = [];

  function query(changes: Record<string, ColumnChange> = {}, options: { page?: number; size?: number } = {}) {
    return {
      page: options.page ?? 0,
      size: options.size ?? 10,
      columns: columns.map((c) => {
        const change = changes[c.id];
        if (!change) return c;
        const o = c.options;
        return {
          ...c,
          options: {
            ...o,
            filter: { ...o.filter, value: change.filter === undefined ? o.filter.value : change.filter },
            sort: { ...o.sort, direction: change.sort ?? o.sort.direction },
            group: { ...o.group, grouped: change.grouped ?? o.group.grouped },
            display: { visibility: change.visible ?? o.display.visibility },
          },
        };
      }),
    };
  }

  return {
    get columns() {
      return columns;
    },
    async load(token?: string) {
      const res = await t.api({ method: "GET", url: `${path}/tablestate`, token });
      if (res.statusCode !== 200) throw new Error(`tablestate: ${res.statusCode} ${res.body}`);
      columns = res.json().columns;
      return columns;
    },
    query,
    async page(
      changes: Record<string, ColumnChange> = {},
      options: { page?: number; size?: number; token?: string | null } = {},
    ): Promise<TableAnswer> {
      const res = await t.api({
        method: "POST",
        url: pagePath,
        payload: query(changes, options),
        token: options.token,
      });
      if (res.statusCode !== 200) throw new Error(`page: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
}
