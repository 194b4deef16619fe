import { writeSync } from '../platform/node-builtins';
import { diagnosticLine, errorLine } from '../framework/run-failure';

/** Last line of defence: whatever escapes, the host gets exit 0, nothing on stdout, one stderr line. */
function crash(error: unknown): never {
  try {
    writeSync(2, `${diagnosticLine(`internal: ${errorLine(error)}`)}\n`);
  } finally {
    process.exit(0);
  }
}

/** Runs a command-line main with the process's arguments, then exits (a never-closed stdin would keep it alive). */
export function runEntry(main: (argv: readonly string[]) => Promise<number>): void {
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  main(process.argv.slice(2)).then((code) => process.exit(code), crash);
}
