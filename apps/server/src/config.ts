import path from "node:path";
import { BASE_PATH } from "@erhdb/domain";
import { z } from "zod";
import { type WebhookNetworkRules, webhookNetworksSetting } from "./features/webhooks/network-rules.ts";
import { DEMO_ADMIN_PASSWORD } from "./lib/published-passwords.ts";
import { type TrustProxy, trustProxySetting } from "./trust-proxy.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));
/** SDMX's NCNameIDType (SDMXCommon.xsd), the form a top-level agency id takes. */
const SDMX_AGENCY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** DDI's DDIAgencyIDType (reusable.xsd of DDI-Lifecycle 3.3): dot-separated labels, at most 253 characters. */
const DDI_AGENCY_PATTERN = /^[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*$/;
const int = (min: number) => z.coerce.number().int().min(min);

const envSchema = z.object({
  PORT: int(0).max(65535).default(8080),
  // unset: see listenHost
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  LOG_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.email().default("erhebungsdatenbank@destatis.de"),
  ADMIN_EMAIL: z.email().default("admin@erhebungsdatenbank.de"),
  ADMIN_PASSWORD: z.string().min(8, "must have at least 8 characters").optional(),
  DEMO_DATA: bool.optional(),
  SESSION_IDLE_MS: int(1000).default(3_600_000),
  LOGIN_LOCK_MAX_FAILURES: int(1).default(5),
  LOGIN_LOCK_ADDRESS_MAX_FAILURES: int(1).default(20),
  LOGIN_LOCK_WINDOW_MS: int(1000).default(15 * 60_000),
  LOGIN_LOCK_DURATION_MS: int(1000).default(15 * 60_000),
  LOGIN_DELAY_AFTER_FAILURES: int(1).default(10),
  LOGIN_DELAY_BASE_MS: int(1).default(1000),
  // a login waiting longer would run into the time limits of browsers and proxies
  LOGIN_DELAY_MAX_MS: int(1).max(60_000).default(10_000),
  BODY_LIMIT_BYTES: int(1024).default(1024 * 1024),
  // a file's size is an int4 column: below 2 GiB
  UPLOAD_LIMIT_BYTES: int(1)
    .max(2_147_483_647)
    .default(100 * 1024 * 1024),
  // an upload a crash cut off leaves a staging blob; swept this long after its lease lapsed (decision 13)
  UPLOAD_STAGING_MAX_AGE_SECONDS: int(0).default(6 * 3600),
  TRUST_PROXY: trustProxySetting,
  // where the links of mails lead; unset: http://localhost:<PORT>/erhebungsdatenbank
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// address")
    .optional(),
  PASSWORD_RESET_TTL_MS: int(60_000).default(3_600_000),
  INVITE_TTL_MS: int(60_000).default(7 * 24 * 3_600_000),
  // unset: SQL_QUERY_TIMEOUT_DEFAULTS_MS of the database
  SQL_QUERY_TIMEOUT_MS: int(100).optional(),
  // the maintenance agency of the SDMX structures: an SDMX NCName id, as its URNs and queries carry it
  SDMX_AGENCY: z
    .string()
    .regex(SDMX_AGENCY_PATTERN, "must be an SDMX id: a letter, then letters, digits, _ or -")
    .default("DESTATIS"),
  // how long a public event is kept: the feeds page back through them, the consumers read them (decision 43)
  EVENT_RETENTION_DAYS: int(1).max(36_500).default(400),
  // the agency of the DDI studies' URNs and of the OAI-PMH identifiers (decision 44), as DDI registers them
  DDI_AGENCY: z
    .string()
    .max(253)
    .regex(DDI_AGENCY_PATTERN, "must be a DDI agency id: labels of letters, digits and -, joined by dots")
    .default("de.destatis"),
  // the contact OAI-PMH's Identify names; unset: MAIL_FROM
  OAI_ADMIN_EMAIL: z.email().optional(),
  // webhook targets may be http:// too, not only https:// (a receiver on a trusted network; decision 48)
  WEBHOOK_ALLOW_HTTP: bool.default(false),
  // addresses and CIDR ranges webhooks may reach though they are loopback, private and so on (decision 48)
  WEBHOOK_ALLOWED_NETWORKS: webhookNetworksSetting,
});

/**
 * A SQL console query's time limit when SQL_QUERY_TIMEOUT_MS is unset. Lower on the embedded database,
 * where every other request waits while a console query runs and one past the limit restarts the
 * database (decision 18); PostgreSQL runs it beside the app's requests.
 */
export const SQL_QUERY_TIMEOUT_DEFAULTS_MS = { postgres: 10_000, pglite: 3_000 } as const;

export interface Config {
  port: number;
  /** the interface to listen on (HOST, or listenHost's default) */
  host: string;
  dataDir: string;
  /** null: the embedded PGlite in `dataDir/pglite` */
  databaseUrl: string | null;
  logDir: string;
  logLevel: string;
  smtpUrl: string | null;
  mailFrom: string;
  admin: { email: string; password: string; passwordIsDemoDefault: boolean };
  demoData: boolean;
  sessionIdleMs: number;
  /** the login locks (decision 25) */
  loginLock: { maxFailures: number; addressMaxFailures: number; windowMs: number; durationMs: number };
  /** the delay of an account failing from many addresses (decision 25) */
  loginDelay: { afterFailures: number; baseMs: number; maxMs: number };
  bodyLimitBytes: number;
  /** the largest uploaded file (413 above) */
  uploadLimitBytes: number;
  /** how old an unfinished upload's staging blob must be for the sweep; one in progress is never swept */
  uploadStagingMaxAgeMs: number;
  trustProxy: TrustProxy;
  /** the app's public address without a trailing slash, e.g. https://example.org/erhebungsdatenbank */
  publicUrl: string;
  /** how long a password reset link works */
  passwordResetTtlMs: number;
  /** how long a new account's link to set its first password works */
  inviteTtlMs: number;
  /** a SQL console statement running longer is cancelled (decision 18) */
  sqlQueryTimeoutMs: number;
  /** the agency maintaining the SDMX structures (SDMX_AGENCY) */
  sdmxAgency: string;
  /** how long a public event is kept before the housekeeping purges it (EVENT_RETENTION_DAYS) */
  eventRetentionMs: number;
  /** the agency of the DDI studies and OAI-PMH identifiers (DDI_AGENCY) */
  ddiAgency: string;
  /** the administrator's address OAI-PMH's Identify names (OAI_ADMIN_EMAIL, else MAIL_FROM) */
  oaiAdminEmail: string;
  /** where webhooks may be delivered beyond public https addresses (decision 48) */
  webhooks: WebhookNetworkRules;
}

export class ConfigError extends Error {}

/**
 * Where HOST is unset: every interface only for a production installation (PostgreSQL without demo
 * data), whose start refuses the passwords the README publishes (decision 16) and which its reverse
 * proxy must reach; loopback otherwise, since the embedded default's demo accounts log in with those.
 */
export function listenHost(databaseUrl: string | null, demoData: boolean): string {
  return databaseUrl !== null && !demoData ? "0.0.0.0" : "127.0.0.1";
}

/** Reads and validates the environment once; a wrong value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? null;
  const demoData = e.DEMO_DATA ?? databaseUrl === null;
  return {
    port: e.PORT,
    host: e.HOST ?? listenHost(databaseUrl, demoData),
    dataDir,
    databaseUrl,
    logDir: path.resolve(e.LOG_DIR ?? path.join(dataDir, "logs")),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    admin: {
      email: e.ADMIN_EMAIL.toLowerCase(),
      password: e.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      passwordIsDemoDefault: e.ADMIN_PASSWORD === undefined,
    },
    demoData,
    sessionIdleMs: e.SESSION_IDLE_MS,
    loginLock: {
      maxFailures: e.LOGIN_LOCK_MAX_FAILURES,
      addressMaxFailures: e.LOGIN_LOCK_ADDRESS_MAX_FAILURES,
      windowMs: e.LOGIN_LOCK_WINDOW_MS,
      durationMs: e.LOGIN_LOCK_DURATION_MS,
    },
    loginDelay: {
      afterFailures: e.LOGIN_DELAY_AFTER_FAILURES,
      baseMs: e.LOGIN_DELAY_BASE_MS,
      maxMs: e.LOGIN_DELAY_MAX_MS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    uploadStagingMaxAgeMs: e.UPLOAD_STAGING_MAX_AGE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}${BASE_PATH}`).replace(/\/+$/, ""),
    passwordResetTtlMs: e.PASSWORD_RESET_TTL_MS,
    inviteTtlMs: e.INVITE_TTL_MS,
    sqlQueryTimeoutMs:
      e.SQL_QUERY_TIMEOUT_MS ?? SQL_QUERY_TIMEOUT_DEFAULTS_MS[databaseUrl === null ? "pglite" : "postgres"],
    sdmxAgency: e.SDMX_AGENCY,
    eventRetentionMs: e.EVENT_RETENTION_DAYS * 24 * 3_600_000,
    ddiAgency: e.DDI_AGENCY,
    oaiAdminEmail: e.OAI_ADMIN_EMAIL ?? e.MAIL_FROM,
    webhooks: { allowHttp: e.WEBHOOK_ALLOW_HTTP, allowedNetworks: e.WEBHOOK_ALLOWED_NETWORKS },
  };
}
