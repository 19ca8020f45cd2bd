/** Ends a command with its Portuguese message for the person at the terminal, and exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
