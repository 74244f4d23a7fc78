// `npm run ops:nginx-check`: proves deploy/nginx/erhebungsdatenbank.conf in front of a real app instance.
// Installs nothing: it needs `nginx` (apt-get install -y nginx-light) and `openssl` on the PATH. The
// production file is tested as it is, but for what live-app/nginx.ts substitutes. The app runs on the embedded database in a
// temporary DATA_DIR, as production would (DEMO_DATA=false, the memory flags of the systemd unit).
// Checks: HTTP redirects to HTTPS; HTTPS answers the health probes through the proxy, with HSTS, on TLS
// 1.2 and 1.3; the second upstream entry, where nothing listens, is passed over; the app sees the client's
// address through X-Forwarded-For (TRUST_PROXY=127.0.0.1, the client on 127.0.0.2, a forged header
// ignored); a body above client_max_body_size is refused by nginx. Stops both processes, also on failure.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { killStartedAppsOnSignal, type RunningApp, startApp } from "../live-app/app.ts";
import { type RunningProxy, requireNginx, startProxy } from "../live-app/nginx.ts";
import { Report } from "../live-app/report.ts";
import { waitFor } from "../live-app/wait.ts";

const HTTPS_PORT = 8643;
const HTTP_PORT = 8680;
const APP_PORT = 8690;
/** the upstream's second entry: nothing listens there, as with an instance that is down */
const DOWN_PORT = 8691;
const CLIENT_ADDRESS = "127.0.0.2";
const FORGED_ADDRESS = "198.51.100.23";
const HSTS = "max-age=31536000; includeSubDomains";
const DEADLINE_MS = 5 * 60_000;
const BASE = "/erhebungsdatenbank";

const report = new Report("nginx-check");
killStartedAppsOnSignal();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  tls?: string | null;
}

function request(
  url: string,
  options: { ca?: string; headers?: Record<string, string>; maxTls?: "TLSv1.2"; method?: string } = {},
): Promise<Answer> {
  const secure = url.startsWith("https:");
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      {
        method: options.method ?? "GET",
        localAddress: CLIENT_ADDRESS,
        headers: options.headers,
        timeout: 10_000,
        ...(secure
          ? { ca: options.ca, servername: "localhost", maxVersion: options.maxTls, agent: false }
          : {}),
      },
      (res) => {
        const tls = secure ? (res.socket as import("node:tls").TLSSocket).getProtocol() : undefined;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, tls }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

/** The app's log lines (LOG_DIR's files), parsed. */
async function appLog(
  logDir: string,
): Promise<{ msg?: string; req?: { url?: string; remoteAddress?: string } }[]> {
  const names = (await readdir(logDir)).filter((name) => name.endsWith(".log"));
  const texts = await Promise.all(names.map((name) => readFile(path.join(logDir, name), "utf8")));
  return texts.flatMap((text) =>
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
}

async function main(): Promise<void> {
  requireNginx("nginx-check");
  const started = performance.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-nginx-check-"));
  let app: RunningApp | null = null;
  let proxy: RunningProxy | null = null;
  const deadline = setTimeout(() => {
    console.error(`nginx-check: over ${DEADLINE_MS / 60_000} minutes, stopping`);
    void Promise.all([proxy?.stop(), app?.stop()]).then(() => process.exit(1));
  }, DEADLINE_MS);
  try {
    const logDir = path.join(dir, "logs");
    app = await startApp(
      {
        port: APP_PORT,
        dataDir: path.join(dir, "data"),
        logDir,
        demoData: false,
        productionMemory: true,
        env: { TRUST_PROXY: "127.0.0.1", PUBLIC_URL: `https://localhost:${HTTPS_PORT}${BASE}` },
      },
      180_000,
    );

    proxy = await startProxy({
      dir,
      httpsPort: HTTPS_PORT,
      httpPort: HTTP_PORT,
      upstreams: [APP_PORT, DOWN_PORT],
    });
    report.check("nginx -t accepts deploy/nginx/erhebungsdatenbank.conf", true);
    const { ca } = proxy;
    const secure = (p: string) => `${proxy?.base}${p}`;

    const plain = await request(`http://127.0.0.1:${HTTP_PORT}${BASE}/health?probe=1`);
    report.check(
      "http redirects to https, keeping the path",
      plain.status === 301 && plain.headers.location === `https://127.0.0.1${BASE}/health?probe=1`,
      `${plain.status} ${plain.headers.location}`,
    );
    report.check(
      "no HSTS on the plain-HTTP answer",
      plain.headers["strict-transport-security"] === undefined,
    );

    const live = await request(secure("/health"), { ca });
    report.check(
      "https answers GET /health through the proxy",
      live.status === 200 && live.body === '{"status":"ok"}',
      `${live.status} ${live.body}`,
    );
    report.check(
      "HSTS on the HTTPS answer",
      live.headers["strict-transport-security"] === HSTS,
      String(live.headers["strict-transport-security"]),
    );
    report.check("TLS 1.3 by default", live.tls === "TLSv1.3", String(live.tls));
    const tls12 = await request(secure("/health"), { ca, maxTls: "TLSv1.2" });
    report.check("TLS 1.2 accepted", tls12.status === 200 && tls12.tls === "TLSv1.2", String(tls12.tls));
    report.check("no compression by nginx of the probe", live.headers["content-encoding"] === undefined);

    const ready = await request(secure("/health/ready"), { ca });
    const readiness = JSON.parse(ready.body) as { status?: string };
    report.check(
      "GET /health/ready through the proxy: 200 ready",
      ready.status === 200 && readiness.status === "ready",
      ready.body,
    );

    // the second upstream is down: nginx passes over it (max_fails) and every probe still succeeds
    const timings: number[] = [];
    let allOk = true;
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      allOk &&= (await request(secure("/health"), { ca })).status === 200;
      timings.push(performance.now() - t0);
    }
    const errorLog = await readFile(proxy.errorLog, "utf8");
    report.check(
      "20 probes with one upstream entry down: all 200, the dead one tried and passed over",
      allOk && errorLog.includes(`127.0.0.1:${DOWN_PORT}`),
    );

    const auth = await request(secure("/api/v1/auth"), {
      ca,
      headers: { "x-forwarded-for": FORGED_ADDRESS },
    });
    report.check(
      "an API call through the proxy (GET /api/v1/auth without a session: 401)",
      auth.status === 401,
      String(auth.status),
    );
    let seen: string[] = [];
    await waitFor(
      "the API call's line in LOG_DIR",
      async () => {
        const lines = await appLog(logDir);
        seen = lines
          .filter((l) => l.req?.url === `${BASE}/api/v1/auth`)
          .map((l) => String(l.req?.remoteAddress));
        return seen.length > 0;
      },
      15_000,
    );
    report.check(
      `the app logs the client's address ${CLIENT_ADDRESS} (X-Forwarded-For from the trusted proxy), not the forged one`,
      seen.every((a) => a === CLIENT_ADDRESS),
      seen.join(", "),
    );

    const tooLarge = await request(secure("/api/v1/eid/1/resource"), {
      ca,
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(200 * 1024 * 1024),
      },
    }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }) as Answer);
    report.check(
      "a body above client_max_body_size is refused by nginx (413)",
      tooLarge.status === 413,
      String(tooLarge.status),
    );

    timings.sort((a, b) => a - b);
    console.log(
      `figures: app start ${(app.startMs / 1000).toFixed(1)} s (embedded database, first start); ` +
        `GET /health through nginx+TLS (new connection each) median ${timings[10]?.toFixed(1)} ms, ` +
        `max ${timings[19]?.toFixed(1)} ms over 20; whole check ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    clearTimeout(deadline);
    await proxy?.stop();
    await app?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    if (report.failures.length > 0) {
      console.error(`nginx-check: ${report.failures.length} check(s) failed`);
      process.exit(1);
    }
    console.log("nginx-check: all checks passed");
  },
  (error: unknown) => {
    console.error("nginx-check failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
