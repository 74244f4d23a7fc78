// `node scripts/cpu-figure.ts`: one number for how fast this machine's single core runs JavaScript, printed
// beside the suite times (issue 25: machines of this kind differ by up to 1.8x). It times a fixed mix of
// what the tests do most (object churn, JSON, string building, hashing), median of five rounds; more is
// faster. Run it with nothing else busy.
import { createHash } from "node:crypto";

function round(): number {
  const started = performance.now();
  let checksum = 0;
  for (let i = 0; i < 2_000; i++) {
    const rows = Array.from({ length: 50 }, (_, j) => ({
      id: j,
      name: `row ${i}-${j}`,
      tags: [i, j, i * j],
    }));
    const text = JSON.stringify(rows);
    checksum += (JSON.parse(text) as unknown[]).length;
    checksum += createHash("sha256").update(text).digest()[0] ?? 0;
    checksum += text.replace(/row/g, "Zeile").length;
  }
  if (checksum === 0) throw new Error("unreachable: keeps the work from being optimised away");
  return performance.now() - started;
}

round(); // warm-up: the optimizing compiler's work is not part of the figure
const times = Array.from({ length: 5 }, round).sort((a, b) => a - b);
const median = times[2] ?? 0;
console.log(
  `CPU figure: ${Math.round(100_000 / median)} (median round ${median.toFixed(0)} ms; more is faster)`,
);
