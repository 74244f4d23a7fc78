// What two instances share through the database, shown by calling each instance directly (the script's
// calls come from 127.0.0.1, the trusted proxy's address, so X-Forwarded-For names the client as nginx
// would): a session, an address lock, a template, a list's counts, an uploaded file.
import { randomBytes } from "node:crypto";
import type { Column } from "@erhdb/domain";
import { call, downloadResource, login, sha256, uploadResource } from "../live-app/api.ts";
import type { Cluster } from "../live-app/cluster.ts";
import type { Report } from "../live-app/report.ts";
import { LOCKOUT_ACCOUNT } from "./world.ts";

const json = (value: unknown) => JSON.stringify(value);

/** The surveys list's query whose description contains `text`, as the web app sends it. */
async function containsQuery(api: string, token: string, text: string) {
  const state = await call(`${api}/eid/tablestate`, { token });
  const columns = structuredClone((state.body as { columns: Column[] }).columns);
  const description = columns.find((c) => c.id === "description");
  if (!description) throw new Error("the surveys list has no description column");
  description.options.filter.value = text;
  return { page: 0, size: 10, columns };
}

const matching = async (api: string, token: string, body: unknown) => {
  const answer = await call(`${api}/eid`, { method: "POST", token, body: json(body) });
  return (answer.body as { records?: { totalElements?: number } }).records?.totalElements ?? -1;
};

export async function scaleOutChecks(report: Report, cluster: Cluster): Promise<void> {
  const [a, b] = cluster.instances.map((i) => i.api) as [string, string];

  const token = await login(a);
  const onB = await call(`${b}/auth`, { token });
  await call(`${b}/logout`, { method: "POST", token, body: "{}" });
  const afterLogout = await call(`${a}/auth`, { token });
  report.check(
    "a session made on instance A holds on B; a logout on B ends it on A",
    onB.status === 200 && afterLogout.status === 401,
    `${onB.status}, then ${afterLogout.status}`,
  );

  const client = { "x-forwarded-for": "127.0.9.9" };
  const wrong = json({ username: LOCKOUT_ACCOUNT.email, password: "falsch-getippt" });
  const tries: number[] = [];
  for (let i = 0; i < 5; i++)
    tries.push((await call(`${a}/login`, { method: "POST", headers: client, body: wrong })).status);
  const right = json({ username: LOCKOUT_ACCOUNT.email, password: LOCKOUT_ACCOUNT.password });
  const locked = await call(`${b}/login`, { method: "POST", headers: client, body: right });
  report.check(
    "five wrong passwords on A lock the address and account (the fifth answered 423): the right password on B is refused (423)",
    tries.join() === "401,401,401,401,423" && locked.status === 423,
    `${tries.join(",")} on A, ${locked.status} on B`,
  );

  const tokenA = await login(a);
  const tokenB = await login(b);
  const query = await containsQuery(a, tokenA, "Baufertigstellungen");
  const name = `Vorlage über zwei Instanzen ${Date.now()}`;
  const saved = await call(`${a}/templates/eidtable`, {
    method: "POST",
    token: tokenA,
    body: json({ name, columns: query.columns, defaultTemplate: false }),
  });
  const id = (saved.body as { id?: number }).id;
  const listed = async (api: string, t: string) =>
    ((await call(`${api}/templates/eidtable`, { token: t })).body as { name: string }[]).some(
      (x) => x.name === name,
    );
  const seenOnB = await listed(b, tokenB);
  await call(`${b}/templates/eidtable/${id}/delete`, { method: "POST", token: tokenB, body: "{}" });
  report.check(
    "a template saved on A is listed on B; removed on B, A no longer lists it",
    saved.status === 201 && seenOnB && !(await listed(a, tokenA)),
  );

  const before = [await matching(a, tokenA, query), await matching(b, tokenB, query)];
  const created = await call(`${b}/eid/create`, {
    method: "POST",
    token: tokenB,
    body: json({
      statisticId: "9999",
      bzr: "990000",
      federalStateCode: "09",
      period: 3,
      description: "Lastprobe über zwei Instanzen: Erhebung der Baufertigstellungen",
      accessMode: false,
      evas: ["12612"],
      comment: "Lastprobe",
    }),
  });
  const after = await matching(a, tokenA, query);
  report.check(
    "a list counts the same on A and B, and a survey created on B is counted on A at once",
    before[0] === before[1] && created.status === 201 && after === (before[0] ?? 0) + 1,
    `${before.join(" = ")}, ${created.status}, then ${after} on A`,
  );

  const bytes = randomBytes(2_000_000);
  const surveyId = (created.body as { id: number }).id;
  const uploaded = await uploadResource(a, tokenA, surveyId, bytes, "Lastprobe über zwei Instanzen");
  const resourceId = (uploaded.body as { id: number }).id;
  const download = await downloadResource(b, tokenB, resourceId);
  report.check(
    "a file uploaded through A downloads byte for byte through B (SHA-256)",
    uploaded.status === 201 && typeof download !== "number" && sha256(download) === sha256(bytes),
    typeof download === "number" ? `download ${download}` : `${bytes.length} bytes`,
  );
  await Promise.all([
    call(`${a}/logout`, { method: "POST", token: tokenA, body: "{}" }),
    call(`${b}/logout`, { method: "POST", token: tokenB, body: "{}" }),
  ]);
}
