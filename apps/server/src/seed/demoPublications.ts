import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.ts";

/**
 * The demo's public surveys as OAI-PMH harvests them (decision 44): the triggers of survey_publication
 * stamp each record with the seeding transaction's time, but the demo's surveys changed on their own past
 * dates. Each record takes its survey's last change, so that a harvest `from` a past day finds the demo
 * spread over its year, and no timestamp of the demo lies after its `now` (issue 35).
 */
export async function datePublications(db: Kysely<DB>): Promise<void> {
  await sql`
    UPDATE survey_publication p SET changed_at = s.updating
    FROM survey s
    WHERE s.erhebungsid = p.erhebungsid
  `.execute(db);
}
