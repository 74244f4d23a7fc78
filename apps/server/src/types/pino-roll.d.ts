// pino-roll ships no type declarations; this is the part we use.
declare module "pino-roll" {
  import type { DestinationStream } from "pino";

  interface RollOptions {
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
}
