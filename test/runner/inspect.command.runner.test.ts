import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';

/** `bearing inspect`, as a user runs it: the committed CLI. */
const inspect = (...args: string[]) => spawnSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'inspect', ...args], { encoding: 'utf8' });
const widest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

describe('bearing inspect', () => {
  test('the default view: every policy on every host with its evidence, then the families, hosts by their ids, within 120', () => {
    const run = inspect();
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 12)).toEqual([
      'policy           claude-code cursor grok-build codex  kimi-code pi     opencode agy     deepcode',
      'protected-branch E live      E docs E docs     E live G live    E live E live   - skill - skill',
      'command-rules    E live      E docs E docs     E live G live    E live E live   - skill - skill',
      'config-guard     E live      E docs E docs     E live G live    E live E live   - skill - skill',
      'activation       E live      E docs -          E live -         E live E live   - skill - skill',
      'closeout         E live      -      -          -      -         -      -        - skill - skill',
      'te_test_write    E live      E docs E docs     E live -         E live E live   - skill - skill',
      'te_completion    E docs      -      E docs     E docs -         -      -        - skill - skill',
      'task-offer       E live      E docs -          E live -         E live E live   - skill - skill',
      'task-restore     E live      E docs -          E live -         E live E live   - skill - skill',
      'compact-binding  E docs      E docs E docs     E docs G docs    E docs -        - skill - skill',
      '',
    ]);
    expect(run.stdout).toContain('\nbearing inspect --policy <id> says why, family by family, with the host version or date of the evidence\n');
    const family = lines.findIndex((l) => l.startsWith('family '));
    expect(lines[family]).toBe('family             claude-code cursor grok-build codex kimi-code pi  opencode agy deepcode plugin portable');
    expect(lines[family + 2]).toBe('tool/before        S daxn      S da   S d        S dxn D d       S d S d      -   -        S d    -');
    expect(lines.filter((l) => /^(stop|[a-z]+\/[a-z]+) /.test(l))).toHaveLength(20);
    expect(run.stdout).toContain('S supported, D degraded');
    // Every head is an id `--host` takes (or a composite).
    const ids = (line: string) => line.split(/ +/).slice(1);
    expect(ids(lines[0]!)).toEqual(['claude-code', 'cursor', 'grok-build', 'codex', 'kimi-code', 'pi', 'opencode', 'agy', 'deepcode']);
    expect(ids(lines[family]!)).toEqual([...ids(lines[0]!), 'plugin', 'portable']);
    expect(widest(run.stdout)).toBeLessThanOrEqual(120);
  });

  test('--host cursor: each family with its channels, native events and evidence, or why not; within 120 columns', () => {
    const run = inspect('--host', 'cursor');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Cursor \(cursor\), verified against late-2026 docs on 2026-11-29; fail-closed\n/);
    expect(run.stdout).toContain('tool/before        supported   S da\n    native: beforeMCPExecution, preToolUse, beforeShellExecution, beforeReadFile\n');
    expect(run.stdout).toContain('    docs: https://cursor.com/docs/hooks#stop (late-2026 docs, 2026-11-29): followup_message');
    expect(run.stdout).toContain('compact/after      unavailable -\n    why not: no cursor event feeds this family\n');
    expect(widest(run.stdout)).toBeLessThanOrEqual(120);
  });

  test('--policy te_completion --host cursor: the seed token UNAVAILABLE where it does not run, the evidence, why', () => {
    const run = inspect('--host', 'cursor', '--policy', 'te_completion');
    expect(run.stdout).toBe(
      'cursor      UNAVAILABLE  docs  does not run (needs continue enforced): stop degraded (docs 2026-11-29), agent/stop\n' +
        '                                 degraded (docs 2026-11-29)\n',
    );
  });

  test('--policy protected-branch: a documented claim reads docs, a captured one live, a skills-only host skill', () => {
    const run = inspect('--policy', 'protected-branch');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('claude-code enforced     live  runs (needs deny): tool/before supported (live 2.1.328)');
    expect(lines[1]).toBe('cursor      enforced     docs  runs (needs deny): tool/before supported (docs 2026-11-29)');
    expect(lines[4]).toBe('kimi-code   agent_guided live  runs (needs deny): tool/before degraded (live 2.1.0)');
    expect(lines[7]).toBe('agy         unavailable  skill does not run: agy runs no hooks (skills only); the bearing skill asks the agent to');
    expect(widest(run.stdout)).toBeLessThanOrEqual(120);
  });

  test('--policy activation --host grok-build: a policy that does not run there reads unavailable', () => {
    expect(inspect('--policy', 'activation', '--host', 'grok-build').stdout).toBe(
      'grok-build  unavailable  docs  does not run (needs context enforced): session/start has no context (docs 2026-11-29)\n',
    );
  });

  test('--policy X --markdown: a Markdown table', () => {
    expect(inspect('--policy', 'closeout', '--host', 'cursor', '--markdown')).toMatchObject({
      status: 0,
      stdout:
        '| host | `closeout` | evidence | why |\n|---|---|---|---|\n' +
        '| cursor | unavailable | docs | does not run (needs context enforced): stop has no context (docs 2026-11-29) |\n',
    });
  });

  test('--json: exactly one JSON object with every family of every host, the composites, the deferred events and the policies', () => {
    const run = inspect('--json');
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const matrix = JSON.parse(run.stdout) as Record<string, Record<string, unknown>>;
    expect(Object.keys(matrix)).toEqual(['families', 'hosts', 'composites', 'deferred', 'policies']);
    expect(Object.keys(matrix['composites']!)).toEqual(['plugin', 'portable']);
    expect((matrix['hosts']!['pi'] as { families: Record<string, { state: string }> }).families['tool/before']!.state).toBe('supported');
    expect(Object.keys(matrix['policies']!)).toEqual([
      'protected-branch',
      'command-rules',
      'config-guard',
      'activation',
      'closeout',
      'te_test_write',
      'te_completion',
      'task-offer',
      'task-restore',
      'compact-binding',
    ]);
  });

  test('a host or policy it does not know: one line naming the valid ones, exit 2', () => {
    expect(inspect('--host', 'gemini')).toMatchObject({
      status: 2,
      stdout: '',
      stderr: expect.stringMatching(/^bearing inspect: unknown --host "gemini"; choose from claude-code, cursor, .*deepcode\n$/),
    });
    expect(inspect('--host', 'curosr')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^bearing inspect: unknown --host "curosr" \(did you mean "cursor"\?\); choose from claude-code, /),
    });
    expect(inspect('--policy', 'guard')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^bearing inspect: unknown --policy "guard"; choose from protected-branch, command-rules, config-guard, activation, /),
    });
  });
});
