import type { Kysely, Transaction } from "kysely";
import type { DB } from "./schema.ts";

/** What a repository function runs on: the database or an open transaction. */
export type Queryable = Kysely<DB> | Transaction<DB>;
