// Every call's time and outcome, and the summary per call type the load's targets are judged on.
import { percentile } from "../../bench/src/stats.ts";

/** What a call is for the targets: reads (at most 50 ms p95), writes (250 ms), transfers of files. */
export type CallKind = "read" | "write" | "transfer";

export interface Sample {
  name: string;
  kind: CallKind;
  ms: number;
  status: number;
  /** bytes sent and received */
  bytes: number;
  outcome: "ok" | "refused" | "error";
}

export interface CallSummary {
  name: string;
  kind: CallKind;
  count: number;
  p50: number;
  p95: number;
  max: number;
  refused: number;
  errors: number;
  /** MB/s of a transfer's bytes over its time, the median call's */
  mbPerSecond: number;
}

/** The first errors are kept whole: a failed run must say what failed. */
const KEPT_ERRORS = 30;

export class Recorder {
  readonly samples: Sample[] = [];
  readonly errors: string[] = [];

  add(sample: Sample): void {
    this.samples.push(sample);
  }

  error(detail: string): void {
    if (this.errors.length < KEPT_ERRORS) this.errors.push(detail);
  }

  count(outcome: Sample["outcome"], kind?: CallKind): number {
    return this.samples.filter((s) => s.outcome === outcome && (kind === undefined || s.kind === kind))
      .length;
  }

  /** p95 of the acknowledged calls of `kind` together */
  p95(kind: CallKind): number {
    return percentile(
      this.samples.filter((s) => s.kind === kind && s.outcome === "ok").map((s) => s.ms),
      95,
    );
  }

  summary(): CallSummary[] {
    const byName = new Map<string, Sample[]>();
    for (const sample of this.samples) {
      const list = byName.get(sample.name);
      if (list) list.push(sample);
      else byName.set(sample.name, [sample]);
    }
    return [...byName.entries()]
      .map(([name, samples]) => {
        const acknowledged = samples.filter((s) => s.outcome === "ok");
        const times = acknowledged.map((s) => s.ms);
        const rates = acknowledged.map((s) => s.bytes / 1e6 / (s.ms / 1000));
        return {
          name,
          kind: samples[0]?.kind ?? "read",
          count: samples.length,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: Math.max(0, ...times),
          refused: samples.filter((s) => s.outcome === "refused").length,
          errors: samples.filter((s) => s.outcome === "error").length,
          mbPerSecond: percentile(rates, 50),
        };
      })
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  }
}

/** The summary as a table for the console and the README. */
export function summaryTable(rows: readonly CallSummary[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));
  return [
    line(["call", "kind", "calls", "p50 ms", "p95 ms", "max ms", "intended refusals", "errors", "MB/s"]),
    line(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ...rows.map((r) =>
      line([
        r.name,
        r.kind,
        String(r.count),
        ms(r.p50),
        ms(r.p95),
        ms(r.max),
        String(r.refused),
        String(r.errors),
        r.kind === "transfer" ? r.mbPerSecond.toFixed(1) : "",
      ]),
    ),
  ].join("\n");
}
