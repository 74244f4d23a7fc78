// A virtual user: one person at one address, working session after session until the load ends, with
// 5-10 s between actions. A session is a visitor's (60 %), a clerk's at the lists (25 %) or an
// administrator's writing (15 %).
import { sleep } from "../live-app/wait.ts";
import { Client } from "./client.ts";
import { appPage, csvExport, evasPage, evasTree, showPage, surveysPage, templateRoundTrip } from "./reads.ts";
import {
  type Account,
  LOCKOUT_ACCOUNT,
  login,
  logout,
  pick,
  READERS,
  thinkTime,
  type World,
  WRITERS,
} from "./world.ts";
import {
  changeStatus,
  commentRequest,
  createSurvey,
  downloadFile,
  editSurvey,
  fileRequest,
  uploadFile,
} from "./writes.ts";

/** Actions in a session: as many as a person does before leaving. */
const ACTIONS = { min: 4, max: 10 };

type Action = (world: World, client: Client) => Promise<unknown>;

/** Weighted choice: [weight, action] pairs. */
function choose(actions: readonly (readonly [number, Action])[]): Action {
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  let r = Math.random() * total;
  for (const [weight, action] of actions) {
    r -= weight;
    if (r <= 0) return action;
  }
  return actions[actions.length - 1]?.[1] as Action;
}

async function actions(world: World, client: Client, next: () => Action): Promise<void> {
  const count = ACTIONS.min + Math.floor(Math.random() * (ACTIONS.max - ACTIONS.min + 1));
  for (let i = 0; i < count && Date.now() < world.until; i++) {
    world.actions++;
    await next()(world, client);
    await sleep(thinkTime());
  }
}

async function visitor(world: World, client: Client): Promise<void> {
  await appPage(client);
  await surveysPage(world, client);
  await sleep(thinkTime());
  await actions(world, client, () =>
    choose([
      [4, (w, c) => surveysPage(w, c)],
      [3, (w, c) => showPage(w, c)],
      [2, (_, c) => evasPage(c)],
      [1, (_, c) => evasTree(c)],
    ]),
  );
}

async function clerk(world: World, client: Client, account: Account): Promise<void> {
  await appPage(client);
  if (!(await login(client, account, Math.random() < 0.05))) return;
  await client.call("GET auth", "read", "auth");
  await client.call("GET templates/eidtable", "read", "templates/eidtable");
  let view = await surveysPage(world, client);
  await sleep(thinkTime());
  await actions(world, client, () =>
    choose([
      [
        5,
        async (w, c) => {
          view = (await surveysPage(w, c)) ?? view;
        },
      ],
      [2, (_, c) => evasPage(c)],
      [2, (w, c) => showPage(w, c)],
      [1, async (_, c) => view && csvExport(c, view)],
      [1, async (w, c) => view && templateRoundTrip(w, c, view)],
    ]),
  );
  await logout(client);
}

async function administrator(world: World, client: Client, account: Account): Promise<void> {
  await appPage(client);
  if (!(await login(client, account, Math.random() < 0.05))) return;
  await client.call("GET auth", "read", "auth");
  // what one administrator made, kept across sessions of this virtual user (its surveys are its own)
  const writer = client;
  await actions(world, client, () =>
    choose([
      [3, (w, c) => createSurvey(w, c, writer)],
      [2, (w, c) => editSurvey(w, c, writer)],
      [2, (w, c) => changeStatus(w, c, writer)],
      [1, (w, c) => uploadFile(w, c, writer)],
      [1, (w, c) => downloadFile(w, c)],
      [
        1,
        async (w, c) => {
          // the public form is filled without a session, as an applicant does
          const token = c.token;
          c.token = null;
          await fileRequest(w, c);
          c.token = token;
        },
      ],
      [1, (w, c) => commentRequest(w, c)],
      [1, (w, c) => surveysPage(w, c)],
    ]),
  );
  await logout(client);
}

/**
 * The lockout a mistyping person runs into, on purpose: five wrong passwords for one account from one
 * address lock that pair (LOGIN_LOCK_MAX_FAILURES; the fifth is answered with the lock), so later tries
 * and even the right password are refused with 423 while the lock lasts. Through the proxy the tries alternate between the instances.
 */
async function lockout(client: Client): Promise<void> {
  const wrong = { username: LOCKOUT_ACCOUNT.email, password: "falsch-getippt" };
  const refused = [
    { status: 401, code: "INVALID_CREDENTIALS" },
    { status: 423, code: "IP_LOCKED" },
  ];
  // the fifth wrong password is answered with the lock (423) already
  for (let i = 0; i < 6; i++)
    await client.call("POST login", "write", "login", { json: wrong, ok: [], intended: refused });
  await client.call("POST login", "write", "login", {
    json: { ...wrong, password: LOCKOUT_ACCOUNT.password },
    ok: [],
    intended: [{ status: 423, code: "IP_LOCKED" }],
  });
}

/**
 * The per-address limits the mix meets on purpose, each by one virtual user at its start: the public
 * request form's 5 per hour and address (the 6th and 7th refused with 429), and the password reset's 5
 * per 15 minutes (each of the 5 accepted sends a mail through the outbox; the 6th and 7th refused).
 */
async function burst(world: World, client: Client, kind: "requests" | "resets"): Promise<void> {
  for (let i = 0; i < 7; i++) {
    if (kind === "requests") await fileRequest(world, client);
    else
      await client.call("POST person/password/reset", "write", "person/password/reset", {
        json: { email: LOCKOUT_ACCOUNT.email },
        ok: [202],
        intended: [{ status: 429, code: "RATE_LIMITED" }],
      });
    await sleep(1_000);
  }
}

/** Runs one virtual user until the load ends; `index` spreads the accounts. */
export async function virtualUser(world: World, index: number, address: string): Promise<void> {
  const client = new Client({ base: world.base, ca: world.ca, address, recorder: world.recorder });
  // the users do not all start in the same second
  await sleep(Math.random() * 10_000);
  try {
    if (index === 0) await lockout(client);
    if (index === 1) await burst(world, client, "requests");
    if (index === 2) await burst(world, client, "resets");
    while (Date.now() < world.until) {
      const r = Math.random();
      if (r < 0.6) await visitor(world, client);
      else if (r < 0.85) await clerk(world, client, pick(READERS));
      else await administrator(world, client, WRITERS[index % WRITERS.length] as Account);
      client.token = null;
      await sleep(thinkTime());
    }
  } finally {
    client.close();
  }
}
