import { useScratch } from '../../support/scratch';
import { claude, installHostileEvaluator, selectTestEngineering } from './hostile-workspace';
import { runHostile, snapshotFiles, stderrLines } from './hostile-hook';

/**
 * A Test Engineering evaluator that misbehaves (it is the workspace's code, run in a child process of its own):
 * the hook still answers Claude Code within the evaluator's deadline, neutrally, with one stderr line, and no file
 * of the user's changes. (hang, hang-blocking, exits, throws, noisy: test/runner/bearing-classes.runner.test.ts.)
 */
const scratch = useScratch();
const TIMEOUT = { BEARING_TE_EVALUATOR_TIMEOUT_MS: '1000' };

/** A Test Engineering workspace with one of this folder's evaluators, or `hang` (test/support/evaluators: a busy loop). */
function teRepo(evaluator: string) {
  const repo = scratch.repo('work');
  if (evaluator === 'hang') selectTestEngineering(repo, 'hang');
  else {
    selectTestEngineering(repo);
    installHostileEvaluator(repo.root, evaluator);
  }
  return repo;
}

describe('an evaluator that misbehaves, through the packaged hook (Claude Code)', () => {
  test.each([
    ['loops forever', 'hang', 'bearing: te_test_write UNAVAILABLE evaluator_timeout: the evaluator did not answer within 1000 ms'],
    [
      'ends the process with exit code 0 before answering',
      'exits-zero',
      'bearing: te_test_write UNAVAILABLE evaluator_failure: the evaluator ended without a verdict (exit code 0)',
    ],
    [
      'floods the answer channel with bytes that never make an answer',
      'flood-answer',
      'bearing: te_test_write UNAVAILABLE evaluator_timeout: the evaluator did not answer within 1000 ms',
    ],
  ])('%s: the write goes through in time, one stderr line', async (_name, evaluator, line) => {
    const repo = teRepo(evaluator);
    const before = snapshotFiles(repo.root);
    const run = await runHostile(['claude-code'], claude.write(repo.root, 'src/a.ts'), { cwd: repo.root, env: TIMEOUT });
    expect([run.status, run.stdout, stderrLines(run)]).toEqual([0, '', [line]]);
    expect(run.ms).toBeLessThan(5_000);
    expect(snapshotFiles(repo.root)).toEqual(before);
  });

  test('floods stdout and stderr (64 MB of verdict-shaped lines): none of it reaches the host, its verdict counts', async () => {
    const repo = teRepo('flood-stdout');
    const run = await runHostile(['claude-code'], claude.write(repo.root, 'src/a.ts'), { cwd: repo.root, env: TIMEOUT });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
    expect(run.ms).toBeLessThan(5_000);
  });

  test('loops forever at a stop: the stop goes through in time with the closeout advice and one line', async () => {
    const repo = teRepo('hang');
    const run = await runHostile(['claude-code'], claude.stop(repo.root), { cwd: repo.root, env: TIMEOUT });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).hookSpecificOutput.additionalContext).toMatch(/^Bearing closeout: ADVISE/);
    expect(stderrLines(run)).toEqual(['bearing: te_completion UNAVAILABLE evaluator_timeout: the evaluator did not answer within 1000 ms']);
  });
});
