import type { InProcessAnswer } from '../../protocol/host-reply';
import { PI_MESSAGE_TYPE } from './pi.replies';

/** What bearing uses of a Pi handler's context (docs/extensions.md, ExtensionContext). */
export interface PiContext {
  readonly cwd?: string;
  readonly hasUI?: boolean;
  readonly ui?: { notify?(message: string, level?: string): void };
  readonly sessionManager?: { getSessionId?(): string };
}

/** What bearing uses of Pi's ExtensionAPI. */
export interface PiApi {
  on(event: string, handler: (event: Record<string, unknown>, context: PiContext) => unknown): void;
}

/** Events whose reply Pi takes no answer from: they are told to the policies and answered with nothing. */
const OBSERVED = ['tool_result', 'agent_end', 'session_compact', 'session_shutdown'];

/**
 * Bearing as a Pi extension: `(pi) => void`, the module shape Pi loads (package.json `pi.extensions`). Each event
 * goes to the runner in Pi's own process (no subprocess), as Pi's event object plus the session's cwd and id; the
 * adapter's reply is what the handler returns. Nothing here throws: in Pi a throw from a handler blocks the call.
 */
export function createPiExtension(answer: InProcessAnswer, stderr: (text: string) => void = (text) => void process.stderr.write(text)): (pi: PiApi) => void {
  /** One diagnostic line: in Pi's UI where it has one (a raw write would tear its screen), else on stderr. */
  const say = (context: PiContext, line: string): void => {
    try {
      if (context.hasUI && context.ui?.notify) context.ui.notify(line, 'warning');
      else stderr(`${line}\n`);
    } catch {
      // Nowhere to say it: the reply itself is unaffected.
    }
  };
  return (pi) => {
    // A factory that throws stops Pi: an event this Pi does not know costs that event, and one line, never the run.
    const on: PiApi['on'] = (event, handler) => {
      try {
        pi.on(event, handler);
      } catch (error) {
        stderr(`bearing: cannot listen to Pi's ${event}: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    };
    // A session start's context, held for the session's first prompt: Pi ignores what session_start returns, and a
    // message returned from before_agent_start stays in the session, so it is sent once.
    let held: string | undefined;
    const ask = async (event: Record<string, unknown>, context: PiContext): Promise<Record<string, unknown> | undefined> => {
      try {
        const payload = { ...event, cwd: context.cwd, sessionId: context.sessionManager?.getSessionId?.() };
        const reply = await answer(payload, typeof event['type'] === 'string' ? event['type'] : '');
        for (const line of reply.diagnostics) say(context, line);
        return typeof reply.stdout === 'object' ? reply.stdout : undefined;
      } catch (error) {
        say(context, `bearing: internal: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    };
    on('session_start', async (event, context) => {
      held = messageText(await ask(event, context));
    });
    on('before_agent_start', async (event, context) => {
      const text = [held, messageText(await ask(event, context))].filter((t) => t !== undefined).join('\n\n');
      held = undefined;
      return text ? { message: { customType: PI_MESSAGE_TYPE, content: text, display: false } } : undefined;
    });
    on('tool_call', async (event, context) => {
      const reply = await ask(event, context);
      return reply?.['block'] === true ? reply : undefined;
    });
    on('session_before_compact', async (event, context) => {
      const reply = await ask(event, context);
      return reply?.['cancel'] === true ? reply : undefined;
    });
    for (const name of OBSERVED) on(name, async (event, context) => void (await ask(event, context)));
  };
}

function messageText(reply: Record<string, unknown> | undefined): string | undefined {
  const message = reply?.['message'] as { content?: unknown } | undefined;
  return typeof message?.content === 'string' ? message.content : undefined;
}
