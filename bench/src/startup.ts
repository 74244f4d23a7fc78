import { gzipSync } from "node:zlib";
import { freshDataDir, startServer } from "./serve.ts";

/** The JavaScript a browser loads for the first page: the entry module and its preloads. */
async function firstPageJavaScript(url: string) {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? "",
  );
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, raw, gzip };
}

export async function benchStartup() {
  const dataDir = await freshDataDir();
  const first = await startServer({ DATA_DIR: dataDir, DEMO_DATA: "true" });
  const js = await firstPageJavaScript(first.url);
  await first.stop();
  const again = await startServer({ DATA_DIR: dataDir, DEMO_DATA: "true" });
  await again.stop();
  return {
    firstStartMs: Math.round(first.readyMs),
    restartMs: Math.round(again.readyMs),
    firstPageJs: js,
  };
}
