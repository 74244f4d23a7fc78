import type {
  AuthPerson,
  RequestAccount,
  RequestDecisionRefusal,
  RequestToDecide,
  Role,
} from "@erhdb/domain";
import {
  NEW_APPLICANT_ROLE,
  REQUEST_REFUSAL_CODES,
  requestAccountAddress,
  requestApprovalRefusal,
  requestCreatesAccount,
  requestDeclineRefusal,
} from "@erhdb/domain";
import {
  findPersonByEmail,
  findRoleByName,
  lockPersonSubject,
  type PersonSubjectRow,
  subjectOf,
} from "../../db/person-subjects.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { Lang, MessageKey } from "../../lib/messages.ts";
import { translate } from "../../lib/messages.ts";
import { PERSON_REFUSAL_TEXTS } from "../../lib/person-refusals.ts";
import { RefusedWrite } from "../../lib/refused-write.ts";
import type { RequestRow } from "./repository.ts";

/**
 * The account a rights request changes, locked until the transaction ends: the account of its address,
 * or, for a REQUEST_RIGHTS request whose applicant has none, the role the account accepting creates
 * gets; null for a survey request and for a RESET_RIGHTS request naming an unknown address.
 */
export type LockedRequestAccount =
  | { kind: "existing"; row: PersonSubjectRow }
  | { kind: "new"; role: Role }
  | null;

export async function lockRequestAccount(
  trx: Queryable,
  request: RequestToDecide,
): Promise<LockedRequestAccount> {
  const address = requestAccountAddress(request);
  if (address === null) return null;
  const found = await findPersonByEmail(trx, address);
  const row = found && (await lockPersonSubject(trx, found.id));
  if (row) return { kind: "existing", row };
  if (!requestCreatesAccount(request)) return null;
  const role = await findRoleByName(trx, NEW_APPLICANT_ROLE);
  if (!role) throw new Error(`the built-in role ${NEW_APPLICANT_ROLE} is missing`);
  return { kind: "new", role };
}

/** The account as the domain's decision rules see it. */
function accountSubject(account: LockedRequestAccount): RequestAccount | null {
  if (account === null) return null;
  if (account.kind === "new") return { id: null, builtin: false, role: account.role };
  return subjectOf(account.row);
}

// The account's refusals speak of the account as the user administration does, the built-in admin's
// as a request's (no request changes its rights).
const REFUSAL_TEXTS: Readonly<Record<RequestDecisionRefusal, MessageKey>> = {
  ...PERSON_REFUSAL_TEXTS,
  ownRequest: "REQUEST_SELF",
  decider: "REQUEST_RIGHT_REQUIRED",
  builtin: "REQUEST_ACCOUNT_BUILTIN",
};

/** What the audit log calls the decisions; a refused one is `REFUSED_<action>` (decision 16). */
const AUDIT_ACTIONS = { accept: "APPROVED", decline: "REJECT" } as const;

/**
 * Applies the domain's decision rules (issue 24, decision 17) to accepting or declining a request: a
 * refusal is a 403 with its own code that `auditingRefusals` records, before anything is performed.
 */
export function requireDecision(
  decision: "accept" | "decline",
  caller: AuthPerson,
  row: RequestRow,
  request: RequestToDecide,
  account: LockedRequestAccount,
  lang: Lang,
): void {
  const subject = accountSubject(account);
  const refusal =
    decision === "accept"
      ? requestApprovalRefusal(caller, request, subject)
      : requestDeclineRefusal(caller, request, subject);
  if (!refusal) return;
  const code = REQUEST_REFUSAL_CODES[refusal];
  const type = translate(`request.type.${row.requestType}`, lang);
  throw new RefusedWrite(code, { key: REFUSAL_TEXTS[refusal], params: { type }, field: "id" }, [
    {
      action: `REFUSED_${AUDIT_ACTIONS[decision]}`,
      entity: "request",
      entityId: row.id,
      after: { rule: refusal, code, accountId: subject?.id ?? null },
    },
  ]);
}
