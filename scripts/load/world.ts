// What the virtual users share: where the app is, the accounts they log in with, what the server
// acknowledged (the ledger) and every call's time (the recorder).
import { DEMO_USER_PASSWORD } from "../../apps/server/src/lib/published-passwords.ts";
import { ADMIN } from "../live-app/app.ts";
import type { Client, Reply } from "./client.ts";
import type { Ledger } from "./ledger.ts";
import type { Recorder } from "./recorder.ts";

export interface Account {
  email: string;
  password: string;
}

const demo = (local: string): Account => ({
  email: `${local}@erhebungsdatenbank.de`,
  password: DEMO_USER_PASSWORD,
});

/** Who queries tables: every role of the demo, each seeing its own part of the million surveys. */
export const READERS: readonly Account[] = [
  "superadmin",
  "statdbadmin",
  "loggeduser",
  "orgadmin",
  "fachadmin",
  "corebroker",
].map(demo);
/** Who creates, edits, uploads and comments: the office's administrators. */
export const WRITERS: readonly Account[] = [ADMIN, demo("superadmin")];
/** The account whose password the lockout scenario mistypes (used by no other session). */
export const LOCKOUT_ACCOUNT = demo("useradmin");

export interface World {
  /** https://127.0.0.1:PORT/erhebungsdatenbank (nginx) */
  base: string;
  ca: string;
  recorder: Recorder;
  ledger: Ledger;
  /** public survey ids seen in list answers: what a visitor opens next */
  seenSurveys: string[];
  /** the end of the load (ms since the epoch): no new action starts after it */
  until: number;
  /** actions started so far (a page opened, a list queried, a survey written...) */
  actions: number;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
/** A person's pause between two actions: 5 to 10 s. */
export const thinkTime = () => 5_000 + Math.random() * 5_000;

/** Logs in (a mistyped password first, now and then, as people do); false when refused. */
export async function login(client: Client, account: Account, mistype: boolean): Promise<boolean> {
  if (mistype) {
    await client.call("POST login", "write", "login", {
      json: { username: account.email, password: `${account.password}x` },
      ok: [],
      intended: [{ status: 401, code: "INVALID_CREDENTIALS" }],
    });
  }
  const answer: Reply = await client.call("POST login", "write", "login", {
    json: { username: account.email, password: account.password },
  });
  const token = answer.headers.authorization;
  client.token = answer.outcome === "ok" && typeof token === "string" ? token : null;
  return client.token !== null;
}

export async function logout(client: Client): Promise<void> {
  if (!client.token) return;
  await client.call("POST logout", "write", "logout", { json: {}, ok: [200, 204] });
  client.token = null;
}
