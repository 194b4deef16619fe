import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVATION_ADVICE_WITHOUT_PLAN, PROTECTED_MAIN_REASON } from '../../support/expected-replies';
import { READY_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { claude, claudeDeny } from './hostile-workspace';
import { forNobody, runHostile, snapshotFiles, stderrLines } from './hostile-hook';

/**
 * A payload `cwd` that names no usable folder: missing, relative (relative to what?), a file, one nobody may
 * read. The guard still denies by the command's text; the session start still advises; nothing is written.
 * A relative cwd counts as not sent (src/framework/payload/canonical-fields.ts): the hook's own working directory,
 * where the host started it, is used.
 */
const scratch = useScratch();
const PUSH_ONTO_MAIN =
  'protected_ref: main (rule: push_protected_branch, `git push`, the branch checked out). Branches named main, master, develop, prod, production are protected in this workspace; agents do not push to them. Push your work to a branch of its own instead, for example `git push -u origin HEAD:feature/<topic>`, and open a pull request.';
const ADVICE = { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: ACTIVATION_ADVICE_WITHOUT_PLAN } };
const READY = {
  hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: expect.stringMatching(/^Bearing activation: ADVISE\nreason: context_ready\n/) },
};

describe('a cwd that names no usable folder (Claude Code)', () => {
  const repo = scratch.repo('work');
  repo.write('notes.txt', 'a file\n');
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['missing', join(repo.root, 'gone', 'deeper')],
    ['relative', 'src/app'],
    ['a file', join(repo.root, 'notes.txt')],
    ['the empty string', ''],
    ['with a NUL byte', `${repo.root}\0/x`],
  ];

  test.each(cases)('%s: `git checkout -b main` is denied, the session start advises, nothing changes', async (_name, cwd) => {
    const before = snapshotFiles(repo.root);
    const deny = await runHostile(['claude-code'], claude.bash(cwd, 'git checkout -b main'), { cwd: repo.root });
    expect([deny.status, deny.stderr, JSON.parse(deny.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
    const start = await runHostile(['claude-code'], claude.sessionStart(cwd), { cwd: repo.root });
    expect([start.status, start.stderr, JSON.parse(start.stdout)]).toEqual([0, '', ADVICE]);
    const stop = await runHostile(['claude-code'], claude.stop(cwd), { cwd: repo.root });
    expect([stop.status, stop.stdout, stop.stderr]).toEqual([0, '', '']);
    expect(snapshotFiles(repo.root)).toEqual(before);
  });

  // Review of issue 12's cwd rule: a dropped cwd once left git running "nowhere", so the rules about the branch
  // checked out were skipped and `git push` onto main passed.
  test.each([
    ['relative', 'src/app'],
    ['the empty string', ''],
    ['with a NUL byte', '/nowhere\0/x'],
    ['longer than a path can be', `/${'d/'.repeat(2_500)}`],
  ])('%s, the hook started in a repository on main: `git push` is denied as a push onto main', async (_name, cwd) => {
    const onMain = scratch.repo('main');
    const run = await runHostile(['claude-code'], claude.bash(cwd, 'git push'), { cwd: onMain.root });
    expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', claudeDeny(PUSH_ONTO_MAIN)]);
  });

  test('relative, in a workspace with a plan: the plan where the host started the hook is found', async () => {
    const planned = scratch.repo('work');
    planned.write('plan.md', READY_PLAN);
    const run = await runHostile(['claude-code'], claude.sessionStart('some/relative/dir'), { cwd: planned.root });
    expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', READY]);
  });

  test('a folder the hook may not read (mode 000, run as nobody under root): the advice, one line naming each thing it could not read', async () => {
    const root = scratch.dir('bearing-unreadable-cwd-');
    const locked = join(root, 'locked');
    mkdirSync(locked);
    writeFileSync(join(locked, 'plan.md'), READY_PLAN);
    forNobody(root);
    chmodSync(locked, 0o000);
    try {
      // Outside git the session's record lives in the user cache (here ~/.cache/bearing, nobody's own), out of the
      // locked folder: what cannot be read is the plan, and what an older bearing may have left in .bearing/sessions/.
      const asNobody = { cwd: root, asNobody: true, unset: ['XDG_CONFIG_HOME', 'BEARING_CACHE_DIR'], env: { HOME: root } } as const;
      const run = await runHostile(['claude-code'], claude.sessionStart(locked), asNobody);
      expect([run.status, JSON.parse(run.stdout)]).toEqual([0, ADVICE]);
      // One line, naming each thing it could not do: read the plan, look for session records of an older bearing.
      expect(stderrLines(run)).toEqual([
        `bearing: plan scan skipped what it could not read: .: EACCES; ${join(locked, '.bearing', 'sessions')}: cannot look into it (EACCES); the session records there, if any, stay there`,
      ]);
      const deny = await runHostile(['claude-code'], claude.bash(locked, 'git checkout -b main'), asNobody);
      // Whether a bearing.config.json is there cannot be known: what the default rules check is refused, as with a broken one.
      const config = join(locked, 'bearing.config.json');
      const reason = `policy_unavailable: cannot check branch "main" because ${config} is broken (cannot read it (EACCES)). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`;
      expect([deny.status, JSON.parse(deny.stdout), stderrLines(deny)]).toEqual([0, claudeDeny(reason), [`bearing: ${config}: cannot read it (EACCES)`]]);
    } finally {
      chmodSync(locked, 0o755);
    }
  });
});
