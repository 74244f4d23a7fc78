import type { AccessTables } from "./tables/access.ts";
import type { DocumentTables } from "./tables/documents.ts";
import type { EventTables } from "./tables/events.ts";
import type { FileTables } from "./tables/files.ts";
import type { NewsletterTables } from "./tables/newsletter.ts";
import type { SurveyTables } from "./tables/surveys.ts";
import type { WebhookTables } from "./tables/webhooks.ts";

/** Every table of the database, as Kysely sees it; one file per area under ./tables. */
export interface DB
  extends AccessTables,
    SurveyTables,
    FileTables,
    NewsletterTables,
    DocumentTables,
    EventTables,
    WebhookTables {}
