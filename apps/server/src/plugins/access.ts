import type { Access, AuthPerson } from "@erhdb/domain";
import { checkAccess } from "@erhdb/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/database.ts";
import type { Actor } from "../lib/audit.ts";
import { recordAudit } from "../lib/audit.ts";
import { AppError, forbidden, unauthenticated } from "../lib/errors.ts";
import { HiddenTarget, RefusedWrite, recordRefusedWrite, refusedRouteAudit } from "../lib/refused-write.ts";
import { tokenFromHeader } from "../lib/tokens.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** what the route needs; every API route must declare it */
    access?: Access;
    /**
     * false for calls that merely check the session (the client's 5-second revalidation): they must
     * not count as activity, or an open tab would keep its session alive forever.
     */
    activity?: boolean;
    /**
     * Whether the route changes data where its method does not say so (`routeWrites`): false for a POST
     * that only reads (a table page, an export, the SQL console), true for a GET that changes data
     * (SPEC 7 fixes a few). A refused call of a writing route leaves a REFUSED_ audit record.
     */
    writes?: boolean;
  }
  interface FastifyRequest {
    person: AuthPerson | null;
    sessionTokenHash: string | null;
  }
}

/**
 * What the access check needs of the sessions: the person behind a token, or null. The auth feature's
 * service is one; app.ts passes it in.
 */
export interface SessionAuthenticator {
  authenticate(
    token: string,
    options: { activity: boolean },
  ): Promise<{ person: AuthPerson; tokenHash: string } | null>;
}

export interface AccessPluginOptions {
  auth: SessionAuthenticator;
  /** where refused writes are recorded */
  db: Database;
  /** routes under this prefix must declare their access */
  apiPrefix: string;
}

/** The caller of a route whose access needs a session (the access check has ensured one). */
export function callerOf(request: FastifyRequest): AuthPerson {
  if (!request.person) throw unauthenticated();
  return request.person;
}

/** The acting person of a request, as the audit log records it. */
export function actorOf(request: FastifyRequest): Actor {
  const person = request.person;
  return {
    id: person?.id ?? null,
    email: person?.email ?? null,
    ip: request.ip,
    role: person?.role.name ?? null,
    office: person?.office ?? null,
  };
}

const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a route changes data: its `writes` declaration, else every method but GET, HEAD and OPTIONS. */
export function routeWrites(route: { method: string | readonly string[]; config?: { writes?: boolean } }) {
  return route.config?.writes ?? [route.method].flat().some((method) => !READING_METHODS.has(method));
}

/**
 * A refusal of the caller's rights, whoever refused: no valid session (401), no right (403), or a target
 * hidden from the caller (HiddenTarget, answered as an unknown one with 404). An unknown target is no
 * refusal.
 */
function refusalOf(error: unknown): { status: number; code: string } | null {
  if (!(error instanceof AppError)) return null;
  if (error.status !== 401 && error.status !== 403 && !(error instanceof HiddenTarget)) return null;
  return { status: error.status, code: error.code };
}

/**
 * Resolves the session of every request and enforces each route's declared access:
 * 401 without a valid session, 403 without the right. A route that forgets to declare its
 * access cannot even be registered.
 *
 * Every refused write leaves exactly one audit record (decision 27): a protection rule's RefusedWrite its
 * own (written by `auditingRefusals`, or here when no service wrapped it), any other refusal of a writing
 * route (`refusalOf`) `REFUSED_<OPERATION>` (`refusedRouteAudit`), anonymous callers' too, as LOGIN_FAILED
 * is.
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessPluginOptions) => {
  app.decorateRequest("person", null);
  app.decorateRequest("sessionTokenHash", null);

  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(options.apiPrefix) && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook("onRequest", async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) {
      const activity = request.routeOptions.config.activity !== false;
      const session = await options.auth.authenticate(token, { activity });
      request.person = session?.person ?? null;
      request.sessionTokenHash = session?.tokenHash ?? null;
    }
    const access = request.routeOptions.config.access;
    if (!access) return;
    const verdict = checkAccess(request.person, access);
    if (verdict === "unauthenticated") throw unauthenticated();
    if (verdict === "forbidden") throw forbidden();
  });

  // before the error handler answers, so that the record exists once the caller has the refusal
  app.addHook("onError", async (request, _reply, error) => {
    const refusal = refusalOf(error);
    if (!refusal) return;
    const actor = actorOf(request);
    try {
      if (error instanceof RefusedWrite) {
        await recordRefusedWrite(options.db, actor, error);
        return;
      }
      const route = request.routeOptions;
      // a public route refuses no rights: its 401s (a failed login) are its service's to record
      if (route.config.access?.kind === "public" || !routeWrites(route)) return;
      if (!route.url?.startsWith(options.apiPrefix)) return;
      const url = route.url.slice(options.apiPrefix.length);
      const audit = refusedRouteAudit({ method: request.method, url, params: request.params }, refusal);
      await recordAudit(options.db, actor, audit);
    } catch (failure) {
      // the caller still gets the refusal; a log without this record is worse than none, so say it loudly
      request.log.error({ err: failure }, "refused write not recorded");
    }
  });
});
