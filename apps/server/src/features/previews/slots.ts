/**
 * At most `running` transformations at once in this process, and at most `waiting` more waiting for one of
 * them; beyond that `run` refuses at once (`busy`), so that a burst of previews cannot queue without end.
 */
export function createSlots(options: { running: number; waiting: number; busy: () => Error }) {
  let active = 0;
  const queue: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active >= options.running) {
      if (queue.length >= options.waiting) throw options.busy();
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      active++;
    }
    try {
      return await work();
    } finally {
      // the slot goes to the next in line as it is, or is freed
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  }

  return { run };
}
