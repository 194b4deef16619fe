import { container } from 'tsyringe';
import { bootstrap } from '../../bootstrap';
import { COMMAND_HOSTS } from '../../hosts/command-hosts';
import { HookRunner } from '../../framework/runner/hook-runner';
import { markPhase } from '../../platform/phase-marks';
import { positiveSetting } from '../../platform/runtime-environment';
import type { HookEvent } from '../../protocol/hook-event';
import { recordRunKind } from '../../packaging/bundle/run-kind';
import { startHookCall } from './hook-call';
import { writeReply } from './reply-writer';
import { DEFAULT_STDIN_LIMITS, readStdin, type StdinLimits } from './stdin-reader';

/** The descriptors one hook call reads its payload from and writes its reply to. */
interface HookDescriptors {
  readonly stdin: number;
  readonly stdout: number;
  readonly stderr: number;
}

/** The process's own; the fuzz tier passes files instead, to run the hook's whole path in-process. */
const PROCESS_DESCRIPTORS: HookDescriptors = { stdin: 0, stdout: 1, stderr: 2 };

/** `bearing hook <host> [--event <name>]`: one host payload on stdin, the host's reply on stdout. */
export async function hookCommand(hostId: string, nativeEvent: string | undefined, environment = process.env, fds = PROCESS_DESCRIPTORS): Promise<number> {
  markPhase('evaluate');
  const call = startHookCall(environment, hostId, nativeEvent);
  const runner = bootstrap(container.createChildContainer(), COMMAND_HOSTS, environment).resolve(HookRunner);
  markPhase('bootstrap');
  const input = await readStdin(stdinLimits(environment), fds.stdin);
  markPhase('stdin');
  const { reply, finish } = input.ok
    ? await call.answer({ text: input.text }, { nativeEvent, onEvent: recordKind }, (options) => runner.runText(hostId, input.text, options))
    : await call.answer({}, {}, () => runner.fail(hostId, { ...input.failure, nativeEvent: nativeEvent ?? eventNamedIn(input.partial) }));
  markPhase('decide');
  writeReply(reply, fds);
  markPhase('reply');
  // After the reply: the record and the trace keep what the host got, and cannot change it. Their lines of trouble
  // (one each at most) go to stderr, unless stderr is the reply itself.
  const problems = finish();
  if (problems.length > 0 && reply.stderr === undefined) writeReply({ exitCode: 0, diagnostics: problems }, fds);
  return reply.exitCode;
}

/**
 * The event a payload that never finished arriving names, read from its text: a gate's payload that ran out of time
 * must still get the gate's refusal, not the neutral reply.
 */
function eventNamedIn(partial: string | undefined): string | undefined {
  return partial === undefined ? undefined : /"(?:hook_event_name|hookEventName|hook_event|event_name|eventName)"\s*:\s*"([A-Za-z_]+)"/.exec(partial)?.[1];
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
