/**
 * At most `capacity` of the given tasks run at once; the others wait their turn, first come first
 * served. Per process: it shares out this process's event loop, not the database.
 */
export function createTurns(capacity: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (running >= capacity) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // the turn passes straight to the next in line, or is given back
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
