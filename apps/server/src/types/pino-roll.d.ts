// pino-roll ships no type declarations; this is the part we use. tsconfig.base.json maps the module
// here through `paths`: tsc 7 found an ambient `declare module "pino-roll"` only now and then.
import type { DestinationStream } from "pino";

export interface RollOptions {
  file: string;
  /** appended after the number, e.g. "log" gives erhdb.2026-11-25.1.log */
  extension?: string;
  frequency?: "daily" | "hourly" | number;
  size?: string | number;
  mkdir?: boolean;
  dateFormat?: string;
  limit?: { count: number };
}

export default function roll(options: RollOptions): Promise<DestinationStream & { flushSync(): void }>;
