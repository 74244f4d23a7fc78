import type { Kysely } from "kysely";
import { sql } from "kysely";

// Migrations are frozen once released: they spell out their lists instead of importing the domain's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE role (
      id        serial PRIMARY KEY,
      name      text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z][A-Za-z0-9_-]{1,49}$'),
      builtin   boolean NOT NULL DEFAULT false,
      updating  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE role_acl (
      role_id integer NOT NULL REFERENCES role(id) ON DELETE CASCADE,
      acl     text NOT NULL CHECK (acl IN (
        'ERHEBUNGSID_CREATE','ERHEBUNGSID_EDIT','ERHEBUNGSID_DELETE','ERHEBUNGSID_READ_ADMIN',
        'COMMENTARY_READ','RESOURCE_CREATE','RESOURCE_EDIT','EVAS_CREATE','EVAS_EDIT','EVAS_DELETE',
        'GENERICRESOURCE_CREATE','GENERICRESOURCE_EDIT','GENERICRESOURCE_DELETE','USER_CREATE',
        'USER_READ','USEREMAILADRESS_READ','ROLE_READ','ROLE_EDIT','REQUEST_READ',
        'RESTYPENCODING_READ','MONITORING_ACCESS','SQLEDITOR_ACCESS')),
      PRIMARY KEY (role_id, acl)
    );

    CREATE TABLE person (
      id            serial PRIMARY KEY,
      email         text NOT NULL CHECK (email ~ '^[^@\\s]+@[^@\\s]+$' AND length(email) <= 254),
      name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      forename      text NOT NULL CHECK (length(forename) BETWEEN 1 AND 100),
      phone         text NOT NULL DEFAULT '' CHECK (length(phone) <= 50),
      office        char(2) NOT NULL CHECK (office ~ '^(0[0-9]|1[0-6]|99)$'),
      deleted       boolean NOT NULL DEFAULT false,
      password_hash text,
      role_id       integer NOT NULL REFERENCES role(id),
      theme         smallint NOT NULL DEFAULT 1 CHECK (theme IN (1, 2)),
      lang          text NOT NULL DEFAULT 'de' CHECK (lang IN ('de', 'en')),
      builtin       boolean NOT NULL DEFAULT false,
      updating      timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX person_email_key ON person (lower(email));
    CREATE INDEX person_role_idx ON person (role_id);
    -- the built-in admin account exists at most once
    CREATE UNIQUE INDEX person_builtin_key ON person (builtin) WHERE builtin;

    CREATE TABLE person_permission (
      id             serial PRIMARY KEY,
      person_id      integer NOT NULL REFERENCES person(id) ON DELETE CASCADE,
      statistic_id   char(4) NOT NULL CHECK (statistic_id ~ '^[0-9]{4}$'),
      lkz            char(2) NOT NULL CHECK (lkz ~ '^(0[0-9]|1[0-6]|99)$'),
      organisator    boolean NOT NULL DEFAULT false,
      res_rights     boolean NOT NULL DEFAULT false,
      it_res_rights  boolean NOT NULL DEFAULT false,
      eid_rights     boolean NOT NULL DEFAULT false,
      mapping_rights boolean NOT NULL DEFAULT false,
      updating       timestamptz NOT NULL DEFAULT now(),
      UNIQUE (person_id, statistic_id, lkz),
      CHECK (organisator OR res_rights OR it_res_rights OR eid_rights OR mapping_rights)
    );
    CREATE INDEX person_permission_target_idx ON person_permission (statistic_id, lkz);

    -- only the SHA-256 of a token is stored: a leaked table grants no session
    CREATE TABLE session (
      token_hash   char(64) PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      person_id    integer NOT NULL REFERENCES person(id) ON DELETE CASCADE,
      created_at   timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      ip           text NOT NULL
    );
    CREATE INDEX session_person_idx ON session (person_id);
    CREATE INDEX session_last_seen_idx ON session (last_seen_at);

    CREATE TABLE login_attempt (
      id           bigserial PRIMARY KEY,
      ip           text NOT NULL,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      success      boolean NOT NULL
    );
    CREATE INDEX login_attempt_ip_idx ON login_attempt (ip, attempted_at DESC);

    CREATE TABLE audit_log (
      id          bigserial PRIMARY KEY,
      at          timestamptz NOT NULL DEFAULT now(),
      actor_id    integer REFERENCES person(id) ON DELETE SET NULL,
      actor_email text,
      ip          text,
      action      text NOT NULL,
      entity      text NOT NULL,
      entity_id   text,
      before      jsonb,
      after       jsonb
    );
    CREATE INDEX audit_log_at_idx ON audit_log (at);
    CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

    CREATE TABLE mail_outbox (
      id              bigserial PRIMARY KEY,
      recipient       text NOT NULL,
      subject         text NOT NULL,
      body            text NOT NULL,
      created_at      timestamptz NOT NULL DEFAULT now(),
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      sent_at         timestamptz,
      last_error      text
    );
    CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
  `.execute(db);
}
