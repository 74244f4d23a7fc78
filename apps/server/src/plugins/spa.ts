import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { HOME_PATH, SHELL_PAGES_DIR } from "@erhdb/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../lib/errors.ts";
import { DOCUMENT_HEADERS } from "./security.ts";

/** A built worker script (or its .br, .gz): its CSP is the worker's own, so it keeps the document headers. */
const WORKER_SCRIPT = /\.worker-[^/\\]+\.js(\.br|\.gz)?$/;

/**
 * The built files' requests go unlogged at information level: the first page alone fetches about 50,
 * which buried the API's requests in the log that the monitoring page shows. Their warnings and errors
 * still go out. A page (a client route, the link of a mail) is still logged: it is served by the
 * not-found handler below, not by a file's route.
 */
export const FILE_LOG_LEVEL = "warn";

/** Served beside their file for a client that accepts them (`preCompressed`), never asked for by name. */
const PRECOMPRESSED = ["**/*.br", "**/*.gz"];

export interface SpaOptions {
  /** the built web app (apps/web/dist) */
  root: string;
  basePath: string;
  apiPrefix: string;
}

/**
 * Serves the built single-page app under the base path. Any other GET below the base path gets
 * index.html, so client-side routes survive a reload; unknown API paths stay JSON 404s.
 *
 * Every file goes out as the build compressed it (the `.br` and `.gz` beside it, apps/web/build/
 * precompress.ts) for a client that accepts it, with `Vary: Accept-Encoding`; nothing is compressed per
 * request here. index.html is sent as a file for client routes too, so it carries its ETag and
 * Last-Modified and a revalidation (`no-cache`) is answered with 304.
 *
 * A screen whose page shell carries its title has a page of its own (SHELL_PAGES_DIR, decision 21): its
 * address, and the base path for the home screen, get that page instead of index.html.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const indexFile = path.join(options.root, "index.html");
  const hasBuild = existsSync(indexFile);
  const pageOf = titledPages(options.root);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: `${options.basePath}/`,
      // a route for each file of the build, found at start (the build is made before): a request
      // matches a file's route, which logs at FILE_LOG_LEVEL, or else the page handler, which logs
      wildcard: false,
      globIgnore: PRECOMPRESSED,
      index: false,
      preCompressed: true,
      logLevel: FILE_LOG_LEVEL,
      setHeaders(reply, filePath) {
        // hashed bundles never change; everything else is revalidated
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (immutable && !WORKER_SCRIPT.test(filePath)) {
          for (const name of DOCUMENT_HEADERS) reply.raw.removeHeader(name);
        }
      },
    });
  }

  app.get("/", (_request, reply) => reply.redirect(`${options.basePath}/`));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      (url === options.basePath || url.startsWith(`${options.basePath}/`)) &&
      !url.startsWith(options.apiPrefix);
    if (!isPage) throw notFound();
    if (url === options.basePath) return reply.redirect(`${options.basePath}/`);
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web app is not built. Run `npm run build` (or `npm start`, which builds it).");
    }
    // sent, not returned: Fastify would await a returned reply, and every await adds listeners to the
    // response; with the static plugin's own awaits for a client route, that passed Node's warning limit
    const screen = url.slice(options.basePath.length);
    reply.sendFile(pageOf.get(screen === "/" ? HOME_PATH : screen) ?? "index.html");
  });
});

/** Screen path -> its page in the build ("/surveys" -> "pages/surveys.html"), read once at start. */
function titledPages(root: string): Map<string, string> {
  const dir = path.join(root, SHELL_PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".html"),
  );
  return new Map(
    pages.map((name) => {
      const screen = `/${name.slice(0, -".html".length).split(path.sep).join("/")}`;
      return [screen, `${SHELL_PAGES_DIR}/${name.split(path.sep).join("/")}`];
    }),
  );
}
