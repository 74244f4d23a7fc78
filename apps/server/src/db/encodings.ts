import type { Encoding } from "@erhdb/domain";
import { encodingsOfType } from "@erhdb/domain";
import type { Queryable } from "./queryable.ts";

/**
 * The encodings an upload of the type may have (decision 13): the ones the encodings screen lists for
 * it, UTF-8 when it lists none. Resource and general resource uploads ask this before any byte is stored.
 */
export async function allowedEncodingsOfType(db: Queryable, restype: string): Promise<Encoding[]> {
  const entries = await db
    .selectFrom("encoding")
    .select(["restype", "encoding"])
    .where("restype", "=", restype)
    .orderBy("id")
    .execute();
  return encodingsOfType(entries, restype);
}
