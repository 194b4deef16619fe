import { CursorAdapter } from '../../../src/hosts/cursor/cursor.adapter';
import { CURSOR_EVENTS } from '../../../src/hosts/cursor/cursor-events';
import { CURSOR_REPLY_RULES, FAIL_CLOSED_GUIDANCE } from '../../../src/hosts/cursor/cursor.replies';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import type { Decision } from '../../../src/protocol/decision';
import type { HookEvent } from '../../../src/protocol/hook-event';
import { readFixture } from '../../support/fixtures';
import { decodeEvent } from '../../support/decode-event';

const adapter = new CursorAdapter();
const event = (nativeEvent: string, family: HookEvent['family'], raw: Record<string, unknown> = {}): HookEvent => ({
  host: 'cursor',
  nativeEvent,
  family,
  reentry: false,
  raw,
});
const fixture = (name: string) => readFixture(`cursor/docs/${name}`).payload;
const ROOT = '/tmp/bearing-docs-project';

/** Every event in the Cursor reference and where it goes: the shell, MCP, read and edit hooks are selectors of the tool families. */
const EVENT_MAP: Record<string, string> = {
  sessionStart: 'session/start',
  sessionEnd: 'session/end',
  preToolUse: 'tool/before',
  postToolUse: 'tool/after',
  postToolUseFailure: 'tool/failure',
  subagentStart: 'agent/start',
  subagentStop: 'agent/stop',
  beforeShellExecution: 'tool/before',
  afterShellExecution: 'tool/after',
  beforeMCPExecution: 'tool/before',
  afterMCPExecution: 'tool/after',
  beforeReadFile: 'tool/before',
  afterFileEdit: 'tool/after',
  beforeSubmitPrompt: 'prompt/submit',
  preCompact: 'compact/before',
  stop: 'stop',
  afterAgentResponse: 'deferred',
  afterAgentThought: 'deferred',
  beforeTabFileRead: 'deferred',
  afterTabFileEdit: 'deferred',
  workspaceOpen: 'workspace/open',
};

describe('CursorAdapter: decoding', () => {
  test('declares the 21 documented events, each with its family or a deferral reason', () => {
    const handlers = exploreHandlers(CursorAdapter);
    expect(Object.keys(EVENT_MAP).sort()).toEqual([...CURSOR_EVENTS].sort());
    expect(Object.fromEntries([...handlers].map(([name, h]) => [name, h.options.family ?? 'deferred']))).toEqual(EVENT_MAP);
    for (const h of handlers.values()) if (!h.options.family) expect(h.options.deferred?.length).toBeGreaterThan(10);
  });

  test('every event that has a family has a reply rule, and no rule exists for a deferred event', () => {
    const families = Object.entries(EVENT_MAP)
      .filter(([, f]) => f !== 'deferred')
      .map(([e]) => e)
      .sort();
    expect(Object.keys(CURSOR_REPLY_RULES).sort()).toEqual(families);
  });

  test('beforeShellExecution: a tool/before selector; the top-level command is the Shell command; the conversation is the session', () => {
    const decoded = decodeEvent(adapter, fixture('before-shell-execution.checkout-main.json'));
    expect(decoded).toMatchObject({
      host: 'cursor',
      family: 'tool/before',
      nativeEvent: 'beforeShellExecution',
      cwd: ROOT,
      sessionId: '668320d2-2fd8-4888-b33c-2a466fec86e7',
      tool: { name: 'Shell', kind: 'shell', dialect: 'posix', input: { command: 'git checkout -b main' }, command: 'git checkout -b main' },
      reentry: false,
    });
  });

  test('preToolUse: the Shell tool carries its command; other tools carry none', () => {
    expect(decodeEvent(adapter, fixture('pre-tool-use.shell-checkout-main.json')).tool).toEqual({
      name: 'Shell',
      kind: 'shell',
      dialect: 'posix',
      input: { command: 'git checkout -b main', working_directory: ROOT },
      command: 'git checkout -b main',
      paths: [],
      removes: [],
    });
    const write = decodeEvent(adapter, fixture('pre-tool-use.write.json'));
    expect(write.tool).toEqual({
      name: 'Write',
      kind: 'write',
      input: { file_path: `${ROOT}/src/app.ts`, content: 'export {};\n' },
      paths: [`${ROOT}/src/app.ts`],
      removes: [],
    });
  });

  test('beforeMCPExecution: the JSON-string input is parsed, and the tool is named as Cursor matchers name MCP tools', () => {
    expect(decodeEvent(adapter, fixture('before-mcp-execution.json')).tool).toEqual({
      name: 'MCP:create_issue',
      kind: 'other',
      input: { title: 'Flaky test' },
      paths: [],
      removes: [],
    });
    const unparsable = decodeEvent(adapter, { ...fixture('before-mcp-execution.json'), tool_input: '{not json' });
    expect(unparsable.tool).toEqual({ name: 'MCP:create_issue', kind: 'other', input: {}, paths: [], removes: [] });
  });

  test('beforeReadFile and afterFileEdit: Read and Write selectors, about the file they name', () => {
    expect(decodeEvent(adapter, fixture('before-read-file.json')).tool).toEqual({
      name: 'Read',
      kind: 'read',
      input: { file_path: `${ROOT}/.env` },
      paths: [`${ROOT}/.env`],
      removes: [],
    });
    expect(decodeEvent(adapter, fixture('after-file-edit.json'))).toMatchObject({
      family: 'tool/after',
      nativeEvent: 'afterFileEdit',
      tool: { name: 'Write', kind: 'write', paths: [`${ROOT}/src/app.ts`], removes: [] },
    });
  });

  test("preToolUse's Delete tool removes the file it names; Write names it without removing it (a real Write sample, renamed)", () => {
    const write = fixture('pre-tool-use.write.json');
    expect(decodeEvent(adapter, { ...write, tool_name: 'Delete', tool_input: { path: 'src/old.ts' } }).tool).toMatchObject({
      kind: 'write',
      paths: ['src/old.ts'],
      removes: ['src/old.ts'],
    });
  });

  test('stop: loop_count above 0 marks re-entry (the agent runs because of an earlier follow-up)', () => {
    expect(decodeEvent(adapter, fixture('stop.json')).reentry).toBe(false);
    expect(decodeEvent(adapter, fixture('stop.followup-reentry.json')).reentry).toBe(true);
  });

  test('sessionStart: session_id is the session; workspaceOpen has no conversation and stays without one', () => {
    expect(decodeEvent(adapter, fixture('session-start.json')).sessionId).toBe('668320d2-2fd8-4888-b33c-2a466fec86e7');
    const open = decodeEvent(adapter, fixture('workspace-open.json'));
    expect(open).toMatchObject({ family: 'workspace/open', cwd: ROOT });
    expect(open.sessionId).toBeUndefined();
  });

  describe('multi-root workspaces: the canonical cwd', () => {
    const roots = ['/work/alpha', '/work/beta'];
    test('the payload cwd when it is set', () => {
      expect(decodeEvent(adapter, { ...fixture('before-shell-execution.checkout-main.json'), cwd: '/work/beta/sub', workspace_roots: roots }).cwd).toBe(
        '/work/beta/sub',
      );
    });
    test('an empty shell cwd: the first root', () => {
      expect(decodeEvent(adapter, { ...fixture('before-shell-execution.empty-cwd.json'), workspace_roots: roots }).cwd).toBe('/work/alpha');
    });
    test('no cwd on preToolUse: the root holding the Shell working_directory', () => {
      const raw = {
        ...fixture('pre-tool-use.shell-checkout-main.json'),
        workspace_roots: roots,
        tool_input: { command: 'x', working_directory: '/work/beta/pkg' },
      };
      delete (raw as Record<string, unknown>)['cwd'];
      expect(decodeEvent(adapter, raw).cwd).toBe('/work/beta');
    });
    test('a file event: the root holding the file', () => {
      expect(decodeEvent(adapter, { ...fixture('before-read-file.json'), workspace_roots: roots, file_path: '/work/beta/.env' }).cwd).toBe('/work/beta');
    });
    test('an MCP gate: the first root, whatever paths the MCP input names', () => {
      const raw = { ...fixture('before-mcp-execution.json'), workspace_roots: roots, tool_input: JSON.stringify({ path: '/work/beta/x' }) };
      delete (raw as Record<string, unknown>)['cwd'];
      expect(decodeEvent(adapter, raw).cwd).toBe('/work/alpha');
    });
  });
});

describe('CursorAdapter: encoding', () => {
  const deny: Decision = { verdict: 'deny', reason: 'protected_ref: main. Create another branch.' };

  test.each(['beforeShellExecution', 'beforeMCPExecution', 'preToolUse'])('%s deny → permission "deny", user_message, agent_message, exit 2', (name) => {
    expect(adapter.encode(event(name, 'tool/before'), deny)).toEqual({
      exitCode: 2,
      stdout: { permission: 'deny', user_message: deny.reason, agent_message: deny.reason },
      diagnostics: [],
    });
  });

  test.each([
    ['beforeReadFile', 'tool/before'],
    ['subagentStart', 'agent/start'],
  ] as const)('%s deny → permission "deny" and user_message only (no agent_message there), exit 2', (name, family) => {
    expect(adapter.encode(event(name, family), deny)).toEqual({ exitCode: 2, stdout: { permission: 'deny', user_message: deny.reason }, diagnostics: [] });
  });

  test('a notice goes to the user, the reason to the agent', () => {
    expect(adapter.encode(event('beforeShellExecution', 'tool/before'), { ...deny, notice: 'bearing kept main safe' }).stdout).toEqual({
      permission: 'deny',
      user_message: 'bearing kept main safe',
      agent_message: deny.reason,
    });
  });

  test('a fail-closed refusal tells the agent how to go on', () => {
    const reply = adapter.encode(event('preToolUse', 'tool/before'), {
      verdict: 'deny',
      reason: 'bearing could not check this tool call (x: y)',
      policy: 'fail-policy',
    });
    expect(reply.stdout).toEqual({
      permission: 'deny',
      user_message: 'bearing could not check this tool call (x: y)',
      agent_message: `bearing could not check this tool call (x: y). ${FAIL_CLOSED_GUIDANCE}`,
    });
  });

  test('ask → permission "ask" on the shell and MCP gates, exit 0; dropped where Cursor does not enforce it', () => {
    expect(adapter.encode(event('beforeShellExecution', 'tool/before'), { verdict: 'ask', reason: 'sure?' })).toEqual({
      exitCode: 0,
      stdout: { permission: 'ask', user_message: 'sure?', agent_message: 'sure?' },
      diagnostics: [],
    });
    expect(adapter.encode(event('preToolUse', 'tool/before'), { verdict: 'ask', reason: 'sure?' })).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: preToolUse has no ask channel on cursor; not sent'],
    });
  });

  test("no decision → exactly {} and exit 0 on every event (never an allow, which would skip Cursor's own approval)", () => {
    for (const name of Object.keys(CURSOR_REPLY_RULES)) {
      expect(adapter.encode(event(name, 'tool/before'), { verdict: 'none' })).toEqual({ exitCode: 0, stdout: {}, diagnostics: [] });
    }
  });

  test('stop block → followup_message; exit 0 (exit 2 does not block a stop)', () => {
    expect(adapter.encode(event('stop', 'stop'), { verdict: 'block', reason: 'run the tests first' })).toEqual({
      exitCode: 0,
      stdout: { followup_message: 'run the tests first' },
      diagnostics: [],
    });
  });

  test('subagentStop block → followup_message only when the subagent completed', () => {
    const block: Decision = { verdict: 'block', reason: 'not done' };
    expect(adapter.encode(event('subagentStop', 'agent/stop', { status: 'completed' }), block).stdout).toEqual({ followup_message: 'not done' });
    expect(adapter.encode(event('subagentStop', 'agent/stop', { status: 'aborted' }), block)).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: subagentStop has no block (status is not "completed") channel on cursor; not sent'],
    });
  });

  test('beforeSubmitPrompt deny → continue false with user_message', () => {
    expect(adapter.encode(event('beforeSubmitPrompt', 'prompt/submit'), deny)).toEqual({
      exitCode: 0,
      stdout: { continue: false, user_message: deny.reason },
      diagnostics: [],
    });
  });

  test('context → additional_context on sessionStart and postToolUse only; elsewhere dropped with one diagnostic', () => {
    expect(adapter.encode(event('sessionStart', 'session/start'), { verdict: 'context', context: 'plan ready' }).stdout).toEqual({
      additional_context: 'plan ready',
    });
    expect(adapter.encode(event('postToolUse', 'tool/after'), { verdict: 'context', context: 'tests failed' }).stdout).toEqual({
      additional_context: 'tests failed',
    });
    expect(adapter.encode(event('preToolUse', 'tool/before'), { verdict: 'context', context: 'x' })).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: preToolUse has no context channel on cursor; not sent'],
    });
  });

  test('notice → user_message on preCompact; dropped on an event that has no standalone user message', () => {
    expect(adapter.encode(event('preCompact', 'compact/before'), { verdict: 'none', notice: 'saving the task' }).stdout).toEqual({
      user_message: 'saving the task',
    });
    expect(adapter.encode(event('sessionStart', 'session/start'), { verdict: 'none', notice: 'n' })).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: sessionStart has no notice channel on cursor; not sent'],
    });
  });

  test('a deny on an event without a deny channel is dropped, never turned into another field', () => {
    expect(adapter.encode(event('afterShellExecution', 'tool/after'), deny)).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: afterShellExecution has no deny channel on cursor; not sent'],
    });
  });

  test('text is capped at 10,000 characters, with a visible cut', () => {
    const reply = adapter.encode(event('beforeShellExecution', 'tool/before'), { verdict: 'deny', reason: 'x'.repeat(20_000) });
    const stdout = reply.stdout as Record<string, string>;
    expect(stdout['agent_message']).toHaveLength(10_000);
    expect(stdout['user_message']!.endsWith('… [truncated by bearing]')).toBe(true);
  });

  test('only snake_case keys Cursor documents ever appear', () => {
    const allowed = new Set(['permission', 'user_message', 'agent_message', 'additional_context', 'followup_message', 'continue']);
    for (const name of Object.keys(CURSOR_REPLY_RULES)) {
      for (const verdict of ['deny', 'block', 'ask', 'context', 'none'] as const) {
        const reply = adapter.encode(event(name, 'tool/before', { status: 'completed' }), { verdict, reason: 'r', context: 'c', notice: 'n' });
        for (const key of Object.keys(reply.stdout as object)) expect({ name, key, ok: allowed.has(key) }).toEqual({ name, key, ok: true });
        expect(JSON.stringify(reply.stdout)).not.toMatch(/"allow"/);
      }
    }
  });
});

describe('CursorAdapter: failures and the host running the hook', () => {
  test('a pre-tool gate that cannot read its payload is refused (fail-closed) with exit 2 and guidance', () => {
    const reply = adapter.failureReply({
      code: 'json_malformed',
      message: 'Unexpected end of JSON input',
      nativeEvent: 'beforeShellExecution',
      family: 'tool/before',
    });
    expect(reply.exitCode).toBe(2);
    expect(reply.stdout).toEqual({
      permission: 'deny',
      user_message:
        'bearing could not check this tool call (json_malformed: Unexpected end of JSON input); it is refused because this host runs bearing fail-closed',
      agent_message: `bearing could not check this tool call (json_malformed: Unexpected end of JSON input); it is refused because this host runs bearing fail-closed. ${FAIL_CLOSED_GUIDANCE}`,
    });
    expect(reply.diagnostics).toEqual(['bearing: json_malformed: Unexpected end of JSON input']);
  });

  test('any other family gets the neutral {} and one diagnostic', () => {
    expect(
      adapter.failureReply({ code: 'payload_invalid', message: 'stop: loop_count must be an integer number', nativeEvent: 'stop', family: 'stop' }),
    ).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: payload_invalid: stop: loop_count must be an integer number'],
    });
  });
});
