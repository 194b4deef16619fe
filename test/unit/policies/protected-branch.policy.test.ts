import { ProtectedBranchPolicy } from '../../../src/policies/protected-branch/protected-branch.policy';
import { EvaluatedShellCommandAnalyzer } from '../../../src/services/shell-command/evaluated-shell-command.analyzer';
import type { BranchRefs } from '../../../src/services/git-files/branch-refs';
import type { ShellCommandAnalyzer } from '../../../src/services/shell-command/shell-command.analyzer';
import type { ShellDialect } from '../../../src/protocol/shell-dialect';
import type { CurrentBranch, CurrentBranchReader } from '../../../src/services/git-files/current-branch.reader';
import type { LocalBranches, LocalBranchReader } from '../../../src/services/git-files/local-branch.reader';
import type { WorkspaceConfig } from '../../../src/services/config/workspace-config';
import type { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import type { BranchesConfig } from '../../../src/services/config/bearing-config';
import type { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import type { HookEvent, ToolCall } from '../../../src/protocol/hook-event';
import { tracingEnabled } from '../../../src/platform/runtime-environment';
import { policyContext } from '../../support/policy-context';
import { bash, fileTool } from '../../support/tool-calls';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import { ruleChecked } from '../../support/rule-checked';

const locator = { root: () => '/w' } as unknown as WorkspaceLocator;
const configs = (config: WorkspaceConfig) => ({ read: () => config }) as unknown as WorkspaceConfigReader;
const withBranches = (branches: BranchesConfig) =>
  configs({ ok: true, config: {}, branches: [branches], files: ['/w/bearing.config.json'], unreadable: 'allow' });
const DEFAULTS = configs({ ok: true, config: {}, branches: [], files: [], unreadable: 'allow' });
const BROKEN = configs({ ok: false, path: '/w/bearing.config.json', location: '/w/bearing.config.json:3:5', error: 'unknown key "x"' });

/**
 * A HEAD reader that gives one answer and remembers what it was asked. Every directory is one repository,
 * except those under the given roots: each of those is another (`/w/other` and below, say).
 */
class FakeBranches implements CurrentBranchReader {
  readonly asked: [string, string | undefined][] = [];
  constructor(
    readonly answer: CurrentBranch = { kind: 'branch', name: 'feature/work' },
    private readonly otherRepositories: readonly string[] = [],
  ) {}
  read(directory: string, gitDir?: string): CurrentBranch {
    this.asked.push([directory, gitDir]);
    return this.answer;
  }
  repository(directory: string, gitDir?: string): string | undefined {
    return gitDir ?? this.otherRepositories.find((root) => directory === root || directory.startsWith(`${root}/`)) ?? '/w/.git';
  }
}

/** Local branches from a list, or unknown; remembers where it was asked. */
class FakeLocalBranches implements LocalBranchReader {
  readonly asked: string[] = [];
  constructor(readonly answer: LocalBranches = { kind: 'known', names: ['feature/work'] }) {}
  read(directory: string): LocalBranches {
    this.asked.push(directory);
    return this.answer;
  }
}

/**
 * The repository's refs: the branch checked out and the local branches exist (a commit makes none), and nothing else:
 * no symbolic refs to follow, no same-named remote branch to start from.
 */
function refsOf(branches: CurrentBranchReader, local: LocalBranchReader): BranchRefs {
  const names = () => [
    ...(branches instanceof FakeBranches && branches.answer.kind === 'branch' ? [branches.answer.name] : []),
    ...(local instanceof FakeLocalBranches && local.answer.kind === 'known' ? local.answer.names : []),
  ];
  return { exists: (_directory, _gitDir, ref) => names().some((name) => ref === `refs/heads/${name}`), oid: () => undefined, symrefTargets: () => [] };
}

function setup(
  options: {
    config?: WorkspaceConfigReader;
    branches?: CurrentBranchReader;
    local?: LocalBranchReader;
    env?: Record<string, string>;
    shell?: ShellCommandAnalyzer;
  } = {},
) {
  const { context, lines: diagnostics } = policyContext(CLAUDE_CODE_DESCRIPTOR, tracingEnabled(options.env ?? {}));
  const branches = options.branches ?? new FakeBranches();
  const local = options.local ?? new FakeLocalBranches();
  const shell = options.shell ?? new EvaluatedShellCommandAnalyzer(branches, local, options.env ?? {});
  const policy = new ProtectedBranchPolicy(shell, locator, options.config ?? DEFAULTS, local, refsOf(branches, local));
  const run = (command: string, event: Partial<HookEvent> = {}) =>
    ruleChecked(
      policy.evaluate(
        { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd: '/w', tool: bash(command), reentry: false, raw: {}, ...event },
        context,
      ),
    );
  return { run, diagnostics };
}

const NAMED = 'Branches named main, master, develop, prod, production are protected in this workspace';

describe('ProtectedBranchPolicy', () => {
  test('a rule set to "ask" asks (the user reads the reason); a refusal elsewhere in the command still wins; false is off', () => {
    const asking = setup({ config: withBranches({ rules: { push: 'ask', create: false } }) });
    expect(asking.run('git push origin main')).toEqual({
      verdict: 'ask',
      reason:
        'protected_ref: main (rule: push_protected_branch, `git push`). The agent wants to push to a protected branch; in this workspace bearing asks the user first.',
    });
    expect(asking.run('git push origin main && git branch -D master').verdict).toBe('deny');
    expect(asking.run('git checkout -b main')).toEqual({ verdict: 'none' });
    expect(asking.run('git push origin feature/x')).toEqual({ verdict: 'none' });
    const gitflow = setup({ config: withBranches({ preset: 'gitflow', rules: { create: 'ask' } }) });
    expect(gitflow.run('git switch -c fix/x').reason).toBe(
      'unallowed_ref: fix/x (rule: allowed_branch_names, `git switch -c`). The agent wants to create a protected branch, or one whose name the allowed patterns do not match; in this workspace bearing asks the user first.',
    );
  });

  test('history: a protected branch moves only forward by default (rewriting it is refused); force-pushing is off until turned on', () => {
    const onMain = { branches: new FakeBranches({ kind: 'branch', name: 'main' }) };
    for (const command of ['git reset --hard HEAD~1', 'git rebase -i HEAD~3', 'git commit --amend --no-edit', 'git pull --rebase']) {
      expect({ command, reason: setup(onMain).run(command).reason }).toEqual({
        command,
        reason: expect.stringMatching(/^protected_ref: main \(rule: rewrite_protected_branch, /),
      });
    }
    for (const command of [
      'git push --force origin feature/x',
      'git push origin +feature/x',
      'git commit -m x',
      'git merge --ff-only origin/main',
      'git pull --ff-only',
      'git reset --hard',
      'git reset HEAD -- a.txt',
    ]) {
      expect({ command, decision: setup(onMain).run(command) }).toEqual({ command, decision: { verdict: 'none' } });
    }
    expect(setup({ ...onMain, config: withBranches({ rules: { rewrite: false } }) }).run('git reset --hard HEAD~1')).toEqual({ verdict: 'none' });
    const history = setup({ ...onMain, config: withBranches({ rules: { rewrite: 'deny', forcePush: true } }) });
    expect(history.run('git reset --hard origin/main').reason).toBe(
      `protected_ref: main (rule: rewrite_protected_branch, \`git reset --hard\`, the branch checked out). ${NAMED}; agents do not rewrite their history. ` +
        'Leave main as it is: make the change on a branch of your own, for example `git switch -c feature/<topic>`, and add commits instead of rewriting them.',
    );
    expect(history.run('git commit --amend -m x').reason).toMatch(
      /^protected_ref: main \(rule: rewrite_protected_branch, `git commit --amend`, the branch checked out\)/,
    );
    expect(history.run('git filter-branch --msg-filter cat').verdict).toBe('deny');
    expect(history.run('git push --force-with-lease origin feature/x').reason).toBe(
      'force_push: feature/x (rule: force_push, `git push --force-with-lease`). Force pushes overwrite history others may have; agents do not force-push in this workspace. ' +
        'Push your commits without forcing (rebase on the remote branch first, or push to a new branch) and leave any overwrite to the user.',
    );
    expect(history.run('git push origin +HEAD:feature/y').reason).toMatch(/^force_push: feature\/y \(rule: force_push, `git push \+<refspec>`\)/);
    const onFeature = setup();
    expect(onFeature.run('git reset --hard HEAD~1 && git rebase main')).toEqual({ verdict: 'none' });
    expect(onFeature.run('git rebase main release')).toEqual({ verdict: 'none' });
    expect(onFeature.run('git rebase origin/main main').reason).toMatch(/^protected_ref: main \(rule: rewrite_protected_branch, `git rebase`\)/);
  });

  test('creating: the reason names the ref, the rule, the protected list and what to do instead (unchanged from the literal guard)', () => {
    expect(setup().run('git checkout -b main')).toEqual({
      verdict: 'deny',
      reason:
        `protected_ref: main (rule: create_protected_branch, \`git checkout -b\`). ${NAMED} and are not created by agents. ` +
        'Create a working branch with another name instead, for example `git checkout -b feature/<topic>`.',
    });
  });

  test('pushing, moving and committing each say what to do instead', () => {
    expect(setup().run('git push origin HEAD:main').reason).toBe(
      `protected_ref: main (rule: push_protected_branch, \`git push\`). ${NAMED}; agents do not push to them. ` +
        'Push your work to a branch of its own instead, for example `git push -u origin HEAD:feature/<topic>`, and open a pull request.',
    );
    expect(setup().run('git branch -D develop').reason).toBe(
      `protected_ref: develop (rule: move_protected_branch, \`git branch -D\`). ${NAMED}; agents do not force-move, rename or delete them. ` +
        'Leave develop as it is and work on a branch of your own, for example `git switch -c feature/<topic>`.',
    );
    const onMain = setup({ branches: new FakeBranches({ kind: 'branch', name: 'main' }), config: withBranches({ rules: { commit: true } }) });
    expect(onMain.run('git commit -m x').reason).toBe(
      `protected_ref: main (rule: commit_on_protected_branch, \`git commit\`, the branch checked out). ${NAMED}; agents do not commit on them. ` +
        'Create a working branch first, for example `git switch -c feature/<topic>`, then commit there.',
    );
    expect(setup().run('git push --mirror').reason).toMatch(
      /^protected_ref: main \(rule: push_protected_branch, `git push --mirror`, which pushes every branch\)\. /,
    );
    const withMaster = setup({ local: new FakeLocalBranches({ kind: 'known', names: ['feature/work', 'master'] }) });
    expect(withMaster.run('git push --all origin').reason).toMatch(
      /^protected_ref: master \(rule: push_protected_branch, `git push --all`, which pushes every local branch\)\. /,
    );
  });

  test('gitflow: a name outside the allowed patterns gets an example built from the name', () => {
    const gitflow = setup({ config: withBranches({ preset: 'gitflow' }) });
    expect(gitflow.run('git switch -c fix/login').reason).toBe(
      'unallowed_ref: fix/login (rule: allowed_branch_names, `git switch -c`). New branches in this workspace must match ' +
        'feature/*, bugfix/*, hotfix/*, release/* (preset gitflow). Use a name that does, for example `git switch -c feature/login`.',
    );
    expect(gitflow.run('git checkout -b main').reason).toMatch(/^protected_ref: main .* for example `git checkout -b feature\/<topic>`\.$/);
  });

  test('the branch checked out is read where git runs: cwd, then `cd`, then `-C`; `--git-dir` names the repository', () => {
    const branches = new FakeBranches({ kind: 'branch', name: 'main' });
    const { run } = setup({ branches });
    expect(run('cd a && git -C b push').verdict).toBe('deny');
    expect(run('git --git-dir=../other/.git push').verdict).toBe('deny');
    expect(run('GIT_DIR=/abs/.git git push', { cwd: '/elsewhere' }).verdict).toBe('deny');
    expect(branches.asked).toEqual([
      ['/w/a/b', undefined],
      ['/w', '/other/.git'],
      ['/elsewhere', '/abs/.git'],
    ]);
  });

  test('the branch checked out is never read when no rule needs it', () => {
    const branches = new FakeBranches({ kind: 'branch', name: 'main' });
    setup({ branches }).run('git push origin feature/x && git log');
    setup({ branches, config: withBranches({ rules: { create: false } }) }).run('git commit -m x');
    expect(branches.asked).toEqual([]);
    // With the create rule on, a commit needs it: on a branch not made yet, the commit makes it.
    setup({ branches }).run('git commit -m x');
    expect(branches.asked).toEqual([['/w', undefined]]);
  });

  test('a branch switched to earlier in the same `&&` chain is the one later invocations in that repository act on', () => {
    const onMain = new FakeBranches({ kind: 'branch', name: 'main' }, ['/w/other']);
    const main = setup({ branches: onMain });
    expect(main.run('git checkout -b feature/y && git push -u origin HEAD')).toEqual({ verdict: 'none' });
    expect(main.run("bash -c 'git switch -c feature/y && git push'")).toEqual({ verdict: 'none' });
    expect(main.run('git switch -c feature/y && git switch main && git push').reason).toMatch(
      /^protected_ref: main \(rule: push_protected_branch, `git push`, the branch checked out\)/,
    );
    expect(onMain.asked).toEqual([]); // HEAD on disk is read only where no switch certain to have happened tells
    // Another repository (`-C`, `cd`) keeps its own branch; a folder of the same one does not.
    expect(main.run('git -C other switch -c feature/y && git push').verdict).toBe('deny');
    expect(main.run('cd other && git switch -c feature/y; cd .. && git push').verdict).toBe('deny');
    expect(main.run('git -C sub switch -c feature/y && git push')).toEqual({ verdict: 'none' });
    expect(onMain.asked).toEqual([
      ['/w', undefined],
      ['/w', undefined],
    ]);
    const feature = setup();
    expect(feature.run('git switch main && git push').reason).toMatch(
      /^protected_ref: main \(rule: push_protected_branch, `git push`, the branch checked out\)/,
    );
    expect(feature.run('git checkout main && git push origin HEAD').verdict).toBe('deny');
    expect(feature.run('git checkout main && git update-ref HEAD HEAD~1').reason).toMatch(/^protected_ref: main \(rule: move_protected_branch/);
    expect(feature.run('git branch main2 && git checkout -- main && git push')).toEqual({ verdict: 'none' });
  });

  test('a switch that may or may not have happened adds its branch to the one before it: either protected refuses', () => {
    const main = setup({ branches: new FakeBranches({ kind: 'branch', name: 'main' }) });
    // After `;` or a line break git pushes even when the checkout failed, and then it pushes main.
    for (const command of ['git switch feature/x; git push', "bash -c 'git switch -c feature/y\ngit push'", 'x || git switch feature/y; git push']) {
      expect({ command, verdict: main.run(command).verdict }).toEqual({ command, verdict: 'deny' });
    }
    const feature = setup();
    for (const command of [
      'git switch main || true; git push',
      '(git switch main) && git push',
      'git switch main | cat; git push',
      'if x; then git switch main; fi; git push',
      'git -C "$D" switch main && git push',
    ]) {
      expect({ command, decision: feature.run(command) }).toEqual({
        command,
        decision: { verdict: 'deny', reason: expect.stringMatching(/^protected_ref: main \(rule: push_protected_branch/) },
      });
    }
    expect(feature.run('git switch -c feature/z || git switch feature/y; git push')).toEqual({ verdict: 'none' });
  });

  test('a switch to a branch the text does not tell: allowed, and said when tracing', () => {
    const { run, diagnostics } = setup({ env: { BEARING_TRACE: '1' } });
    const unknownBecause = (why: string) => `protected-branch: not checked: \`git push\` acts on the branch checked out, which is unknown (${why})`;
    expect(run('git checkout - && git push')).toEqual({ verdict: 'none' });
    expect(run('git -C "$D" checkout feature/x && git push')).toEqual({ verdict: 'none' });
    expect(diagnostics).toEqual([unknownBecause('`git checkout -` before it: it switches to the branch checked out before (`-`)')]);
    const detached = setup({ branches: new FakeBranches({ kind: 'branch', name: 'main' }), env: { BEARING_TRACE: '1' } });
    expect(detached.run('git checkout --detach && git push')).toEqual({ verdict: 'none' });
    expect(detached.diagnostics).toEqual([]);
  });

  test('`git push --all` pushes the protected branches that exist locally, those the command creates first among them', () => {
    const local = new FakeLocalBranches({ kind: 'known', names: ['feature/work', 'feature/other'] });
    const { run } = setup({ local });
    expect(run('git push --all origin')).toEqual({ verdict: 'none' });
    expect(run('git -C sub push --branches')).toEqual({ verdict: 'none' });
    expect(local.asked).toEqual(['/w', '/w/sub']);
    expect(run('git push --mirror').verdict).toBe('deny'); // it also deletes remote branches missing locally
    expect(run('git push --all --prune origin').verdict).toBe('deny');
    const createOff = setup({ local, config: withBranches({ rules: { create: false } }) });
    expect(createOff.run('git branch main && git push --all origin').reason).toMatch(
      /^protected_ref: main \(rule: push_protected_branch, `git push --all`, which pushes every local branch\)/,
    );
    const unknown = setup({
      local: new FakeLocalBranches({ kind: 'unknown', why: 'cannot read the branches in /w/.git (ENOTDIR)' }),
      env: { BEARING_TRACE: '1' },
    });
    expect(unknown.run('git push --all origin')).toEqual({ verdict: 'none' });
    expect(unknown.diagnostics).toEqual([
      'protected-branch: not checked: `git push --all` pushes every local branch, which are unknown (cannot read the branches in /w/.git (ENOTDIR))',
    ]);
  });

  test('a detached HEAD, an unknown repository or an unknown directory: allowed; only tracing says why', () => {
    const detached = setup({ branches: new FakeBranches({ kind: 'detached' }), env: { BEARING_TRACE: '1' } });
    expect(detached.run('git push')).toEqual({ verdict: 'none' });
    expect(detached.diagnostics).toEqual([]);
    const unknown = setup({ branches: new FakeBranches({ kind: 'unknown', why: 'no git repository at or above /w' }), env: { BEARING_TRACE: '1' } });
    expect(unknown.run('git push')).toEqual({ verdict: 'none' });
    expect(unknown.diagnostics).toEqual([
      'protected-branch: not checked: `git push` acts on the branch checked out, which is unknown (no git repository at or above /w)',
    ]);
    const moved = setup({ env: { BEARING_TRACE: '1' } });
    expect(moved.run('cd "$X" && git push')).toEqual({ verdict: 'none' });
    expect(moved.diagnostics).toEqual([
      'protected-branch: not checked: `git push` acts on the branch checked out, which is unknown (the command does not tell where git runs)',
    ]);
  });

  test('an event without a usable cwd is judged where the hook process runs, never as nowhere', () => {
    // The canonical event drops an empty, relative or overlong cwd (canonical-fields.ts); git then runs in the
    // hook's own folder, where the host started it. Judging it "nowhere" let `git push` onto main pass.
    const onMain = new FakeBranches({ kind: 'branch', name: 'main' });
    const { run } = setup({ branches: onMain });
    expect(run('git push', { cwd: undefined })).toMatchObject({ verdict: 'deny', reason: expect.stringContaining('push_protected_branch') });
    expect(onMain.asked).toEqual([[process.cwd(), undefined]]);
  });

  test('what the command does not tell is allowed, and said on stderr only when tracing', () => {
    for (const env of [{}, { BEARING_TRACE: '1' }] as Record<string, string>[]) {
      const { run, diagnostics } = setup({ env });
      expect(run('git checkout -b "$NAME"; eval "$X"; bash ./release.sh')).toEqual({ verdict: 'none' });
      expect(diagnostics).toEqual(
        'BEARING_TRACE' in env
          ? [
              'protected-branch: not checked: `git checkout -b $NAME`: the branch name is computed at run time',
              'protected-branch: not checked: eval runs text built at run time: `eval $X`',
              'protected-branch: not checked: bash runs the script file ./release.sh, which cannot be read',
            ]
          : [],
      );
    }
  });

  test('a command the parser chokes on is allowed, with one diagnostic line when tracing', () => {
    const { run, diagnostics } = setup({ env: { BEARING_TRACE: 'yes' } });
    expect(run('git checkout -b ${')).toEqual({ verdict: 'none' });
    expect(diagnostics).toEqual(['protected-branch: not checked: the command could not be read: a bad ${…} expansion at character 19']);
  });

  test('a command past a bound of the reading is refused whatever `unreadable` says, and a syntax error refuses only what ran before it', () => {
    const { run, diagnostics } = setup({ env: { BEARING_TRACE: '1' } });
    const deep = run('f() { f; }; f');
    expect(deep).toEqual({
      verdict: 'deny',
      reason:
        'unreadable_command: bearing cannot tell what this command does (rule: read_limit; f: functions nested deeper than 24 calls are not read). A command this large is refused wherever it is written: split it into smaller commands.',
    });
    expect(run(`${'true\n'.repeat(20_001)}echo done`).reason).toContain('(rule: read_limit; the command runs more than 20000 commands; the rest was not read)');
    // bash runs line 1 before it meets the stray `fi` on line 2; on one line it runs nothing.
    expect(run('git checkout -b main\nfi').reason).toMatch(/^protected_ref: main \(rule: create_protected_branch/);
    expect(run('git checkout -b main; fi')).toEqual({ verdict: 'none' });
    expect(diagnostics.slice(-2)).toEqual([
      'protected-branch: not checked: the command: from line 2 on, it could not be read (unexpected `f` at character 22)',
      'protected-branch: not checked: the command could not be read: unexpected `f` at character 23',
    ]);
  });

  test('a broken policy file: what a default rule looks at is refused with one pointer line; nothing else is', () => {
    const broken = setup({ config: BROKEN });
    expect(broken.run('git checkout -b feature/x')).toEqual({
      verdict: 'deny',
      reason:
        'policy_unavailable: cannot check branch "feature/x" because /w/bearing.config.json:3:5 is broken (unknown key "x"). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry',
    });
    expect(broken.run('git push')).toEqual({
      verdict: 'deny',
      reason:
        'policy_unavailable: cannot check `git push` because /w/bearing.config.json:3:5 is broken (unknown key "x"). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry',
    });
    expect(broken.diagnostics).toEqual(['/w/bearing.config.json:3:5: unknown key "x"', '/w/bearing.config.json:3:5: unknown key "x"']);
    for (const command of ['npm test', 'git log main', 'git commit -m x', 'git checkout main']) expect(broken.run(command)).toEqual({ verdict: 'none' });
    expect(broken.diagnostics).toHaveLength(2);
  });

  test('the workspace config replaces the protected list, turns rules off, and overrides by directory', () => {
    const custom = setup({ config: withBranches({ protected: ['trunk'], rules: { push: false } }) });
    expect(custom.run('git checkout -b main')).toEqual({ verdict: 'none' });
    expect(custom.run('git checkout -b Trunk').reason).toContain('Branches named trunk are protected');
    expect(custom.run('git push origin trunk')).toEqual({ verdict: 'none' });
    const upper = setup({ config: withBranches({ protected: ['Stable'] }) });
    expect(upper.run('git branch stable').reason).toMatch(/^protected_ref: stable /);
    const override = setup({ config: withBranches({ workspaces: [{ glob: 'svc/**', protected: ['stable'] }] }) });
    expect(override.run('git checkout -b stable')).toEqual({ verdict: 'none' });
    expect(override.run('cd svc/api && git checkout -b stable').verdict).toBe('deny');
    expect(override.run('git checkout -b stable', { cwd: '/w/svc' }).verdict).toBe('deny');
    expect(override.run('cd svc && git checkout -b main')).toEqual({ verdict: 'none' });
  });

  test('a command is read in the dialect its adapter gave it: PowerShell, or a POSIX shell', () => {
    const dialects: (ShellDialect | undefined)[] = [];
    const shell: ShellCommandAnalyzer = {
      analyze: (_c, dialect) => (dialects.push(dialect), { commands: [], invocations: [], refChanges: [], writes: [], unread: [] }),
    };
    const { run } = setup({ shell });
    const powershell = (command: string): ToolCall => ({
      name: 'PowerShell',
      kind: 'shell',
      dialect: 'powershell',
      input: {},
      command,
      paths: [],
      removes: [],
    });
    run('git status', { tool: powershell('git status') });
    run('git status');
    expect(dialects).toEqual(['powershell', 'posix']);
    // PowerShell's escape character is the backtick: `ma`in` is `main` there, and a command substitution in a POSIX shell.
    const escaped = 'git checkout -b ma`in';
    expect(setup().run(escaped, { tool: powershell(escaped) })).toMatchObject({ reason: expect.stringMatching(/^protected_ref: main /) });
    expect(setup().run(escaped)).toEqual({ verdict: 'none' });
  });

  test('every command is read, traced or not: no shortcut on the text decides before the reading does', () => {
    const read: string[] = [];
    const shell: ShellCommandAnalyzer = {
      analyze: (command) => (read.push(command), { commands: [], invocations: [], refChanges: [], writes: [], unread: [] }),
    };
    const commands = ['npm test && ls', 'bash ./release.sh', "g''it push origin main", 'pwsh -enc ZwBpAHQA', 'powershell -c x'];
    for (const command of commands) setup({ shell }).run(command);
    expect(read).toEqual(commands);
    for (const env of [{}, { BEARING_TRACE: '1' }] as Record<string, string>[]) {
      for (const quoted of ["g''it push origin HEAD:main", '\\g\\i\\t push origin HEAD:main', '"g"it checkout -b main']) {
        expect({ quoted, env, verdict: setup({ env }).run(quoted).verdict }).toEqual({ quoted, env, verdict: 'deny' });
      }
    }
  });

  test('a tool call without a command is none of its business', () => {
    expect(setup().run('', { tool: fileTool('Write', { file_path: 'main' }) })).toEqual({ verdict: 'none' });
  });
});
