import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BASE_PATH } from "@erhdb/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import { type CapturedLine, capturingLogger, INFO, WARN } from "../../test/log-capture.ts";
import { TEST_CONFIG } from "../../test/test-app.ts";
import { API_PREFIX, buildApp } from "../app.ts";

// the built files of a page: a hashed script and stylesheet, a font, an icon, a screen's page shell
const FILES = {
  "index.html": "<!doctype html><title>Erhebungsdatenbank</title>",
  "assets/main-abc123.js": "export const a = 1;\n",
  "assets/index-abc123.css": "body{margin:0}\n",
  "assets/roboto-abc123.woff2": "wOF2",
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "pages/evas.html": "<!doctype html><title>EVAS</title>",
};

let webRoot: string;
let app: FastifyInstance;
let log: ReturnType<typeof capturingLogger>;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), "erhdb-web-"));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(webRoot, name)), { recursive: true });
    await writeFile(path.join(webRoot, name), text);
  }
  const database = await cloneTemplate(inject("databaseTemplate"));
  closeDatabase = database.close;
  log = capturingLogger();
  ({ app } = await buildApp({ config: TEST_CONFIG, db: database.db, logger: log.logger, webRoot }));
  // a warning of every answer, as a failing file would give one: the files' routes must still let it out
  app.addHook("onSend", async (request) => request.log.warn({ checked: request.url }, "answer checked"));
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });
const messages = (lines: CapturedLine[]) => lines.map((line) => line.msg);

describe("the log of the built app's files", () => {
  it("has no information line of a script, a stylesheet, a font, an icon or Swagger UI's files", async () => {
    for (const name of Object.keys(FILES)) {
      expect((await get(`${BASE_PATH}/${name}`)).statusCode, name).toBe(200);
    }
    const swaggerUi = await get(`${BASE_PATH}/swagger-ui/static/swagger-ui.css`);
    expect(swaggerUi.statusCode).toBe(200);
    expect(swaggerUi.headers["content-type"]).toMatch(/^text\/css/);
    for (const name of [...Object.keys(FILES), "swagger-ui/static/swagger-ui.css"]) {
      const url = `${BASE_PATH}/${name}`;
      expect(messages(log.about(url, INFO)), url).toEqual(["answer checked"]);
      expect(log.about(url, INFO).every((line) => line.level === WARN)).toBe(true);
    }
  });

  it("still logs a page (a client route, a screen with a page of its own) at information level", async () => {
    for (const url of [`${BASE_PATH}/surveys/details`, `${BASE_PATH}/evas`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(messages(log.about(`"${url}"`, INFO)), url).toEqual(
        expect.arrayContaining(["incoming request", "request completed"]),
      );
    }
  });

  it("still logs an API request at information level", async () => {
    expect((await get(`${API_PREFIX}/auth`)).statusCode).toBe(401);
    expect(messages(log.about(`${API_PREFIX}/auth`, INFO))).toEqual(
      expect.arrayContaining(["incoming request", "request completed"]),
    );
  });
});
