import type { InjectOptions } from "fastify";
import type { TestApp } from "../test-app.ts";
import type { Caller, Session } from "./callers.ts";
import type { MatrixFixtures } from "./fixtures.ts";
import type { Who } from "./who.ts";

/** What the matrix's calls run with. */
export interface MatrixContext {
  t: TestApp;
  fx: MatrixFixtures;
  /** every caller's session, by caller id */
  sessions: ReadonlyMap<string, Session>;
}

/** One call, as `TestApp.api` takes it (the caller's token and a fresh address are added). */
export interface MatrixCall {
  method: "GET" | "POST";
  url: string;
  payload?: InjectOptions["payload"];
  headers?: Record<string, string>;
  /** a session of the caller's other than the matrix's (a call that ends it); null: none */
  token?: string | null;
  /** `url` is the whole path, beside the API rather than below its prefix (the health probes) */
  besideApi?: boolean;
}

/** What a refused caller gets: 401 (no session), 403 (no right) or 404 (the object is hidden from them). */
export type Refusal = 401 | 403 | 404;

/** 401 for anonymous callers where the call needs a session, 403 for everyone else. */
export const needsSession = (caller: Caller): Refusal => (caller.kind === "anonymous" ? 401 : 403);

/** On a public route: the unknown-object answer for whoever may not see the object (`sees`). */
export const hiddenUnless =
  (sees: Who) =>
  (caller: Caller): Refusal =>
    sees(caller) ? needsSession(caller) : 404;

/** On a route that needs a session: 401 without one, then 404 for whoever may not see the object, else 403. */
export const sessionThenHiddenUnless =
  (sees: Who) =>
  (caller: Caller): Refusal =>
    caller.kind === "anonymous" ? 401 : sees(caller) ? 403 : 404;

/**
 * One row of the matrix: an operation of the OpenAPI document (method and path as it writes them), on
 * one kind of fixture (`variant`), with who is allowed (declared by hand) and how to call it.
 */
export interface MatrixRow {
  /** "POST /eid/{id}/update" */
  operation: string;
  /** the kind of fixture, where an operation has several (e.g. "survey of A") */
  variant: string | null;
  /** whether a call changes data: a refused one then leaves exactly one REFUSED_ audit record */
  writes: boolean;
  allowed: Who;
  refusal: (caller: Caller) => Refusal;
  /** every allowed call gets a fixture of its own; writes always do, reads that count (rate limits) too */
  fixturePerCall: boolean;
  /** what an allowed caller gets on PGlite instead of a 2xx, where the feature needs PostgreSQL */
  answerOnPglite: number | null;
  /** makes the row's fixture for `owner` (the caller who will use it up) and says how a caller calls on it */
  prepare: (ctx: MatrixContext, owner: Session) => Promise<(caller: Session) => Promise<MatrixCall>>;
}

export interface RowSpec<F> {
  operation: string;
  variant?: string;
  writes: boolean;
  allowed: Who;
  refusal?: (caller: Caller) => Refusal;
  fixturePerCall?: boolean;
  answerOnPglite?: number;
  fixture?: (ctx: MatrixContext, owner: Session) => Promise<F>;
  call: (fixture: F, caller: Session, ctx: MatrixContext) => MatrixCall | Promise<MatrixCall>;
}

export function row<F = undefined>(spec: RowSpec<F>): MatrixRow {
  return {
    operation: spec.operation,
    variant: spec.variant ?? null,
    writes: spec.writes,
    allowed: spec.allowed,
    refusal: spec.refusal ?? needsSession,
    fixturePerCall: spec.fixturePerCall ?? spec.writes,
    answerOnPglite: spec.answerOnPglite ?? null,
    async prepare(ctx, owner) {
      const fixture = spec.fixture ? await spec.fixture(ctx, owner) : (undefined as F);
      return async (caller) => spec.call(fixture, caller, ctx);
    },
  };
}

/** The row's name in messages and in the Markdown: `POST /eid/{id}/update (survey of A)`. */
export function rowName(matrixRow: Pick<MatrixRow, "operation" | "variant">): string {
  return matrixRow.variant ? `${matrixRow.operation} (${matrixRow.variant})` : matrixRow.operation;
}

export const get = (url: string, headers?: Record<string, string>): MatrixCall => ({
  method: "GET",
  url,
  ...(headers ? { headers } : {}),
});
export const post = (
  url: string,
  payload: InjectOptions["payload"] = {},
  headers?: Record<string, string>,
): MatrixCall => ({
  method: "POST",
  url,
  payload,
  ...(headers ? { headers } : {}),
});
