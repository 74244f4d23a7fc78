// The writing actions of the mix: survey creates, edits and status changes, uploads of 1-5 MB and their
// downloads, requests filed on the public form and staff comments on them. Each acknowledged write goes
// into the ledger with what the server answered.
import { randomBytes } from "node:crypto";
import type { SurveyWriteInput } from "@erhdb/domain";
import { sha256 } from "../live-app/api.ts";
import { type Client, multipart } from "./client.ts";
import { requestDigest, type SurveyState } from "./ledger.ts";
import { pick, type World } from "./world.ts";

/**
 * A new survey's body. Reporting years 2080-2099 with the whole-year bzr: the million synthetic surveys
 * use earlier years, so no create collides with one of them; `n` is unique in the run.
 */
function surveyBody(n: number, description: string): SurveyWriteInput {
  return {
    statisticId: String(7000 + (n % 3000)),
    bzr: `${80 + (Math.floor(n / 3000) % 20)}0000`,
    federalStateCode: "09",
    period: 3,
    description,
    accessMode: Math.random() < 0.5,
    evas: ["12612", "12411"],
    comment: "Lastprobe",
  };
}

let created = 0;
/** the surveys each writer's sessions made: only their maker writes to them, one write at a time */
const own = new WeakMap<object, SurveyState[]>();

function surveysOf(writer: object): SurveyState[] {
  const list = own.get(writer) ?? [];
  own.set(writer, list);
  return list;
}

export async function createSurvey(world: World, client: Client, writer: object): Promise<void> {
  const n = created++;
  const answer = await client.call("POST eid/create", "write", "eid/create", {
    json: surveyBody(n, `Lastprobe ${n}: Erhebung der Baufertigstellungen`),
    ok: [201],
  });
  if (answer.outcome !== "ok") return;
  surveysOf(writer).push(world.ledger.survey(answer.json as Record<string, unknown>));
  world.ledger.acknowledged++;
}

/** A survey not approved: its data may change (an approved one is restricted, SPEC 4). */
const unrestricted = (writer: object) => surveysOf(writer).filter((s) => s.status !== 3);

/** Edits the description of one of the writer's surveys that is not approved. */
export async function editSurvey(world: World, client: Client, writer: object): Promise<void> {
  const target = pick(unrestricted(writer));
  if (!target) return createSurvey(world, client, writer);
  // the same statistic and reporting period: only the description changes, so the Erhebungsid stays
  const body = {
    ...surveyBody(0, `Lastprobe: Erhebung der Baugenehmigungen, überarbeitet ${Date.now()}`),
    statisticId: target.erhebungsid.slice(1, 5),
    bzr: target.erhebungsid.slice(5, 11),
  };
  const answer = await client.call("POST eid/…/update", "write", `eid/${target.id}/update`, { json: body });
  if (answer.outcome !== "ok") return;
  replace(writer, world.ledger.survey(answer.json as Record<string, unknown>));
  world.ledger.acknowledged++;
}

/** The next status change of one of the writer's surveys: blocked (new) -> approved <-> blocked. */
export async function changeStatus(world: World, client: Client, writer: object): Promise<void> {
  const target = pick(surveysOf(writer));
  if (!target) return createSurvey(world, client, writer);
  const path = target.status === 3 ? "lock" : "unlock";
  const answer = await client.call(`POST eid/…/${path}`, "write", `eid/${target.id}/${path}`, {
    json: { comment: `Lastprobe: ${path}` },
  });
  if (answer.outcome !== "ok") return;
  replace(writer, world.ledger.survey(answer.json as Record<string, unknown>));
  world.ledger.acknowledged++;
}

function replace(writer: object, state: SurveyState): void {
  const list = surveysOf(writer);
  const at = list.findIndex((s) => s.erhebungsid === state.erhebungsid);
  if (at >= 0) list[at] = state;
}

/** Uploads 1-5 MB of the free format (type 88) to one of the writer's surveys that is not approved. */
export async function uploadFile(world: World, client: Client, writer: object): Promise<void> {
  const target = pick(unrestricted(writer));
  if (!target) return createSurvey(world, client, writer);
  const bytes = randomBytes(1_000_000 + Math.floor(Math.random() * 4_000_000));
  const resource = { description: `Lastprobe ${client.address}`, resourcetype: "88", specialization: "00" };
  const answer = await client.call("POST eid/…/resource (1-5 MB)", "transfer", `eid/${target.id}/resource`, {
    body: multipart({ resource: JSON.stringify(resource) }, { name: "lastprobe.bin", bytes }),
    ok: [201],
  });
  const id = (answer.json as { id?: number } | undefined)?.id;
  if (answer.outcome !== "ok" || id === undefined) return;
  world.ledger.files.set(id, { sha: sha256(bytes), surveyId: target.id });
  world.ledger.acknowledged++;
}

/** Downloads an acknowledged file; its bytes must be the uploaded ones. */
export async function downloadFile(world: World, client: Client): Promise<void> {
  const ids = [...world.ledger.files.keys()];
  if (ids.length === 0) return;
  const id = pick(ids);
  const answer = await client.call("GET resource/content/…", "transfer", `resource/content/${id}`);
  if (answer.outcome === "ok" && sha256(answer.bytes) !== world.ledger.files.get(id)?.sha)
    world.recorder.error(`download of resource ${id}: the bytes differ from the uploaded ones`);
}

/**
 * Files a request on the public form (anonymous; the limit of 5 per hour and address acts on purpose:
 * a writer files more than five in the run, and the refusals count apart).
 */
export async function fileRequest(world: World, client: Client): Promise<void> {
  const mail = `antrag.${client.address.replaceAll(".", "-")}@lastprobe.example`;
  const substantiation = `Lastprobe ${Date.now()}: neue Erhebung für das Referat`;
  const answer = await client.call("POST request/create", "write", "request/create", {
    json: {
      requestSpecializing: {
        type: "NEW_ERHEBUNGSID",
        description: "Erhebung der Pflegeberufe (Lastprobe)",
        evas: [],
        period: 3,
        bzr: "260000",
        federalStateCode: "09",
        statistikArt: "Landesstatistik",
      },
      applicant: { name: "Probe", forename: "Last", mail, phonenumber: "", federalStateCode: "09" },
      substantiation,
    },
    ok: [201],
    intended: [{ status: 429, code: "RATE_LIMITED" }],
  });
  const id = (answer.json as { id?: number } | undefined)?.id;
  if (answer.outcome !== "ok" || id === undefined) return;
  world.ledger.requests.set(id, {
    id,
    digest: requestDigest("NEW_ERHEBUNGSID", mail, substantiation),
    comments: [],
  });
  world.ledger.acknowledged++;
}

/** A staff comment on a filed request (its history keeps it). */
export async function commentRequest(world: World, client: Client): Promise<void> {
  const ids = [...world.ledger.requests.keys()];
  if (ids.length === 0) return fileRequest(world, client);
  const request = world.ledger.requests.get(pick(ids));
  if (!request) return;
  const comment = `Lastprobe: in Prüfung ${Date.now()}`;
  const answer = await client.call("POST request/…/update", "write", `request/${request.id}/update`, {
    json: { progressComment: comment },
  });
  if (answer.outcome !== "ok") return;
  request.comments.push(comment);
  world.ledger.acknowledged++;
}
