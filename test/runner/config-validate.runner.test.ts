import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { runHook } from '../support/run-hook';

/** `bearing config validate`, as a user runs it: the committed CLI, in a folder of its own, with a config home of its own. */
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** A workspace (a folder with .git) holding `workspace` as its bearing.config.json, and a user config home holding `user`. */
function setup(files: { workspace?: string; user?: string }) {
  const root = folder('bearing-validate-');
  mkdirSync(join(root, '.git'));
  mkdirSync(join(root, 'src', 'deep'), { recursive: true });
  if (files.workspace !== undefined) writeFileSync(join(root, 'bearing.config.json'), files.workspace);
  const xdg = folder('bearing-validate-xdg-');
  if (files.user !== undefined) {
    mkdirSync(join(xdg, 'bearing'));
    writeFileSync(join(xdg, 'bearing', 'config.json'), files.user);
  }
  const validate = (args: string[] = [], cwd = root) =>
    spawnSync(process.execPath, [CLI, 'config', 'validate', ...args], {
      cwd,
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env['PATH'] ?? '', HOME: xdg, XDG_CONFIG_HOME: xdg },
    });
  return { root, user: join(xdg, 'bearing', 'config.json'), workspace: join(root, 'bearing.config.json'), validate };
}

const BAD =
  '{\n  "branches": {\n    "preset": "git-flow",\n    "rule": { "push": false },\n    "protected": "main"\n  },\n  "policies": { "closeout": "off" }\n}\n';
const BAD_LINES = [
  ':3:15: branches.preset must be one of the following values: github-flow, gitflow, trunk-based, custom (did you mean "gitflow"?)',
  ':4:5: unknown key "branches.rule" (did you mean "rules"?)',
  ':5:18: branches.protected must be an array',
  ':7:29: policies.closeout must be a boolean value',
];

describe('bearing config validate', () => {
  test('with no file: the files that apply here, the user’s first, found from a subfolder as the hook finds them; exit 0', () => {
    const { root, user, workspace, validate } = setup({
      user: '{"policies":{"taskOffer":false}}',
      workspace: '{"$schema":"./node_modules/bearing-hooks/schema/bearing.config.schema.json","branches":{"preset":"gitflow"}}',
    });
    expect(validate([], join(root, 'src', 'deep'))).toMatchObject({ status: 0, stdout: `ok: ${user}\nok: ${workspace}\n`, stderr: '' });
  });

  test('a bearing.config.json above the workspace is named as ignored, as check names it (the hook never reads it); exit 0', () => {
    const outer = folder('bearing-validate-outer-');
    writeFileSync(join(outer, 'bearing.config.json'), '{"branches":{"preset":"custom"}}');
    const root = join(outer, 'r');
    mkdirSync(join(root, '.git'), { recursive: true });
    const env = { PATH: process.env['PATH'] ?? '', HOME: outer, XDG_CONFIG_HOME: join(outer, 'xdg') };
    const run = spawnSync(process.execPath, [CLI, 'config', 'validate'], { cwd: root, encoding: 'utf8', timeout: 20_000, env });
    const user = join(outer, 'xdg', 'bearing', 'config.json');
    const above = join(outer, 'bearing.config.json');
    expect(run).toMatchObject({
      status: 0,
      stdout: `absent: ${user}\nabsent: ${join(root, 'bearing.config.json')}\nignored: ${above} (above the workspace ${root}, so not read: only a bearing.config.json in the workspace itself applies)\n`,
      stderr: '',
    });
    const json = spawnSync(process.execPath, [CLI, 'config', 'validate', '--json'], { cwd: root, encoding: 'utf8', timeout: 20_000, env });
    expect(JSON.parse(json.stdout).ignored).toEqual([above]);
  });

  test('"trace": valid in both files (one schema), named as ignored in a workspace\'s, where a clone must not choose the trace file; exit 0', () => {
    const { user, workspace, validate } = setup({ user: '{"trace":"hooks.jsonl"}', workspace: '{"trace":"/home/me/.bashrc"}' });
    expect(validate()).toMatchObject({
      status: 0,
      stdout: `ok: ${user}\nok: ${workspace}\nnote: ${workspace}: "trace" is read from the user-level config only (a workspace must not choose where bearing writes): ignored here\n`,
      stderr: '',
    });
  });

  test('a valid file that loosens the guard since the user approved it: still exit 0, and the approval line says what the hook obeys', () => {
    const { root, workspace, validate } = setup({});
    const env = {
      PATH: process.env['PATH'] ?? '',
      HOME: join(root, '..', 'unused-home'),
      XDG_CONFIG_HOME: join(root, '.git', 'xdg'),
      BEARING_CACHE_DIR: join(root, '.git', 'cache'),
    };
    // The hook's first look at the workspace records its settings (none: the defaults) as approved.
    spawnSync(process.execPath, [CLI, 'check', '--', 'git push origin main'], { cwd: root, encoding: 'utf8', env, timeout: 20_000 });
    writeFileSync(workspace, '{"branches":{"rules":{"push":false}}}\n');
    const run = spawnSync(process.execPath, [CLI, 'config', 'validate'], { cwd: root, encoding: 'utf8', env, timeout: 20_000 });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain(`ok: ${workspace}\n`);
    expect(run.stdout).toContain(
      `approval: bearing.config.json changed since the user approved it and loosens the guard (branches.rules.push deny → off); bearing obeys the approved settings until the user runs \`bearing config approve\` in ${root}, in their own terminal`,
    );
    const json = spawnSync(process.execPath, [CLI, 'config', 'validate', '--json'], { cwd: root, encoding: 'utf8', env, timeout: 20_000 });
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, approval: expect.stringMatching(/^bearing\.config\.json changed since the user approved it/) });
    expect(validate().stdout).not.toContain('approval:');
  });

  test('every problem of a file, one line each, path:line:column: message, in the order of the text; exit 1', () => {
    const { user, workspace, validate } = setup({ user: '{}', workspace: BAD });
    expect(validate()).toMatchObject({ status: 1, stdout: `${[`ok: ${user}`, ...BAD_LINES.map((l) => workspace + l)].join('\n')}\n`, stderr: '' });
  });

  test('the first of them is the line the hook reports and refuses with', () => {
    const { root, workspace } = setup({ workspace: BAD });
    const hook = runHook(
      ['claude-code'],
      JSON.stringify({ hook_event_name: 'PreToolUse', cwd: root, tool_name: 'Bash', tool_input: { command: 'git checkout -b main' } }),
    );
    expect(hook.stderr).toBe(`bearing: ${workspace}${BAD_LINES[0]}\n`);
    expect(JSON.parse(hook.stdout).hookSpecificOutput.permissionDecisionReason).toContain(
      `because ${workspace}:3:15 is broken (branches.preset must be one of`,
    );
  });

  test('absent files are said to be absent, and are no problem: the defaults apply', () => {
    const { user, workspace, validate } = setup({});
    expect(validate()).toMatchObject({ status: 0, stdout: `absent: ${user}\nabsent: ${workspace}\n` });
  });

  test('a broken user file is checked and reported too, whatever the workspace holds', () => {
    const { user, workspace, validate } = setup({ user: '{"branches":{"rules":{"push":"maybe"}},}', workspace: '{}' });
    expect(validate()).toMatchObject({
      status: 1,
      stdout: `${user}:1:40: not valid JSON: a comma before "}" (JSON allows no trailing comma)\nok: ${workspace}\n`,
    });
  });

  test('a named file alone, by the path given; one that is not there, or no regular file, is a failed check', () => {
    const { root, validate } = setup({ workspace: BAD });
    writeFileSync(join(root, 'other.json'), '{"policies":{"activation":false}}');
    expect(validate(['other.json'])).toMatchObject({ status: 0, stdout: 'ok: other.json\n' });
    expect(validate(['bearing.config.json'])).toMatchObject({ status: 1, stdout: `${BAD_LINES.map((l) => `bearing.config.json${l}`).join('\n')}\n` });
    expect(validate(['nope.json'])).toMatchObject({ status: 1, stdout: 'nope.json: no such file\n', stderr: '' });
    expect(validate(['src'])).toMatchObject({ status: 1, stdout: 'src: not a regular file\n' });
    writeFileSync(join(root, 'big.json'), `{"branches":{"protected":["${'x'.repeat(300 * 1024)}"]}}`);
    expect(validate(['big.json'])).toMatchObject({ status: 1, stdout: 'big.json: larger than 262144 bytes\n' });
  });

  test('--json: every file with its scope, status and problems (line, column, key, message)', () => {
    const { user, workspace, validate } = setup({ workspace: '{"branches":{"rule":{}},\n"x":1}' });
    const run = validate(['--json']);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      files: [
        { path: user, scope: 'user', status: 'absent', problems: [] },
        {
          path: workspace,
          scope: 'workspace',
          status: 'problems',
          problems: [
            { line: 1, column: 14, key: 'branches.rule', message: 'unknown key "branches.rule" (did you mean "rules"?)' },
            { line: 2, column: 1, key: 'x', message: 'unknown key "x"' },
          ],
        },
      ],
      ignored: [],
    });
    expect(JSON.parse(validate(['nope.json', '--json']).stdout)).toEqual({
      ok: false,
      files: [{ path: 'nope.json', scope: 'named', status: 'problems', problems: [{ message: 'no such file' }] }],
      ignored: [],
    });
  });

  test('a command line it cannot act on: one stderr line, exit 2', () => {
    const { validate } = setup({});
    expect(validate(['a.json', 'b.json'])).toMatchObject({ status: 2, stdout: '', stderr: 'bearing config validate: unexpected argument "b.json"\n' });
    expect(validate(['--jsn'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'bearing config validate: unknown option --jsn (did you mean --json?); options: --json, --help\n',
    });
  });
});
