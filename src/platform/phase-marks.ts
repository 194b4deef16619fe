import { isFlagOn } from './runtime-environment';

/**
 * BEARING_PROFILE=1: the packaged hook marks where its time goes (one performance mark per phase, in order) and the
 * loader prints them at exit as one stderr line, for `bearing bench` to take apart per row. The loader and the bundle
 * each carry this module; the marks they make go to the one timeline the process has. Off, a mark is one test.
 */
let profiling: boolean | undefined;

export function markPhase(name: string): void {
  profiling ??= isFlagOn(process.env['BEARING_PROFILE']);
  if (profiling) performance.mark(name);
}

/** The stderr line's prefix; what follows it is `[[phase, ms since the process started], …]` as JSON. */
export const PROFILE_LINE = 'bearing-profile ';

/** At exit, when profiling: every mark so far and `exit`, on one stderr line (after the other exit listeners). */
export function printPhasesAtExit(write: (line: string) => void): void {
  if (!profiling) return;
  process.once('exit', () => {
    performance.mark('exit');
    write(`${PROFILE_LINE}${JSON.stringify(performance.getEntriesByType('mark').map((m) => [m.name, Number(m.startTime.toFixed(3))]))}\n`);
  });
}
