import { container } from 'tsyringe';
import { bootstrap } from '../../../src/bootstrap';
import { HookRunner } from '../../../src/framework/runner/hook-runner';
import { inProcessAnswer } from '../../../src/cli/hook/in-process-answer';
import type { InProcessAnswer } from '../../../src/protocol/host-reply';
import type { HostReply } from '../../../src/protocol/host-reply';
import { createPiExtension, type PiContext } from '../../../src/hosts/pi/pi.extension';
import { PI_HOST } from '../../../src/hosts/pi/pi.host';
import { PiAdapter } from '../../../src/hosts/pi/pi.adapter';
import { GitRepo } from '../../support/git-repo';
import { decodeEvent } from '../../support/decode-event';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../../support/expected-replies';

type Handler = (event: Record<string, unknown>, context: PiContext) => unknown;

/** Pi's ExtensionAPI as far as bearing uses it: the handlers registered, by event. */
function load(answer: InProcessAnswer, stderr: (text: string) => void = () => undefined) {
  const handlers = new Map<string, Handler>();
  createPiExtension(answer, stderr)({ on: (name, handler) => void handlers.set(name, handler) });
  const fire = (name: string, event: Record<string, unknown>, context: PiContext) => handlers.get(name)!({ type: name, ...event }, context);
  return { handlers, fire };
}

const runnerAnswer = (environment: Record<string, string> = {}) =>
  inProcessAnswer('pi', () => bootstrap(container.createChildContainer(), [PI_HOST], environment).resolve(HookRunner), environment);

describe('the Pi extension, against the real runner', () => {
  const repo = new GitRepo('work');
  afterAll(() => repo.remove());
  const notes: string[] = [];
  const context: PiContext = { cwd: repo.root, hasUI: true, ui: { notify: (line) => void notes.push(line) }, sessionManager: { getSessionId: () => 'sess-1' } };

  test('registers the events bearing answers or observes, and nothing else', () => {
    expect([...load(runnerAnswer()).handlers.keys()].sort()).toEqual(
      ['agent_end', 'before_agent_start', 'session_before_compact', 'session_compact', 'session_shutdown', 'session_start', 'tool_call', 'tool_result'].sort(),
    );
  });

  test('tool_call: `git checkout -b main` is refused with { block, reason }; a feature branch passes with nothing', async () => {
    const { fire } = load(runnerAnswer());
    expect(await fire('tool_call', { toolName: 'bash', toolCallId: 'c1', input: { command: 'git checkout -b main' } }, context)).toEqual({
      block: true,
      reason: expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /),
    });
    expect(await fire('tool_call', { toolName: 'bash', toolCallId: 'c2', input: { command: 'git checkout -b feature/x' } }, context)).toBeUndefined();
  });

  test("a session start's context is held and sent once, with the session's first prompt", async () => {
    const { fire } = load(runnerAnswer());
    expect(await fire('session_start', { reason: 'startup' }, context)).toBeUndefined();
    const first = (await fire('before_agent_start', { prompt: 'go', messageType: 'user' }, context)) as {
      message: { customType: string; content: string; display: boolean };
    };
    expect(first.message).toEqual({ customType: 'bearing', content: ACTIVATION_ADVICE_WITHOUT_PLAN, display: false });
    expect(await fire('before_agent_start', { prompt: 'again', messageType: 'user' }, context)).toBeUndefined();
  });

  test('nothing it does throws, whatever the runner does: a failure is one line in the UI, and the call goes on', async () => {
    const throwing: InProcessAnswer = async () => {
      throw new Error('runner exploded');
    };
    notes.length = 0;
    const { fire } = load(throwing);
    await expect(fire('tool_call', { toolName: 'bash', input: { command: 'git checkout -b main' } }, context)).resolves.toBeUndefined();
    await expect(fire('session_start', { reason: 'startup' }, context)).resolves.toBeUndefined();
    expect(notes).toEqual(['bearing: internal: runner exploded', 'bearing: internal: runner exploded']);
  });

  test('diagnostics go to stderr where Pi has no UI (print mode), to the UI otherwise', async () => {
    const said: HostReply = { exitCode: 0, diagnostics: ['bearing: one line'] };
    const written: string[] = [];
    notes.length = 0;
    const { fire } = load(
      async () => said,
      (text) => void written.push(text),
    );
    await fire('agent_end', {}, { ...context, hasUI: false });
    await fire('agent_end', {}, context);
    expect({ written, notes }).toEqual({ written: ['bearing: one line\n'], notes: ['bearing: one line'] });
  });
});

describe('inProcessAnswer: the deadline an in-process host does not give', () => {
  test('a call that never settles is answered at the deadline: a tool call is blocked with a retry reason, any other event neutral, one line', async () => {
    const real = bootstrap(container.createChildContainer(), [PI_HOST], {}).resolve(HookRunner);
    const hanging = { run: () => new Promise<HostReply>(() => undefined), fail: real.fail.bind(real) } as unknown as HookRunner;
    const answer = inProcessAnswer('pi', () => hanging, { BEARING_POLICY_TIMEOUT_MS: '50' });
    const started = Date.now();
    const diagnostics = ['bearing: policy_timeout: no answer within 1050 ms'];
    expect(await answer({ type: 'tool_call' }, 'tool_call')).toEqual({
      exitCode: 0,
      diagnostics,
      stdout: {
        block: true,
        reason: expect.stringMatching(/^bearing could not check this tool call in time \(policy_timeout: no answer within 1050 ms\); .* Retry the same call/),
      },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await answer({ type: 'agent_end' }, 'agent_end')).toEqual({ exitCode: 0, diagnostics });
  });

  test('a runner that cannot be built is one line, and every later call tries again', async () => {
    let attempts = 0;
    const answer = inProcessAnswer(
      'pi',
      () => {
        attempts++;
        throw new Error('no container');
      },
      {},
    );
    expect(await answer({}, 'tool_call')).toEqual({ exitCode: 0, diagnostics: ['bearing: internal: bearing could not start: no container'] });
    await answer({}, 'tool_call');
    expect(attempts).toBe(2);
  });
});

describe('PiAdapter', () => {
  const adapter = new PiAdapter();
  test("decodes the extension's payload: the tool by kind, the cwd and session from the context, the session start's reason", () => {
    expect(decodeEvent(adapter, { type: 'tool_call', toolName: 'bash', toolCallId: 'c', input: { command: 'ls' }, cwd: '/w', sessionId: 's' })).toMatchObject({
      family: 'tool/before',
      cwd: '/w',
      sessionId: 's',
      tool: { name: 'bash', kind: 'shell', dialect: 'posix', command: 'ls' },
    });
    expect(decodeEvent(adapter, { type: 'tool_call', toolName: 'write', input: { path: 'a.ts', content: '' } }).tool).toMatchObject({ kind: 'write' });
    expect(decodeEvent(adapter, { type: 'session_start', reason: 'startup' })).toMatchObject({ family: 'session/start', source: 'startup' });
    expect(decodeEvent(adapter, { type: 'input', text: 'hi' })).toMatchObject({ deferred: expect.any(String) });
  });

  test('encodes a refusal only where Pi takes one, a message only where Pi reads one, and says what it drops', () => {
    const event = (nativeEvent: string) => ({ host: 'pi' as const, nativeEvent, reentry: false, raw: {} });
    expect(adapter.encode(event('tool_call'), { verdict: 'deny', reason: 'r' })).toEqual({
      exitCode: 0,
      stdout: { block: true, reason: 'r' },
      diagnostics: [],
    });
    expect(adapter.encode(event('session_before_compact'), { verdict: 'deny', reason: 'r' })).toEqual({
      exitCode: 0,
      stdout: { cancel: true },
      diagnostics: [],
    });
    expect(adapter.encode(event('before_agent_start'), { verdict: 'context', context: 'c' })).toEqual({
      exitCode: 0,
      stdout: { message: { customType: 'bearing', content: 'c', display: false } },
      diagnostics: [],
    });
    expect(adapter.encode(event('agent_end'), { verdict: 'block', reason: 'r', notice: 'n' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: agent_end has no block/notice channel on pi; not sent'],
    });
  });
});

describe('loading never throws (a factory that throws stops Pi)', () => {
  test('an event this Pi refuses to listen to costs that event and one line; the gate is still registered', () => {
    const handlers: string[] = [];
    const written: string[] = [];
    const refusing = {
      on: (name: string) =>
        name === 'session_compact'
          ? (() => {
              throw new Error('unknown event');
            })()
          : void handlers.push(name),
    };
    expect(() =>
      createPiExtension(
        async () => ({ exitCode: 0, diagnostics: [] }),
        (t) => void written.push(t),
      )(refusing),
    ).not.toThrow();
    expect(handlers).toContain('tool_call');
    expect(written).toEqual(["bearing: cannot listen to Pi's session_compact: unknown event\n"]);
  });
});
