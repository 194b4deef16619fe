import type { InProcessAnswer } from '../../protocol/host-reply';

/** What bearing uses of the input OpenCode gives a plugin's server function (@opencode-ai/plugin PluginInput). */
interface OpenCodeInput {
  readonly directory?: string;
  readonly client?: { readonly app?: { log?(options: { body: { service: string; level: string; message: string } }): Promise<unknown> } };
}

type Hook = (input: Record<string, unknown>, output: Record<string, unknown>) => Promise<void>;

/** A v1 plugin module: OpenCode calls `server` once per project and keeps the hooks it returns. */
export interface OpenCodePluginModule {
  readonly id: string;
  server(input: OpenCodeInput): Promise<Record<string, Hook>>;
}

/**
 * Bearing as an OpenCode plugin (the module package.json `exports["./server"]` names). Each hook and bus event goes
 * to the runner in OpenCode's own process, as `{ hook, ...OpenCode's input, directory }`; the adapter's reply says
 * what to do. Only a refusal throws (that is how OpenCode blocks a tool call); anything else a hook threw would fail
 * the whole run, so nothing else does.
 *
 * A session start's context reaches the model through `experimental.chat.system.transform`, which OpenCode calls
 * for every request of the session: `session.created` comes first, but OpenCode does not await an event handler,
 * so the transform awaits the session start's answer itself. `skillsDir` joins OpenCode's skill paths (through the
 * `config` hook), where a plugin's own skills are not looked for.
 */
export function createOpenCodePlugin(answer: InProcessAnswer, skillsDir: string): OpenCodePluginModule {
  return {
    id: 'bearing',
    async server(input: OpenCodeInput) {
      const say = (line: string) => void input?.client?.app?.log?.({ body: { service: 'bearing', level: 'warn', message: line } })?.catch(() => undefined);
      const ask = async (hook: string, fields: Record<string, unknown>): Promise<Record<string, unknown> | undefined> => {
        try {
          const reply = await answer({ ...fields, hook, directory: fields['directory'] ?? input?.directory }, hook);
          for (const line of reply.diagnostics) say(line);
          return typeof reply.stdout === 'object' ? reply.stdout : undefined;
        } catch (error) {
          say(`bearing: internal: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        }
      };
      // Per session, the context its start produced (once), awaited by every system-prompt build of that session.
      const sessionContext = new Map<string, Promise<string | undefined>>();
      const started = (properties: Record<string, unknown>) => {
        const id = properties['sessionID'];
        if (typeof id !== 'string' || sessionContext.has(id)) return;
        const info = properties['info'] as { directory?: unknown } | undefined;
        const directory = typeof info?.directory === 'string' ? info.directory : undefined;
        sessionContext.set(
          id,
          ask('session.created', { ...properties, ...(directory && { directory }) }).then((r) => (typeof r?.['system'] === 'string' ? r['system'] : undefined)),
        );
      };
      return {
        config: async (config) => {
          try {
            config['skills'] ??= {};
            const skills = config['skills'] as { paths?: string[] };
            skills.paths = [...(Array.isArray(skills.paths) ? skills.paths : []).filter((p) => p !== skillsDir), skillsDir];
          } catch {
            // A config bearing cannot extend keeps its skills as they are.
          }
        },
        event: async ({ event }) => {
          const { type, properties } = (event ?? {}) as { type?: unknown; properties?: Record<string, unknown> };
          if (type === 'session.created' && properties) started(properties);
          else if ((type === 'session.idle' || type === 'session.compacted') && properties) await ask(type, properties);
        },
        'experimental.chat.system.transform': async (hookInput, output) => {
          const id = hookInput?.['sessionID'];
          const text = typeof id === 'string' ? await sessionContext.get(id) : undefined;
          if (text && Array.isArray(output?.['system'])) (output['system'] as string[]).push(text);
        },
        // The prompt (output.message and its parts) and a tool's result go along, for the policies that read them.
        'chat.message': async (hookInput, output) => void (await ask('chat.message', { ...hookInput, message: output?.['message'], parts: output?.['parts'] })),
        'tool.execute.before': async (hookInput, output) => {
          const reply = await ask('tool.execute.before', { ...hookInput, args: output?.['args'] });
          if (typeof reply?.['error'] === 'string') throw new Error(reply['error']);
        },
        'tool.execute.after': async (hookInput, output) => void (await ask('tool.execute.after', { ...hookInput, result: output })),
      };
    },
  };
}
