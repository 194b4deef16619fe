import { PROTECTED_MAIN_REASON } from '../../support/expected-replies';
import { useScratch } from '../../support/scratch';
import { runHostile, snapshotFiles } from './hostile-hook';

/**
 * Regression (issue 12, defect 2): with a relative XDG_CACHE_HOME or HOME (and no BEARING_CACHE_DIR) the hook wrote
 * its compile cache, and under Grok Build its event-claim files, into the user's repository, relative to its
 * working directory. A relative one is ignored now (the XDG rule); with nothing absolute left there is no cache.
 */
const scratch = useScratch();

const CLAUDE_CHECKOUT_MAIN = (cwd: string) =>
  JSON.stringify({
    session_id: 's',
    hook_event_name: 'PreToolUse',
    cwd,
    tool_name: 'Bash',
    tool_input: { command: 'git checkout -b main' },
    tool_use_id: 't1',
  });
const GROK_CHECKOUT_MAIN = (cwd: string) =>
  JSON.stringify({
    hookEventName: 'pre_tool_use',
    sessionId: 's',
    cwd,
    toolName: 'run_terminal_command',
    toolInput: { command: 'git checkout -b main' },
    toolUseId: 't1',
  });

describe.each([
  ['HOME', { HOME: 'home' }],
  ['XDG_CACHE_HOME, with a relative HOME', { XDG_CACHE_HOME: '.cache', HOME: '.' }],
  ['BEARING_CACHE_DIR, XDG_CACHE_HOME and HOME', { BEARING_CACHE_DIR: 'c', XDG_CACHE_HOME: 'x', HOME: 'h' }],
])('a relative %s: nothing lands in the repository', (_name, env) => {
  test.each([
    [
      'claude-code',
      CLAUDE_CHECKOUT_MAIN,
      { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: PROTECTED_MAIN_REASON } },
    ],
    ['grok-build', GROK_CHECKOUT_MAIN, { decision: 'deny', reason: PROTECTED_MAIN_REASON }],
  ])('%s: the same deny, no cache file and no claim file beside the cwd', async (host, payload, reply) => {
    const repo = scratch.repo('work');
    const before = snapshotFiles(repo.root, ['.git']);
    // Twice: the second run would find a cache (or a claim) the first had left.
    for (const id of ['t1', 't2']) {
      const run = await runHostile([host], payload(repo.root).replace('"t1"', `"${id}"`), {
        cwd: repo.root,
        env: { GROK_SESSION_ID: 'g1', ...env },
        unset: ['BEARING_CACHE_DIR'],
      });
      expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', reply]);
    }
    expect(snapshotFiles(repo.root, ['.git'])).toEqual(before);
    expect(repo.git('status', '--porcelain', '--ignored', '--untracked-files=all')).toBe('');
  });
});
