import type pg from "pg";
import Cursor from "pg-cursor";
import { type IncomingLimit, isConnected } from "../../db/database.ts";

/** A value as PostgreSQL writes it as text; null for SQL NULL. */
export type Cell = string | null;

export interface StatementRows {
  columns: string[];
  /** at most `limit` rows */
  rows: Cell[][];
  /** the statement had more rows than `limit`, or more than the bytes allowed */
  more: boolean;
  /** the answer stopped at the bytes allowed before `limit` rows: `rows` are those that came before */
  bytesCut: boolean;
}

/** The statement answers no rows (SET, COPY, DO, CREATE, COMMIT, ...): it was not run. */
export class NotAQuery extends Error {}

// Every value as PostgreSQL's text: the console shows and exports what the database says, whatever the type.
const asText: pg.CustomTypesConfig = { getTypeParser: () => (value: string) => value };

/** What pg-cursor does when the server describes its statement; its types leave these out. */
interface CursorHandlers {
  _ifNoData(): void;
  handleRowDescription(message: { fields: { name: string }[] }): void;
  handleError(error: Error): void;
}

type Description = { kind: "rows"; columns: string[] } | { kind: "no-rows" } | { kind: "failed" };

/** Settles when the server has described the cursor's statement (or refused it). */
function described(cursor: Cursor): Promise<Description> {
  const handlers = cursor as unknown as CursorHandlers;
  // pg-cursor bound these to the cursor in its constructor and registers them when the cursor is sent
  const noData = handlers._ifNoData;
  const rowDescription = handlers.handleRowDescription.bind(cursor);
  const error = handlers.handleError.bind(cursor);
  return new Promise((settle) => {
    handlers._ifNoData = () => {
      settle({ kind: "no-rows" });
      noData();
    };
    handlers.handleRowDescription = (message) => {
      settle({ kind: "rows", columns: message.fields.map((f) => f.name) });
      rowDescription(message);
    };
    handlers.handleError = (e) => {
      settle({ kind: "failed" });
      error(e);
    };
  });
}

/**
 * Runs one statement through the extended protocol: Parse, Bind and Describe first, then Execute for at
 * most `limit + 1` rows. A text of two statements fails at Parse, and a statement described as answering
 * no rows is closed without being executed, so only queries run: SET ROLE, COMMIT, COPY, PREPARE and the
 * like are refused before they do anything. What a query may read is the database's business (the role
 * of reader-session.ts).
 *
 * `incoming` is the limit on the bytes the database sends (reader-session.ts): once it has ended the
 * connection, the rows that arrived whole before are the answer, and the statement's failure is not.
 *
 * A caller who left while the statement was described gets no Execute: PostgreSQL drops a cancel that
 * reaches a backend waiting for the next message, so the cancel sent then would not stop what follows.
 */
export async function readStatement(
  client: pg.ClientBase,
  text: string,
  limit: number,
  incoming: IncomingLimit,
  signal?: AbortSignal,
): Promise<StatementRows> {
  const cursor = new Cursor<Cell[]>(text, [], { rowMode: "array", types: asText });
  const rows: Cell[][] = [];
  cursor.on("row", (row: Cell[]) => rows.push(row));
  const description = described(cursor);
  client.query(cursor);
  let columns: string[] = [];
  try {
    const answer = await description;
    if (answer.kind === "no-rows") throw new NotAQuery();
    if (answer.kind === "rows") columns = answer.columns;
    signal?.throwIfAborted();
    // a failed description leaves the error in the cursor, and the read throws it
    await cursor.read(limit + 1);
  } catch (error) {
    if (!incoming.exceeded) throw error;
    const kept = rows.slice(0, limit);
    return { columns, rows: kept, more: true, bytesCut: kept.length < limit };
  } finally {
    // a connection that the limit ended, or that the database's restart cut, has no portal left to close
    if (isConnected(client)) await cursor.close();
  }
  return { columns, rows: rows.slice(0, limit), more: rows.length > limit, bytesCut: false };
}
