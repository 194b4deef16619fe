import { container } from 'tsyringe';
import { bootstrap } from '../../../src/bootstrap';
import { HookRunner } from '../../../src/framework/runner/hook-runner';
import { inProcessAnswer } from '../../../src/cli/hook/in-process-answer';
import type { InProcessAnswer } from '../../../src/protocol/host-reply';
import { createOpenCodePlugin } from '../../../src/hosts/opencode/opencode.plugin';
import { OPENCODE_HOST } from '../../../src/hosts/opencode/opencode.host';
import { OpenCodeAdapter } from '../../../src/hosts/opencode/opencode.adapter';
import { GitRepo } from '../../support/git-repo';
import { decodeEvent } from '../../support/decode-event';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../../support/expected-replies';

const SKILLS = '/opt/bearing/skills';
const runnerAnswer: InProcessAnswer = inProcessAnswer(
  'opencode',
  () => bootstrap(container.createChildContainer(), [OPENCODE_HOST], {}).resolve(HookRunner),
  {},
);

/** The hooks OpenCode gets from bearing's plugin for one project, and the lines it logged through the client. */
async function load(directory: string, answer: InProcessAnswer = runnerAnswer) {
  const logged: string[] = [];
  const client = { app: { log: async (o: { body: { message: string } }) => void logged.push(o.body.message) } };
  const hooks = await createOpenCodePlugin(answer, SKILLS).server({ directory, client });
  return { hooks, logged };
}

describe('the OpenCode plugin, against the real runner', () => {
  const repo = new GitRepo('work');
  afterAll(() => repo.remove());

  test('is a v1 plugin module whose hooks are the ones bearing answers or observes', async () => {
    const plugin = createOpenCodePlugin(runnerAnswer, SKILLS);
    expect(plugin.id).toBe('bearing');
    expect(Object.keys((await load(repo.root)).hooks).sort()).toEqual(
      ['chat.message', 'config', 'event', 'experimental.chat.system.transform', 'tool.execute.after', 'tool.execute.before'].sort(),
    );
  });

  test("tool.execute.before: `git checkout -b main` throws the reason (OpenCode's block); a feature branch passes", async () => {
    const { hooks } = await load(repo.root);
    await expect(
      hooks['tool.execute.before']!({ tool: 'bash', sessionID: 'ses_1', callID: 'c' }, { args: { command: 'git checkout -b main' } }),
    ).rejects.toThrow(/^protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /);
    await expect(
      hooks['tool.execute.before']!({ tool: 'bash', sessionID: 'ses_1', callID: 'c' }, { args: { command: 'git checkout -b feature/x' } }),
    ).resolves.toBeUndefined();
  });

  test("a session start's context goes onto every system prompt of that session, and of no other", async () => {
    const { hooks } = await load(repo.root);
    // OpenCode does not await an event handler: the transform must wait for the answer itself.
    void hooks['event']!({ event: { type: 'session.created', properties: { sessionID: 'ses_1', info: { directory: repo.root } } } }, {});
    for (let i = 0; i < 2; i++) {
      const output = { system: ["OpenCode's own prompt"] };
      await hooks['experimental.chat.system.transform']!({ sessionID: 'ses_1' }, output);
      expect(output.system).toEqual(["OpenCode's own prompt", ACTIVATION_ADVICE_WITHOUT_PLAN]);
    }
    const other = { system: ['prompt'] };
    await hooks['experimental.chat.system.transform']!({ sessionID: 'ses_2' }, other);
    expect(other.system).toEqual(['prompt']);
  });

  test("the config hook adds bearing's skills folder to OpenCode's skill paths, once, keeping the user's", async () => {
    const { hooks } = await load(repo.root);
    const config: Record<string, unknown> = { skills: { paths: ['/home/u/skills'] } };
    await hooks['config']!(config, {});
    await hooks['config']!(config, {});
    expect(config).toEqual({ skills: { paths: ['/home/u/skills', SKILLS] } });
  });

  test("a failure of bearing never throws from a hook (a throw fails the whole run): one line in OpenCode's log", async () => {
    const { hooks, logged } = await load(repo.root, async () => {
      throw new Error('runner exploded');
    });
    await expect(hooks['tool.execute.before']!({ tool: 'bash', sessionID: 's' }, { args: { command: 'git checkout -b main' } })).resolves.toBeUndefined();
    await expect(hooks['chat.message']!({ sessionID: 's' }, {})).resolves.toBeUndefined();
    void hooks['event']!({ event: { type: 'session.created', properties: { sessionID: 's' } } }, {});
    const output = { system: [] as string[] };
    await expect(hooks['experimental.chat.system.transform']!({ sessionID: 's' }, output)).resolves.toBeUndefined();
    expect(output.system).toEqual([]);
    expect(logged).toEqual(['bearing: internal: runner exploded', 'bearing: internal: runner exploded', 'bearing: internal: runner exploded']);
  });
});

describe('OpenCodeAdapter', () => {
  const adapter = new OpenCodeAdapter();
  test('a bash call runs in its workdir, resolved against the project; the tool is classified by kind', () => {
    expect(
      decodeEvent(adapter, { hook: 'tool.execute.before', tool: 'bash', sessionID: 's', args: { command: 'git push', workdir: 'sub' }, directory: '/p' }),
    ).toMatchObject({
      family: 'tool/before',
      cwd: '/p/sub',
      sessionId: 's',
      tool: { name: 'bash', kind: 'shell', command: 'git push' },
    });
    expect(decodeEvent(adapter, { hook: 'tool.execute.before', tool: 'edit', args: { filePath: 'a.ts' }, directory: '/p' })).toMatchObject({
      cwd: '/p',
      tool: { kind: 'write' },
    });
    expect(decodeEvent(adapter, { hook: 'session.created', sessionID: 's', directory: '/p' })).toMatchObject({
      family: 'session/start',
      source: 'startup',
      cwd: '/p',
    });
  });

  test('encodes a refusal as the error to throw, context as system text, and says what it drops', () => {
    const event = (nativeEvent: string) => ({ host: 'opencode' as const, nativeEvent, reentry: false, raw: {} });
    expect(adapter.encode(event('tool.execute.before'), { verdict: 'deny', reason: '  r ' })).toEqual({ exitCode: 0, stdout: { error: 'r' }, diagnostics: [] });
    expect(adapter.encode(event('session.created'), { verdict: 'context', context: 'c' })).toEqual({ exitCode: 0, stdout: { system: 'c' }, diagnostics: [] });
    expect(adapter.encode(event('chat.message'), { verdict: 'deny', reason: 'r', context: 'c' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: chat.message has no deny/context channel on opencode; not sent'],
    });
  });
});
