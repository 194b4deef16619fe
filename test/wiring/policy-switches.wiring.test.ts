import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { container } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { injectable } from '../../src/framework/di/injectable';
import type { Policy, PolicyEntry } from '../../src/framework/policy';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { POLICY_CATALOG } from '../../src/policies/policy-catalog';

@injectable()
class ContextPolicy implements Policy {
  evaluate() {
    return { verdict: 'context' as const, context: 'probe context' };
  }
}
const PROBE: PolicyEntry = {
  id: 'probe',
  families: ['session/start'],
  needs: { channels: ['context'], at: 'enforced' },
  switchedBy: 'closeout',
  policy: ContextPolicy,
};

function workspace(config?: string): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-switch-')));
  writeFileSync(join(root, '.git'), 'gitdir: nowhere\n');
  if (config !== undefined) writeFileSync(join(root, 'bearing.config.json'), config);
  return root;
}
const runner = (policies: readonly PolicyEntry[], env: Record<string, string> = {}) =>
  bootstrap(container.createChildContainer(), HOST_CATALOG, env, policies).resolve(HookRunner);
const sessionStart = (cwd: string) => ({ hook_event_name: 'SessionStart', session_id: 's', cwd, source: 'startup' });
const writeConfig = (cwd: string) => ({
  hook_event_name: 'PreToolUse',
  session_id: 's',
  cwd,
  tool_name: 'Write',
  tool_input: { file_path: join(cwd, 'bearing.config.json'), content: '{}' },
});

describe('"policies": a policy the workspace switches off is not run', () => {
  test('switched off by the workspace file: not constructed, nothing sent; on by default and where the file cannot be read', async () => {
    const context = { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'probe context' } };
    expect((await runner([PROBE]).run('claude-code', sessionStart(workspace()))).stdout).toEqual(context);
    expect((await runner([PROBE]).run('claude-code', sessionStart(workspace('{"policies":{"activation":false}}')))).stdout).toEqual(context);
    expect((await runner([PROBE]).run('claude-code', sessionStart(workspace('{"policies":{"closeout":false}}')))).stdout).toBeUndefined();
    expect((await runner([PROBE]).run('claude-code', sessionStart(workspace('{"policies":')))).stdout).toEqual(context);
  });

  test('the user-level file switches off too, and the workspace file can switch back on; tracing says which files did', async () => {
    const xdg = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-xdg-')));
    require('node:fs').mkdirSync(join(xdg, 'bearing'));
    writeFileSync(join(xdg, 'bearing', 'config.json'), '{"policies":{"closeout":false}}');
    const env = { XDG_CONFIG_HOME: xdg, BEARING_TRACE: '1' };
    const off = await runner([PROBE], env).run('claude-code', sessionStart(workspace()));
    expect(off.stdout).toBeUndefined();
    expect(off.diagnostics.filter((l) => / (config|switched off): /.test(l))).toEqual([
      `bearing: trace: config: ${join(xdg, 'bearing', 'config.json')}`,
      'bearing: trace: switched off: probe',
    ]);
    expect((await runner([PROBE], env).run('claude-code', sessionStart(workspace('{"policies":{"closeout":true}}')))).stdout).toMatchObject({
      hookSpecificOutput: { additionalContext: 'probe context' },
    });
  });

  test('the config guard is a policy like the others: on by default, off when the user says so', async () => {
    const guarded = await runner(POLICY_CATALOG).run('claude-code', writeConfig(workspace()));
    expect(guarded.stdout).toMatchObject({
      hookSpecificOutput: {
        permissionDecision: 'deny',
        permissionDecisionReason: expect.stringMatching(/^protected_config: bearing\.config\.json \(rule: protect_bearing_config, `Write`\)/),
      },
    });
    expect((await runner(POLICY_CATALOG).run('claude-code', writeConfig(workspace('{"policies":{"configGuard":false}}')))).stdout).toBeUndefined();
  });

  test('every catalog policy but the branch guard and the rules has a switch (a file that names no rule runs none)', () => {
    expect(POLICY_CATALOG.filter((e) => !e.switchedBy).map((e) => e.id)).toEqual(['protected-branch', 'command-rules']);
    expect(new Set(POLICY_CATALOG.map((e) => e.switchedBy).filter(Boolean))).toEqual(
      new Set(['configGuard', 'activation', 'closeout', 'testEngineering', 'taskOffer']),
    );
  });
});
