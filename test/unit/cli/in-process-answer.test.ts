import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { container } from 'tsyringe';
import { bootstrap } from '../../../src/bootstrap';
import { HookRunner } from '../../../src/framework/runner/hook-runner';
import { inProcessAnswer } from '../../../src/cli/hook/in-process-answer';
import type { RunOptions } from '../../../src/framework/runner/run-options';
import { injectable } from '../../../src/framework/di/injectable';
import type { PolicyEntry } from '../../../src/framework/policy';
import { PI_HOST } from '../../../src/hosts/pi/pi.host';
import type { Decision } from '../../../src/protocol/decision';
import type { HostReply } from '../../../src/protocol/host-reply';

const toolCall = { type: 'tool_call', toolName: 'bash', toolCallId: 'c1', input: { command: 'npm test' }, cwd: '/tmp' };

@injectable()
class Quiet {
  evaluate(): Decision {
    return { verdict: 'none' };
  }
}

const QUIET: PolicyEntry = { id: 'quiet', families: ['tool/before'], needs: { channels: [], at: 'agent_guided' }, policy: Quiet };

/** The real runner for Pi, with one quiet policy instead of the catalog's, telling what options each call got. */
class RecordingRunner extends HookRunner {
  readonly options: RunOptions[] = [];

  constructor() {
    super(bootstrap(container.createChildContainer(), [PI_HOST], {}, [QUIET]));
  }

  override run(hostId: string, payload: unknown, options: RunOptions = {}): Promise<HostReply> {
    this.options.push(options);
    return super.run(hostId, payload, options);
  }
}

/** A runner whose run rejects, as a broken build of it could: the answer must still be a reply. */
class RejectingRunner extends RecordingRunner {
  override run(): Promise<HostReply> {
    return Promise.reject(new Error('run exploded'));
  }
}

describe('inProcessAnswer', () => {
  test('the runner is told which event the host fired', async () => {
    const runner = new RecordingRunner();
    expect(await inProcessAnswer('pi', () => runner, {})(toolCall, 'tool_call')).toEqual({ exitCode: 0, diagnostics: [] });
    // With the record's observers (of the event and the decision) on every call.
    expect(runner.options).toEqual([{ nativeEvent: 'tool_call', onEvent: expect.any(Function), onDecision: expect.any(Function) }]);
  });

  test('a runner that rejects is answered as an internal failure, as the descriptor says (Pi: neutral, one line)', async () => {
    expect(await inProcessAnswer('pi', () => new RejectingRunner(), {})(toolCall, 'tool_call')).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: internal: run exploded'],
    });
  });

  test('a trace that cannot be written adds its one line to the reply', async () => {
    // Relative, and no cache folder in the environment to put it in.
    const answer = inProcessAnswer('pi', () => new RecordingRunner(), { BEARING_TRACE: 'bearing-trace.jsonl' });
    expect(await answer(toolCall, 'tool_call')).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: trace: "bearing-trace.jsonl" is not an absolute path and there is no absolute cache folder to put it in; not traced'],
    });
  });

  describe('traced to a file', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bearing-in-process-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test('the runner is still told the event, and the line keeps a payload no handler read', async () => {
      const file = join(dir, 'trace.jsonl');
      const runner = new RecordingRunner();
      const unknown = { type: 'no_such_event', detail: 'x' };
      const reply = await inProcessAnswer('pi', () => runner, { BEARING_TRACE: file })(unknown, 'no_such_event');
      expect(runner.options.map((o) => o.nativeEvent)).toEqual(['no_such_event']);
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { payload: unknown; reply: HostReply });
      expect(reply).toEqual({ exitCode: 0, diagnostics: ['bearing: event_unknown: "no_such_event" is not an event of pi'] });
      expect(lines.map((l) => ({ payload: l.payload, diagnostics: l.reply.diagnostics }))).toEqual([{ payload: unknown, diagnostics: reply.diagnostics }]);
    });
  });

  describe('the deadline timer', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'performance', 'Date', 'hrtime'] }));
    afterEach(() => jest.useRealTimers());

    test('is cleared once the call is answered: nothing keeps the host process up after it', async () => {
      const answer = inProcessAnswer('pi', () => new RecordingRunner(), {});
      expect(await answer(toolCall, 'tool_call')).toEqual({ exitCode: 0, diagnostics: [] });
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
