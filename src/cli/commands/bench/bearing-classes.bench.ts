import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffArgs, statusArgs } from '../../../services/candidate/git-candidate.scanner';
import { makeLargeRepository, makeLargeWorkspace } from './bench-workspaces';
import { measurePairs, median, reportInBoth, timed } from './pairs';
import type { BenchTarget } from './targets';

/** One side of a row, in a given environment. */
type Side = (env: NodeJS.ProcessEnv) => () => number;

export interface BenchIo {
  readonly bundle: string;
  readonly pairs: number;
  /** The clean environment each row is judged in (it also runs in this one, printed below it). */
  readonly clean: NodeJS.ProcessEnv;
  print(line: string): void;
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
    const hook = (cwd: string, event: Record<string, unknown>) => (env: NodeJS.ProcessEnv) => () =>
      timed(process.execPath, [io.bundle, 'claude-code'], { input: JSON.stringify({ session_id: 'bench', cwd, ...event }), env });
    const row = (name: string, subject: Side, baseline: Side, target: BenchTarget, baselineName: string) =>
      reportInBoth(io.print, name, (env) => measurePairs(io.pairs, subject(env), baseline(env)), io.clean, target, baselineName);

    const sessionStart = { hook_event_name: 'SessionStart', source: 'startup' };
    if (!row('activation, 50,000-file workspace vs empty', hook(large, sessionStart), hook(empty, sessionStart), { ratio: 1.3 }, 'empty')) failed++;

    const stop = { hook_event_name: 'Stop', stop_hook_active: false };
    const gitAlone = `const { spawnSync } = require('child_process');
spawnSync('git', ${JSON.stringify(statusArgs(repository))}, { stdio: 'ignore' });
spawnSync('git', ${JSON.stringify(diffArgs(repository, base))}, { stdio: 'ignore' });`;
    const nodeAndGit: Side = (env) => () => timed(process.execPath, ['-e', gitAlone], { env });
    if (!row('closeout + TE gate, 20,000-file repo vs node + git', hook(repository, stop), nodeAndGit, { ratio: 1.5 }, 'node + the same git commands'))
      failed++;
    const gitOnly = median(Array.from({ length: 9 }, () => timed('git', statusArgs(repository)) + timed('git', diffArgs(repository, base))));
    io.print(`      (the git commands by themselves, without node: ${gitOnly.toFixed(1)} ms)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failed;
}
