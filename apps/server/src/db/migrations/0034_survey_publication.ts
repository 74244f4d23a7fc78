import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. Issue 37, OAI-PMH and DDI (decision 44): when each survey last changed what the
 * public sees of it, and when one stopped being public, so that catalogues harvest the changes since a
 * day and learn of the records they must drop.
 *
 * - survey_publication: one row per Erhebungsid that was ever public (status 3 and access_mode), keyed by
 *   the Erhebungsid, which names the record (a rigorously deleted survey's row stays, as a deleted
 *   record). `version` counts the public changes (one per transaction), `changed_at` is the last one's
 *   time (the transaction's). Harvesting pages on (changed_at, erhebungsid), a set on the statistic id
 *   first.
 * - Statement-level triggers keep it, in the transaction of every write, whichever path writes (the app's
 *   services, the seed, a bulk load): on survey (a row becoming, staying changed or ceasing to be public,
 *   an Erhebungsid changing), on survey_evas (the EVAS of a public survey), on evas (the code or name of
 *   an EVAS that public surveys hold) and on resource (a public resource: usable or used, access_mode,
 *   as the domain's PUBLIC_RESOURCE_STATUSES say; download counts are no change). A row already changed
 *   in the same transaction (changed_at = now()) is not changed twice.
 * - The surveys public today start with their `updating` as the time of their last change. Those that
 *   stopped being public before are not listed: no harvester can have seen them, as there was no OAI-PMH.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE survey_publication (
      erhebungsid  varchar(13) PRIMARY KEY,
      statistic_id char(4) NOT NULL,
      public       boolean NOT NULL,
      version      integer NOT NULL DEFAULT 1 CHECK (version >= 1),
      changed_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX survey_publication_changed_idx ON survey_publication (changed_at, erhebungsid);
    CREATE INDEX survey_publication_set_idx ON survey_publication (statistic_id, changed_at, erhebungsid);

    INSERT INTO survey_publication (erhebungsid, statistic_id, public, changed_at)
    SELECT erhebungsid, statistic_id, true, updating FROM survey WHERE status = 3 AND access_mode;

    -- the public records of these surveys changed (now, once per transaction)
    CREATE FUNCTION touch_survey_publication(survey_ids integer[]) RETURNS void LANGUAGE sql AS $$
      UPDATE survey_publication p SET version = p.version + 1, changed_at = now()
      FROM survey s
      WHERE s.id = ANY(survey_ids) AND s.status = 3 AND s.access_mode
        AND p.erhebungsid = s.erhebungsid AND p.public AND p.changed_at <> now()
    $$;

    CREATE FUNCTION note_survey_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        -- public before, and no survey public under that Erhebungsid now: a deleted record
        UPDATE survey_publication p SET public = false, changed_at = now()
        FROM old_rows o
        WHERE p.erhebungsid = o.erhebungsid AND p.public AND o.status = 3 AND o.access_mode
          AND NOT EXISTS (SELECT FROM survey s WHERE s.erhebungsid = o.erhebungsid AND s.status = 3 AND s.access_mode);
      END IF;
      IF TG_OP = 'INSERT' THEN
        INSERT INTO survey_publication AS p (erhebungsid, statistic_id, public)
        SELECT n.erhebungsid, n.statistic_id, true FROM new_rows n WHERE n.status = 3 AND n.access_mode
        ON CONFLICT (erhebungsid) DO UPDATE
          SET public = true, statistic_id = excluded.statistic_id, version = p.version + 1, changed_at = now();
      ELSIF TG_OP = 'UPDATE' THEN
        -- public now, and it was not, or what the public sees of it changed
        INSERT INTO survey_publication AS p (erhebungsid, statistic_id, public)
        SELECT n.erhebungsid, n.statistic_id, true FROM new_rows n
        WHERE n.status = 3 AND n.access_mode AND NOT EXISTS (
          SELECT FROM old_rows o WHERE o.id = n.id AND o.status = 3 AND o.access_mode
            AND o.erhebungsid = n.erhebungsid AND o.description = n.description AND o.period = n.period)
        ON CONFLICT (erhebungsid) DO UPDATE
          SET public = true, statistic_id = excluded.statistic_id, version = p.version + 1, changed_at = now()
          WHERE NOT p.public OR p.changed_at <> now();
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION note_survey_evas_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM touch_survey_publication(ARRAY(SELECT DISTINCT survey_id FROM old_rows));
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM touch_survey_publication(ARRAY(SELECT DISTINCT survey_id FROM new_rows));
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION note_evas_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM touch_survey_publication(ARRAY(
        SELECT DISTINCT se.survey_id FROM new_rows n
        JOIN old_rows o ON o.id = n.id
        JOIN survey_evas se ON se.evas_id = n.id
        WHERE o.evas <> n.evas OR o.description <> n.description));
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION note_resource_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM touch_survey_publication(ARRAY(
          SELECT DISTINCT survey_id FROM new_rows WHERE access_mode AND status IN (3, 8)));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM touch_survey_publication(ARRAY(
          SELECT DISTINCT survey_id FROM old_rows WHERE access_mode AND status IN (3, 8)));
      ELSE
        PERFORM touch_survey_publication(ARRAY(
          SELECT DISTINCT n.survey_id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE ((n.access_mode AND n.status IN (3, 8)) OR (o.access_mode AND o.status IN (3, 8)))
            AND (o.access_mode, o.status, o.resource_key, o.description, o.content_type, o.file_size, o.survey_id)
              IS DISTINCT FROM
                (n.access_mode, n.status, n.resource_key, n.description, n.content_type, n.file_size, n.survey_id)));
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER survey_publication_inserts AFTER INSERT ON survey
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_survey_publication();
    CREATE TRIGGER survey_publication_updates AFTER UPDATE ON survey
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION note_survey_publication();
    CREATE TRIGGER survey_publication_deletes AFTER DELETE ON survey
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_survey_publication();

    CREATE TRIGGER survey_evas_publication_inserts AFTER INSERT ON survey_evas
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_survey_evas_publication();
    CREATE TRIGGER survey_evas_publication_updates AFTER UPDATE ON survey_evas
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION note_survey_evas_publication();
    CREATE TRIGGER survey_evas_publication_deletes AFTER DELETE ON survey_evas
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_survey_evas_publication();

    CREATE TRIGGER evas_publication_updates AFTER UPDATE ON evas
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION note_evas_publication();

    CREATE TRIGGER resource_publication_inserts AFTER INSERT ON resource
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_resource_publication();
    CREATE TRIGGER resource_publication_updates AFTER UPDATE ON resource
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION note_resource_publication();
    CREATE TRIGGER resource_publication_deletes AFTER DELETE ON resource
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_resource_publication();
  `.execute(db);
}
