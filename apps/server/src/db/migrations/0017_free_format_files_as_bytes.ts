import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Files of the types that take any format (SPEC 5: 88, and 89 from
// specialization 20) kept the content type their uploader declared, and downloads served it: text/html
// or image/svg+xml from our origin. Uploads now store them as application/octet-stream with no encoding
// (storedContentType, decision 13); the files stored before get the same.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE resource SET content_type = 'application/octet-stream', encoding = NULL
    WHERE (resource_type = '88' OR (resource_type = '89' AND specialization >= '20'))
      AND (content_type <> 'application/octet-stream' OR encoding IS NOT NULL)
  `.execute(db);
}
