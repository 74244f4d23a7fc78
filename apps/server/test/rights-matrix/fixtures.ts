import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { composeBzr, composeErhebungsid, ENCODINGS, type PermissionFlag, type Right } from "@erhdb/domain";
import { insertPlaceholderEvas } from "../../src/db/migrations/0009_requests.ts";
import type { NewsletterTokenPurpose } from "../../src/db/tables/newsletter.ts";
import { issueSubscribeToken, issueToken } from "../../src/features/newsletter/tokens.ts";
import { insertStoredBlob } from "../../src/files/blob-store.ts";
import { LOG_FILE_EXTENSION, LOG_FILE_PREFIX } from "../../src/lib/log-file-names.ts";
import { hashToken, newSessionToken } from "../../src/lib/tokens.ts";
import { seedDocuments } from "../../src/seed/demoDocuments.ts";
import { newPerson } from "../person-fixtures.ts";
import { mailedTicketToken, requestBody } from "../request-fixtures.ts";
import { insertResource } from "../resource-fixtures.ts";
import type { SurveyFixture } from "../survey-fixtures.ts";
import { insertEvas } from "../table-data.ts";
import { createTestApp, type TestApp } from "../test-app.ts";
import { STATISTICS, type Statistic } from "./callers.ts";

/** The survey's own data as a write sends it back (what `eid/{id}/update` must repeat to change nothing). */
export interface MatrixSurvey extends SurveyFixture {
  statisticId: string;
  bzr: string;
  federalStateCode: string;
  period: number;
  description: string;
  accessMode: boolean;
}

export interface SurveyOptions {
  status?: number;
  accessMode?: boolean;
  baseObjectId?: number;
}

export interface ResourceOptions {
  type?: string;
  status?: number;
  accessMode?: boolean;
  survey?: SurveyOptions;
}

const MATRIX_STYLESHEET = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/"><html lang="de"><body><h1><xsl:value-of select="*/titel"/></h1></body></html></xsl:template>
</xsl:stylesheet>`;

const ENCODING_FIXTURE_TYPES = ["02", "03", "04"] as const;

/** The EVAS every fixture survey holds, and an active one to add. */
export const SURVEY_EVAS = "12612";
export const OTHER_EVAS = "12411";

/**
 * The app and the rows the matrix's calls act on, each made fresh on demand (decision 27): an allowed
 * write uses up its fixture, so every allowed caller of a write gets one of its own.
 */
export async function startMatrixApp() {
  const logs = await mkdtemp(path.join(os.tmpdir(), "erhdb-matrix-logs-"));
  const line = `${JSON.stringify({ level: 30, time: 0, msg: "gestartet" })}\n`;
  await writeFile(path.join(logs, `${LOG_FILE_PREFIX}.2025-01-01.1.${LOG_FILE_EXTENSION}`), line);
  const t = await createTestApp({ logDir: logs });
  await insertPlaceholderEvas(t.db);
  const evasIds = await insertEvas(t.db);
  await seedDocuments(t.db, new Date());
  const close = async () => {
    await t.close();
    await rm(logs, { recursive: true, force: true });
  };
  return { t, fx: matrixFixtures(t, evasIds), close };
}

export type MatrixFixtures = ReturnType<typeof matrixFixtures>;

function matrixFixtures(t: TestApp, evasIds: ReadonlyMap<string, number>) {
  const { db } = t;
  let counter = 0;
  const next = () => ++counter;
  const evasId = (code: string) => {
    const id = evasIds.get(code);
    if (id === undefined) throw new Error(`EVAS ${code} missing`);
    return id;
  };

  /** A bzr no fixture had before: day bzrs (interpreter 6) of the years 00-99. */
  const bzr = () => {
    const n = next();
    return composeBzr({ year: Math.floor(n / 366) % 100, interpreter: 6, timeNumber: (n % 366) + 1 });
  };

  async function survey(where: Statistic, options: SurveyOptions = {}): Promise<MatrixSurvey> {
    const { statisticId, lkz } = STATISTICS[where];
    const data = {
      statisticId,
      bzr: bzr(),
      federalStateCode: lkz,
      period: 3,
      description: `Matrixerhebung ${counter}`,
      accessMode: options.accessMode ?? false,
    };
    const row = await db
      .insertInto("survey")
      .values({
        statistic_id: data.statisticId,
        bzr: data.bzr,
        federal_state_code: data.federalStateCode,
        period: data.period,
        description: data.description,
        status: options.status ?? 0,
        access_mode: data.accessMode,
        base_object_id: options.baseObjectId ?? 0,
      })
      .returning(["id", "erhebungsid"])
      .executeTakeFirstOrThrow();
    await db
      .insertInto("survey_evas")
      .values({ survey_id: row.id, evas_id: evasId(SURVEY_EVAS) })
      .execute();
    return { ...row, ...data };
  }

  /** a serial id no row has (decision 34's made-up ids): far above the ids the tests reach, within int4 */
  const unknownId = () => 2_000_000_000 + next();

  /** the survey with made-up ids of the same shape: its statistic id and office, a bzr no survey has */
  const unknownSurvey = (known: MatrixSurvey): MatrixSurvey => ({
    ...known,
    id: unknownId(),
    erhebungsid: composeErhebungsid({
      statisticId: known.statisticId,
      bzr: bzr(),
      federalStateCode: known.federalStateCode,
    }),
  });

  /** an address nobody uses yet */
  const mail = (name = "matrix") => `${name}-${next()}@matrix.example`;

  /** a custom role (ranking as guest) with these rights and nobody holding it */
  async function role(acls: readonly Right[] = []) {
    const created = await db
      .insertInto("role")
      .values({ name: `Matrixrolle${next()}` })
      .returning(["id", "name"])
      .executeTakeFirstOrThrow();
    if (acls.length > 0) {
      await db
        .insertInto("role_acl")
        .values(acls.map((acl) => ({ role_id: created.id, acl })))
        .execute();
    }
    return created;
  }

  /**
   * An encoding entry that is free to create: the next of the pairs of the general types 02-04 (types no
   * other fixture uploads, so that their allowed encodings never matter), removed if it exists.
   */
  async function freeEncoding() {
    const n = next();
    const restype = ENCODING_FIXTURE_TYPES[n % ENCODING_FIXTURE_TYPES.length] ?? "02";
    const encoding = ENCODINGS[Math.floor(n / ENCODING_FIXTURE_TYPES.length) % ENCODINGS.length] ?? "UTF-8";
    await db.deleteFrom("encoding").where("restype", "=", restype).where("encoding", "=", encoding).execute();
    return { restype, encoding };
  }

  /** a resource of a survey of the statistic: by default an internal, blocked description (99/00) */
  async function resource(where: Statistic, options: ResourceOptions = {}) {
    const owner = await survey(where, options.survey);
    const made = await insertResource(db, owner, {
      type: options.type ?? "99",
      status: options.status ?? 0,
      accessMode: options.accessMode ?? false,
    });
    return { survey: owner, ...made };
  }

  /**
   * A survey description whose preview can be made (issue 38): an XML file, and a public res2html
   * stylesheet (made once; a newer one of the general resources' rows would take its place).
   */
  let previewStylesheet: Promise<unknown> | undefined;
  async function previewResource(where: Statistic, options: Omit<ResourceOptions, "type"> = {}) {
    const made = await resource(where, options);
    const content = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<eb><titel>Matrix</titel></eb>');
    const blobId = await insertStoredBlob(db, content);
    await db
      .updateTable("resource")
      .set({
        file_name: "eb.xml",
        content_type: "text/xml",
        encoding: "UTF-8",
        file_size: content.length,
        blob_id: blobId,
      })
      .where("id", "=", made.id)
      .execute();
    previewStylesheet ??= insertStoredBlob(db, Buffer.from(MATRIX_STYLESHEET)).then((stylesheetBlob) =>
      db
        .insertInto("generic_resource")
        .values({
          resource_type: "04",
          description: "res2html der Matrix",
          access_mode: true,
          filename: "res2html.xsl",
          content_type: "application/xslt+xml",
          blob_id: stylesheetBlob,
          updating: new Date(),
        })
        .execute(),
    );
    await previewStylesheet;
    return made;
  }

  return {
    next,
    bzr,
    survey,
    unknownId,
    unknownSurvey,
    mail,
    role,
    freeEncoding,
    person: (roleName = "LoggedUser") => newPerson(db, { role: roleName }),

    resource,
    previewResource,

    /** the resource with made-up ids of the same shape: its key names a survey that does not exist */
    unknownResource(known: { survey: MatrixSurvey; id: number; key: string }) {
      const survey = unknownSurvey(known.survey);
      return {
        survey,
        id: unknownId(),
        key: known.key.replace(known.survey.erhebungsid, survey.erhebungsid),
      };
    },

    async link(where: Statistic) {
      const owner = await survey(where);
      return db
        .insertInto("survey_link")
        .values({
          survey_id: owner.id,
          content: "https://example.org/matrix",
          description: "Matrix",
          updating: new Date(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    },

    /** an EVAS code of the register's format nobody has, with its row */
    async evas() {
      const code = String(60000 + next());
      return db
        .insertInto("evas")
        .values({ evas: code, description: `Matrix-EVAS ${code}`, period: 3, closing: null })
        .returning(["id", "evas"])
        .executeTakeFirstOrThrow();
    },
    evasCode: () => String(70000 + next()),

    async roleStatid() {
      const owner = await role();
      return db
        .insertInto("role_statid")
        .values({ role_id: owner.id, statistic_id: "4711" })
        .returning("id")
        .executeTakeFirstOrThrow();
    },

    async personPermission(flag: PermissionFlag = "res_rights") {
      const person = await newPerson(db);
      return db
        .insertInto("person_permission")
        .values({ person_id: person.id, statistic_id: "4711", lkz: "09", [flag]: true })
        .returning("id")
        .executeTakeFirstOrThrow();
    },

    /** a general resource (SDFMeta), internal unless said otherwise */
    async genericResource(accessMode = false) {
      const blobId = await insertStoredBlob(db, Buffer.from('<?xml version="1.0"?><sdfmeta/>'));
      return db
        .insertInto("generic_resource")
        .values({
          resource_type: "01",
          description: `Matrix ${next()}`,
          access_mode: accessMode,
          filename: "sdfmeta.xml",
          content_type: "application/xml",
          blob_id: blobId,
          updating: new Date(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    },

    async encoding() {
      const entry = await freeEncoding();
      return db.insertInto("encoding").values(entry).returning("id").executeTakeFirstOrThrow();
    },

    /** a saved column set of the person */
    async template(personId: number) {
      return db
        .insertInto("table_template")
        .values({
          person_id: personId,
          type: "adtable",
          name: `Matrix ${next()}`,
          columns: JSON.stringify([{ id: "a" }]),
          created_at: new Date(),
          updating: new Date(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    },

    /** a request of the public form (from an address of its own); its id and the applicant's mail */
    async request(specializing: Parameters<typeof requestBody>[0] = rightsRequest(mail("chef"))) {
      const applicant = mail("antragsteller");
      const res = await t.api({
        method: "POST",
        url: "/request/create",
        payload: requestBody(specializing, { mail: applicant }),
        remoteAddress: t.newIp(),
      });
      if (res.statusCode !== 201) throw new Error(`request/create: ${res.statusCode} ${res.body}`);
      return { id: res.json().id as number, mail: applicant };
    },
    ticketToken: (mail: string) => mailedTicketToken(db, mail),

    /** a second session of the account, for a call that ends it */
    async session(personId: number) {
      const token = newSessionToken();
      const now = new Date();
      await db
        .insertInto("session")
        .values({
          token_hash: hashToken(token),
          person_id: personId,
          ip: "10.9.9.9",
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      return token;
    },

    /** a webhook target (paused: the matrix's calls leave its deliveries waiting) */
    async webhookTarget() {
      const now = new Date();
      const row = await db
        .insertInto("webhook_target")
        .values({
          url: "https://receiver.example.org/matrix",
          statistic_id: null,
          kinds: ["SURVEY_PUBLISHED"],
          secret: randomBytes(32),
          secret_rotated_at: now,
          paused: true,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row;
    },

    /** an account with a password link (RESET) that works */
    async passwordToken() {
      const person = await newPerson(db);
      const token = newSessionToken();
      const now = new Date();
      await db
        .insertInto("password_token")
        .values({
          token_hash: hashToken(token),
          person_id: person.id,
          purpose: "RESET",
          created_at: now,
          expires_at: new Date(now.getTime() + 3_600_000),
        })
        .execute();
      return token;
    },

    /** a newsletter token of an address of its own; a subscription link lists one topic (decision 39) */
    async newsletterToken(purpose: NewsletterTokenPurpose) {
      const address = mail("abo");
      const issued =
        purpose === "VERIFY_SUBSCRIBE"
          ? await issueSubscribeToken(db, address, [{ statisticId: "allID", resourceType: "99" }], new Date())
          : await issueToken(db, address, purpose, new Date());
      return issued.token;
    },
  };
}

/** A REQUEST_RIGHTS request for the applicant's account (none yet: accepting creates one). */
function rightsRequest(supervisorMail: string) {
  return {
    type: "REQUEST_RIGHTS" as const,
    permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
    supervisorMail,
  };
}
