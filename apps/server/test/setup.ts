import { afterAll } from "vitest";
import { closeLeftOpen } from "./database-template.ts";

// Runs after each test file's own hooks: the files of a worker share its process (isolate: false), so
// a database one leaves open would stay open in the worker's PGlite host beside every later file.
afterAll(async () => {
  const left = await closeLeftOpen();
  if (left > 0) throw new Error(`this test file left ${left} database(s) open: close each in an afterAll`);
});
