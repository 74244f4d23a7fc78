import type { ColumnType, Generated } from "kysely";
import type { NullableJson, NullableTimestamp, Timestamp } from "./column-types.ts";

export interface RoleTable {
  id: Generated<number>;
  name: string;
  builtin: Generated<boolean>;
  updating: Timestamp;
}

export interface RoleAclTable {
  role_id: number;
  acl: string;
}

export interface PersonTable {
  id: Generated<number>;
  email: string;
  name: string;
  forename: string;
  phone: Generated<string>;
  office: string;
  deleted: Generated<boolean>;
  password_hash: string | null;
  role_id: number;
  theme: Generated<number>;
  lang: Generated<string>;
  /** "/" focuses the search field (issue 36, migration 0035) */
  search_shortcut: Generated<boolean>;
  /** the built-in admin account: nobody may edit, reset or delete it */
  builtin: Generated<boolean>;
  updating: Timestamp;
}

export interface PersonPermissionTable {
  id: Generated<number>;
  person_id: number;
  statistic_id: string;
  lkz: string;
  organisator: Generated<boolean>;
  res_rights: Generated<boolean>;
  it_res_rights: Generated<boolean>;
  eid_rights: Generated<boolean>;
  mapping_rights: Generated<boolean>;
  updating: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  person_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string;
}

/** One login attempt, counted by the login locks and the account's delay (decision 25). */
export interface LoginAttemptTable {
  id: Generated<number>;
  /** the client's `clientAddressKey` (an IPv6 client by its /64) */
  address_key: string;
  /** `accountKey` of the name tried: its keyed hash, trimmed and in lower case, whether or not it exists */
  account_key: string;
  attempted_at: Timestamp;
  /** false from the moment the attempt is admitted until its password has proved right */
  success: boolean;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: NullableJson<unknown>;
  after: NullableJson<unknown>;
  /** the shape version of before and after (1: records written before issue 36) */
  shape: Generated<number>;
  actor_role: string | null;
  actor_office: string | null;
  /** a survey edit's comment (survey_commentary) */
  comment_id: number | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  attempts: Generated<number>;
  sent_at: NullableTimestamp;
  last_error: string | null;
  /** the HTML part; `body` is the plain-text part */
  html: string | null;
  /** extra headers, e.g. List-Unsubscribe (RFC 8058) */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  /** what the mail is, e.g. "password-reset", for the log and tests */
  kind: Generated<string>;
  /** while a sender holds the mail; another sender skips it until then */
  claimed_until: NullableTimestamp;
  /** when it was written to the log because no SMTP server is configured */
  logged_at: NullableTimestamp;
}

export interface PasswordTokenTable {
  token_hash: string;
  person_id: number;
  /** RESET: a reset the user or an administrator asked for; INVITE: a new account's first password */
  purpose: "RESET" | "INVITE";
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** when a newer link of the account stopped it (used_at is then set too); null otherwise (decision 39) */
  replaced_at: NullableTimestamp;
}

/** The one key the names tried at the login are hashed with (migration 0022, decision 25). */
export interface LoginNameKeyTable {
  only_one: Generated<boolean>;
  key: ColumnType<Buffer, Buffer, never>;
}

/** The one key the previews' links are signed with (migration 0036, decision 45). */
export interface PreviewLinkKeyTable {
  only_one: Generated<boolean>;
  key: ColumnType<Buffer, Buffer, never>;
}

export interface RateLimitHitTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  at: Timestamp;
}

/** A running CSV export of one session or client address, held by a lease (decision 35). */
export interface ExportSlotTable {
  /** SHA-256 (hex) of the session's token hash or of the client's address key */
  key: string;
  /** the export holding the slot: only it renews and releases it */
  holder: string;
  /** by the database's clock; a slot whose lease has lapsed is free */
  lease_until: Timestamp;
}

/** A statistic id whose matters the members of a role administer (decision 16). */
export interface RoleStatidTable {
  id: Generated<number>;
  role_id: number;
  statistic_id: string;
  updating: Timestamp;
}

export interface AccessTables {
  role: RoleTable;
  role_acl: RoleAclTable;
  person: PersonTable;
  person_permission: PersonPermissionTable;
  session: SessionTable;
  login_attempt: LoginAttemptTable;
  login_name_key: LoginNameKeyTable;
  preview_link_key: PreviewLinkKeyTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  password_token: PasswordTokenTable;
  rate_limit_hit: RateLimitHitTable;
  export_slot: ExportSlotTable;
  role_statid: RoleStatidTable;
}
