import { serializedTraceLine, MAX_LINE_BYTES } from '../../../src/trace/trace-writer';
import { traceLine, type TraceCall } from '../../../src/trace/trace-line';
import type { HookEvent } from '../../../src/protocol/hook-event';

const TOKEN = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
const KEY = 'sk-proj-abcdefghijklmnopqrstuvwx';
const URL_CREDENTIALS = 'https://alice:s3cr3tpass@git.example.com/team/repo.git';

const raw = { hook_event_name: 'PreToolUse', cwd: '/w', tool_name: 'Bash', tool_input: { command: 'git status' } };
const event: HookEvent = { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd: '/w', reentry: false, raw };

const call = (over: Partial<TraceCall> = {}): TraceCall => ({
  time: Date.UTC(2026, 11, 1, 12, 0, 0, 250),
  host: 'claude-code',
  event,
  policies: [{ policy: 'protected-branch', verdict: 'none', ms: 1.2 }],
  decision: { verdict: 'none' },
  payload: raw,
  reply: { exitCode: 0, diagnostics: [] },
  ms: 4.26,
  cwd: '/w',
  ...over,
});

describe('the trace line', () => {
  test('every field, from the call: time (UTC), host, event, family, cwd, policies, decision, reply, exit code, total, payload', () => {
    expect(traceLine(call({ registered: 'PreToolUse' }))).toEqual({
      v: 1,
      time: '2026-12-01T12:00:00.250Z',
      host: 'claude-code',
      registered: 'PreToolUse',
      event: 'PreToolUse',
      family: 'tool/before',
      cwd: '/w',
      policies: [{ policy: 'protected-branch', verdict: 'none', ms: 1.2 }],
      decision: { verdict: 'none' },
      reply: { diagnostics: [] },
      exitCode: 0,
      ms: 4.3,
      payload: raw,
    });
  });

  test('a call whose payload was not read: no event decoded, the event registered, the text as the payload; another host answering is named', () => {
    const line = traceLine(
      call({ event: undefined, policies: [], decision: undefined, payload: undefined, text: '{not json', registered: 'beforeShellExecution', host: 'cursor' }),
    );
    expect(line).toMatchObject({ event: 'beforeShellExecution', family: null, decision: null, payload: '{not json' });
    expect(traceLine(call({ host: 'claude-code', event: { ...event, host: 'grok-build' } })).answeredBy).toBe('grok-build');
    expect(traceLine(call({ event: undefined, payload: undefined, text: '{"a":1}' })).payload).toEqual({ a: 1 });
  });

  test('an event no policy listens to (answered before decoding): the event its payload names, not null', () => {
    const worktree = { hook_event_name: 'WorktreeRemove', session_id: 's', cwd: '/w' };
    expect(traceLine(call({ event: undefined, policies: [], decision: undefined, payload: worktree }))).toMatchObject({
      event: 'WorktreeRemove',
      family: null,
      decision: null,
    });
    expect(traceLine(call({ event: undefined, payload: undefined, text: '{"hookEventName":"preCompact"}' })).event).toBe('preCompact');
    expect(traceLine(call({ event: undefined, payload: undefined, text: '[1]' })).event).toBeNull();
  });

  test('no secret of the payload, the reasons or the reply reaches the line: tokens, keys, URL credentials, secret-named values', () => {
    const command = `git push ${URL_CREDENTIALS} main && curl -H "Authorization: Bearer ${TOKEN}" x && OPENAI_API_KEY=${KEY} npm test`;
    const payload = {
      ...raw,
      tool_input: { command },
      env: { GITHUB_TOKEN: 'plain-looking-value', password: 'correct horse battery staple' },
      [TOKEN]: 'a key that is a token',
    };
    const text = serializedTraceLine(
      call({
        event: { ...event, raw: payload },
        decision: { verdict: 'deny', reason: `protected_ref: main, in \`git push ${URL_CREDENTIALS} main\``, policy: 'protected-branch' },
        reply: { exitCode: 0, stdout: { reason: KEY }, diagnostics: [`bearing: ${TOKEN}`] },
      }),
    );
    for (const secret of [TOKEN, KEY, 's3cr3tpass', 'alice:', 'plain-looking-value', 'correct horse'])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    const line = JSON.parse(text);
    expect(line.payload.tool_input.command).toBe(
      'git push https://[redacted credentials]@git.example.com/team/repo.git main && curl -H "Authorization: Bearer [redacted token]" x && OPENAI_API_KEY=[redacted token] npm test',
    );
    expect(line.payload.env).toEqual({ GITHUB_TOKEN: '[redacted secret]', password: '[redacted secret]' });
    expect(line.payload['[redacted token]']).toBe('a key that is a token');
    // What is not secret stays as it was: a replay needs it.
    expect(line.payload.tool_name).toBe('Bash');
    expect(line.payload.cwd).toBe('/w');
  });

  test('a __proto__ key stays a key, and a payload nested past 64 levels is cut, not walked', () => {
    const payload = JSON.parse('{"__proto__":{"polluted":true},"hook_event_name":"PreToolUse"}');
    let deep: unknown = 'bottom';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const line = JSON.parse(serializedTraceLine(call({ event: { ...event, raw: payload }, reply: { exitCode: 0, stdout: { deep }, diagnostics: [] } })));
    expect(Object.keys(line.payload)).toEqual(['__proto__', 'hook_event_name']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(JSON.stringify(line.reply.stdout)).toContain('"[deeper than 64 levels]"');
  });

  test('a payload that would make the line longer than 256 KiB is dropped, and the line says so', () => {
    const big = { ...raw, tool_input: { command: `echo ${'x'.repeat(MAX_LINE_BYTES)}` } };
    const text = serializedTraceLine(call({ event: { ...event, raw: big } }));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_LINE_BYTES);
    expect(JSON.parse(text)).toMatchObject({
      host: 'claude-code',
      event: 'PreToolUse',
      payload: null,
      payloadOmitted: expect.stringMatching(/^\d+ bytes, over the 256 KiB a trace line keeps$/),
    });
  });
});
