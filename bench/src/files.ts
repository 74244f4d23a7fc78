import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { sql } from "kysely";
import { to as copyTo } from "pg-copy-streams";
import { withConnection } from "../../apps/server/src/db/database.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";
import { CHUNK_BYTES } from "../../apps/server/src/files/blob-store.ts";
import { seedDemoData } from "../../apps/server/src/seed/demo.ts";
import { ADMIN, type Dataset } from "./dataset.ts";
import { childPids, rssMb, trackPeakRss } from "./memory.ts";
import { startServer } from "./serve.ts";

/** The file of the measurement: 100 MB (decimal), just under the default UPLOAD_LIMIT_BYTES of 100 MiB. */
export const FILE_BYTES = 100_000_000;
/** The file is this pattern repeated, written as it goes: the bench holds no 100 MB buffer either. */
const PATTERN = randomBytes(1024 * 1024);

export interface TransferResult {
  seconds: number;
  mbPerSecond: number;
  /** the server process's peak resident memory during the transfer, above its idle RSS */
  serverPeakMb: number;
  serverAboveIdleMb: number;
  /** PGlite's own process during the transfer; null on PostgreSQL */
  databasePeakMb: number | null;
}

export interface FilesBenchResult {
  kind: string;
  idleRssMb: number;
  upload: TransferResult;
  download: TransferResult & { identical: boolean };
  /** the same chunks written and read straight through SQL, without HTTP, multipart or checks */
  direct: { writeSeconds: number; readSeconds: number };
}

function* fileChunks(): Generator<Buffer> {
  for (let sent = 0; sent < FILE_BYTES; sent += PATTERN.length) {
    yield PATTERN.subarray(0, Math.min(PATTERN.length, FILE_BYTES - sent));
  }
}

function expectedSha256(): string {
  const hash = createHash("sha256");
  for (const chunk of fileChunks()) hash.update(chunk);
  return hash.digest("hex");
}

/**
 * Writes 100 MB of chunks with the INSERTs the app sends and reads them with its COPY statements, straight
 * on the database without HTTP, multipart parsing or content checks: the floor of both transfers.
 */
async function directTimes(dataset: Dataset): Promise<FilesBenchResult["direct"]> {
  const handle = await dataset.open();
  try {
    const blob = await handle.db
      .insertInto("file_blob")
      .defaultValues()
      .returning("id")
      .executeTakeFirstOrThrow();
    const started = performance.now();
    let seq = 0;
    let pending = Buffer.alloc(0);
    for (const chunk of fileChunks()) {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= CHUNK_BYTES) {
        await sql`INSERT INTO file_chunk (blob_id, seq, data) VALUES (${blob.id}, ${seq++}, ${pending.subarray(0, CHUNK_BYTES)})`.execute(
          handle.db,
        );
        pending = pending.subarray(CHUNK_BYTES);
      }
    }
    if (pending.length > 0)
      await sql`INSERT INTO file_chunk (blob_id, seq, data) VALUES (${blob.id}, ${seq++}, ${pending})`.execute(
        handle.db,
      );
    const written = performance.now();
    // read as the app reads: one COPY per chunk (blob-store.ts), the bytes discarded
    await withConnection(handle.db, async (client) => {
      for (let i = 0; i < seq; i++) {
        const copy = client.query(
          copyTo(
            `COPY (SELECT data FROM file_chunk WHERE blob_id = ${blob.id} AND seq = ${i}) TO STDOUT (FORMAT binary)`,
          ),
        );
        for await (const _ of copy) {
          // discarded
        }
      }
    });
    const read = performance.now();
    await handle.db.deleteFrom("file_blob").where("id", "=", blob.id).execute();
    return { writeSeconds: (written - started) / 1000, readSeconds: (read - written) / 1000 };
  } finally {
    await handle.close();
  }
}

function request(
  url: URL,
  options: http.RequestOptions,
  body: (req: http.ClientRequest) => Promise<void>,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, resolve);
    req.on("error", reject);
    body(req).catch(reject);
  });
}

async function write(req: http.ClientRequest, data: Buffer | string): Promise<void> {
  if (!req.write(data)) await new Promise((resolve) => req.once("drain", resolve));
}

/** Streams the file as a browser's multipart form: the resource part, then the file part. */
async function upload(base: string, token: string, surveyId: number): Promise<number> {
  const boundary = `----erhdb-bench-${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="resource"\r\n\r\n` +
    `${JSON.stringify({ description: "Bench: 100 MB", resourcetype: "88", specialization: "00" })}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
    "Content-Type: application/octet-stream\r\n\r\n";
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + FILE_BYTES + Buffer.byteLength(tail);
  const res = await request(
    new URL(`${base}api/v1/eid/${surveyId}/resource`),
    {
      method: "POST",
      headers: {
        authorization: token,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(length),
      },
    },
    async (req) => {
      await write(req, head);
      for (const chunk of fileChunks()) await write(req, chunk);
      req.end(tail);
    },
  );
  let text = "";
  for await (const chunk of res) text += String(chunk);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

async function download(base: string, token: string, id: number): Promise<string> {
  const res = await request(
    new URL(`${base}api/v1/resource/content/${id}`),
    { headers: { authorization: token } },
    async (req) => {
      req.end();
    },
  );
  if (res.statusCode !== 200) throw new Error(`download: ${res.statusCode}`);
  const hash = createHash("sha256");
  for await (const chunk of res) hash.update(chunk);
  return hash.digest("hex");
}

async function timed<T>(serverPid: number, idleRssMb: number, work: () => Promise<T>) {
  const [databasePid] = childPids(serverPid);
  const server = trackPeakRss(serverPid);
  const database = databasePid === undefined ? null : trackPeakRss(databasePid);
  const started = performance.now();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  const serverPeakMb = server.stop();
  const result: TransferResult = {
    seconds,
    mbPerSecond: FILE_BYTES / 1_000_000 / seconds,
    serverPeakMb,
    serverAboveIdleMb: serverPeakMb - idleRssMb,
    databasePeakMb: database ? database.stop() : null,
  };
  return { value, result };
}

/**
 * Upload and download of one 100 MB file through the real server (started as `npm run serve` does), with
 * the server's peak RSS against its idle RSS, beside the same chunks written and read straight through SQL.
 */
export async function benchFiles(dataset: Dataset, port: number): Promise<FilesBenchResult> {
  const handle = await dataset.open();
  let surveyId: number;
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    // a survey that takes resources: neither archived nor deleted
    const survey = await handle.db
      .selectFrom("survey")
      .select("id")
      .where("status", "not in", [2, 9])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    surveyId = survey.id;
  } finally {
    await handle.close();
  }
  const direct = await directTimes(dataset);
  const server = await startServer(dataset.env, port);
  try {
    const pid = server.process.pid ?? 0;
    const base = server.url;
    const login = await fetch(`${base}api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    const token = login.headers.get("authorization") ?? "";
    // settle: the start's garbage collected, the idle RSS the one the server keeps
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = rssMb(pid);
    const sent = await timed(pid, idleRssMb, () => upload(base, token, surveyId));
    const received = await timed(pid, idleRssMb, () => download(base, token, sent.value));
    return {
      kind: dataset.kind,
      idleRssMb,
      upload: sent.result,
      download: { ...received.result, identical: received.value === expectedSha256() },
      direct,
    };
  } finally {
    await server.stop();
  }
}
