import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The headers of securityPlugin that govern a document (a page, a worker) and nothing else. A hashed
 * script, stylesheet or font goes without them (plugins/spa.ts): on HTTP/1.1 each answer carries its
 * headers uncompressed, 600 of about 900 bytes, times the 50 files of the first page (issue 17).
 * nosniff, the resource policy and the referrer policy stay, as they apply to every answer.
 */
export const DOCUMENT_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * Security headers for every answer. No inline scripts are allowed; inline styles are, because
 * MUI's emotion injects its styles at run time.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows whether HTTPS is in use
    referrerPolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
  });
});
