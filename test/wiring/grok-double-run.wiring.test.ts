import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { container } from 'tsyringe';
import { injectable } from '../../src/framework/di/injectable';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { PolicyEntry, type Policy } from '../../src/framework/policy';
import type { Decision } from '../../src/protocol/decision';
import type { HookEvent } from '../../src/protocol/hook-event';
import { readFixture } from '../support/fixtures';

/**
 * Grok Build runs its own hook files and Claude Code's and Cursor's. Each runner below stands for one bearing
 * process Grok starts (its own container, like its own process); they share only the user's cache folder.
 */
const grokPreToolUse = readFixture('grok-build/docs/pre-tool-use.checkout-main.json').payload;
const grokStop = readFixture('grok-build/docs/stop.json').payload;
const protectedRef = { decision: 'deny', reason: expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch/) };

let cache: string;
let session = 0;
let grokEnv: Record<string, string>;
beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'bearing-grok-wiring-'));
  grokEnv = { GROK_HOOK_EVENT: 'pre_tool_use', GROK_SESSION_ID: `grok-session-${++session}`, BEARING_CACHE_DIR: cache };
});
afterEach(() => rmSync(cache, { recursive: true, force: true }));

/** One bearing process: a runner in its own child container, with extra policies if given. */
function bearingProcess(env: Record<string, string>, ...policies: PolicyEntry[]): HookRunner {
  const child = bootstrap(container.createChildContainer(), HOST_CATALOG, env);
  for (const entry of policies) child.register(PolicyEntry, { useValue: entry });
  return child.resolve(HookRunner);
}

function counting(id: string, families: PolicyEntry['families'], decision: Decision, seen: string[]): PolicyEntry {
  @injectable()
  class Counting implements Policy {
    evaluate(event: HookEvent): Decision {
      seen.push(`${event.host} ${event.nativeEvent}`);
      return decision;
    }
  }
  return { id, families, needs: { channels: [], at: 'agent_guided' }, policy: Counting };
}

describe('bearing installed only for Claude Code (or Cursor): Grok runs those hooks and is still guarded, in its own dialect', () => {
  test("a Claude Code registration answers a Grok pre_tool_use with Grok's deny", async () => {
    expect(await bearingProcess(grokEnv).run('claude-code', grokPreToolUse)).toEqual({ exitCode: 0, stdout: protectedRef, diagnostics: [] });
  });

  test('a Cursor registration too; the Cursor event on its command line means nothing to Grok and is dropped', async () => {
    expect(await bearingProcess(grokEnv).run('cursor', grokPreToolUse, { nativeEvent: 'beforeShellExecution' })).toEqual({
      exitCode: 0,
      stdout: protectedRef,
      diagnostics: [],
    });
  });

  test("an unreadable payload under a Cursor gate registration: Grok's neutral reply, not Cursor's exit-2 deny", async () => {
    const runner = bearingProcess(grokEnv);
    expect(await runner.runText('cursor', '{"hookEventName":', { nativeEvent: 'beforeShellExecution' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: json_malformed: Unexpected end of JSON input'],
    });
    expect(
      await runner.fail('cursor', {
        code: 'input_too_large',
        message: 'stdin exceeds 8388608 bytes',
        nativeEvent: 'beforeShellExecution',
        family: 'tool/before',
      }),
    ).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: input_too_large: stdin exceeds 8388608 bytes'],
    });
  });

  test('outside Grok the same payload means nothing to the Claude Code adapter: neutral, one diagnostic', async () => {
    expect(await bearingProcess({ BEARING_CACHE_DIR: cache }).run('claude-code', grokPreToolUse)).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: event_unknown: "pre_tool_use" is not an event of claude-code'],
    });
  });
});

describe('bearing installed for Grok and for Claude Code and Cursor at once: one decision per Grok event', () => {
  test('three registrations, one pre_tool_use: exactly one deny, the policy runs once, the others stay neutral', async () => {
    const seen: string[] = [];
    const deny = counting('count', ['tool/before'], { verdict: 'deny', reason: 'counted' }, seen);
    const replies = [
      await bearingProcess(grokEnv, deny).run('grok-build', grokPreToolUse),
      await bearingProcess(grokEnv, deny).run('claude-code', grokPreToolUse),
      await bearingProcess(grokEnv, deny).run('cursor', grokPreToolUse, { nativeEvent: 'preToolUse' }),
    ];
    expect(replies[0]).toEqual({ exitCode: 0, stdout: { decision: 'deny', reason: expect.stringContaining('counted') }, diagnostics: [] });
    expect(replies.slice(1)).toEqual([
      { exitCode: 0, diagnostics: [] },
      { exitCode: 0, diagnostics: [] },
    ]);
    expect(seen).toEqual(['grok-build pre_tool_use']);
  });

  test('whichever registration runs first decides: here the Claude Code one', async () => {
    expect((await bearingProcess(grokEnv).run('claude-code', grokPreToolUse)).stdout).toEqual(protectedRef);
    expect(await bearingProcess(grokEnv).run('grok-build', grokPreToolUse)).toEqual({ exitCode: 0, diagnostics: [] });
  });

  test('a stop continuation is asked for once', async () => {
    const seen: string[] = [];
    const block = counting('closeout', ['stop'], { verdict: 'block', reason: 'run the tests first' }, seen);
    const env = { ...grokEnv, GROK_HOOK_EVENT: 'stop' };
    expect(await bearingProcess(env, block).run('claude-code', grokStop)).toEqual({
      exitCode: 0,
      stdout: { decision: 'block', reason: 'run the tests first' },
      diagnostics: [],
    });
    expect(await bearingProcess(env, block).run('grok-build', grokStop)).toEqual({ exitCode: 0, diagnostics: [] });
    expect(seen).toEqual(['grok-build stop']);
  });

  test('distinct events are each decided: another tool call, another session', async () => {
    const runner = () => bearingProcess(grokEnv);
    expect((await runner().run('grok-build', grokPreToolUse)).stdout).toEqual(protectedRef);
    expect((await runner().run('grok-build', { ...grokPreToolUse, toolUseId: 'call_grok_99' })).stdout).toEqual(protectedRef);
    expect((await bearingProcess({ ...grokEnv, GROK_SESSION_ID: 'another' }).run('grok-build', grokPreToolUse)).stdout).toEqual(protectedRef);
  });
});

describe('runner: answers shaped by the event a hook was registered for', () => {
  const env = () => ({ BEARING_CACHE_DIR: cache });

  test('a payload naming an unknown event under a gate registration (--event beforeShellExecution) is refused fail-closed', async () => {
    const reply = await bearingProcess(env()).run('cursor', { hook_event_name: 'beforeLunch' }, { nativeEvent: 'beforeShellExecution' });
    expect(reply.exitCode).toBe(2);
    // The registered gate wins (issue 12): decoded as beforeShellExecution, whose command is missing.
    expect(reply.stdout).toMatchObject({
      permission: 'deny',
      user_message: expect.stringMatching(/^bearing could not check this tool call \(payload_invalid: beforeShellExecution: command must be a string\)/),
    });
    // One stderr line: the mismatch, then why the gate could not check the call.
    expect(reply.diagnostics).toEqual([
      'bearing: the payload names "beforeLunch" but the hook is registered for "beforeShellExecution": answered as "beforeShellExecution"; payload_invalid: beforeShellExecution: command must be a string',
    ]);
    expect(await bearingProcess(env()).run('cursor', { hook_event_name: 'beforeLunch' })).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: ['bearing: event_unknown: "beforeLunch" is not an event of cursor'],
    });
  });

  test("a deferred event and a stop re-entry get the host's own neutral reply (Cursor: {})", async () => {
    expect(await bearingProcess(env()).run('cursor', readFixture('cursor/docs/after-agent-thought.json').payload)).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: [],
    });
    expect(await bearingProcess(env()).run('cursor', readFixture('cursor/docs/stop.followup-reentry.json').payload)).toEqual({
      exitCode: 0,
      stdout: {},
      diagnostics: [],
    });
  });
});

describe('Cursor, fail-closed: a policy that fails on a gate', () => {
  test('refuses the call with exit 2, names the failed policy, and tells the agent how to go on', async () => {
    @injectable()
    class Broken implements Policy {
      evaluate(): Decision {
        throw new Error('boom\n    at secret.ts:1');
      }
    }
    const broken: PolicyEntry = { id: 'broken', families: ['tool/before'], needs: { channels: [], at: 'agent_guided' }, policy: Broken };
    const reply = await bearingProcess({ BEARING_CACHE_DIR: cache }, broken).run(
      'cursor',
      readFixture('cursor/docs/before-shell-execution.checkout-feature.json').payload,
    );
    const reason = 'bearing could not check this tool call (policy_failed: broken: boom); it is refused because this host runs bearing fail-closed';
    expect(reply).toEqual({
      exitCode: 2,
      stdout: {
        permission: 'deny',
        user_message: reason,
        agent_message: expect.stringMatching(
          /^bearing could not check this tool call \(policy_failed: broken: boom\); it is refused because this host runs bearing fail-closed\. This is not a verdict on the call itself\. Retry it once/,
        ),
      },
      diagnostics: ['bearing: policy_failed: broken: boom'],
    });
  });
});

describe('claims cost nothing on events Grok takes no answer on', () => {
  test('a passive event (post_tool_use) runs its policies in every process and leaves no claim file', async () => {
    const { existsSync, readdirSync } = require('node:fs') as typeof import('node:fs');
    const seen: string[] = [];
    const policy = counting('after', ['tool/after'], { verdict: 'none' }, seen);
    const postToolUse = { ...grokPreToolUse, hookEventName: 'post_tool_use' };
    const env = { ...grokEnv, GROK_HOOK_EVENT: 'post_tool_use' };
    await bearingProcess(env, policy).run('grok-build', postToolUse);
    await bearingProcess(env, policy).run('claude-code', postToolUse);
    expect(seen).toEqual(['grok-build post_tool_use', 'grok-build post_tool_use']);
    const claims = join(cache, 'claims');
    expect(existsSync(claims) ? readdirSync(claims) : []).toEqual([]);
  });
});
