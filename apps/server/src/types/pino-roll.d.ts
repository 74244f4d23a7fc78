// pino-roll ships no type declarations; this is the part we use. tsconfig.base.json maps the module
// here through `paths`: tsc 7 found an ambient `declare module "pino-roll"` only now and then.
import type { EventEmitter } from "node:events";
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
  /** SonicBoom's: bytes held while writing fails; more lines are dropped (its `drop` event) */
  maxLength?: number;
}

export default function roll(
  options: RollOptions,
): Promise<DestinationStream & EventEmitter & { flushSync(): void }>;
