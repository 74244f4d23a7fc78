import type { z } from "zod";
import type { PayloadReader } from "./actionCell.ts";

/** A zod schema as an action cell's reader (the tables whose pages load zod anyway). */
export function zodReader<S extends z.ZodType>(schema: S): PayloadReader<z.infer<S>> {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
}
