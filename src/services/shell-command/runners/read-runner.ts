import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import { RUNNERS } from './runner-table';
import { readWithSpec } from './spec-reader';

/**
 * What a program that runs programs does with its words: `name` is the command's base name in lower case without
 * `.exe` (`/usr/bin/sudo` → `sudo`), `args` the words after it. Undefined when the program runs no program it is
 * given; `[]` when it is one but runs nothing here (`env` alone, `taskset -p 123`, `sudo -l`, `timeout --help`);
 * several readings when it runs several commands (`find . -exec a \; -exec b {} +`, `pee 'a' 'b'`).
 */
export function readRunner(name: string, args: readonly Arg[]): readonly RunnerReading[] | undefined {
  if (!Object.hasOwn(RUNNERS, name)) return undefined;
  const spec = RUNNERS[name]!;
  return readWithSpec(spec, args, spec.via ?? name);
}
