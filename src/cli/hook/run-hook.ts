import { container } from 'tsyringe';
import { bootstrap } from '../../bootstrap';
import { COMMAND_HOSTS } from '../../hosts/command-hosts';
import { HookRunner } from '../../framework/runner/hook-runner';
import { positiveSetting } from '../../platform/runtime-environment';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { recordRunKind } from '../../packaging/bundle/run-kind';
import { capturePayload } from './payload-capture';
import { writeReply } from './reply-writer';
import { DEFAULT_STDIN_LIMITS, readStdin, type StdinLimits } from './stdin-reader';

/** The descriptors one hook call reads its payload from and writes its reply to. */
export interface HookDescriptors {
  readonly stdin: number;
  readonly stdout: number;
  readonly stderr: number;
}

/** The process's own; the fuzz tier passes files instead, to run the hook's whole path in-process. */
const PROCESS_DESCRIPTORS: HookDescriptors = { stdin: 0, stdout: 1, stderr: 2 };

/** `bearing hook <host> [--event <name>]`: one host payload on stdin, the host's reply on stdout. */
export async function hookCommand(hostId: string, nativeEvent: string | undefined, environment = process.env, fds = PROCESS_DESCRIPTORS): Promise<number> {
  const runner = bootstrap(container.createChildContainer(), COMMAND_HOSTS, environment).resolve(HookRunner);
  const input = await readStdin(stdinLimits(environment), fds.stdin);
  let reply: HostReply;
  if (input.ok) {
    const captureProblem = capturePayload(environment['BEARING_CAPTURE_DIR'], hostId, input.text);
    reply = await runner.runText(hostId, input.text, { nativeEvent, onEvent: recordKind });
    if (captureProblem) reply = { ...reply, diagnostics: [...reply.diagnostics, captureProblem] };
  } else {
    reply = await runner.fail(hostId, { ...input.failure, nativeEvent });
  }
  writeReply(reply, fds);
  return reply.exitCode;
}

/** Shell commands take the guard's parser, other tool calls do not: two kinds of call with different code. */
function recordKind(event: HookEvent): void {
  const tool = event.tool ? (event.tool.command === undefined ? ' tool' : ' command') : '';
  recordRunKind(`${event.host} ${event.nativeEvent}${tool}`);
}

function stdinLimits(environment: NodeJS.ProcessEnv): StdinLimits {
  return {
    maxBytes: positiveSetting(environment, 'BEARING_STDIN_MAX_BYTES', DEFAULT_STDIN_LIMITS.maxBytes),
    timeoutMs: positiveSetting(environment, 'BEARING_STDIN_TIMEOUT_MS', DEFAULT_STDIN_LIMITS.timeoutMs),
  };
}
