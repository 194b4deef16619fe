import { container, type DependencyContainer } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { injectable } from '../../src/framework/di/injectable';
import type { PolicyEntry, Policy } from '../../src/framework/policy';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import type { Decision } from '../../src/protocol/decision';

/** Policies of its own only: the catalog's would run too on tool/before. */
function runnerWith(...entries: PolicyEntry[]): HookRunner {
  const child: DependencyContainer = bootstrap(container.createChildContainer(), HOST_CATALOG, {}, entries);
  return child.resolve(HookRunner);
}

function entry(id: string, evaluate: () => Decision | Promise<Decision>): PolicyEntry {
  @injectable()
  class Fake implements Policy {
    evaluate() {
      return evaluate();
    }
  }
  return { id, families: ['tool/before'], needs: { channels: [], at: 'agent_guided' }, policy: Fake };
}

const preToolUse = { hook_event_name: 'PreToolUse', cwd: '/tmp', tool_name: 'Bash', tool_input: { command: 'npm test' } };

describe('the runner tells an observer (onPolicy) each policy that ran: its id, its decision, its time', () => {
  test('every policy of the family, a failing one as the runner answers for it, with the milliseconds each took', async () => {
    const seen: [string, Decision, number][] = [];
    const slow = () => new Promise<Decision>((resolve) => setTimeout(() => resolve({ verdict: 'context', context: 'later' }), 150));
    const runner = runnerWith(
      entry('quick', () => ({ verdict: 'none' })),
      entry('slow', slow),
      entry('broken', () => {
        throw new Error('boom');
      }),
    );
    const reply = await runner.run('claude-code', preToolUse, { onPolicy: (policy, decision, ms) => seen.push([policy, decision, ms]) });
    // Told as each settles: the slow one last.
    expect(seen.at(-1)![0]).toBe('slow');
    expect(seen.map(([policy, decision]) => [policy, decision]).sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ['broken', { verdict: 'none', policy: 'broken' }],
      ['quick', { verdict: 'none', policy: 'quick' }],
      ['slow', { verdict: 'context', context: 'later', policy: 'slow' }],
    ]);
    // Each is timed on its own: the slow one at least its wait, the quick one less (a loaded machine slows both).
    const ms = (id: string) => seen.find(([policy]) => policy === id)![2];
    expect(ms('slow')).toBeGreaterThanOrEqual(145);
    expect(ms('quick')).toBeLessThan(ms('slow'));
    expect(reply).toEqual({
      exitCode: 0,
      stdout: { hookSpecificOutput: { hookEventName: 'PreToolUse', additionalContext: 'later' } },
      diagnostics: ['bearing: policy_failed: broken: boom'],
    });
  });

  test('an observer that throws changes nothing: the same reply as without one', async () => {
    const runner = runnerWith(entry('deny', () => ({ verdict: 'deny', reason: 'no' })));
    const without = await runner.run('claude-code', preToolUse);
    const observed = await runner.run('claude-code', preToolUse, {
      onPolicy: () => {
        throw new Error('observer broke');
      },
    });
    expect(observed).toEqual(without);
    expect(without.stdout).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } });
  });
});
