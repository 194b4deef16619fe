import fc from 'fast-check';
import { join } from 'node:path';
import type { HostReply } from '../../src/protocol/host-reply';
import { createPiExtension, type PiContext } from '../../src/hosts/pi/pi.extension';
import { createOpenCodePlugin } from '../../src/hosts/opencode/opencode.plugin';
import { ADAPTER_HOSTS } from '../support/hosts';
import { REPO_ROOT } from '../support/fixtures';
import { FuzzSandbox } from './support/fuzz-sandbox';
import { fuzzHost } from './support/host-seeds';
import { fuzzParameters, fuzzRuns } from './support/fuzz-settings';
import { mutatedCases } from './support/fuzz-cases';

/**
 * The in-process hosts' own entry points with generated event objects: Pi's extension handlers and OpenCode's plugin
 * hooks, as each host calls them, over the in-process entry's answers. What comes back is only what that host takes
 * from a handler; a throw only where it means a refusal (OpenCode's tool.execute.before); nothing on stdout.
 */
const sandbox = new FuzzSandbox();
afterAll(() => sandbox.remove());
// An empty user configuration folder, set before the entry reads the environment: the machine's own never applies.
process.env['XDG_CONFIG_HOME'] = join(sandbox.root, 'config');
// Required, not imported: loaded after the environment is set, as a host loads it.
const { answers } = require(join(REPO_ROOT, 'src', 'cli', 'in-process-bin')) as {
  answers: Record<string, (payload: Record<string, unknown>, nativeEvent: string) => Promise<HostReply>>;
};

const hostFor = (id: string) => fuzzHost(ADAPTER_HOSTS.find((h) => h.id === id)!);
const RUNS = 1_000;

/** The generated event, as an object (a case's stdin is its text; the in-process hosts hand over objects). */
const eventObjects = (id: string) =>
  mutatedCases(hostFor(id), sandbox)
    .map((c) => {
      try {
        return JSON.parse(c.stdin.toString()) as unknown;
      } catch {
        return undefined;
      }
    })
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));

const diagnosticsOnly = (lines: readonly string[]) => lines.length <= 4 && lines.every((l) => l.startsWith('bearing: ') && !/\n\s+at /.test(l));

describe('fuzz the Pi extension (handlers as Pi calls them)', () => {
  type Handler = (event: Record<string, unknown>, context: PiContext) => unknown;
  const handlers = new Map<string, Handler>();
  const lines: string[] = [];
  createPiExtension(
    answers['pi']!,
    (text) => void lines.push(...text.replace(/\n$/, '').split('\n')),
  )({ on: (name, handler) => void handlers.set(name, handler) });
  const context: PiContext = { cwd: sandbox.repo.root, hasUI: false, sessionManager: { getSessionId: () => 'fuzz-session' } };

  /** What Pi takes back from each handler; undefined from every other. */
  const valid: Record<string, (value: unknown) => boolean> = {
    tool_call: (v) =>
      v === undefined || (isObject(v) && v['block'] === true && typeof v['reason'] === 'string' && v['reason'] !== '' && Object.keys(v).length === 2),
    session_before_compact: (v) => v === undefined || (isObject(v) && v['cancel'] === true && Object.keys(v).length === 1),
    before_agent_start: (v) => v === undefined || (isObject(v) && Object.keys(v).length === 1 && isPiMessage(v['message'])),
  };

  test(`every handler, generated events: never a throw, only what Pi takes back, diagnostics only on stderr (${fuzzRuns(RUNS)})`, async () => {
    await fc.assert(
      fc.asyncProperty(eventObjects('pi'), fc.constantFrom(...handlers.keys()), async (event, name) => {
        lines.length = 0;
        // Pi calls a handler with its own event object, whose `type` names the event it is registered for.
        const result = await handlers.get(name)!({ ...event, type: name }, context);
        if (!(valid[name] ?? ((v: unknown) => v === undefined))(result)) throw new Error(`${name}: Pi cannot take ${JSON.stringify(result)?.slice(0, 300)}`);
        if (!diagnosticsOnly(lines)) throw new Error(`${name}: stderr ${JSON.stringify(lines).slice(0, 500)}`);
      }),
      fuzzParameters(fuzzRuns(RUNS)),
    );
  });
});

describe('fuzz the OpenCode plugin (hooks as OpenCode calls them)', () => {
  const lines: string[] = [];
  const plugin = createOpenCodePlugin(answers['opencode']!, join(REPO_ROOT, 'skills'));
  const hooks = plugin.server({ directory: sandbox.repo.root, client: { app: { log: async ({ body }) => void lines.push(body.message) } } });

  /** How OpenCode calls each hook with one generated event (its fields split into the hook's input and output, as OpenCode passes them). */
  const call = async (
    all: Record<string, (input: Record<string, unknown>, output: Record<string, unknown>) => Promise<void>>,
    name: string,
    event: Record<string, unknown>,
  ) => {
    const { hook: _hook, args, message, parts, result, ...input } = event;
    if (name === 'tool.execute.before') return all[name]!(input, { args });
    if (name === 'tool.execute.after') return all[name]!(input, isObject(result) ? result : { output: result });
    if (name === 'chat.message') return all[name]!(input, { message, parts });
    return all['event']!({ event: { type: name, properties: input } }, {});
  };

  test(`every hook, generated events: a throw only to refuse a tool call, diagnostics only in OpenCode's log (${fuzzRuns(RUNS)})`, async () => {
    const all = (await hooks) as unknown as Record<string, (input: Record<string, unknown>, output: Record<string, unknown>) => Promise<void>>;
    await fc.assert(
      fc.asyncProperty(eventObjects('opencode'), async (event) => {
        lines.length = 0;
        const name = typeof event['hook'] === 'string' ? event['hook'] : 'tool.execute.before';
        try {
          await call(all, name, event);
        } catch (error) {
          const refusal = name === 'tool.execute.before' && error instanceof Error && error.message.trim() !== '';
          if (!refusal) throw new Error(`${name} threw ${String(error).slice(0, 300)}`);
        }
        // A system-prompt build after any of them takes only text.
        const system: unknown[] = [];
        await all['experimental.chat.system.transform']!({ sessionID: event['sessionID'] }, { system });
        if (!system.every((s) => typeof s === 'string')) throw new Error(`system ${JSON.stringify(system).slice(0, 300)}`);
        if (!diagnosticsOnly(lines)) throw new Error(`log ${JSON.stringify(lines).slice(0, 500)}`);
      }),
      fuzzParameters(fuzzRuns(RUNS)),
    );
  });
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPiMessage(value: unknown): boolean {
  return isObject(value) && value['customType'] === 'bearing' && typeof value['content'] === 'string' && value['display'] === false;
}
