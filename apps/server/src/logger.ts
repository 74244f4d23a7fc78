import type { IncomingMessage } from "node:http";
import { destination, type LogFn, multistream, pino, stdSerializers } from "pino";
import roll from "pino-roll";
import { LOG_FILE_EXTENSION, LOG_FILE_PREFIX } from "./lib/log-file-names.ts";
import { LOG_FILE_BUFFER_BYTES, watchLogFile } from "./log-file-watch.ts";

const toStderr = (line: string) => {
  process.stderr.write(`${line}\n`);
};

const REDACTED = "[redacted]";

/**
 * Query parameters that carry a secret: the ticket, newsletter and password links' `token`, and any
 * name that speaks of a token, password, secret or session, however a client spells or encodes it.
 */
function isSecretName(name: string): boolean {
  return /token|passw|secret|session|^(pw|sid|auth|authorization)$/i.test(name);
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}

/**
 * A request URL with the values of secret query parameters replaced (`/ticketstatus?token=…` and the
 * newsletter's and password reset's links): the path and every other parameter stay as sent.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const parts = url
    .slice(query + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      return isSecretName(decodedName(name)) && eq >= 0 ? `${name}=${REDACTED}` : part;
    });
  return `${url.slice(0, query + 1)}${parts.join("&")}`;
}

/** Secret query parameters inside free text (a message or an error that quotes a URL). */
export function redactText(text: string): string {
  return text.replace(/([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g, (whole, lead: string, name: string) =>
    isSecretName(decodedName(name)) ? `${lead}${name}=${REDACTED}` : whole,
  );
}

type RequestLike = Pick<IncomingMessage, "method" | "url" | "headers" | "socket"> & {
  host?: string;
  ip?: string;
};

/** Fastify's request serializer (method, url, host, address), with the URL's secrets redacted. */
function requestSerializer(req: RequestLike) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ""),
    version: req.headers?.["accept-version"],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

function errorSerializer(error: Error) {
  const serialized = stdSerializers.err(error);
  serialized.message = redactText(serialized.message);
  if (serialized.stack) serialized.stack = redactText(serialized.stack);
  return serialized;
}

/**
 * Structured JSON logs to stdout and to daily/size-rotated files in `logDir` (the monitoring
 * screen reads them). Both streams write from this thread: a transport would start a worker thread
 * with a V8 heap of its own for every process.
 *
 * No line shows a password, a token or a session id: the session token travels only in the
 * `authorization` headers, which no serializer writes (and which are redacted should one be logged);
 * request URLs lose the values of their secret query parameters (ticket, newsletter and password
 * links carry `?token=`), as do messages and errors that quote a URL; fields named like a password or
 * a token are redacted. A mail's text never comes here: without SMTP_URL the sender prints it on the
 * console beside this logger (decision 16), since the file stream behind it feeds the monitoring screen.
 */
export async function createLogger(options: {
  logDir: string;
  level: string;
  /** where a log file failure is reported (once, see watchLogFile); stderr by default */
  report?: (line: string) => void;
}) {
  const stdout = destination({ dest: 1, sync: false });
  const file = await roll({
    file: `${options.logDir}/${LOG_FILE_PREFIX}`,
    extension: LOG_FILE_EXTENSION,
    frequency: "daily",
    size: "20m",
    mkdir: true,
    dateFormat: "yyyy-MM-dd",
    limit: { count: 30 },
    maxLength: LOG_FILE_BUFFER_BYTES,
  });
  watchLogFile(file, options.logDir, options.report ?? toStderr);
  const level = options.level === "silent" ? "silent" : options.level;
  const logger = pino(
    {
      level,
      serializers: { req: requestSerializer, err: errorSerializer },
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          "res.headers.authorization",
          "password",
          "token",
          "*.password",
          "*.passwordAgain",
          "*.currentPassword",
          "*.token",
        ],
        censor: REDACTED,
      },
      hooks: {
        logMethod(args: Parameters<LogFn>, method: LogFn) {
          const redacted = args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg));
          return method.apply(this, redacted as Parameters<LogFn>);
        },
      },
    },
    multistream([
      { level: level === "silent" ? "fatal" : level, stream: stdout },
      { level: level === "silent" ? "fatal" : level, stream: file },
    ] as Parameters<typeof multistream>[0]),
  );
  return {
    logger,
    /** writes what is still buffered; call before the process exits */
    flushSync() {
      stdout.flushSync();
      try {
        file.flushSync();
      } catch {
        // the log files cannot be written (reported by watchLogFile); stdout has the lines
      }
    },
  };
}
