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

/** Checks an action cell's payload out of unknown JSON: the payload, or null when it is none. */
export type PayloadReader<T> = (value: unknown) => T | null;

/**
 * The codec of one payload shape. The reader is plain code for the tables of the first screens
 * (surveys, EVAS), so that their pages load no schema library (issue 17); others read with a zod schema
 * (zodReader).
 */
export function actionCellCodec<T>(read: PayloadReader<T>): ActionCellCodec<T> {
  return {
    encode: (value) => {
      const checked = read(value);
      if (checked === null) throw new RangeError(`not an action cell payload: ${JSON.stringify(value)}`);
      return JSON.stringify(checked);
    },
    parse: (text) => {
      try {
        return read(JSON.parse(text));
      } catch {
        return null;
      }
    },
  };
}

/** The fields of a JSON object, or null for anything else (an array, a string, null). */
export function jsonFields(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : null;
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
