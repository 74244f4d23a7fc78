// Waiting in the operations scripts: a pause, or a probe asked again until it holds.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks `probe` every 250 ms until it holds (a probe that throws does not), for at most `ms`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} not within ${ms / 1000} s`);
}
