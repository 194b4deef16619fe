import { writeSync } from '../framework/node-builtins';

/** Last line of defence: whatever escapes, the host gets exit 0, nothing on stdout, one stderr line. */
function crash(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  try {
    writeSync(2, `bearing: internal: ${message.split(/\r?\n/, 1)[0]}\n`);
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
