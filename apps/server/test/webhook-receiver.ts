import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers a request: a status, or "hang" (never answers), or "flood" (200 and an endless body). */
export type ReceiverAnswer = number | "hang" | "flood";

export interface WebhookReceiver {
  url: (path?: string) => string;
  port: number;
  received: ReceivedWebhook[];
  /** the answer to the next requests, in turn; once used up, 204 */
  answers: ReceiverAnswer[];
  stop(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 in the test process (issue 38 point 9), recording every request. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = answers.shift() ?? 204;
      if (answer === "hang") return;
      if (answer === "flood") {
        response.writeHead(200, { "content-type": "text/plain" });
        const block = Buffer.alloc(16 * 1024, "x");
        const write = () => {
          while (response.write(block)) {
            if (response.destroyed) return;
          }
          response.once("drain", write);
        };
        response.on("close", () => response.removeAllListeners("drain"));
        write();
        return;
      }
      response.writeHead(answer, answer >= 300 && answer < 400 ? { location: "/redirected" } : {});
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    answers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
