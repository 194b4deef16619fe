import { container, type DependencyContainer } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { injectable } from '../../src/framework/di/injectable';
import { HookHost } from '../../src/framework/hook-host';
import type { PolicyEntry, Policy } from '../../src/framework/policy';
import { PolicySwitches } from '../../src/framework/policy-switches';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import type { RunOptions } from '../../src/framework/runner/run-options';
import { ClaudeCodeAdapter } from '../../src/hosts/claude-code/claude-code.adapter';
import { CLAUDE_CODE_HOST } from '../../src/hosts/claude-code/claude-code.host';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import type { RuntimeEnvironment } from '../../src/platform/runtime-environment';
import type { Decision } from '../../src/protocol/decision';
import type { HookEvent } from '../../src/protocol/hook-event';

const preToolUse = { hook_event_name: 'PreToolUse', cwd: '/tmp', tool_name: 'Bash', tool_input: { command: 'npm test' } };
const codexStop = {
  hook_event_name: 'Stop',
  session_id: 's',
  cwd: '/tmp',
  turn_id: 't',
  model: 'm',
  permission_mode: 'default',
  transcript_path: null,
  last_assistant_message: null,
};

type Setup = (c: DependencyContainer) => void;

/**
 * Only the policies given (the catalog's would answer tool/before too), and the environment given. `hosts` registers
 * before the catalog (resolveAll keeps registration order: the first entry for an id wins); `services` after the
 * bootstrap, whose own registration they replace.
 */
function runnerWith(
  entries: readonly PolicyEntry[],
  environment: RuntimeEnvironment = {},
  { hosts, services }: { hosts?: Setup; services?: Setup } = {},
): HookRunner {
  const c = container.createChildContainer();
  hosts?.(c);
  bootstrap(c, HOST_CATALOG, environment, entries);
  services?.(c);
  return c.resolve(HookRunner);
}

function entry(id: string, evaluate: Policy['evaluate'], more: Partial<PolicyEntry> = {}): PolicyEntry {
  @injectable()
  class Fake implements Policy {
    evaluate(event: HookEvent, context: Parameters<Policy['evaluate']>[1]) {
      return evaluate(event, context);
    }
  }
  return { id, families: ['tool/before'], needs: { channels: [], at: 'agent_guided' }, policy: Fake, ...more };
}

const denying = (id: string, reason = 'no') => entry(id, () => ({ verdict: 'deny', reason }));

/** The decisions the runner reports (onDecision), beside the reply. */
async function decided(runner: HookRunner, hostId: string, payload: unknown, options: RunOptions = {}) {
  const decisions: Decision[] = [];
  const reply = await runner.run(hostId, payload, { ...options, onDecision: (d) => void decisions.push(d) });
  return { reply, decisions };
}

const UNKNOWN_CLAUDE =
  'bearing: host_unknown: no adapter for host "claude" (did you mean "claude-code"?); hosts: claude-code, cursor, grok-build, codex, kimi-code, pi, opencode';

describe('HookRunner: no adapter to answer', () => {
  test('an unknown host id is neutral, with a near miss suggested and only the hosts that run hooks listed', async () => {
    expect(await runnerWith([]).run('claude', preToolUse)).toEqual({ exitCode: 0, diagnostics: [UNKNOWN_CLAUDE] });
  });

  test('a failure found before any payload, for an unknown host, is the same neutral line (no adapter to fail with)', async () => {
    const runner = runnerWith([]);
    expect(await runner.fail('claude', { code: 'input_too_large', message: 'too much' })).toEqual({ exitCode: 0, diagnostics: [UNKNOWN_CLAUDE] });
    expect(await runner.runText('claude', '{')).toEqual({ exitCode: 0, diagnostics: [UNKNOWN_CLAUDE] });
  });

  test('a host bearing serves with its skill only runs no hooks, and says so', async () => {
    expect(await runnerWith([]).run('agy', preToolUse)).toEqual({ exitCode: 0, diagnostics: ['bearing: host_unknown: agy runs no hooks (skills)'] });
  });
});

describe('HookRunner: a payload that is not an object', () => {
  test.each([
    [null, 'null'],
    [[], 'an array'],
    [42, 'a number'],
    ['PreToolUse', 'a string'],
  ])('%j is refused as %s, neutrally', async (payload, described) => {
    const reply = await runnerWith([denying('p')]).run('claude-code', payload);
    expect(reply).toEqual({ exitCode: 0, diagnostics: [`bearing: payload_not_object: expected a JSON object, got ${described}`] });
  });
});

describe('HookRunner: failures after decoding', () => {
  @injectable()
  class HandlerThrowsAdapter extends ClaudeCodeAdapter {
    constructor() {
      super();
    }

    override tool(): HookEvent {
      throw new Error('handler broke');
    }
  }

  @injectable()
  class EncodeThrowsAdapter extends ClaudeCodeAdapter {
    constructor() {
      super();
    }

    override encode(): never {
      throw new Error('cannot encode');
    }
  }

  /** The claude-code entry with another adapter (resolveAll keeps registration order; the first entry wins). */
  const withAdapter = (adapter: new () => unknown) => (c: DependencyContainer) =>
    c.register(HookHost, { useValue: { ...CLAUDE_CODE_HOST, adapter: adapter as never } });

  test('a handler that throws something other than a PayloadError is handler_failed, named by its event', async () => {
    const reply = await runnerWith([denying('p')], {}, { hosts: withAdapter(HandlerThrowsAdapter) }).run('claude-code', preToolUse);
    expect(reply).toEqual({ exitCode: 0, diagnostics: ['bearing: handler_failed: PreToolUse: handler broke'] });
  });

  test('an encoder that throws is encode_failed, after what the policies diagnosed', async () => {
    const diagnosing = entry('d', (_e, context) => (context.diagnose('plan unreadable'), { verdict: 'deny', reason: 'no' }));
    const reply = await runnerWith([diagnosing], {}, { hosts: withAdapter(EncodeThrowsAdapter) }).run('claude-code', preToolUse);
    expect(reply).toEqual({ exitCode: 0, diagnostics: ['bearing: plan unreadable; encode_failed: cannot encode'] });
  });

  test('an observer that throws while the event is decided is an internal failure, answered neutrally', async () => {
    const reply = await runnerWith([denying('p')]).run('claude-code', preToolUse, {
      onEvent: () => {
        throw new Error('observer broke');
      },
    });
    expect(reply).toEqual({ exitCode: 0, diagnostics: ['bearing: internal: observer broke'] });
  });
});

describe('HookRunner: events no policy answers', () => {
  test('a stop re-entry on a host that does not cap stop loops is quiet: no decision is made at all', async () => {
    const gate = entry('gate', () => ({ verdict: 'block', reason: 'not yet' }), { families: ['stop'], onReentry: true });
    const runner = runnerWith([gate]);
    expect(await decided(runner, 'codex', { ...codexStop, stop_hook_active: true })).toEqual({ reply: { exitCode: 0, diagnostics: [] }, decisions: [] });
    // The control: the same stop, not a re-entry, is decided.
    expect((await decided(runner, 'codex', { ...codexStop, stop_hook_active: false })).decisions).toEqual([
      { verdict: 'block', reason: 'not yet', policy: 'gate' },
    ]);
  });

  test('a family listened to, but by no policy this host can serve, is decided as nothing', async () => {
    // Codex has no native ask on tool/before: a policy that needs one is never constructed there.
    const asking = entry('asker', () => ({ verdict: 'ask', reason: 'sure?' }), { needs: { channels: ['ask'], at: 'agent_guided' } });
    expect(
      await decided(runnerWith([asking]), 'codex', {
        ...preToolUse,
        session_id: 's',
        turn_id: 't',
        model: 'm',
        permission_mode: 'default',
        transcript_path: null,
        tool_use_id: 'u',
      }),
    ).toEqual({
      reply: { exitCode: 0, diagnostics: [] },
      decisions: [{ verdict: 'none' }],
    });
  });
});

describe('HookRunner: policies switched off by the workspace', () => {
  /** A PolicySwitches that switches `off` off, says `by` applied, and counts how often it is asked. */
  function switches(off: string[], by: string[]) {
    const asked: HookEvent[] = [];
    const service: PolicySwitches = { switchedOff: (event) => (asked.push(event), { off: new Set(off as never[]), by }) };
    return { asked, register: (c: DependencyContainer) => void c.register(PolicySwitches, { useValue: service }) };
  }

  test('without a switchable policy the switches are never asked', async () => {
    const s = switches(['closeout'], []);
    await runnerWith([denying('p')], {}, { services: s.register }).run('claude-code', preToolUse);
    expect(s.asked).toEqual([]);
    // The control: one switchable policy, and they are asked once for the event.
    await runnerWith([denying('p'), { ...denying('q'), switchedBy: 'activation' }], {}, { services: s.register }).run('claude-code', preToolUse);
    expect(s.asked).toHaveLength(1);
  });

  test('every policy switched off: decided as nothing', async () => {
    const s = switches(['closeout'], ['/w/bearing.config.json']);
    const { reply, decisions } = await decided(
      runnerWith([{ ...denying('p'), switchedBy: 'closeout' }], {}, { services: s.register }),
      'claude-code',
      preToolUse,
    );
    expect({ reply, decisions }).toEqual({ reply: { exitCode: 0, diagnostics: [] }, decisions: [{ verdict: 'none' }] });
  });

  test('traced: the settings files that applied and the policies switched off, each its own line', async () => {
    const s = switches(['closeout', 'taskOffer'], ['/home/u/.config/bearing/config.json', '/w/bearing.config.json']);
    const policies = [
      { ...denying('a'), switchedBy: 'closeout' as const },
      denying('kept', 'kept says no'),
      { ...denying('b'), switchedBy: 'taskOffer' as const },
      { ...denying('c'), switchedBy: 'activation' as const },
    ];
    const reply = await runnerWith(policies, { BEARING_TRACE: '1' }, { services: s.register }).run('claude-code', preToolUse);
    expect(reply.diagnostics).toEqual([
      'bearing: trace: config: /home/u/.config/bearing/config.json, /w/bearing.config.json',
      'bearing: trace: switched off: a, b',
      'bearing: trace: claude-code PreToolUse → tool/before: deny (kept,c)',
    ]);
  });
});

describe('HookRunner: tracing', () => {
  test('one line per step, not joined, naming the policies that decided', async () => {
    const reply = await runnerWith([entry('noted', (_e, context) => (context.trace('trace: looked'), { verdict: 'deny', reason: 'no' }))], {
      BEARING_TRACE: '1',
    }).run('claude-code', preToolUse);
    expect(reply.diagnostics).toEqual(['bearing: trace: looked', 'bearing: trace: claude-code PreToolUse → tool/before: deny (noted)']);
  });

  test('a merged decision no policy made names none', async () => {
    const reply = await runnerWith([entry('quiet', () => ({ verdict: 'none' }))], { BEARING_TRACE: '1' }).run('claude-code', preToolUse);
    expect(reply).toEqual({ exitCode: 0, diagnostics: ['bearing: trace: claude-code PreToolUse → tool/before: none'] });
  });

  test('untraced, the same steps are one line', async () => {
    const two = entry('two', (_e, context) => (context.diagnose('first'), context.diagnose('second'), { verdict: 'none' }));
    expect(await runnerWith([two]).run('claude-code', preToolUse)).toEqual({ exitCode: 0, diagnostics: ['bearing: first; second'] });
  });
});

describe('HookRunner: the policy budget', () => {
  const hanging = entry('slow', () => new Promise<Decision>(() => undefined));

  test('BEARING_POLICY_TIMEOUT_MS sets the budget when the caller gives none', async () => {
    const reply = await runnerWith([hanging], { BEARING_POLICY_TIMEOUT_MS: '30' }).run('claude-code', preToolUse);
    expect(reply.diagnostics).toEqual(['bearing: policy_timeout: policies did not answer within 30 ms']);
    expect(reply.stdout).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
  });

  test("each policy's time told to onPolicy is how long it took: never more than the whole call", async () => {
    const times: number[] = [];
    const late = entry('late', () => new Promise<Decision>((resolve) => setTimeout(() => resolve({ verdict: 'none' }), 5)));
    const before = performance.now();
    await runnerWith([late]).run('claude-code', preToolUse, { onPolicy: (_id, _d, ms) => void times.push(ms) });
    const whole = performance.now() - before;
    expect(times).toHaveLength(1);
    expect(times[0]).toBeGreaterThanOrEqual(0);
    expect(times[0]).toBeLessThanOrEqual(whole);
  });
});

describe('HookRunner: parts of a decision the family lacks', () => {
  const withContext = entry('ctx', () => ({ verdict: 'deny', reason: 'no', context: 'why' }), { optional: ['context'] });

  test('an optional context is dropped where the family has no native context channel (Cursor tool/before)', async () => {
    const cursorCall = {
      hook_event_name: 'preToolUse',
      conversation_id: 'c',
      generation_id: 'g',
      workspace_roots: ['/tmp'],
      tool_name: 'Shell',
      tool_input: { command: 'npm test' },
    };
    expect((await decided(runnerWith([withContext]), 'cursor', cursorCall, { nativeEvent: 'preToolUse' })).decisions).toEqual([
      { verdict: 'deny', reason: 'no', policy: 'ctx' },
    ]);
  });

  test('and kept where it is native (Claude Code tool/before)', async () => {
    expect((await decided(runnerWith([withContext]), 'claude-code', preToolUse)).decisions).toEqual([
      { verdict: 'deny', reason: 'no', context: 'why', policy: 'ctx' },
    ]);
  });
});

describe('HookRunner: the deadline timer', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'performance', 'Date', 'hrtime'] }));
  afterEach(() => jest.useRealTimers());

  test('policies that settle within a few microtask turns arm no deadline timer while they run', async () => {
    const armed: number[] = [];
    const soon = entry('soon', async () => {
      for (let turn = 0; turn < 5; turn++) await undefined;
      return { verdict: 'deny', reason: 'no' };
    });
    const reply = await runnerWith([soon]).run('claude-code', preToolUse, { onPolicy: () => void armed.push(jest.getTimerCount()) });
    expect(armed).toEqual([0]);
    expect(reply.stdout).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } });
  });

  test('a policy waiting on a timer gets a deadline, which is cleared once it answers', async () => {
    const armed: number[] = [];
    const late = entry('late', () => new Promise<Decision>((resolve) => setTimeout(() => resolve({ verdict: 'deny', reason: 'late' }), 10)));
    const pending = runnerWith([late]).run('claude-code', preToolUse, { policyTimeoutMs: 5_000, onPolicy: () => void armed.push(jest.getTimerCount()) });
    await jest.advanceTimersByTimeAsync(10);
    const reply = await pending;
    // While it answered, only the deadline was left; after, nothing.
    expect({ armed, after: jest.getTimerCount() }).toEqual({ armed: [1], after: 0 });
    expect(reply.stdout).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'late' } });
  });
});
