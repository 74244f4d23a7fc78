import type { z } from "zod";

/**
 * A table answer holds the cells of the visible columns only, yet a row's actions must name and call
 * their row whatever the user hid. So an actions cell carries what its actions need as JSON, written
 * by the server's column declaration and read by the page; both go through one codec per table.
 */
export interface ActionCellCodec<T> {
  encode(value: T): string;
  /** the cell's payload, or null when the text is none */
  parse(text: string): T | null;
}

export function actionCellCodec<S extends z.ZodType>(schema: S): ActionCellCodec<z.infer<S>> {
  return {
    encode: (value) => JSON.stringify(schema.parse(value)),
    parse: (text) => {
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
