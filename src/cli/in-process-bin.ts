// reflect-metadata must be evaluated before any decorated class: it is this entry's first import.
import 'reflect-metadata/lite';
import { container } from 'tsyringe';
import { bootstrap } from '../bootstrap';
import type { HostEntry } from '../hosts/host-entry';
import { IN_PROCESS_HOSTS } from '../hosts/in-process-hosts';
import { HookRunner } from '../framework/runner/hook-runner';
import type { InProcessAnswer } from '../protocol/host-reply';
import { inProcessAnswer } from './hook/in-process-answer';
import { join } from '../platform/node-builtins';

/**
 * The in-process bundle (hooks/bearing-in-process.cjs): what Pi and OpenCode load from the package root, each
 * through a one-line module of its own shape (HostEntry.inProcess: hooks/pi-extension.cjs, hooks/opencode-plugin.cjs).
 * Nothing runs on load: each host's runner is built at its first event, with only that host registered.
 */
function answerFor(host: HostEntry): InProcessAnswer {
  return inProcessAnswer(host.id, () => bootstrap(container.createChildContainer(), [host]).resolve(HookRunner), process.env);
}

/** Each in-process host's answer to one payload, for a host embedding bearing by hand (and the cross-host tests). */
export const answers: Readonly<Record<string, InProcessAnswer>> = Object.fromEntries(IN_PROCESS_HOSTS.map((host) => [host.id, answerFor(host)]));

/** Each in-process host's plugin, as its one-line module hands it to the host (`require(…).plugins.pi`). */
export const plugins: Readonly<Record<string, unknown>> = Object.fromEntries(
  IN_PROCESS_HOSTS.flatMap((host) => (host.inProcess ? [[host.id, host.inProcess.plugin(answers[host.id]!, join(__dirname, '..'))]] : [])),
);

/** Each in-process host's one-line module, by host (HostEntry.inProcess.file): what the build writes beside this bundle. */
export const pluginFiles: Readonly<Record<string, string>> = Object.fromEntries(
  IN_PROCESS_HOSTS.flatMap((host) => (host.inProcess ? [[host.id, host.inProcess.file]] : [])),
);
