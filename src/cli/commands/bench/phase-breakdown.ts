import { spawnSync } from 'node:child_process';
import { PROFILE_LINE } from '../../../platform/phase-marks';
import { median } from './pairs';

/** One process to profile: what `timed` runs for the hook side of a row. */
export interface ProfiledCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly input: Buffer;
  readonly env: NodeJS.ProcessEnv;
}

/** The marks (packaging/bundle/cached-bundle.loader.ts, cli/hook/run-hook.ts), each named for what ends at it. */
const PHASES: readonly (readonly [mark: string, label: string])[] = [
  ['cache', 'read cache'],
  ['compile', 'compile'],
  ['evaluate', 'load modules'],
  ['bootstrap', 'bootstrap'],
  ['stdin', 'stdin'],
  ['decide', 'decide'],
  ['reply', 'reply'],
  ['exit', 'to exit'],
];

function marksOf(stderr: string): Map<string, number> | undefined {
  const line = stderr.split('\n').find((l) => l.startsWith(PROFILE_LINE));
  return line ? new Map(JSON.parse(line.slice(PROFILE_LINE.length)) as [string, number][]) : undefined;
}

function profiled(run: ProfiledCommand): Map<string, number> | undefined {
  const result = spawnSync(run.command, [...run.args], {
    input: run.input,
    env: { ...run.env, BEARING_PROFILE: '1' },
    stdio: ['pipe', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  return marksOf(result.stderr ?? '');
}

/** When bare Node starts running a script: what every process pays before the hook's first line. */
function bareStart(run: ProfiledCommand): number {
  const script = `process.stderr.write(${JSON.stringify(PROFILE_LINE)} + JSON.stringify([['loader', performance.now()]]) + '\\n')`;
  return profiled({ ...run, args: ['-e', script] })?.get('loader') ?? Number.NaN;
}

/**
 * Where the hook's milliseconds go, as medians over `runs` profiled runs (BEARING_PROFILE=1, apart from the timed
 * pairs, which run unmarked): until the loader's first line against bare Node's (reading and parsing the hook file),
 * then one figure per phase. Undefined when the hook printed no profile (a build without the marks).
 */
export function phaseBreakdown(runs: number, run: ProfiledCommand): string | undefined {
  const samples = Array.from({ length: runs }, () => [profiled(run), bareStart(run)] as const);
  const marked = samples.filter((s): s is readonly [Map<string, number>, number] => s[0] !== undefined);
  if (marked.length === 0) return undefined;
  const start = median(marked.map(([m]) => m.get('loader')!));
  const bare = median(marked.map(([, b]) => b));
  const phases = PHASES.map(([mark, label], i) => {
    const from = i === 0 ? 'loader' : PHASES[i - 1]![0];
    const spans = marked.map(([m]) => (m.get(mark) ?? Number.NaN) - (m.get(from) ?? Number.NaN)).filter(Number.isFinite);
    return `${label} ${spans.length > 0 ? median(spans).toFixed(1) : '?'}`;
  });
  return `first line at ${start.toFixed(1)} ms (bare node ${bare.toFixed(1)}: +${(start - bare).toFixed(1)} reading the hook file) · ${phases.join(' · ')}`;
}
