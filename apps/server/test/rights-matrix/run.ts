import type { LightMyRequestResponse } from "fastify";
import { CALLERS, type Session } from "./callers.ts";
import type { MatrixCall, MatrixContext, MatrixRow } from "./rows.ts";
import { auditSince, changedTables, type DatabaseState, lastAuditId } from "./snapshot.ts";
import type { Who } from "./who.ts";

/** The sessions in the matrix's column order. */
function sessionsOf(ctx: MatrixContext): Session[] {
  return CALLERS.map((caller) => {
    const session = ctx.sessions.get(caller.id);
    if (!session) throw new Error(`no session of ${caller.id}`);
    return session;
  });
}

/** Sends a call as the caller, from an address of its own (so that its audit record can be told apart). */
function send(
  ctx: MatrixContext,
  call: MatrixCall,
  session: Session,
  ip: string,
): Promise<LightMyRequestResponse> {
  const token = call.token === undefined ? session.token : call.token;
  const request = {
    method: call.method,
    remoteAddress: ip,
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  };
  if (call.besideApi) {
    const headers = { ...(token ? { authorization: token } : {}), ...call.headers };
    return ctx.t.app.inject({ ...request, url: call.url, headers });
  }
  return ctx.t.api({ ...request, url: call.url, token, ...(call.headers ? { headers: call.headers } : {}) });
}

const answerOf = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 200)}`;

/**
 * Decision 34: every refused caller who may not see the row's object gets exactly (status, code, message:
 * the whole body) what the same call on made-up ids gets. Their calls come after the refusals' checks, each
 * from an address of its own: a made-up id changes nothing, though a refusal before any lookup (401, 403)
 * leaves its REFUSED_ record as for any id.
 */
async function hiddenAsUnknown(
  ctx: MatrixContext,
  sees: Who,
  unknown: (caller: Session) => Promise<MatrixCall>,
  answers: readonly { session: Session; res: LightMyRequestResponse }[],
): Promise<string[]> {
  const unseen = answers.filter(({ session }) => !sees(session.caller));
  const compared = await Promise.all(
    unseen.map(async ({ session, res }) => ({
      session,
      res,
      made: await send(ctx, await unknown(session), session, ctx.t.newIp()),
    })),
  );
  return compared
    .filter(({ res, made }) => res.statusCode !== made.statusCode || res.body !== made.body)
    .map(
      ({ session, res, made }) =>
        `${session.caller.id}: ${answerOf(res)} for the hidden object, ${answerOf(made)} for a made-up one`,
    );
}

/**
 * Runs one row (decision 27) and answers what differs from its declaration, empty when nothing does:
 * 1. the refused callers, all on the fixture made for the first allowed caller: each gets its declared
 *    refusal, the database stays as it was, and a write leaves exactly one REFUSED_ record per refused
 *    call (its caller's, from its address), a read none;
 * 2. where not everyone may see the fixture's object, each refused caller who may not gets exactly the
 *    answer to the same call on made-up ids (hiddenAsUnknown), and every allowed caller may see it;
 * 3. the first allowed caller on that same fixture gets a 2xx (so a missing fixture cannot pass as a
 *    refusal), then every other allowed caller, on a fixture of its own where the row uses them up.
 */
export async function runRow(
  ctx: MatrixContext,
  matrixRow: MatrixRow,
  state: () => Promise<DatabaseState>,
): Promise<string[]> {
  const sessions = sessionsOf(ctx);
  const allowed = sessions.filter((s) => matrixRow.allowed(s.caller));
  const refused = sessions.filter((s) => !matrixRow.allowed(s.caller));
  const [owner] = allowed;
  if (!owner) return ["nobody is allowed: a row without an allowed caller proves nothing"];
  const problems: string[] = [];
  const { sees } = matrixRow;
  const unseeing = sees ? allowed.filter((s) => !sees(s.caller)) : [];
  if (unseeing.length > 0) {
    problems.push(`allowed without seeing the object: ${unseeing.map((s) => s.caller.id).join(", ")}`);
  }
  const onOwnersFixture = await matrixRow.prepare(ctx, owner);

  const before = await state();
  const lastRecord = await lastAuditId(ctx.t.db);
  const addresses = new Map<string, Session>();
  const answers = await Promise.all(
    refused.map(async (session) => {
      const ip = ctx.t.newIp();
      addresses.set(ip, session);
      return { session, res: await send(ctx, await onOwnersFixture.call(session), session, ip) };
    }),
  );
  for (const { session, res } of answers) {
    const expected = matrixRow.refusal(session.caller);
    if (res.statusCode !== expected) problems.push(`${session.caller.id}: ${answerOf(res)}, not ${expected}`);
  }
  const changed = changedTables(before, await state());
  if (changed.length > 0) problems.push(`the refused calls changed ${changed.join(", ")}`);
  const records = await auditSince(ctx.t.db, lastRecord);
  for (const [ip, session] of addresses) {
    const own = records.filter((r) => r.ip === ip);
    if (!matrixRow.writes) continue;
    const refusal =
      own.length === 1 && own[0]?.action.startsWith("REFUSED_") && own[0].actor_id === session.personId;
    if (!refusal) {
      problems.push(
        `${session.caller.id}: ${JSON.stringify(own.map((r) => r.action))}, not one REFUSED_ record`,
      );
    }
  }
  const stray = records.filter((r) => !matrixRow.writes || r.ip === null || !addresses.has(r.ip));
  if (stray.length > 0) problems.push(`audit records of no refused write: ${JSON.stringify(stray)}`);
  if (sees && onOwnersFixture.unknown) {
    problems.push(...(await hiddenAsUnknown(ctx, sees, onOwnersFixture.unknown, answers)));
  }

  const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode <= 299;
  const allowedCall = async (session: Session) => {
    const onFixture =
      session === owner || !matrixRow.fixturePerCall
        ? onOwnersFixture
        : await matrixRow.prepare(ctx, session);
    const res = await send(ctx, await onFixture.call(session), session, ctx.t.newIp());
    if (!ok(res)) problems.push(`${session.caller.id}: ${answerOf(res)}, not 2xx`);
  };
  // the owner first, on the fixture the refused callers had; then the others, each on its own
  await allowedCall(owner);
  await Promise.all(allowed.filter((session) => session !== owner).map(allowedCall));
  return problems;
}
