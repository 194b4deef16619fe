// reflect-metadata must be evaluated before any decorated class: it is this entry's first import.
import 'reflect-metadata/lite';
import { container } from 'tsyringe';
import { bootstrap } from '../bootstrap';
import type { HostEntry } from '../hosts/host-entry';
import { HookRunner } from '../framework/runner/hook-runner';
import type { InProcessAnswer } from '../protocol/host-reply';
import { inProcessAnswer } from './hook/in-process-answer';
import { join } from '../platform/node-builtins';
import { createOpenCodePlugin } from '../hosts/opencode/opencode.plugin';
import { OPENCODE_HOST } from '../hosts/opencode/opencode.host';
import { createPiExtension } from '../hosts/pi/pi.extension';
import { PI_HOST } from '../hosts/pi/pi.host';
import { capturePayload } from './hook/payload-capture';

/**
 * The in-process bundle (hooks/bearing-in-process.cjs): what Pi and OpenCode load from the package root, each
 * through a one-line module of its own shape (hooks/pi-extension.cjs, hooks/opencode-plugin.cjs). Nothing runs on
 * load: each host's runner is built at its first event, with only that host registered.
 */
function answerFor(host: HostEntry): InProcessAnswer {
  const answer = inProcessAnswer(host.id, () => bootstrap(container.createChildContainer(), [host]).resolve(HookRunner), process.env);
  return async (payload, nativeEvent) => {
    const problem = capture(host, payload);
    const reply = await answer(payload, nativeEvent);
    return problem ? { ...reply, diagnostics: [...reply.diagnostics, problem] } : reply;
  };
}

/** BEARING_CAPTURE_DIR keeps each payload, as the command hook does: how live payloads become fixtures. */
function capture(host: HostEntry, payload: Record<string, unknown>): string | undefined {
  const directory = process.env['BEARING_CAPTURE_DIR'];
  if (!directory) return undefined;
  let text: string;
  try {
    text = JSON.stringify(payload);
  } catch {
    return `bearing: capture of a ${host.id} payload skipped: it cannot be written as JSON`;
  }
  return capturePayload(directory, host.id, text);
}

/** Each in-process host's answer to one payload, for a host embedding bearing by hand (and the cross-host tests). */
export const answers = { pi: answerFor(PI_HOST), opencode: answerFor(OPENCODE_HOST) };

export const piExtension = createPiExtension(answers.pi);
export const opencodePlugin = createOpenCodePlugin(answers.opencode, join(__dirname, '..', 'skills'));
