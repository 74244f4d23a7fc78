import type { Language } from "@erhdb/domain";
import type { SelectQueryBuilder } from "kysely";
import type { Queryable } from "../../db/queryable.ts";
import type { DB } from "../../db/schema.ts";

/** A person who may handle requests, as the mails and the choices need them. */
export interface RequestReader {
  id: number;
  name: string;
  forename: string;
  email: string;
  lang: Language;
}

type PersonQuery = SelectQueryBuilder<DB, "person", object>;

/** Accounts in use whose role holds REQUEST_READ: who may handle requests (decision 17). */
function requestReaders(db: Queryable) {
  return db
    .selectFrom("person")
    .where("person.deleted", "=", false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("role_acl")
          .select("role_acl.role_id")
          .whereRef("role_acl.role_id", "=", "person.role_id")
          .where("role_acl.acl", "=", "REQUEST_READ"),
      ),
    );
}

async function listed(query: PersonQuery): Promise<RequestReader[]> {
  const rows = await query
    .select(["person.id", "person.name", "person.forename", "person.email", "person.lang"])
    .orderBy("person.name")
    .orderBy("person.forename")
    .orderBy("person.id")
    .execute();
  return rows.map((r) => ({ ...r, lang: r.lang as Language }));
}

/** Everyone who may handle requests, by name. */
export function listRequestReaders(db: Queryable): Promise<RequestReader[]> {
  return listed(requestReaders(db));
}

/** The account if it may handle requests. */
export async function findRequestReader(db: Queryable, id: number): Promise<RequestReader | null> {
  return (await listed(requestReaders(db).where("person.id", "=", id)))[0] ?? null;
}

/**
 * The responsible persons of a request about `statisticId` in `lkz` (decision 17), among those who may
 * handle requests: the holders of the organisator flag for that statistic id and state (any state when
 * `lkz` is null); else the members of the roles whose role-statids hold the statistic id; else everyone.
 * By name; the first is the one a new request is given.
 */
export async function responsibleCandidates(
  db: Queryable,
  statisticId: string | null,
  lkz: string | null,
): Promise<RequestReader[]> {
  if (statisticId === null) return listRequestReaders(db);
  const organisers = await listed(
    requestReaders(db).where((eb) => {
      let permission = eb
        .selectFrom("person_permission as pp")
        .select("pp.id")
        .whereRef("pp.person_id", "=", "person.id")
        .where("pp.organisator", "=", true)
        .where("pp.statistic_id", "=", statisticId);
      if (lkz !== null) permission = permission.where("pp.lkz", "=", lkz);
      return eb.exists(permission);
    }),
  );
  if (organisers.length > 0) return organisers;
  const roleMembers = await listed(
    requestReaders(db).where((eb) =>
      eb.exists(
        eb
          .selectFrom("role_statid as rs")
          .select("rs.id")
          .whereRef("rs.role_id", "=", "person.role_id")
          .where("rs.statistic_id", "=", statisticId),
      ),
    ),
  );
  return roleMembers.length > 0 ? roleMembers : listRequestReaders(db);
}

/**
 * The persons the processes table's responsible-person dropdown offers: who may handle requests, and
 * whoever is responsible for a request now (though they may have lost the right since), by name.
 */
export async function responsibleChoicePeople(db: Queryable): Promise<RequestReader[]> {
  const readers = await listRequestReaders(db);
  const current = await listed(
    db
      .selectFrom("person")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("request")
            .select("request.id")
            .whereRef("request.responsible_person_id", "=", "person.id"),
        ),
      ),
  );
  const byId = new Map([...readers, ...current].map((p) => [p.id, p]));
  return [...byId.values()].sort(
    (a, b) => a.name.localeCompare(b.name, "de") || a.forename.localeCompare(b.forename, "de") || a.id - b.id,
  );
}
