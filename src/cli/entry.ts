import { writeSync } from '../platform/node-builtins';
import { diagnosticLine, errorLine } from '../framework/run-failure';

/** How an entry ends when something escapes: a hook exits 0 (never fail the host's action), the CLI 1. */
export interface EntryOptions {
  readonly crashExitCode: 0 | 1;
}

/** Runs a command-line main with the process's arguments, then exits (a never-closed stdin would keep it alive). */
export function runEntry(main: (argv: readonly string[]) => Promise<number>, options: EntryOptions = { crashExitCode: 0 }): void {
  /** Last line of defence: whatever escapes, nothing on stdout, one stderr line. */
  const crash = (error: unknown): never => {
    // A reader that went away (`bearing inspect | head -3`) is the end of the output, not an error.
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE') process.exit(0);
    try {
      writeSync(2, `${diagnosticLine(`internal: ${errorLine(error)}`)}\n`);
    } finally {
      process.exit(options.crashExitCode);
    }
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  main(process.argv.slice(2)).then((code) => process.exit(code), crash);
}
