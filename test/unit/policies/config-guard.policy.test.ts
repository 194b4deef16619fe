import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigGuardPolicy } from '../../../src/policies/config-guard/config-guard.policy';
import type { HookEvent, ToolCall } from '../../../src/protocol/hook-event';
import { EvaluatedShellCommandAnalyzer } from '../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { GitHeadFileReader } from '../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../src/services/git-files/git-refs-file.reader';
import { execFileSync } from 'node:child_process';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { policyContext } from '../../support/policy-context';
import { bash, fileTool } from '../../support/tool-calls';
import { ruleChecked } from '../../support/rule-checked';

/**
 * A repository with its config committed, bearing's state in its git directory and what an older bearing left in
 * `.bearing/` (no longer bearing's state), and a home with a user-level config folder and bearing's user cache.
 */
const root = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-guard-')));
mkdirSync(join(root, '.bearing', 'sessions'), { recursive: true });
writeFileSync(join(root, '.bearing', '.gitignore'), '*\n');
writeFileSync(join(root, '.bearing', 'sessions', 'old.json'), '{}');
mkdirSync(join(root, 'src'));
writeFileSync(join(root, 'bearing.config.json'), '{}');
writeFileSync(join(root, 'notes.txt'), 'untracked\n');
const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'ignore' });
git('init', '-q');
git('add', 'bearing.config.json');
git('commit', '-qm', 'config');
mkdirSync(join(root, '.git', 'bearing', 'sessions', 'claude-code'), { recursive: true });
writeFileSync(join(root, '.git', 'bearing', 'sessions', 'claude-code', 's1.json'), '{}');
const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-home-')));
mkdirSync(join(home, '.config', 'bearing'), { recursive: true });
mkdirSync(join(home, '.cache', 'bearing', 'workspaces'), { recursive: true });

const tail =
  'which agents do not write, move or delete. Ask the user to make this change themselves: say what you would change and why, and do not try another way to change it.';
const CONFIG = (path: string, form: string) =>
  `protected_config: ${path} (rule: protect_bearing_config, \`${form}\`). This is bearing's configuration (bearing.config.json), ${tail}`;

function run(tool: ToolCall, options: { cwd?: string; env?: Record<string, string>; tracing?: boolean } = {}) {
  const { context, lines } = policyContext(undefined, options.tracing ?? false, 'config-guard');
  const environment = { HOME: home, ...options.env };
  const policy = new ConfigGuardPolicy(
    new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), environment),
    new WorkspaceLocator(),
    environment,
  );
  const event: HookEvent = { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd: options.cwd ?? root, tool, reentry: false, raw: {} };
  return { decision: ruleChecked(policy.evaluate(event, context)), lines };
}
const write = (name: string, input: Record<string, unknown>): ToolCall => fileTool(name, input);
const reason = (tool: ToolCall, options?: Parameters<typeof run>[1]) => run(tool, options).decision.reason;

describe('ConfigGuardPolicy: agents do not write, move or delete bearing’s own configuration and state', () => {
  test('file tools: the config (any case, anywhere), the state in the git directory and the user cache, the user-level folder', () => {
    expect(run(write('Write', { file_path: join(root, 'bearing.config.json'), content: '{}' })).decision).toEqual({
      verdict: 'deny',
      reason: CONFIG('bearing.config.json', 'Write'),
    });
    expect(reason(write('edit', { filePath: join(root, 'pkg', 'BEARING.CONFIG.JSON') }))).toBe(CONFIG('pkg/BEARING.CONFIG.JSON', 'edit'));
    expect(reason(write('write', { path: '.git/bearing/sessions/claude-code/x.json' }))).toBe(
      `protected_config: .git/bearing/sessions/claude-code/x.json (rule: protect_bearing_state, \`write\`). This is bearing's state (bearing/ in the git directory), ${tail}`,
    );
    expect(reason(write('Write', { file_path: join(home, '.cache', 'bearing', 'approvals.json') }))).toBe(
      `protected_config: ${join(home, '.cache', 'bearing', 'approvals.json')} (rule: protect_bearing_state, \`Write\`). This is bearing's state (its user cache folder), ${tail}`,
    );
    expect(reason(write('Write', { file_path: join(home, '.config', 'bearing', 'config.json') }))).toMatch(
      new RegExp(
        `^protected_config: ${join(home, '.config', 'bearing', 'config.json')} \\(rule: protect_user_config, \`Write\`\\)\\. This is the user's own bearing configuration, `,
      ),
    );
    expect(reason(write('Write', { file_path: '/elsewhere/cfg/bearing/config.json' }), { env: { XDG_CONFIG_HOME: '/elsewhere/cfg' } })).toMatch(
      /rule: protect_user_config/,
    );
  });

  test.each([
    [write('Write', { file_path: '.bearing/test-engineering/handoff.json' })],
    [write('Write', { file_path: '.bearing/sessions/claude-code/x.json' })],
    [write('Delete', { file_path: '.bearing/.gitignore' })],
    [write('Write', { file_path: join(home, '.cache', 'other', 'x.json') })],
    [write('Write', { file_path: 'src/bearing.ts' })],
    [write('Edit', { file_path: 'docs/bearing.config.json.md' })],
    [write('Write', { file_path: join(home, '.config', 'other', 'config.json') })],
    [fileTool('Read', { file_path: 'bearing.config.json' }, 'read')],
  ])('%j is not bearing’s to protect', (tool) => expect(run(tool).decision).toEqual({ verdict: 'none' }));

  test('a patch: every file it adds, updates, deletes or moves to', () => {
    const patch = (body: string) => write('apply_patch', { command: `*** Begin Patch\n${body}\n*** End Patch\n` });
    expect(reason(patch('*** Update File: bearing.config.json\n@@\n-{}\n+{"policies":{"configGuard":false}}'))).toBe(
      CONFIG('bearing.config.json', 'apply_patch'),
    );
    expect(reason(patch('*** Update File: a.txt\n*** Move to: sub/bearing.config.json'))).toBe(CONFIG('sub/bearing.config.json', 'apply_patch'));
    expect(reason(patch('*** Delete File: .git/bearing/sessions/a.json'))).toMatch(/rule: protect_bearing_state, `apply_patch`/);
    expect(run(patch('*** Delete File: .bearing/sessions/a.json')).decision).toEqual({ verdict: 'none' });
    expect(run(patch('*** Add File: hello.txt\n+hello')).decision).toEqual({ verdict: 'none' });
  });

  test.each([
    ["echo '{}' > bearing.config.json", CONFIG('bearing.config.json', '>')],
    ['cat <<EOF >> bearing.config.json\n{}\nEOF', CONFIG('bearing.config.json', '>>')],
    ["sed -i 's/deny/false/' bearing.config.json", CONFIG('bearing.config.json', 'sed -i')],
    ['echo {} | tee bearing.config.json', CONFIG('bearing.config.json', 'tee')],
    ['cp /tmp/mine.json ./bearing.config.json', CONFIG('bearing.config.json', 'cp')],
    ['mv bearing.config.json bearing.config.json.off', CONFIG('bearing.config.json', 'mv')],
    ['rm -f bearing.config.json', CONFIG('bearing.config.json', 'rm')],
    ['cd src && echo x > ../bearing.config.json', CONFIG('bearing.config.json', '>')],
    ['bash -c "echo {} > bearing.config.json"', CONFIG('bearing.config.json', '>')],
    ['git checkout main -- bearing.config.json', CONFIG('bearing.config.json', 'git checkout')],
    ['git rm bearing.config.json', CONFIG('bearing.config.json', 'git rm')],
  ])('%s', (command, expected) => expect(reason(bash(command))).toBe(expected));

  test('the state, the user-level file, and a folder that holds them', () => {
    expect(reason(bash('rm -rf .git/bearing'))).toBe(
      `protected_config: .git/bearing (rule: protect_bearing_state, \`rm\`). This is bearing's state (bearing/ in the git directory), ${tail}`,
    );
    expect(reason(bash('rm -rf .git'))).toBe(
      `protected_config: .git (rule: protect_bearing_config, \`rm\`). This is a folder that holds bearing's state, ${tail}`,
    );
    expect(reason(bash('find .git -name "*.json" -delete'))).toMatch(
      /^protected_config: \.git\/bearing\/sessions\/claude-code\/s1\.json \(rule: protect_bearing_state, `find -delete`\)/,
    );
    // find descends into .git from the top, where git's own selecting writes (`git clean -fdx`) never go.
    expect(reason(bash('find . -path "*/sessions/*" -delete'))).toMatch(
      /^protected_config: \.git\/bearing\/sessions\/claude-code\/s1\.json \(rule: protect_bearing_state, `find -delete`\)/,
    );
    expect(reason(bash('echo {} > ~/.cache/bearing/approvals.json'))).toMatch(/rule: protect_bearing_state, `>`/);
    expect(reason(bash('rm -rf ~/.cache'))).toBe(
      `protected_config: ${join(home, '.cache')} (rule: protect_bearing_config, \`rm\`). This is a folder that holds bearing's state, ${tail}`,
    );
    expect(reason(bash('echo {} > ~/.config/bearing/config.json'))).toMatch(/rule: protect_user_config, `>`/);
    expect(reason(bash(`rm -rf ${root}`), { cwd: join(root, 'src') })).toBe(
      `protected_config: ${root} (rule: protect_bearing_config, \`rm\`). This is a folder that holds bearing's configuration, ${tail}`,
    );
    expect(reason(bash('rm -rf ..'), { cwd: join(root, 'src') })).toMatch(
      /^protected_config: \S+ \(rule: protect_bearing_config, `rm`\)\. This is a folder that holds/,
    );
    expect(
      reason({
        name: 'PowerShell',
        kind: 'shell',
        dialect: 'powershell',
        input: {},
        command: "Set-Content -Path bearing.config.json -Value '{}'",
        paths: [],
        removes: [],
      }),
    ).toBe(CONFIG('bearing.config.json', 'Set-Content'));
  });

  test.each([
    'cat bearing.config.json',
    'rm -rf dist build',
    'git clean -fd',
    // What an older bearing left in the work tree is not its state: the everyday commands that meet it are let through.
    'git clean -fdx',
    'git stash -a',
    'git rm -r --cached .',
    'rm -rf .bearing',
    'grep -r x .bearing',
    'echo bearing > notes.txt',
    'cp bearing.config.json /tmp/copy.json',
    'npm test',
  ])('%s changes nothing of bearing’s', (command) => expect(run(bash(command)).decision).toEqual({ verdict: 'none' }));

  test('after a cd the text does not tell, a relative write is judged by its own name (it was let through)', () => {
    expect(reason(bash('cd "$PWD" && echo {} > bearing.config.json'))).toBe(CONFIG('bearing.config.json', '>'));
    expect(reason(bash('cd "$(git rev-parse --show-toplevel)" && rm -f .git/bearing/sessions/a.json'))).toMatch(
      /^protected_config: \.git\/bearing\/sessions\/a\.json \(rule: protect_bearing_state, `rm`\)/,
    );
    // Which folder it removes is unknown there: `rm -rf tmp` is not taken for /tmp, which holds the workspace.
    const top = root.split('/')[1]!;
    expect(run(bash(`cd "$D" && rm -rf ${top}`)).decision).toEqual({ verdict: 'none' });
    expect(run(bash('cd "$D" && echo hi > notes.txt')).decision).toEqual({ verdict: 'none' });
  });

  test('a write to ~/ with no HOME known: nowhere to place it, not checked', () => {
    expect(run(bash('echo {} > ~/.config/bearing/config.json'), { env: { HOME: '' } }).decision).toEqual({ verdict: 'none' });
  });

  test('an absolute path is checked after any cd', () => {
    expect(reason(bash(`cd "$D" && echo {} > ${join(root, 'bearing.config.json')}`))).toBe(CONFIG('bearing.config.json', '>'));
  });

  test('a path computed at run time is not checked, and says so when tracing', () => {
    expect(run(bash('echo {} > "$CONFIG"'), { tracing: true })).toEqual({
      decision: { verdict: 'none' },
      lines: ['config-guard: not checked: `>` writes $CONFIG, a path computed at run time'],
    });
  });
});

/** Another project beside the workspace: its own config (the guard off), a template folder, an archive of its config. */
const seed = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-seed-')));
writeFileSync(join(seed, 'bearing.config.json'), '{"policies":{"configGuard":false}}');
writeFileSync(join(seed, 'x.json'), '{}');
mkdirSync(join(seed, 'tmpl'));
writeFileSync(join(seed, 'tmpl', 'bearing.config.json'), '{}');
writeFileSync(join(seed, 'tmpl', 'x.json'), '{}');
execFileSync('tar', ['-cf', 'config.tar', 'bearing.config.json'], { cwd: seed });
writeFileSync(join(seed, 'excluded.txt'), '# what the copy leaves out\nbearing.config.json\n');
writeFileSync(join(seed, 'included.txt'), 'bearing.config.json\n');
afterAll(() => rmSync(seed, { recursive: true, force: true }));
const denied = (command: string, options?: Parameters<typeof run>[1]) => run(bash(command), options).decision.verdict === 'deny';

describe('ConfigGuardPolicy: what a copy, an archive or a sort really writes', () => {
  test.each([
    `rsync -a --exclude bearing.config.json ${seed}/ ./`,
    `rsync -a --exclude=bearing.config.json ${seed}/ ./`,
    `rsync -a --exclude '*.json' ${seed}/ ./`,
    `rsync -a --exclude '- bearing.config.json' ${seed}/ ./`,
    `rsync -a -f '- bearing.config.json' ${seed}/ ./`,
    `rsync -a --filter='exclude bearing.config.json' ${seed}/ ./`,
    `rsync -a --exclude-from=${seed}/excluded.txt ${seed}/ ./`,
    `rsync -a --exclude /bearing.config.json --exclude tmpl/ ${seed}/ ./`,
    `rsync -a --exclude '*seed*/bearing.config.json' --exclude '**/tmpl/*.json' ${seed} src/`,
    `rsync -an ${seed}/ ./`,
  ])('rsync leaves out what its rules exclude: %s', (command) => expect(denied(command)).toBe(false));

  test.each([
    `rsync -a ${seed}/ ./`,
    `rsync -a --exclude x.json ${seed}/ ./`,
    // Only the top one is left out: tmpl/bearing.config.json still lands.
    `rsync -a --exclude /bearing.config.json ${seed}/ ./`,
    // The first rule that matches decides.
    `rsync -a --include bearing.config.json --exclude '*.json' ${seed}/ ./`,
    `rsync -a --exclude-from=${seed}/included.txt --include bearing.config.json ${seed}/ ./`.replace('--exclude-from', '--include-from'),
    // Rules the reading cannot follow: a list it cannot read, per-folder filter files, a merge rule, --relative.
    `rsync -a --exclude-from=${seed}/missing.txt ${seed}/ ./`,
    `rsync -a --exclude-from=- ${seed}/ ./`,
    `rsync -a -F --exclude bearing.config.json ${seed}/ ./`,
    `rsync -a --filter='merge ${seed}/rules' --exclude bearing.config.json ${seed}/ ./`,
    `rsync -aR --exclude bearing.config.json ${seed}/ ./`,
    `rsync -a --exclude "$X" ${seed}/ ./`,
  ])('rsync writes what no rule leaves out: %s', (command) => expect(denied(command)).toBe(true));

  test('cp -n, mv -n: a destination that is there is not written; one that is not yet is a create', () => {
    for (const command of [
      `cp -n ${seed}/bearing.config.json .`,
      `cp --no-clobber ${seed}/bearing.config.json .`,
      `cp --update=none ${seed}/bearing.config.json .`,
      `cp -rn ${seed}/tmpl/. .`,
      `mv -n ${seed}/x.json ./bearing.config.json`,
      `rsync -a --ignore-existing ${seed}/bearing.config.json .`,
    ]) {
      expect([command, denied(command)]).toEqual([command, false]);
    }
    for (const command of [
      `cp -n ${seed}/bearing.config.json src/`,
      `cp -u ${seed}/bearing.config.json .`,
      `cp --update ${seed}/bearing.config.json .`,
      `cp -n -i ${seed}/bearing.config.json .`,
      `mv -n -f ${seed}/x.json ./bearing.config.json`,
    ]) {
      expect([command, denied(command)]).toEqual([command, true]);
    }
    // Moving the config away with -n onto a file that is there leaves it where it is; onto a new name, it goes.
    expect(denied('mv -n bearing.config.json notes.txt')).toBe(false);
    expect(denied('mv -n bearing.config.json bearing.json')).toBe(true);
  });

  test('tar -O extracts to stdout; tar -k keeps what is there', () => {
    for (const command of [
      `tar -xOf ${seed}/config.tar | jq .`,
      `tar --to-stdout -xf ${seed}/config.tar`,
      `tar xOf ${seed}/config.tar`,
      `tar -xkf ${seed}/config.tar`,
      `tar --skip-old-files -xf ${seed}/config.tar`,
      `tar --keep-old-files -xf ${seed}/config.tar`,
    ]) {
      expect([command, denied(command)]).toEqual([command, false]);
    }
    for (const command of [
      `tar -xf ${seed}/config.tar`,
      `tar -xkf ${seed}/config.tar -C src`,
      `tar -xkf ${seed}/config.tar --overwrite`,
      `tar -xf ${seed}/config.tar --keep-newer-files`,
    ]) {
      expect([command, denied(command)]).toEqual([command, true]);
    }
  });

  test('sort -o writes its output file', () => {
    expect(reason(bash('sort -o bearing.config.json bearing.config.json'))).toBe(CONFIG('bearing.config.json', 'sort -o'));
    expect(reason(bash('sort --output=bearing.config.json notes.txt'))).toBe(CONFIG('bearing.config.json', 'sort -o'));
    expect(reason(bash('sort -ro src/bearing.config.json notes.txt'))).toBe(CONFIG('src/bearing.config.json', 'sort -o'));
    expect(reason(bash('sort --out bearing.config.json notes.txt'))).toBe(CONFIG('bearing.config.json', 'sort -o'));
    expect(run(bash('sort -o sorted.txt bearing.config.json')).decision).toEqual({ verdict: 'none' });
    expect(run(bash('sort -k1,1 bearing.config.json')).decision).toEqual({ verdict: 'none' });
  });
});

describe('ConfigGuardPolicy: which bearing.config.json is this workspace’s', () => {
  test('one outside the workspace is another project’s: a sibling, another folder under /tmp, /tmp itself above a marked root', () => {
    for (const command of [
      `mkdir -p ../unpack && tar -xf ${seed}/config.tar -C ../unpack`,
      `cp -r ${seed} ../seed-copy`,
      'echo "{}" | tee /tmp/bearing.config.json',
      `cp ${seed}/bearing.config.json /tmp/`,
      'echo {} > ../bearing.config.json',
      `sed -i s/false/true/ ${seed}/bearing.config.json`,
    ]) {
      expect([command, denied(command)]).toEqual([command, false]);
    }
  });

  test('the root’s own and any folder’s under it (a nearer workspace); the state and the user’s folder wherever they are', () => {
    expect(reason(bash(`cp ${seed}/bearing.config.json src/`))).toBe(CONFIG('src/bearing.config.json', 'cp'));
    expect(reason(bash('echo {} > ../bearing.config.json'), { cwd: join(root, 'src') })).toBe(CONFIG(join(root, 'bearing.config.json'), '>'));
    expect(denied('echo {} > /tmp/deep/.git/bearing/x.json')).toBe(true);
    expect(denied(`echo {} > ${join(home, '.config', 'bearing', 'other.json')}`)).toBe(true);
    // After a cd the text does not tell, its own name decides.
    expect(denied('cd "$D" && echo {} > bearing.config.json')).toBe(true);
  });

  test('a symbolic link into the workspace is the workspace', () => {
    const link = join(tmpdir(), `bearing-link-${process.pid}`);
    symlinkSync(root, link);
    try {
      expect(denied(`echo {} > ${link}/src/bearing.config.json`)).toBe(true);
    } finally {
      unlinkSync(link);
    }
  });

  test('a cwd no marker finds (no .git, no config up to /) is the root, and a config above it would become the workspace’s', () => {
    const plain = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-plain-')));
    try {
      mkdirSync(join(plain, 'a'));
      expect(denied('echo {} > ../bearing.config.json', { cwd: join(plain, 'a') })).toBe(true);
      expect(denied('echo {} > ../../bearing.config.json', { cwd: join(plain, 'a') })).toBe(true);
      expect(denied(`echo {} > ${seed}/bearing.config.json`, { cwd: join(plain, 'a') })).toBe(false);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('ConfigGuardPolicy: git writing bearing’s files', () => {
  /** A repository of its own: the config committed, bearing's state in its git directory. */
  const repo = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-restore-')));
  const inRepo = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'ignore' });
  inRepo('init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'bearing.config.json'), '{}');
  mkdirSync(join(repo, 'sub'));
  writeFileSync(join(repo, 'sub', 'notes.txt'), 'x');
  inRepo('add', '-A');
  inRepo('commit', '-qm', 'config');
  mkdirSync(join(repo, '.git', 'bearing', 'sessions'), { recursive: true });
  writeFileSync(join(repo, '.git', 'bearing', 'sessions', 's1.json'), '{}');
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const here = (command: string) => run(bash(command), { cwd: repo }).decision;
  const RESTORES = [
    'git restore -- bearing.config.json',
    'git restore bearing.config.json',
    'git checkout -- bearing.config.json',
    'git checkout bearing.config.json',
    "git restore '*.json'",
    'git checkout -- .',
  ];

  test('a restore from the index rewrites only a config that differs from it: unchanged, nothing changes', () => {
    for (const command of RESTORES) expect([command, here(command)]).toEqual([command, { verdict: 'none' }]);
    // From another tree, any file under the path: whether it differs is not read.
    expect(here('git checkout main -- bearing.config.json').verdict).toBe('deny');
    expect(here('git restore --source=main -- .').verdict).toBe('deny');
  });

  test('the user’s edit, or a config the work tree lost, would be undone: refused', () => {
    writeFileSync(join(repo, 'bearing.config.json'), '{"policies":{}}');
    try {
      for (const command of RESTORES)
        expect([command, here(command)]).toEqual([
          command,
          { verdict: 'deny', reason: CONFIG('bearing.config.json', command.split(' ').slice(0, 2).join(' ')) },
        ]);
      // Only the index: the file stays as it is.
      expect(here('git restore --staged bearing.config.json')).toEqual({ verdict: 'none' });
      unlinkSync(join(repo, 'bearing.config.json'));
      for (const command of RESTORES) expect([command, here(command).verdict]).toEqual([command, 'deny']);
    } finally {
      writeFileSync(join(repo, 'bearing.config.json'), '{}');
      inRepo('update-index', '--refresh');
    }
    expect(here('git restore -- bearing.config.json')).toEqual({ verdict: 'none' });
  });

  test('git rm with a pathspec git expands itself (`*` crosses `/`), never taken for a write into the git directory', () => {
    expect(here("git rm -q '*.json'")).toEqual({ verdict: 'deny', reason: CONFIG('bearing.config.json', 'git rm') });
    expect(here("git rm -q ':(icase)*.JSON'").verdict).toBe('deny');
    expect(here("git rm -q ':/*.json'").verdict).toBe('deny');
    expect(here("git rm -r -q --cached '*.json'")).toEqual({ verdict: 'none' });
    expect(here("git rm -q 'sub/*.txt'")).toEqual({ verdict: 'none' });
    // .git/bearing/sessions/s1.json matches `*.json`, but git never removes it.
    expect(run(bash("git rm -q '*.json'"), { cwd: join(repo, 'sub') }).decision).toEqual({ verdict: 'none' });
    expect(run(bash("git rm -q '../*.json'"), { cwd: join(repo, 'sub') }).decision).toEqual({
      verdict: 'deny',
      reason: CONFIG(join(repo, 'bearing.config.json'), 'git rm'),
    });
  });

  test('git config -f writes the file it names when it sets, unsets or edits', () => {
    expect(here('git config -f sub/bearing.config.json policies.configGuard false')).toEqual({
      verdict: 'deny',
      reason: CONFIG('sub/bearing.config.json', 'git config'),
    });
    expect(here('git config --unset -f bearing.config.json policies.configGuard')).toEqual({
      verdict: 'deny',
      reason: CONFIG('bearing.config.json', 'git config'),
    });
    expect(run(bash('git config --file ~/.config/bearing/extra.json a.b c'), { cwd: repo }).decision.reason).toMatch(
      /^protected_config: \S+extra\.json \(rule: protect_user_config, `git config`\)/,
    );
    expect(here('git config -f .git/bearing/sessions/s1.json a.b c').reason).toMatch(/rule: protect_bearing_state, `git config`/);
    for (const command of [
      'git config -f bearing.config.json --get a.b',
      'git config -f bearing.config.json --list',
      'git config -f bearing.config.json a.b',
      'git config user.name x',
    ]) {
      expect([command, here(command)]).toEqual([command, { verdict: 'none' }]);
    }
  });
});
