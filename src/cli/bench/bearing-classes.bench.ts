import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffArgs, statusArgs } from '../../services/git/git-candidate.scanner';
import { makeLargeRepository, makeLargeWorkspace } from './bench-workspaces';

export interface BenchIo {
  readonly bundle: string;
  readonly pairs: number;
  print(line: string): void;
}

/** Process run time in milliseconds. */
function timed(args: readonly string[], input: string | undefined, command = process.execPath): number {
  const start = process.hrtime.bigint();
  spawnSync(command, [...args], { input, stdio: ['pipe', 'ignore', 'ignore'] });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Alternating pairs (so machine load hits both sides alike); the median of per-pair ratios. */
function pairs(count: number, subject: () => number, baseline: () => number) {
  for (let i = 0; i < 3; i++) subject(), baseline();
  const ratios: number[] = [];
  const subjects: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < count; i++) {
    const b = baseline();
    const s = subject();
    baselines.push(b);
    subjects.push(s);
    ratios.push(s / b);
  }
  return { ratio: median(ratios), subject: median(subjects), baseline: median(baselines) };
}

/**
 * Rows for the Bearing classes, on workspaces generated in a temporary folder and removed afterwards:
 * activation on a 50,000-file workspace against an empty one (≤ 1.3: the plan scan is bounded), and a
 * stop with Test Engineering active in a 20,000-file repository (closeout, the completion gate, git and
 * the evaluator) against bare Node running the same git commands (≤ 1.5: bearing's own cost on top of the
 * work it cannot avoid). Returns the number of rows that missed their target.
 */
export async function benchBearingClasses(io: BenchIo): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'bearing-bench-'));
  let failed = 0;
  try {
    const empty = join(scratch, 'empty');
    const large = join(scratch, 'large');
    const repository = join(scratch, 'repository');
    mkdirSync(empty);
    io.print('generating a 50,000-file workspace and a 20,000-file repository…');
    makeLargeWorkspace(large);
    const base = makeLargeRepository(repository);
    const hook = (cwd: string, event: Record<string, unknown>) => () =>
      timed([io.bundle, 'claude-code'], JSON.stringify({ session_id: 'bench', cwd, ...event }));

    const sessionStart = { hook_event_name: 'SessionStart', source: 'startup' };
    const activation = pairs(io.pairs, hook(large, sessionStart), hook(empty, sessionStart));
    failed += report(io, 'activation, 50,000-file workspace vs empty', activation, 1.3, 'empty');

    const stop = { hook_event_name: 'Stop', stop_hook_active: false };
    const gitAlone = `const { spawnSync } = require('child_process');
spawnSync('git', ${JSON.stringify(statusArgs(repository))}, { stdio: 'ignore' });
spawnSync('git', ${JSON.stringify(diffArgs(repository, base))}, { stdio: 'ignore' });`;
    const closeout = pairs(io.pairs, hook(repository, stop), () => timed(['-e', gitAlone], undefined));
    failed += report(io, 'closeout + TE gate, 20,000-file repo vs node + git', closeout, 1.5, 'node + the same git commands');
    const gitOnly = median(Array.from({ length: 9 }, () => timed(statusArgs(repository), undefined, 'git') + timed(diffArgs(repository, base), undefined, 'git')));
    io.print(`      (the git commands by themselves, without node: ${gitOnly.toFixed(1)} ms)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failed;
}

function report(io: BenchIo, name: string, result: ReturnType<typeof pairs>, target: number, baselineName: string): number {
  const ok = result.ratio <= target;
  io.print(
    `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(52)} ratio ${result.ratio.toFixed(3)} (target ≤ ${target})  ` +
      `hook ${result.subject.toFixed(1)} ms  ${baselineName} ${result.baseline.toFixed(1)} ms`,
  );
  return ok ? 0 : 1;
}
