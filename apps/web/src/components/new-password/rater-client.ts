import type { Language } from "@erhdb/domain";
import type { RateAnswer, RateRequest, StrengthRating } from "./password-rater.ts";

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve(rating: StrengthRating): void; reject(error: unknown): void }>();

function failAll(error: unknown) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  // a worker that failed to load (offline) is asked again next time
  worker?.terminate();
  worker = null;
}

/** The rater's worker, started on first use: it fetches the word lists and ranks them at once. */
function rater(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./rater.worker.ts", import.meta.url), { type: "module" });
  started.onmessage = ({ data }: MessageEvent<RateAnswer>) => {
    waiting.get(data.id)?.resolve(data.rating);
    waiting.delete(data.id);
  };
  started.onerror = (event) => failAll(event);
  worker = started;
  return started;
}

/** Starts the rater ahead of the first password, so the meter answers as soon as one is typed. */
export function prepareRater(): void {
  rater();
}

/** How hard a password is to guess (zxcvbn-ts, in the rater's worker). */
export function ratePassword(
  password: string,
  userInputs: readonly string[],
  language: Language,
): Promise<StrengthRating> {
  const id = ++nextId;
  const request: RateRequest = { id, password, userInputs, language };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    rater().postMessage(request);
  });
}
