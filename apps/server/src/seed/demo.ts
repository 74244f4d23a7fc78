import type { Kysely } from "kysely";
import { sql } from "kysely";
import { bootstrapInstallation } from "../bootstrap.ts";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import type { Author } from "./demoContent.ts";
import { writeResources, writeSurveys } from "./demoContent.ts";
import { seedDocuments } from "./demoDocuments.ts";
import { seedPublicEvents } from "./demoEvents.ts";
import { seedEncodings, seedGenericResources } from "./demoGeneric.ts";
import { writeHistoryShowcase } from "./demoHistory.ts";
import { datePublications } from "./demoPublications.ts";
import { seedNewsletter, seedRequests } from "./demoRequests.ts";
import { markShowcaseSurvey, planResources, planShowcaseResources } from "./demoResources.ts";
import { planSurveys } from "./demoSurveys.ts";
import { seedWebhookTarget } from "./demoWebhooks.ts";
import { seedEvas } from "./evas.ts";
import { DEMO_USERS, seedDemoUsers } from "./people.ts";
import { createRandom } from "./random.ts";
import { readShippedRegister } from "./register.ts";

// the demo accounts with their (published) password, for the banner, `npm run seed` and the tests
export { DEMO_USER_PASSWORD } from "../lib/published-passwords.ts";
export { demoTicketToken } from "./demoRequests.ts";
export { DEMO_USERS } from "./people.ts";

/** How many surveys the demo data has (and the seed of its dice: the product's release date). */
export const DEMO_SURVEY_COUNT = 300;
const DEMO_RANDOM_SEED = 20_250_812;
// Any constant does; it only has to be the same for every process that seeds this database.
const SEED_LOCK_KEY = 4_711_2025;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** the moment the demo data are built around (tests pin it); default: now */
  now?: Date;
}

/** Rows this run inserted, per table (0 everywhere on a second run). */
export interface SeedReport {
  roles: number;
  persons: number;
  permissions: number;
  evas: number;
  encodings: number;
  documents: number;
  /** false when the database already had surveys, so no demo surveys, resources or requests were added */
  demoContentCreated: boolean;
  surveys: number;
  surveyEvas: number;
  links: number;
  commentaries: number;
  resources: number;
  genericResources: number;
  requests: number;
  requestContents: number;
  newsletterSubscriptions: number;
  /** the public events of the demo's last year (feeds), dated in the past */
  publicEvents: number;
  webhookTargets: number;
  durationMs: number;
}

/**
 * Fills a migrated database with the built-in roles, admin and EVAS register (see bootstrap.ts), then, in
 * one transaction, the demo accounts, any register code missing and the demo data. Idempotent: accounts, EVAS, encodings,
 * documents and subscriptions are matched by their natural keys, and the survey-based demo content
 * (surveys, resources, generic resources, requests) is written only into a database without any survey,
 * so a second run (or a database with real data) adds nothing.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const evasRows = await readShippedRegister();
  // The roles, the admin account and the EVAS register come from the start-up bootstrap (their own
  // transactions, with audit records); it adds only what is missing, so calling it here as well costs
  // one password hash. The demo's own EVAS step below then adds only codes an office deleted since.
  const rolesBefore = await countRoles(db);
  const { adminCreated, evasLoaded } = await bootstrapInstallation(
    db,
    { email: options.adminEmail, password: options.adminPassword },
    now,
  );
  const roles = (await countRoles(db)) - rolesBefore;
  const report = await db.transaction().execute(async (trx) => {
    // two processes seeding at once must not both write the demo content
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const users = await seedDemoUsers(trx, now);
    const evas = evasLoaded + (await seedEvas(trx, evasRows, now));
    const encodings = await seedEncodings(trx, now);
    const newsletterSubscriptions = await seedNewsletter(trx, now);
    const documents = await seedDocuments(trx, now);
    const common = {
      roles,
      persons: (adminCreated ? 1 : 0) + users.persons,
      permissions: users.permissions,
      evas,
      encodings,
      documents,
      newsletterSubscriptions,
    };
    const anySurvey = await trx.selectFrom("survey").select("id").limit(1).executeTakeFirst();
    if (anySurvey) return { ...common, ...NO_CONTENT };

    const random = createRandom(DEMO_RANDOM_SEED);
    const anchors = DEMO_USERS.flatMap((u) =>
      u.permissions.map((p) => ({ statisticId: p.statisticId, office: p.lkz })),
    );
    const surveys = planSurveys(random, DEMO_SURVEY_COUNT, now, anchors);
    const showcase = markShowcaseSurvey(surveys);
    const authors = await demoAuthors(trx);
    const written = await writeSurveys(trx, random, surveys, authors);
    const plannedResources = planResources(random, surveys);
    if (showcase) plannedResources.push(...planShowcaseResources(showcase, plannedResources));
    const resources = await writeResources(trx, plannedResources, written.ids);
    await writeHistoryShowcase(trx, authors[0]!, now);
    const genericResources = await seedGenericResources(trx, now);
    const requests = await seedRequests(trx, random, surveys, now);
    const publicEvents = await seedPublicEvents(trx, now);
    const webhookTargets = await seedWebhookTarget(trx, now);
    await datePublications(trx);
    return {
      ...common,
      demoContentCreated: true,
      ...written.report,
      resources,
      genericResources,
      ...requests,
      publicEvents,
      webhookTargets,
    };
  });
  return { ...report, durationMs: Math.round(performance.now() - started) };
}

const NO_CONTENT = {
  demoContentCreated: false,
  surveys: 0,
  surveyEvas: 0,
  links: 0,
  commentaries: 0,
  resources: 0,
  genericResources: 0,
  requests: 0,
  requestContents: 0,
  publicEvents: 0,
  webhookTargets: 0,
} as const;

async function countRoles(db: Database): Promise<number> {
  const row = await db
    .selectFrom("role")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who writes the demo comments and handles the demo requests: the admins of the demo accounts. */
async function demoAuthors(db: Kysely<DB>): Promise<Author[]> {
  const emails = DEMO_USERS.filter((u) =>
    ["SuperAdmin", "StatDBAdmin", "OrgAdmin", "CoreBroker"].includes(u.role),
  ).map((u) => u.email);
  const authors = await db
    .selectFrom("person as p")
    .innerJoin("role as r", "r.id", "p.role_id")
    .select(["p.id", "p.email", "p.office", "r.name as role"])
    .where("p.email", "in", emails)
    .execute();
  if (authors.length === 0) throw new Error("the demo accounts are missing");
  return authors;
}
