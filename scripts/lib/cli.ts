import { siteClock } from '../../project/environment.ts';

/** Ends a command with its Portuguese message for the person at the terminal, and exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The moment a command reads the content for (INVERO_NOW, or now); a value that is no moment ends it with why. */
export function clockOrFail(): number {
  try {
    return siteClock();
  } catch (error) {
    return fail(`✖ ${error instanceof Error ? error.message : String(error)}`);
  }
}
