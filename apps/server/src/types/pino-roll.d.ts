// pino-roll ships no type declarations; this is the part we use.
declare module "pino-roll" {
  import type { DestinationStream } from "pino";

  interface RollOptions {
    file: string;
    frequency?: "daily" | "hourly" | number;
    size?: string | number;
    mkdir?: boolean;
    dateFormat?: string;
    limit?: { count: number };
  }
  export default function roll(options: RollOptions): Promise<DestinationStream & { flushSync(): void }>;
}
