import { container, type DependencyContainer } from 'tsyringe';
import { injectable } from '../../src/framework/di/injectable';
import { IsString } from 'class-validator';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { CLAUDE_CODE_HOST } from '../../src/hosts/claude-code/claude-code.host';
import { CLAUDE_REPLY_RULES } from '../../src/hosts/claude-code/claude-code.replies';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HookHost } from '../../src/framework/hook-host';
import { PolicyEntry, type Policy } from '../../src/framework/policy';
import { On } from '../../src/framework/decorators/on.decorator';
import { ClaudeCodeAdapter } from '../../src/hosts/claude-code/claude-code.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from '../../src/hosts/claude-code/claude-code.descriptor';
import type { ShellAnalysis } from '../../src/services/shell-command/shell-analysis';
import { ShellCommandAnalyzer } from '../../src/services/shell-command/shell-command.analyzer';
import type { HandlerContext } from '../../src/framework/host-adapter';
import type { HookEvent } from '../../src/protocol/hook-event';
import type { Decision } from '../../src/protocol/decision';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFixture } from '../support/fixtures';

const deniedFixture = readFixture('claude-code/live/pre-tool-use.bash-checkout-main.json').payload;
const preToolUse = (command: string) => ({ hook_event_name: 'PreToolUse', cwd: '/tmp', tool_name: 'Bash', tool_input: { command } });

function runnerIn(setup: (c: DependencyContainer) => void = () => {}): HookRunner {
  const child = bootstrap(container.createChildContainer(), HOST_CATALOG, {});
  setup(child);
  return child.resolve(HookRunner);
}

function policyEntry(id: string, policy: Policy, families: PolicyEntry['families'] = ['tool/before']): PolicyEntry {
  @injectable()
  class Fake implements Policy {
    evaluate(event: HookEvent, context: Parameters<Policy['evaluate']>[1]) {
      return policy.evaluate(event, context);
    }
  }
  return { id, families, needs: { channels: [], at: 'agent_guided' }, policy: Fake };
}

describe('HookRunner wiring (child container, services swapped by token)', () => {
  test('the bootstrapped runner denies the live `git checkout -b main` payload', async () => {
    const reply = await runnerIn().run('claude-code', deniedFixture);
    expect(reply.exitCode).toBe(0);
    expect(reply.stdout).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
  });

  test('a fake ShellCommandAnalyzer registered by token replaces the real one for the policy', async () => {
    const runner = runnerIn((c) =>
      c.register(ShellCommandAnalyzer, {
        useValue: {
          analyze: (): ShellAnalysis => ({
            commands: [],
            invocations: [],
            refChanges: [
              { effect: { rule: 'create', target: { branch: 'master' }, form: 'git branch' }, directory: '/tmp', checkedOut: [], written: 'git branch master' },
            ],
            writes: [],
            unread: [],
          }),
        },
      }),
    );
    const reply = await runner.run('claude-code', preToolUse('git anything at all'));
    expect(reply.stdout).toMatchObject({
      hookSpecificOutput: { permissionDecision: 'deny', permissionDecisionReason: expect.stringMatching(/^protected_ref: master/) },
    });
    // The parent container is untouched: a runner built beside it still sees the real analyzer.
    expect((await runnerIn().run('claude-code', preToolUse('git anything at all'))).stdout).toBeUndefined();
  });

  test('only the policies registered for the event family run, and their decisions merge', async () => {
    const seen: string[] = [];
    const runner = runnerIn((c) => {
      c.register(PolicyEntry, { useValue: policyEntry('ctx', { evaluate: (e) => (seen.push(`ctx:${e.family}`), { verdict: 'context', context: 'hello' }) }) });
      c.register(PolicyEntry, { useValue: policyEntry('stopper', { evaluate: () => (seen.push('stop'), { verdict: 'block', reason: 'no' }) }, ['stop']) });
    });
    const reply = await runner.run('claude-code', preToolUse('git checkout -b main'));
    expect(seen).toEqual(['ctx:tool/before']);
    expect(reply.stdout).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: expect.stringMatching(/^protected_ref: main/),
        additionalContext: 'hello',
      },
    });
  });

  test('a policy that throws: neutral reply (Claude Code is not fail-closed) and one diagnostic', async () => {
    const runner = runnerIn((c) =>
      c.register(PolicyEntry, {
        useValue: policyEntry('broken', {
          evaluate: () => {
            throw new Error('boom\n    at secret.ts:1');
          },
        }),
      }),
    );
    const reply = await runner.run('claude-code', preToolUse('npm test'));
    expect(reply).toEqual({ exitCode: 0, diagnostics: ['bearing: policy_failed: broken: boom'] });
  });

  test('policies slower than the budget: a tool gate is refused with a retry reason, any other event is neutral; one timeout diagnostic each', async () => {
    const runner = runnerIn((c) =>
      c.register(PolicyEntry, { useValue: policyEntry('slow', { evaluate: () => new Promise<Decision>(() => undefined) }, ['tool/before', 'stop']) }),
    );
    const diagnostics = ['bearing: policy_timeout: policies did not answer within 50 ms'];
    expect(await runner.run('claude-code', preToolUse('npm test'), { policyTimeoutMs: 50 })).toEqual({
      exitCode: 0,
      diagnostics,
      stdout: {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: expect.stringMatching(
            /^bearing could not check this tool call in time \(policy_timeout: policies did not answer within 50 ms\); .* Retry the same call/,
          ),
        },
      },
    });
    expect(await runner.run('claude-code', { hook_event_name: 'Stop', session_id: 's', cwd: '/tmp' }, { policyTimeoutMs: 50 })).toEqual({
      exitCode: 0,
      diagnostics,
    });
  });

  test('a policy that waits on the event loop (a child process, a timer) still decides within the budget', async () => {
    const late = (): Promise<Decision> => new Promise((resolve) => setTimeout(() => resolve({ verdict: 'deny', reason: 'late' }), 20));
    const runner = runnerIn((c) => c.register(PolicyEntry, { useValue: policyEntry('late', { evaluate: late }) }));
    const reply = await runner.run('claude-code', preToolUse('npm test'), { policyTimeoutMs: 5_000 });
    expect(reply.stdout).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'late' } });
  });

  test('a policy that opted in (onReentry) answers a stop re-entry only where the host caps stop loops itself', async () => {
    const always = { ...policyEntry('gate', { evaluate: () => ({ verdict: 'block', reason: 'not yet' }) }, ['stop']), onReentry: true };
    const runner = runnerIn((c) => c.register(PolicyEntry, { useValue: always }));
    const reentry = { hook_event_name: 'Stop', session_id: 's', cwd: '/tmp', stop_hook_active: true };
    // Claude Code ends the loop after 8 consecutive blocks; Codex never does, so bearing stays quiet there.
    expect((await runner.run('claude-code', reentry)).stdout).toEqual({ decision: 'block', reason: 'not yet' });
    expect(
      await runner.run('codex', { ...reentry, turn_id: 't', model: 'm', permission_mode: 'default', transcript_path: null, last_assistant_message: null }),
    ).toEqual({ exitCode: 0, diagnostics: [] });
    expect(
      (
        await runner.run('codex', {
          ...reentry,
          stop_hook_active: false,
          turn_id: 't',
          model: 'm',
          permission_mode: 'default',
          transcript_path: null,
          last_assistant_message: null,
        })
      ).stdout,
    ).toEqual({ decision: 'block', reason: 'not yet' });
  });

  test('each event gets its own services: one runner kept in-process sees a config file changed between events', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bearing-scope-'));
    mkdirSync(join(root, '.git'));
    const runner = runnerIn();
    const event = { hook_event_name: 'PreToolUse', cwd: root, tool_name: 'Bash', tool_input: { command: 'git checkout -b trunk' } };
    expect(await runner.run('claude-code', event)).toEqual({ exitCode: 0, diagnostics: [] });
    writeFileSync(join(root, 'bearing.config.json'), JSON.stringify({ branches: { protected: ['trunk'] } }));
    expect((await runner.run('claude-code', event)).stdout).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
    rmSync(root, { recursive: true, force: true });
  });

  test('an event no policy listens to is answered neutrally without being decoded (PostToolUse after every call)', async () => {
    const runner = runnerIn();
    const postToolUse = { hook_event_name: 'PostToolUse', session_id: 7, tool_name: 'Bash', tool_input: { command: 'ls' } };
    expect(await runner.run('claude-code', postToolUse)).toEqual({ exitCode: 0, diagnostics: [] });
    // The control: a family that is listened to is decoded, and its wrong type reported.
    expect(await runner.run('claude-code', { ...postToolUse, hook_event_name: 'PreToolUse' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: payload_invalid: PreToolUse: session_id must be a string'],
    });
  });

  test('a stop re-entry (stop_hook_active) never reaches a policy', async () => {
    const seen: string[] = [];
    const runner = runnerIn((c) =>
      c.register(PolicyEntry, { useValue: policyEntry('s', { evaluate: () => (seen.push('x'), { verdict: 'block', reason: 'again' }) }, ['stop']) }),
    );
    expect(await runner.run('claude-code', { hook_event_name: 'Stop', stop_hook_active: true })).toEqual({ exitCode: 0, diagnostics: [] });
    expect(seen).toEqual([]);
    expect((await runner.run('claude-code', { hook_event_name: 'Stop', stop_hook_active: false })).stdout).toEqual({ decision: 'block', reason: 'again' });
  });
});

class RenamePayload {
  @IsString()
  tool_name!: string;
}

describe('adapter subclassing through the container', () => {
  @injectable()
  class CustomClaudeAdapter extends ClaudeCodeAdapter {
    constructor() {
      super();
    }

    // A new event the base does not know.
    @On('Rename', { payload: RenamePayload, family: 'tool/before' })
    rename(payload: RenamePayload, context: HandlerContext): HookEvent {
      return this.canonical(context, { tool: { name: payload.tool_name, kind: 'shell', input: {}, command: 'git branch main', paths: [], removes: [] } });
    }

    // Inherited PreToolUse handler, overridden by name: the route declared for it stays.
    override tool(payload: Parameters<ClaudeCodeAdapter['tool']>[0], context: HandlerContext): HookEvent {
      const event = super.tool(payload, context);
      return event.tool ? { ...event, tool: { ...event.tool, command: 'git switch -c main' } } : event;
    }

    // The new event is answered as PreToolUse is.
    protected override readonly replyRules = { ...CLAUDE_REPLY_RULES, Rename: CLAUDE_REPLY_RULES['PreToolUse']! };
  }

  class UndecoratedAdapter extends ClaudeCodeAdapter {}

  @injectable()
  class FailClosedClaudeAdapter extends ClaudeCodeAdapter {
    override readonly descriptor = { ...CLAUDE_CODE_DESCRIPTOR, failClosed: true };
    constructor() {
      super();
    }
  }

  const hostOf = (adapter: new () => unknown): HookHost => ({ ...CLAUDE_CODE_HOST, adapter: adapter as never });

  /** A runner whose claude-code entry is the given adapter (resolveAll keeps registration order; the first entry wins). */
  function runnerWithAdapter(adapter: new () => unknown): HookRunner {
    const c = container.createChildContainer();
    c.register(HookHost, { useValue: hostOf(adapter) });
    return bootstrap(c, HOST_CATALOG, {}).resolve(HookRunner);
  }

  test('a subclass inherits handlers, adds its own, and overrides one by name', async () => {
    const runner = runnerWithAdapter(CustomClaudeAdapter);
    // Added: Rename decodes to tool/before, the guard denies, and the subclass's reply rule answers it.
    expect((await runner.run('claude-code', { hook_event_name: 'Rename', tool_name: 'x' })).stdout).toMatchObject({
      hookSpecificOutput: { hookEventName: 'Rename', permissionDecision: 'deny', permissionDecisionReason: expect.stringMatching(/^protected_ref: main/) },
    });
    // Overridden: the base's PreToolUse declaration dispatches to the subclass method.
    expect((await runner.run('claude-code', preToolUse('npm test'))).stdout).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
    // Inherited untouched: Stop still decodes and stays quiet.
    expect(await runner.run('claude-code', { hook_event_name: 'Stop' })).toEqual({ exitCode: 0, diagnostics: [] });
  });

  test('fail-closed host: a policy that throws denies a pre-tool gate, and stays neutral everywhere else', async () => {
    const c = container.createChildContainer();
    c.register(HookHost, { useValue: hostOf(FailClosedClaudeAdapter) });
    const throwing = {
      evaluate: (): never => {
        throw new Error('boom');
      },
    };
    c.register(PolicyEntry, { useValue: policyEntry('broken', throwing, ['tool/before', 'stop']) });
    const runner = bootstrap(c, HOST_CATALOG, {}).resolve(HookRunner);
    const gate = await runner.run('claude-code', preToolUse('npm test'));
    expect(gate.stdout).toMatchObject({
      hookSpecificOutput: {
        permissionDecision: 'deny',
        permissionDecisionReason:
          'bearing could not check this tool call (policy_failed: broken: boom); it is refused because this host runs bearing fail-closed',
      },
    });
    expect(await runner.run('claude-code', { hook_event_name: 'Stop', stop_hook_active: false })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: policy_failed: broken: boom'],
    });
  });

  test('a concrete adapter without its own @injectable() and constructor is refused, neutrally', async () => {
    const reply = await runnerWithAdapter(UndecoratedAdapter).run('claude-code', deniedFixture);
    expect(reply).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: internal: cannot load the claude-code adapter: UndecoratedAdapter must declare its own constructor and @injectable()'],
    });
  });
});
