import { readdirSync } from 'node:fs';
import { PROTECTED_MAIN_REASON } from '../../support/expected-replies';
import { runHostile } from './hostile-hook';
import { useScratch } from '../../support/scratch';

/**
 * Regression (issue 12, defect 3): a PreToolUse with a 1 MB cwd and 10,000 `git status` lines took ~30 s (52 s
 * here), nearly all of it resolving the cwd once per git invocation and walking up from it; Claude Code gives a
 * hook 30 s and fails open after. Bounded by construction now: each distinct directory is resolved once per
 * call, and a cwd longer than MAX_CWD_LENGTH (4096, Linux's PATH_MAX) names no folder and counts as not sent.
 */
const scratch = useScratch();
const DENY = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: PROTECTED_MAIN_REASON } };
const GIT_STATUS_LINES = `${'git status\n'.repeat(10_000)}git checkout -b main`;

function preToolUse(cwd: string, command: string): string {
  return JSON.stringify({ session_id: 's', hook_event_name: 'PreToolUse', cwd, tool_name: 'Bash', tool_input: { command }, tool_use_id: 'toolu_1' });
}

describe('a very long cwd and many git invocations (Claude Code)', () => {
  const repo = scratch.repo('work');
  test.each([
    ['a 1 MB cwd of one long name', `${repo.root}/${'a'.repeat(1024 * 1024)}`],
    ['a 64 KB cwd of 32,768 short folders', `${repo.root}${'/a'.repeat(32 * 1024)}`],
    ['a 4 KB cwd of 2,000 short folders (still taken as a folder)', `${repo.root}${'/a'.repeat(2000)}`],
  ])('%s: the protected `git checkout -b main` among 10,000 `git status` is denied, well within the host timeout', async (_name, cwd) => {
    // Started in the repository, as the host starts it: a cwd that names no folder falls back to that.
    const run = await runHostile(['claude-code'], preToolUse(cwd, GIT_STATUS_LINES), { cwd: repo.root });
    expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', DENY]);
    // Half the host's 30 s, so that a loaded machine does not reach it (here ~0.5 s; the defect took 30–52 s).
    expect(run.ms).toBeLessThan(15_000);
    expect(readdirSync(repo.root).sort()).toEqual(['.git', 'README.md']);
  });

  test('10,000 `git status` lines alone are allowed without a word', async () => {
    const run = await runHostile(['claude-code'], preToolUse(`${repo.root}/${'a'.repeat(1024 * 1024)}`, 'git status\n'.repeat(10_000)), { cwd: repo.root });
    expect(run).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});
