import { DOCUMENT_ROWS } from "./expectations/documents.ts";
import { EVAS_ROWS } from "./expectations/evas.ts";
import { FEED_ROWS } from "./expectations/feeds.ts";
import { GENERIC_RESOURCE_ROWS } from "./expectations/generic-resources.ts";
import { HEALTH_ROWS } from "./expectations/health.ts";
import { HISTORY_ROWS } from "./expectations/history.ts";
import { MONITORING_ROWS } from "./expectations/monitoring.ts";
import { NEWSLETTER_ROWS } from "./expectations/newsletter.ts";
import { PERSON_ROWS } from "./expectations/persons.ts";
import { REQUEST_ROWS } from "./expectations/requests.ts";
import { RESOURCE_ROWS } from "./expectations/resources.ts";
import { ROLE_ROWS } from "./expectations/roles.ts";
import { SDMX_ROWS } from "./expectations/sdmx.ts";
import { SEARCH_ROWS } from "./expectations/search.ts";
import { STUDY_METADATA_ROWS } from "./expectations/study-metadata.ts";
import { SURVEY_ROWS } from "./expectations/surveys.ts";
import { TEMPLATE_ROWS } from "./expectations/templates.ts";
import { WEBHOOK_ROWS } from "./expectations/webhooks.ts";
import type { MatrixRow } from "./rows.ts";

/** Every row of the rights matrix (decision 27), declared by hand per feature. */
export const MATRIX_ROWS: readonly MatrixRow[] = [
  ...PERSON_ROWS,
  ...ROLE_ROWS,
  ...EVAS_ROWS,
  ...SURVEY_ROWS,
  ...TEMPLATE_ROWS,
  ...RESOURCE_ROWS,
  ...GENERIC_RESOURCE_ROWS,
  ...SEARCH_ROWS,
  ...REQUEST_ROWS,
  ...HISTORY_ROWS,
  ...NEWSLETTER_ROWS,
  ...MONITORING_ROWS,
  ...DOCUMENT_ROWS,
  ...HEALTH_ROWS,
  ...SDMX_ROWS,
  ...FEED_ROWS,
  ...STUDY_METADATA_ROWS,
  ...WEBHOOK_ROWS,
];
