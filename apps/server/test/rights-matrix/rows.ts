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

/** A row's fixture, made: how a caller calls on it, and on the same with made-up ids (rows with `sees`). */
export interface PreparedRow {
  call: (caller: Session) => Promise<MatrixCall>;
  unknown: ((caller: Session) => Promise<MatrixCall>) | null;
}

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
  /**
   * Who may see the object the fixture names, where not everyone may (decision 34); null where everyone
   * who gets past the route's access may. Every refused caller who may not see it gets exactly the answer
   * to the same call on made-up ids.
   */
  sees: Who | null;
  /** every allowed call gets a fixture of its own; writes always do, reads that count (rate limits) too */
  fixturePerCall: boolean;
  /** makes the row's fixture for `owner` (the caller who will use it up) and says how a caller calls on it */
  prepare: (ctx: MatrixContext, owner: Session) => Promise<PreparedRow>;
}

/**
 * An object not everyone may see (decision 34): who may (`sees`), and the fixture with made-up ids or keys
 * of the same shape in place of its own (`unknown`), which no row has.
 */
export interface Hidden<F> {
  sees: Who;
  unknown: (fixture: F, ctx: MatrixContext) => F;
}

export interface RowSpec<F> {
  operation: string;
  variant?: string;
  writes: boolean;
  allowed: Who;
  /** by default 401/403 (needsSession), or with `hidden` sessionThenHiddenUnless(hidden.sees) */
  refusal?: (caller: Caller) => Refusal;
  hidden?: Hidden<F>;
  fixturePerCall?: boolean;
  fixture?: (ctx: MatrixContext, owner: Session) => Promise<F>;
  call: (fixture: F, caller: Session, ctx: MatrixContext) => MatrixCall | Promise<MatrixCall>;
}

export function row<F = undefined>(spec: RowSpec<F>): MatrixRow {
  return {
    operation: spec.operation,
    variant: spec.variant ?? null,
    writes: spec.writes,
    allowed: spec.allowed,
    refusal: spec.refusal ?? (spec.hidden ? sessionThenHiddenUnless(spec.hidden.sees) : needsSession),
    sees: spec.hidden?.sees ?? null,
    fixturePerCall: spec.fixturePerCall ?? spec.writes,
    async prepare(ctx, owner) {
      const fixture = spec.fixture ? await spec.fixture(ctx, owner) : (undefined as F);
      const hidden = spec.hidden;
      return {
        call: async (caller) => spec.call(fixture, caller, ctx),
        unknown: hidden ? async (caller) => spec.call(hidden.unknown(fixture, ctx), caller, ctx) : null,
      };
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
