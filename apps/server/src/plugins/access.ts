import type { Access, AuthPerson } from "@erhdb/domain";
import { checkAccess } from "@erhdb/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuthService } from "../features/auth/service.ts";
import { tokenFromHeader } from "../features/auth/tokens.ts";
import type { Actor } from "../lib/audit.ts";
import { forbidden, unauthenticated } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** what the route needs; every API route must declare it */
    access?: Access;
    /**
     * false for calls that merely check the session (the client's 5-second revalidation): they must
     * not count as activity, or an open tab would keep its session alive forever.
     */
    activity?: boolean;
  }
  interface FastifyRequest {
    person: AuthPerson | null;
    sessionTokenHash: string | null;
  }
}

export interface AccessPluginOptions {
  auth: AuthService;
  /** routes under this prefix must declare their access */
  apiPrefix: string;
}

/** The acting person of a request, as the audit log records it. */
export function actorOf(request: FastifyRequest): Actor {
  return { id: request.person?.id ?? null, email: request.person?.email ?? null, ip: request.ip };
}

/**
 * Resolves the session of every request and enforces each route's declared access:
 * 401 without a valid session, 403 without the right. A route that forgets to declare its
 * access cannot even be registered.
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
});
