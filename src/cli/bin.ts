// reflect-metadata must be evaluated before any decorated class: it is this entry's first import.
import 'reflect-metadata/lite';
import { writeSync } from 'node:fs';
import { main } from './main';

/** Last line of defence: whatever escapes, the host gets exit 0, nothing on stdout, one stderr line. */
function crash(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  try {
    writeSync(2, `bearing: internal: ${message.split(/\r?\n/, 1)[0]}\n`);
  } finally {
    process.exit(0);
  }
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
main(process.argv.slice(2)).then(
  // Exit now: a never-closed stdin would otherwise keep the process alive.
  (code) => process.exit(code),
  crash,
);
