import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
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
import { bash } from '../../support/tool-calls';

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

const tail = 'which agents do not write, move or delete. Ask the user to make this change themselves: say what you would change and why, and do not try another way to change it.';
const CONFIG = (path: string, form: string) => `protected_config: ${path} (rule: protect_bearing_config, \`${form}\`). This is bearing's configuration (bearing.config.json), ${tail}`;

function run(tool: ToolCall, options: { cwd?: string; env?: Record<string, string>; tracing?: boolean } = {}) {
  const { context, lines } = policyContext(undefined, options.tracing ?? false);
  const environment = { HOME: home, ...options.env };
  const policy = new ConfigGuardPolicy(new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), environment), new WorkspaceLocator(), environment);
  const event: HookEvent = { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd: options.cwd ?? root, tool, reentry: false, raw: {} };
  return { decision: policy.evaluate(event, context), lines };
}
const write = (name: string, input: Record<string, unknown>): ToolCall => ({ name, kind: 'write', input });
const reason = (tool: ToolCall, options?: Parameters<typeof run>[1]) => run(tool, options).decision.reason;

describe('ConfigGuardPolicy: agents do not write, move or delete bearing’s own configuration and state', () => {
  test('file tools: the config (any case, anywhere), the state in the git directory and the user cache, the user-level folder', () => {
    expect(run(write('Write', { file_path: join(root, 'bearing.config.json'), content: '{}' })).decision).toEqual({ verdict: 'deny', reason: CONFIG('bearing.config.json', 'Write') });
    expect(reason(write('edit', { filePath: join(root, 'pkg', 'BEARING.CONFIG.JSON') }))).toBe(CONFIG('pkg/BEARING.CONFIG.JSON', 'edit'));
    expect(reason(write('write', { path: '.git/bearing/sessions/claude-code/x.json' }))).toBe(
      `protected_config: .git/bearing/sessions/claude-code/x.json (rule: protect_bearing_state, \`write\`). This is bearing's state (bearing/ in the git directory), ${tail}`,
    );
    expect(reason(write('Write', { file_path: join(home, '.cache', 'bearing', 'approvals.json') }))).toBe(
      `protected_config: ${join(home, '.cache', 'bearing', 'approvals.json')} (rule: protect_bearing_state, \`Write\`). This is bearing's state (its user cache folder), ${tail}`,
    );
    expect(reason(write('Write', { file_path: join(home, '.config', 'bearing', 'config.json') }))).toMatch(
      new RegExp(`^protected_config: ${join(home, '.config', 'bearing', 'config.json')} \\(rule: protect_user_config, \`Write\`\\)\\. This is the user's own bearing configuration, `),
    );
    expect(reason(write('Write', { file_path: '/elsewhere/cfg/bearing/config.json' }), { env: { XDG_CONFIG_HOME: '/elsewhere/cfg' } })).toMatch(/rule: protect_user_config/);
  });

  test.each([
    [write('Write', { file_path: '.bearing/test-engineering/handoff.json' })],
    [write('Write', { file_path: '.bearing/sessions/claude-code/x.json' })],
    [write('Delete', { file_path: '.bearing/.gitignore' })],
    [write('Write', { file_path: join(home, '.cache', 'other', 'x.json') })],
    [write('Write', { file_path: 'src/bearing.ts' })],
    [write('Edit', { file_path: 'docs/bearing.config.json.md' })],
    [write('Write', { file_path: join(home, '.config', 'other', 'config.json') })],
    [{ name: 'Read', kind: 'read' as const, input: { file_path: 'bearing.config.json' } }],
  ])('%j is not bearing’s to protect', (tool) => expect(run(tool).decision).toEqual({ verdict: 'none' }));

  test('a patch: every file it adds, updates, deletes or moves to', () => {
    const patch = (body: string) => write('apply_patch', { command: `*** Begin Patch\n${body}\n*** End Patch\n` });
    expect(reason(patch('*** Update File: bearing.config.json\n@@\n-{}\n+{"policies":{"configGuard":false}}'))).toBe(CONFIG('bearing.config.json', 'apply_patch'));
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
    ['git checkout -- bearing.config.json', CONFIG('bearing.config.json', 'git checkout')],
    ['git rm bearing.config.json', CONFIG('bearing.config.json', 'git rm')],
  ])('%s', (command, expected) => expect(reason(bash(command))).toBe(expected));

  test('the state, the user-level file, and a folder that holds them', () => {
    expect(reason(bash('rm -rf .git/bearing'))).toBe(`protected_config: .git/bearing (rule: protect_bearing_state, \`rm\`). This is bearing's state (bearing/ in the git directory), ${tail}`);
    expect(reason(bash('rm -rf .git'))).toBe(`protected_config: .git (rule: protect_bearing_config, \`rm\`). This is a folder that holds bearing's state, ${tail}`);
    expect(reason(bash('find .git -name "*.json" -delete'))).toMatch(/^protected_config: \.git\/bearing\/sessions\/claude-code\/s1\.json \(rule: protect_bearing_state, `find -delete`\)/);
    // find descends into .git from the top, where git's own selecting writes (`git clean -fdx`) never go.
    expect(reason(bash('find . -path "*/sessions/*" -delete'))).toMatch(/^protected_config: \.git\/bearing\/sessions\/claude-code\/s1\.json \(rule: protect_bearing_state, `find -delete`\)/);
    expect(reason(bash('echo {} > ~/.cache/bearing/approvals.json'))).toMatch(/rule: protect_bearing_state, `>`/);
    expect(reason(bash('rm -rf ~/.cache'))).toBe(`protected_config: ${join(home, '.cache')} (rule: protect_bearing_config, \`rm\`). This is a folder that holds bearing's state, ${tail}`);
    expect(reason(bash('echo {} > ~/.config/bearing/config.json'))).toMatch(/rule: protect_user_config, `>`/);
    expect(reason(bash(`rm -rf ${root}`), { cwd: join(root, 'src') })).toBe(
      `protected_config: ${root} (rule: protect_bearing_config, \`rm\`). This is a folder that holds bearing's configuration, ${tail}`,
    );
    expect(reason(bash('rm -rf ..'), { cwd: join(root, 'src') })).toMatch(/^protected_config: \S+ \(rule: protect_bearing_config, `rm`\)\. This is a folder that holds/);
    expect(reason({ name: 'PowerShell', kind: 'shell', dialect: 'powershell', input: {}, command: "Set-Content -Path bearing.config.json -Value '{}'" })).toBe(CONFIG('bearing.config.json', 'Set-Content'));
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
  ])(
    '%s changes nothing of bearing’s',
    (command) => expect(run(bash(command)).decision).toEqual({ verdict: 'none' }),
  );

  test('after a cd the text does not tell, a relative write is judged by its own name (it was let through)', () => {
    expect(reason(bash('cd "$PWD" && echo {} > bearing.config.json'))).toBe(CONFIG('bearing.config.json', '>'));
    expect(reason(bash('cd "$(git rev-parse --show-toplevel)" && rm -f .git/bearing/sessions/a.json'))).toMatch(/^protected_config: \.git\/bearing\/sessions\/a\.json \(rule: protect_bearing_state, `rm`\)/);
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
    expect(run(bash('echo {} > "$CONFIG"'), { tracing: true })).toEqual({ decision: { verdict: 'none' }, lines: ['config-guard: not checked: `>` writes $CONFIG, a path computed at run time'] });
  });
});
