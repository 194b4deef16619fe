import { HostAdapter, nonEmpty, type EventFields, type HandlerContext, type ToolTable } from '../../../src/framework/host-adapter';
import type { Decision } from '../../../src/protocol/decision';
import type { HookEvent, ToolKind } from '../../../src/protocol/hook-event';
import type { HostReply } from '../../../src/protocol/host-reply';
import { hostWith } from '../../support/descriptors';

/**
 * The smallest host: its reply shows the event and decision it was asked to encode, so what the base class hands
 * its encoder can be read back whole. Its tool table is given per test.
 */
class EchoAdapter extends HostAdapter {
  readonly descriptor;

  constructor(
    protected override readonly tools: ToolTable = {},
    failClosed = false,
  ) {
    super();
    this.descriptor = { ...hostWith({ 'tool/before': ['deny'] }), failClosed };
  }

  nativeEventName(): string | undefined {
    return undefined;
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    return { exitCode: 0, stdout: { event, decision }, diagnostics: ['encoder line'] };
  }

  tool(name: string, input: Readonly<Record<string, unknown>>, kind?: ToolKind): ReturnType<HostAdapter['toolCall']> {
    return this.toolCall(name, input, kind);
  }

  event(context: HandlerContext, fields?: EventFields): HookEvent {
    return this.canonical(context, fields);
  }
}

describe('HostAdapter.failureReply on a fail-closed host', () => {
  test('a gate whose event is unknown is still denied, encoded as a first-time pre-tool event', () => {
    expect(new EchoAdapter({}, true).failureReply({ code: 'json_malformed', message: 'Unexpected token', family: 'tool/before' })).toStrictEqual({
      exitCode: 0,
      stdout: {
        event: { host: 'codex', family: 'tool/before', nativeEvent: '', reentry: false, raw: {} },
        decision: {
          verdict: 'deny',
          reason: 'bearing could not check this tool call (json_malformed: Unexpected token); it is refused because this host runs bearing fail-closed',
          policy: 'fail-policy',
        },
      },
      diagnostics: ['bearing: json_malformed: Unexpected token', 'encoder line'],
    });
  });
});

describe('HostAdapter.toolCall: a tool classified by the host tool table', () => {
  test('a host without a shell table: a write tool is write, any other is other', () => {
    const adapter = new EchoAdapter({ write: ['Write'] });
    expect([adapter.tool('Write', { path: 'a' }), adapter.tool('Bash', { command: 'ls' })]).toStrictEqual([
      { name: 'Write', kind: 'write', input: { path: 'a' }, paths: [], removes: [] },
      { name: 'Bash', kind: 'other', input: { command: 'ls' }, paths: [], removes: [] },
    ]);
  });

  test('a host without a write list: a tool that is not a shell is other, or the kind the handler says', () => {
    const adapter = new EchoAdapter({ shell: { Bash: 'posix' } });
    expect([adapter.tool('Edit', {}), adapter.tool('Read', {}, 'read')]).toStrictEqual([
      { name: 'Edit', kind: 'other', input: {}, paths: [], removes: [] },
      { name: 'Read', kind: 'read', input: {}, paths: [], removes: [] },
    ]);
  });

  test('a shell tool carries its dialect, and its command only when the input holds one', () => {
    const adapter = new EchoAdapter({ shell: { Bash: 'posix' } });
    expect([adapter.tool('Bash', { command: ['bash', '-lc', 'git status'] }), adapter.tool('Bash', { description: 'no command' })]).toStrictEqual([
      {
        name: 'Bash',
        kind: 'shell',
        dialect: 'posix',
        input: { command: ['bash', '-lc', 'git status'] },
        command: "bash -lc 'git status'",
        paths: [],
        removes: [],
      },
      { name: 'Bash', kind: 'shell', dialect: 'posix', input: { description: 'no command' }, paths: [], removes: [] },
    ]);
  });

  test("paths: the strings under the host's path keys and in its path lists, in that order, without blanks or repeats", () => {
    const adapter = new EchoAdapter({ write: ['Put'], pathKeys: ['target', 'also'], pathListKeys: ['targets'] });
    expect(adapter.tool('Put', { also: 'b', target: 'a', targets: ['c', 'a', ' ', 3], other: 'x' })).toStrictEqual({
      name: 'Put',
      kind: 'write',
      input: { also: 'b', target: 'a', targets: ['c', 'a', ' ', 3], other: 'x' },
      paths: ['a', 'b', 'c'],
      removes: [],
    });
    expect(adapter.tool('Put', { target: '', targets: 'not a list' })).toMatchObject({ paths: [], removes: [] });
  });

  test("removes: everything a tool of the host's delete list names, whatever kind it is; nothing another tool names", () => {
    const adapter = new EchoAdapter({ delete: ['Drop'], pathKeys: ['target'] });
    expect([adapter.tool('Drop', { target: 'a' }), adapter.tool('drop', { target: 'a' })]).toMatchObject([
      { kind: 'other', paths: ['a'], removes: ['a'] },
      { paths: ['a'], removes: [] },
    ]);
  });
});

describe('HostAdapter.canonical', () => {
  const context: HandlerContext = { nativeEvent: 'Start', family: 'session/start', raw: { a: 1 } };

  test('a cwd or session id the host did not send (or sent unusable) is no key at all', () => {
    const adapter = new EchoAdapter();
    expect([adapter.event(context), adapter.event(context, { cwd: 'relative', sessionId: ' ' })]).toStrictEqual([
      { host: 'codex', nativeEvent: 'Start', family: 'session/start', raw: { a: 1 }, reentry: false },
      { host: 'codex', nativeEvent: 'Start', family: 'session/start', raw: { a: 1 }, reentry: false },
    ]);
  });

  test('usable ones are kept', () => {
    expect(new EchoAdapter().event(context, { cwd: '/work', sessionId: 's1', reentry: true })).toStrictEqual({
      host: 'codex',
      nativeEvent: 'Start',
      family: 'session/start',
      raw: { a: 1 },
      cwd: '/work',
      sessionId: 's1',
      reentry: true,
    });
  });
});

describe('nonEmpty', () => {
  test('a non-empty string, else undefined', () => {
    expect([nonEmpty('x'), nonEmpty(''), nonEmpty(3), nonEmpty(undefined)]).toEqual(['x', undefined, undefined, undefined]);
  });
});
