import type { Kysely } from "kysely";
import { sql } from "kysely";

// Migrations are frozen once released: every code list is spelt out here instead of imported.

// A bzr: two-digit year, then an interpreter (0-6) with a time number that fits it.
const BZR = `^[0-9]{2}(${[
  "0000", // year
  "[12]00[12]", // half year, semester
  "300[1-4]", // quarter
  "40(0[1-9]|1[0-2])", // month
  "50(0[1-9]|[1-4][0-9]|5[0-3])", // calendar week
  "6(00[1-9]|0[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-6])", // day
].join("|")})$`;
const OFFICE = "^(0[0-9]|1[0-6]|99)$";
const SHA256_HEX = "^[0-9a-f]{64}$";
const EMAIL = String.raw`^[^@\s]+@[^@\s]+$`;
const ENCODINGS = "'UTF-8', 'ISO-8859-1', 'ISO-8859-15'";

/** Only literal constants of this file are inlined, never input, so sql.raw is safe here. */
const lit = (text: string) => sql.raw(`'${text}'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The EVAS register holds the tree levels 1, 2, 3 and 5 in one table; surveys use level 5 only.
    CREATE TABLE evas (
      id          serial PRIMARY KEY,
      evas        varchar(5) NOT NULL UNIQUE CHECK (evas ~ '^([0-9]|[0-9]{2}|[0-9]{3}|[0-9]{5})$'),
      level       smallint GENERATED ALWAYS AS (char_length(evas)) STORED,
      description text NOT NULL CHECK (btrim(description) <> ''),
      title       text GENERATED ALWAYS AS (evas || ' ' || description) STORED,
      -- -1 = no period, as for surveys: one spelling of "none" instead of both -1 and NULL
      period      smallint NOT NULL DEFAULT -1 CHECK (period BETWEEN -1 AND 13),
      -- the day of decommissioning; a date in the past marks a discontinued EVAS
      closing     date,
      updating    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX evas_level_idx ON evas (level, evas);
    CREATE INDEX evas_description_trgm_idx ON evas USING gin (description gin_trgm_ops);

    CREATE TABLE survey (
      id                 serial PRIMARY KEY,
      statistic_id       char(4) NOT NULL CONSTRAINT survey_statistic_id_check CHECK (statistic_id ~ '^[0-9]{4}$'),
      bzr                char(6) NOT NULL CONSTRAINT survey_bzr_check CHECK (bzr ~ ${lit(BZR)}),
      federal_state_code char(2) NOT NULL
                         CONSTRAINT survey_federal_state_code_check CHECK (federal_state_code ~ ${lit(OFFICE)}),
      -- derived, so it can never disagree with its parts (varchar: gin_trgm_ops takes no char(n))
      erhebungsid        varchar(13) GENERATED ALWAYS AS ('1' || statistic_id || bzr || federal_state_code) STORED
                         CONSTRAINT survey_erhebungsid_key UNIQUE,
      period             smallint NOT NULL DEFAULT 0 CONSTRAINT survey_period_check CHECK (period BETWEEN -1 AND 13),
      description        text NOT NULL CONSTRAINT survey_description_check CHECK (btrim(description) <> ''),
      -- 0 blocked, 1 testable, 2 archived, 3 approved, 9 deleted
      status             smallint NOT NULL DEFAULT 0 CONSTRAINT survey_status_check CHECK (status IN (0, 1, 2, 3, 9)),
      -- true = public (extern)
      access_mode        boolean NOT NULL DEFAULT false,
      base_object_id     bigint NOT NULL DEFAULT 0 CONSTRAINT survey_base_object_id_check CHECK (base_object_id >= 0),
      -- "continue" creates a successor version pointing at the survey it continues
      predecessor_id     integer REFERENCES survey(id) ON DELETE SET NULL CHECK (predecessor_id <> id),
      count_core         integer NOT NULL DEFAULT 0 CHECK (count_core >= 0),
      count_intern       integer NOT NULL DEFAULT 0 CHECK (count_intern >= 0),
      count_extern       integer NOT NULL DEFAULT 0 CHECK (count_extern >= 0),
      created_at         timestamptz NOT NULL DEFAULT now(),
      updating           timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX survey_office_statistic_updating_idx ON survey (federal_state_code, statistic_id, updating);
    CREATE INDEX survey_statistic_id_idx ON survey (statistic_id);
    CREATE INDEX survey_status_idx ON survey (status);
    CREATE INDEX survey_bzr_idx ON survey (bzr);
    CREATE INDEX survey_period_idx ON survey (period);
    CREATE INDEX survey_updating_idx ON survey (updating);
    CREATE INDEX survey_base_object_idx ON survey (base_object_id) WHERE base_object_id <> 0;
    CREATE INDEX survey_predecessor_idx ON survey (predecessor_id) WHERE predecessor_id IS NOT NULL;
    CREATE INDEX survey_description_trgm_idx ON survey USING gin (description gin_trgm_ops);
    CREATE INDEX survey_erhebungsid_trgm_idx ON survey USING gin (erhebungsid gin_trgm_ops);

    CREATE TABLE survey_evas (
      survey_id integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
      -- an EVAS still assigned to a survey cannot be deleted
      evas_id   integer NOT NULL REFERENCES evas(id),
      PRIMARY KEY (survey_id, evas_id)
    );
    CREATE INDEX survey_evas_evas_idx ON survey_evas (evas_id);

    CREATE TABLE survey_link (
      id          serial PRIMARY KEY,
      survey_id   integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
      content     text NOT NULL CHECK (btrim(content) <> '' AND length(content) <= 2000),
      description text NOT NULL CHECK (btrim(description) <> ''),
      updating    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX survey_link_survey_idx ON survey_link (survey_id);

    CREATE TABLE survey_commentary (
      id           bigserial PRIMARY KEY,
      survey_id    integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
      comment      text NOT NULL CHECK (btrim(comment) <> ''),
      action       text,
      author_id    integer REFERENCES person(id) ON DELETE SET NULL,
      -- kept so the history still names the author after the account is gone
      author_email text,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX survey_commentary_survey_idx ON survey_commentary (survey_id, created_at);
    CREATE INDEX survey_commentary_author_idx ON survey_commentary (author_id) WHERE author_id IS NOT NULL;

    CREATE TABLE resource (
      id             serial PRIMARY KEY,
      survey_id      integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
      resource_type  char(2) NOT NULL CONSTRAINT resource_type_check CHECK (resource_type IN
                       ('99','98','97','95','94','93','92','91','90','89','88','87','86')),
      specialization char(2) NOT NULL,
      version        char(4) NOT NULL CONSTRAINT resource_version_check CHECK (version ~ '^[0-9]{4}$'),
      -- types 93 and 94 are valid from a bzr, and only they
      valid_from_bzr char(6) CONSTRAINT resource_valid_from_bzr_check CHECK (valid_from_bzr ~ ${lit(BZR)}),
      -- [valid-from bzr (6)] erhebungsid (13) type (2) specialization (2) version (4)
      resource_key   varchar(27) NOT NULL CONSTRAINT resource_key_key UNIQUE,
      description    text NOT NULL CONSTRAINT resource_description_check CHECK (btrim(description) <> ''),
      -- 0 blocked, 1 testable, 2 tested, 3 usable, 8 used, 9 deleted, 10 archived, 11 deleted but used
      status         smallint NOT NULL CONSTRAINT resource_status_check CHECK (status IN (0, 1, 2, 3, 8, 9, 10, 11)),
      access_mode    boolean NOT NULL DEFAULT false,
      count_core     integer NOT NULL DEFAULT 0 CHECK (count_core >= 0),
      count_intern   integer NOT NULL DEFAULT 0 CHECK (count_intern >= 0),
      count_extern   integer NOT NULL DEFAULT 0 CHECK (count_extern >= 0),
      file_name      text NOT NULL CHECK (btrim(file_name) <> '' AND length(file_name) <= 255),
      content_type   text NOT NULL,
      file_size      integer NOT NULL CHECK (file_size >= 0),
      encoding       text CHECK (encoding IN (${sql.raw(ENCODINGS)})),
      created_at     timestamptz NOT NULL DEFAULT now(),
      updating       timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT resource_specialization_check CHECK (CASE
        WHEN resource_type IN ('99','98','95','91','87','86') THEN specialization = '00'
        WHEN resource_type IN ('97','94') THEN specialization ~ '^(0[0-5]|5[0-9])$'
        WHEN resource_type = '93' THEN specialization ~ '^0[0-5]$'
        WHEN resource_type = '90' THEN specialization ~ '^0[0-2]$'
        WHEN resource_type = '89' THEN specialization ~ '^(0[0-5]|[2-9][0-9])$'
        ELSE specialization ~ '^[0-9]{2}$' END),
      CONSTRAINT resource_valid_from_check CHECK ((resource_type IN ('93','94')) = (valid_from_bzr IS NOT NULL)),
      -- the parts the row holds must be the key's; the erhebungsid part is the survey's (set by the service)
      CONSTRAINT resource_key_check CHECK (
        resource_key ~ '^1[0-9]{20}$|^[0-9]{6}1[0-9]{20}$'
        AND right(resource_key, 8) = resource_type || specialization || version
        AND CASE WHEN valid_from_bzr IS NULL THEN length(resource_key) = 21
                 ELSE length(resource_key) = 27 AND left(resource_key, 6) = valid_from_bzr END)
    );
    CREATE INDEX resource_survey_idx ON resource (survey_id, resource_type, specialization);
    CREATE INDEX resource_type_idx ON resource (resource_type, specialization);
    CREATE INDEX resource_status_idx ON resource (status);
    CREATE INDEX resource_updating_idx ON resource (updating);
    CREATE INDEX resource_description_trgm_idx ON resource USING gin (description gin_trgm_ops);
    CREATE INDEX resource_key_trgm_idx ON resource USING gin (resource_key gin_trgm_ops);

    -- the bytes live apart so that scans and lists of resources never read them
    CREATE TABLE resource_file (
      resource_id integer PRIMARY KEY REFERENCES resource(id) ON DELETE CASCADE,
      content     bytea NOT NULL
    );

    CREATE TABLE generic_resource (
      id                serial PRIMARY KEY,
      resource_type     char(2) NOT NULL CHECK (resource_type IN ('01','02','03','04')),
      datml_raw_version text NOT NULL DEFAULT '',
      version           text NOT NULL DEFAULT '',
      bzr               char(6) NOT NULL DEFAULT '240000' CHECK (bzr ~ ${lit(BZR)}),
      description       text NOT NULL CHECK (btrim(description) <> ''),
      access_mode       boolean NOT NULL DEFAULT false,
      -- the entry file of a zip archive
      main_gen_res      text,
      filename          text NOT NULL CHECK (btrim(filename) <> '' AND length(filename) <= 255),
      content_type      text NOT NULL,
      encoding          text NOT NULL DEFAULT 'UTF-8' CHECK (encoding IN (${sql.raw(ENCODINGS)})),
      content           bytea NOT NULL,
      updating          timestamptz NOT NULL DEFAULT now(),
      -- 01 SDFMeta xml; 02 schema xsd or zip; 03 raw2html and 04 res2html xsl
      CONSTRAINT generic_resource_extension_check CHECK (CASE resource_type
        WHEN '01' THEN lower(filename) ~ '.\\.xml$'
        WHEN '02' THEN lower(filename) ~ '.\\.(xsd|zip)$'
        ELSE lower(filename) ~ '.\\.xsl$' END),
      CONSTRAINT generic_resource_main_check CHECK (
        lower(filename) !~ '\\.zip$' OR coalesce(btrim(main_gen_res), '') <> '')
    );
    CREATE INDEX generic_resource_type_idx ON generic_resource (resource_type);

    CREATE TABLE encoding (
      id       serial PRIMARY KEY,
      restype  char(2) NOT NULL CHECK (restype IN ('99','97','94','01','02','03','04')),
      encoding text NOT NULL CHECK (encoding IN (${sql.raw(ENCODINGS)})),
      updating timestamptz NOT NULL DEFAULT now(),
      UNIQUE (restype, encoding)
    );

    CREATE TABLE request (
      id                           serial PRIMARY KEY,
      request_type                 text NOT NULL CHECK (request_type IN ('NEW_ERHEBUNGSID','UPDATE_ERHEBUNGSID',
                                     'CONTINUE_ERHEBUNGSID','ARCHIVE_ERHEBUNGSID','REQUEST_RIGHTS','RESET_RIGHTS')),
      action_status                text NOT NULL DEFAULT 'NEU' CHECK (action_status IN
                                     ('NEU','IN_BEARBEITUNG','GENEHMIGT','ABGELEHNT','COMPLETED')),
      created_at                   timestamptz NOT NULL DEFAULT now(),
      request_specializing         jsonb NOT NULL CHECK (jsonb_typeof(request_specializing) = 'object'),
      applicant_name               text NOT NULL CHECK (btrim(applicant_name) <> ''),
      applicant_forename           text NOT NULL CHECK (btrim(applicant_forename) <> ''),
      applicant_mail               text NOT NULL CHECK (applicant_mail ~ ${lit(EMAIL)}),
      applicant_phonenumber        text NOT NULL DEFAULT '',
      applicant_federal_state_code char(2) CHECK (applicant_federal_state_code ~ ${lit(OFFICE)}),
      substantiation               text NOT NULL DEFAULT '',
      responsible_person_id        integer REFERENCES person(id) ON DELETE SET NULL,
      last_editor_id               integer REFERENCES person(id) ON DELETE SET NULL,
      progress_comment             text NOT NULL DEFAULT '',
      -- SHA-256 (hex) of the ticket token mailed to the applicant; the token itself is never stored
      ticket_token_hash            char(64) UNIQUE CHECK (ticket_token_hash ~ ${lit(SHA256_HEX)}),
      updating                     timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX request_created_idx ON request (created_at);
    CREATE INDEX request_status_idx ON request (action_status);
    CREATE INDEX request_type_idx ON request (request_type);
    CREATE INDEX request_responsible_idx ON request (responsible_person_id);
    CREATE INDEX request_last_editor_idx ON request (last_editor_id) WHERE last_editor_id IS NOT NULL;

    CREATE TABLE request_content (
      id         bigserial PRIMARY KEY,
      request_id integer NOT NULL REFERENCES request(id) ON DELETE CASCADE,
      action     text NOT NULL,
      actor      text NOT NULL,
      comment    text NOT NULL DEFAULT '',
      type       text NOT NULL DEFAULT '',
      updating   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX request_content_request_idx ON request_content (request_id, updating);

    CREATE TABLE newsletter_subscription (
      id                serial PRIMARY KEY,
      mail              text NOT NULL CHECK (mail ~ ${lit(EMAIL)} AND length(mail) <= 254),
      -- NULL = allID: every current and future statistic id
      statistic_id      char(4) CHECK (statistic_id ~ '^[0-9]{4}$'),
      resource_type     char(2) NOT NULL CHECK (resource_type IN
                          ('99','98','97','95','94','93','92','91','90','89','88','87')),
      verified          boolean NOT NULL DEFAULT false,
      verify_token_hash char(64) UNIQUE CHECK (verify_token_hash ~ ${lit(SHA256_HEX)}),
      created_at        timestamptz NOT NULL DEFAULT now(),
      updating          timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX newsletter_subscription_key
      ON newsletter_subscription (lower(mail), coalesce(statistic_id, '*'), resource_type);
    CREATE INDEX newsletter_subscription_target_idx ON newsletter_subscription (resource_type, statistic_id);

    CREATE TABLE table_template (
      id               serial PRIMARY KEY,
      person_id        integer NOT NULL REFERENCES person(id) ON DELETE CASCADE,
      type             text NOT NULL CHECK (type IN ('adtable','eidtable','evastable','processtable',
                         'resourcetable','usertable','unassigntable','encodingtable','genresourcetable')),
      name             text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
      columns          jsonb NOT NULL CHECK (jsonb_typeof(columns) = 'array'),
      default_template boolean NOT NULL DEFAULT false,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updating         timestamptz NOT NULL DEFAULT now(),
      UNIQUE (person_id, type, name)
    );
    -- UNIQUE (person_id, type, name) also serves the lookups by (person_id, type);
    -- this one allows at most one default template per person and table
    CREATE UNIQUE INDEX table_template_default_key ON table_template (person_id, type) WHERE default_template;
  `.execute(db);
}
