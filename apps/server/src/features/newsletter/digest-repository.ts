import type { Language, NewsletterTopic } from "@erhdb/domain";
import { sql } from "kysely";
import { OWNING_SURVEY_COLUMNS } from "../../db/owning-survey.ts";
import type { Queryable } from "../../db/queryable.ts";
import { topicOf } from "./repository.ts";

/** A resource of an event as it is now, with its survey: what visibility and the mail need. */
export async function eventResources(trx: Queryable, ids: readonly number[]) {
  return trx
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .select([
      "r.id",
      "r.resource_type as resourceType",
      "r.specialization",
      "r.version",
      "r.description",
      "r.status",
      "r.access_mode as accessMode",
      ...OWNING_SURVEY_COLUMNS,
    ])
    .where("r.id", "in", ids)
    .orderBy("s.erhebungsid")
    .orderBy("r.resource_type", "desc")
    .orderBy("r.specialization")
    .orderBy("r.version")
    .execute();
}

export interface Subscriber {
  mail: string;
  lang: Language;
  topics: NewsletterTopic[];
}

/**
 * The verified subscribers with a topic of these types and statistic ids (or allID), each with those
 * topics and the language of their newest subscription.
 */
export async function subscribersOf(
  trx: Queryable,
  wanted: { resourceTypes: readonly string[]; statisticIds: readonly string[] },
): Promise<Subscriber[]> {
  const rows = await trx
    .selectFrom("newsletter_subscription")
    .select([sql<string>`lower(mail)`.as("mail"), "statistic_id", "resource_type", "lang", "updating"])
    .where("verified", "=", true)
    .where("resource_type", "in", wanted.resourceTypes)
    .where((eb) => eb.or([eb("statistic_id", "is", null), eb("statistic_id", "in", wanted.statisticIds)]))
    .orderBy(sql`lower(mail)`)
    .orderBy("updating", "desc")
    .execute();
  const byMail = new Map<string, Subscriber>();
  for (const row of rows) {
    const subscriber = byMail.get(row.mail) ?? { mail: row.mail, lang: row.lang, topics: [] };
    subscriber.topics.push(topicOf(row));
    byMail.set(row.mail, subscriber);
  }
  return [...byMail.values()];
}
