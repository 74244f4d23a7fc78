// What the server's commands (`npm run seed`, `npm run admin`) share: how they end on a failure.

/** A wrong argument: the command prints its usage below the message. */
export class UsageError extends Error {}

/** Node's parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code for an unknown or malformed option. */
const isParseArgsError = (error: unknown) =>
  error instanceof TypeError && String(Object(error).code).startsWith("ERR_PARSE_ARGS");

/**
 * Runs a command's `main`; a failure prints `<failure>: <message>` (and the usage for a wrong argument)
 * and sets the exit code, with no stack trace for the operator to read past.
 */
export async function runCommand(main: () => Promise<void>, failure: string, usage: string): Promise<void> {
  try {
    await main();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${failure}: ${message}`);
    if (error instanceof UsageError || isParseArgsError(error)) console.error(`\n${usage}`);
    process.exitCode = 1;
  }
}
