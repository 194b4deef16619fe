import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';

/** `bearing inspect`, as a user runs it: the committed CLI. */
const inspect = (...args: string[]) => spawnSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'inspect', ...args], { encoding: 'utf8' });
const widest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

describe('bearing inspect', () => {
  test('the matrix for a person: a row per family, a column per host and composite, a legend, nothing over 120 columns', () => {
    const run = inspect();
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('family             claude cursor grok   codex  kimi   pi     opencd agy    deepcd plugin portbl');
    expect(lines[2]).toBe('tool/before        S daxn S da   S d    S dxn  D d    S d    S d    -      -      S d    -');
    expect(lines.filter((l) => /^(stop|[a-z]+\/[a-z]+) /.test(l))).toHaveLength(20);
    expect(run.stdout).toContain('S supported, D degraded');
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

  test('--policy te_completion --host cursor: one line, the enforcement and why', () => {
    const run = inspect('--host', 'cursor', '--policy', 'te_completion');
    expect(run.stdout).toBe('cursor      agent_guided  does not run (needs continue enforced): stop degraded, agent/stop degraded\n');
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
      stderr: expect.stringMatching(/^bearing inspect: unknown --policy "guard"; choose from protected-branch, config-guard, activation, /),
    });
  });
});
