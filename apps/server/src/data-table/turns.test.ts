import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.ts";

describe("createTurns", () => {
  it("runs at most `capacity` tasks at once, the others in the order they came, also after a failure", async () => {
    const inTurn = createTurns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      inTurn(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        running--;
        if (n === 1) throw new Error("task 1 failed");
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(["rejected", ...Array(5).fill("fulfilled")]);
    // every turn was given back: two run at once again
    running = 0;
    most = 0;
    await Promise.all([7, 8].map(task));
    expect(most).toBe(2);
  });
});
