// The highest sustainable rate: reading actions arrive at a fixed rate (an open model: a new one starts on
// time whether the earlier ones have answered or not), stepped up until the reads' p95 reaches 100 ms,
// calls fail, or the arrivals fall behind the rate.

import { percentile } from "../../bench/src/stats.ts";
import { sleep } from "../live-app/wait.ts";
import { Client } from "./client.ts";
import { evasPage, showPage, surveysPage } from "./reads.ts";
import { Recorder } from "./recorder.ts";
import { login, pick, READERS, type World } from "./world.ts";

export const SUSTAINABLE_P95_MS = 100;
const RATES = [10, 20, 40, 60, 80, 100, 130, 160, 200, 250];

export interface Step {
  rate: number;
  /** actions actually started per second */
  achieved: number;
  calls: number;
  p95: number;
  errors: number;
  held: boolean;
}

export async function findSustainableRate(
  world: World,
  options: { addresses: (i: number) => string; stepSeconds: number },
): Promise<Step[]> {
  const steps: Step[] = [];
  for (const rate of RATES) {
    const recorder = new Recorder();
    const stepWorld: World = { ...world, recorder };
    const clients = Array.from(
      { length: 60 },
      (_, i) => new Client({ base: world.base, ca: world.ca, address: options.addresses(i), recorder }),
    );
    try {
      // a fifth of the readers are logged in, as in the working day's mix; their logins are not timed here
      for (const client of clients.slice(0, 12)) await login(client, pick(READERS), false);
      recorder.samples.length = 0;
      const started = performance.now();
      const until = started + options.stepSeconds * 1000;
      const running: Promise<unknown>[] = [];
      let arrivals = 0;
      while (performance.now() < until) {
        const wait = started + (arrivals * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        const client = pick(clients);
        const action = pick([
          surveysPage,
          surveysPage,
          (w: World, c: Client) => showPage(w, c),
          (_: World, c: Client) => evasPage(c),
        ]);
        running.push(action(stepWorld, client));
        arrivals++;
      }
      const achieved = arrivals / ((performance.now() - started) / 1000);
      await Promise.all(running);
      const times = recorder.samples.filter((s) => s.kind === "read" && s.outcome === "ok").map((s) => s.ms);
      const errors = recorder.count("error");
      const p95 = percentile(times, 95);
      const held = p95 < SUSTAINABLE_P95_MS && errors === 0 && achieved >= rate * 0.95;
      steps.push({ rate, achieved, calls: recorder.samples.length, p95, errors, held });
      console.log(
        `  ${rate} actions/s: ${achieved.toFixed(1)} started, ${recorder.samples.length} calls, ` +
          `read p95 ${p95.toFixed(1)} ms, ${errors} errors${held ? "" : " - not sustained"}`,
      );
      if (!held) break;
    } finally {
      for (const client of clients) client.close();
    }
  }
  return steps;
}
