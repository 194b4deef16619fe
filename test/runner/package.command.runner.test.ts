import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';

/** `bearing package`, as a user runs it: the committed CLI. */
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const bearing = (...args: string[]) => spawnSync(process.execPath, [CLI, 'package', ...args], { encoding: 'utf8', cwd: REPO_ROOT });
const outs: string[] = [];
afterAll(() => {
  for (const o of outs) rmSync(o, { recursive: true, force: true });
});
const out = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bearing-vendor '));
  outs.push(dir);
  return dir;
};
const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
const skill = readFileSync(join(REPO_ROOT, 'skills', 'bearing', 'SKILL.md'), 'utf8');

describe('bearing package', () => {
  test('--check: the committed plugin files of every host are fresh (exit 0, nothing written)', () => {
    const run = bearing('--check');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('--host deepcode --out <project>: the skill where DeepCode looks for it, and nothing else', () => {
    const dir = out();
    expect(bearing('--host', 'deepcode', '--out', dir).status).toBe(0);
    expect(files(dir)).toEqual(['.agents/skills/bearing/SKILL.md', '.deepcode/skills/bearing/SKILL.md']);
    expect(readFileSync(join(dir, '.deepcode/skills/bearing/SKILL.md'), 'utf8')).toBe(skill);
  });

  test('--host claude-code --out <dir>: a plugin folder that runs on its own (manifests, the hook, the skill)', () => {
    const dir = out();
    expect(bearing('--host', 'claude-code', '--out', dir).status).toBe(0);
    expect(files(dir)).toEqual([
      '.claude-plugin/marketplace.json',
      '.claude-plugin/plugin.json',
      'hooks/bearing-diagnostics.cjs',
      'hooks/bearing-hook.cjs',
      'hooks/bearing-inline-code.cjs',
      'hooks/bearing-plan.cjs',
      'hooks/bearing-shell.cjs',
      'hooks/bearing-te.cjs',
      'hooks/bearing-trace.cjs',
      'hooks/bearing-windows.cjs',
      'hooks/hooks.json',
      'hooks/te-evaluator-child.cjs',
      'skills/bearing/SKILL.md',
    ]);
    const payload = JSON.stringify({ hook_event_name: 'PreToolUse', cwd: dir, tool_name: 'Bash', tool_input: { command: 'git checkout -b main' } });
    const run = spawnSync(process.execPath, [join(dir, 'hooks', 'bearing-hook.cjs'), 'claude-code'], { input: payload, encoding: 'utf8' });
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('--host pi --out <dir>: a package Pi loads, with package.json naming its extension and skill', () => {
    const dir = out();
    expect(bearing('--host', 'pi', '--out', dir).status).toBe(0);
    expect(files(dir)).toEqual([
      'hooks/bearing-diagnostics.cjs',
      'hooks/bearing-in-process.cjs',
      'hooks/bearing-inline-code.cjs',
      'hooks/bearing-plan.cjs',
      'hooks/bearing-shell.cjs',
      'hooks/bearing-te.cjs',
      'hooks/bearing-trace.cjs',
      'hooks/bearing-windows.cjs',
      'hooks/pi-extension.cjs',
      'hooks/te-evaluator-child.cjs',
      'package.json',
      'skills/bearing/SKILL.md',
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toMatchObject({
      name: 'bearing-hooks',
      pi: { extensions: ['./hooks/pi-extension.cjs'], skills: ['./skills'] },
    });
  });

  test('a usage mistake is one line naming it, exit 2, and nothing written', () => {
    const unknown = bearing('--host', 'claude', '--out', join(tmpdir(), 'bearing-never-written'));
    expect({ status: unknown.status, stderr: unknown.stderr }).toEqual({
      status: 2,
      stderr:
        'bearing package: unknown --host "claude" (did you mean "claude-code"?); choose from claude-code, cursor, grok-build, codex, kimi-code, pi, opencode, agy, deepcode\n',
    });
    expect(existsSync(join(tmpdir(), 'bearing-never-written'))).toBe(false);
    expect(bearing('--out', '/tmp/x')).toMatchObject({ status: 2, stderr: "bearing package: --out writes one host's plugin folder: name it with --host\n" });
    expect(bearing('--chek')).toMatchObject({
      status: 2,
      stderr: 'bearing package: unknown option --chek (did you mean --check?); options: --check, --host, --out, --help\n',
    });
  });
});
