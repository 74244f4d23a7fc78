import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * An XSL transformation as untrusted code (issue 38, decision 45): stylesheets are uploaded by
 * GENERICRESOURCE_CREATE holders, so one may try to read the server's files, call its network or run
 * forever. Each transformation runs in a process of its own (xslt-child.mts) under Node's permission model
 * without any grant, in an empty environment (XPath's environment-variable() reads nothing), with a small
 * heap; it is killed at the time limit, and an answer above the output limit is refused.
 */
export interface TransformLimits {
  timeoutMs: number;
  /** UTF-8 bytes of the HTML */
  outputBytes: number;
  /** the process's V8 heap (--max-old-space-size) */
  heapMb: number;
}

export const DEFAULT_TRANSFORM_LIMITS: TransformLimits = {
  timeoutMs: 10_000,
  outputBytes: 8 * 1024 * 1024,
  heapMb: 128,
};

/** Why a transformation gave no HTML: the time limit, the output limit, or anything else (a crash too). */
export type TransformFailure = "timeout" | "too-large" | "failed";

export type TransformOutcome = { html: Buffer } | { failure: TransformFailure };

export type Transform = (xml: string, stylesheet: string) => Promise<TransformOutcome>;

/** What xslt-child.mts answers. */
type ChildAnswer = { html: string } | { failure: "too-large" | "failed"; detail: string };

const CHILD = fileURLToPath(new URL("./xslt-child.mts", import.meta.url));

// the processor's CommonJS bundle, which the child gets as text because it may read no file
let library: Promise<string> | undefined;
function librarySource(): Promise<string> {
  library ??= readFile(createRequire(import.meta.url).resolve("xslt-processor"), "utf8");
  return library;
}

export function createTransform(limits: TransformLimits = DEFAULT_TRANSFORM_LIMITS): Transform {
  return async (xml, stylesheet) => {
    const source = await librarySource();
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [
          "--permission",
          "--disallow-code-generation-from-strings",
          `--max-old-space-size=${limits.heapMb}`,
          CHILD,
        ],
        { env: {}, stdio: ["ignore", "ignore", "ignore", "ipc"] },
      );
      let settled = false;
      const settle = (outcome: TransformOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        resolve(outcome);
      };
      const timer = setTimeout(() => settle({ failure: "timeout" }), limits.timeoutMs);
      child.on("message", (answer: ChildAnswer) => {
        if (!("html" in answer)) return settle({ failure: answer.failure });
        const html = Buffer.from(answer.html, "utf8");
        settle(html.length > limits.outputBytes ? { failure: "too-large" } : { html });
      });
      // ended without an answer: a crash, the heap limit among them
      child.on("close", () => settle({ failure: "failed" }));
      child.on("error", () => settle({ failure: "failed" }));
      child.send({ library: source, xml, stylesheet, outputLimit: limits.outputBytes });
    });
  };
}
