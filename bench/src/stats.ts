export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function timeRuns(runs: number, warmup: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

/** Requests per second with `concurrency` clients for `ms` milliseconds. */
export async function throughput(
  concurrency: number,
  ms: number,
  fn: () => Promise<unknown>,
): Promise<number> {
  const until = performance.now() + ms;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  return (done / (performance.now() - started)) * 1000;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
