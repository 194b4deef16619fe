import { container } from 'tsyringe';
import { bootstrap } from '../bootstrap';
import { enforcementOf, type Enforcement } from '../framework/descriptor/enforcement';
import { HookRunner } from '../framework/runner/hook-runner';
import { HOST_CATALOG } from '../hosts/host-catalog';
import { isPlainObject } from '../platform/plain-object';
import type { Decision, Verdict } from '../protocol/decision';
import type { Channel, Evidence } from '../protocol/host-capability';
import type { HostReply } from '../protocol/host-reply';
import type { TracedPolicy, TraceLine } from './trace-line';
import { observing, type ObservedCall } from './trace-recorder';
import { isTraceLine, parseTraceLine } from './trace-reader';
import { redactValue } from './trace-redaction';

/** One call to run again: a trace line's, or a fixture's (a host payload, with or without its `_fixture` provenance). */
export interface ReplayInput {
  readonly host: string;
  readonly registered?: string;
  /** The payload, or its text where the traced payload was not JSON. */
  readonly payload: unknown;
  /** The trace line it came from, to compare the replies. */
  readonly traced?: TraceLine;
}

/** The channel a verdict reaches the host through: what the descriptor's cell must have for it to act. */
const CHANNEL_OF: Partial<Record<Verdict, Channel>> = { deny: 'deny', ask: 'ask', block: 'continue', context: 'context' };

/** The call run again, and why it was answered so. */
export interface Replay {
  readonly host: string;
  readonly event: string | null;
  readonly family: string | null;
  readonly reply: HostReply;
  readonly decision: Decision | null;
  readonly rule?: string;
  readonly policies: readonly TracedPolicy[];
  /** The descriptor's cell for the event's family: its state, the channel the decision used, and the evidence for it. */
  readonly cell?: { readonly state: string; readonly channel?: Channel; readonly enforcement?: Enforcement; readonly evidence: readonly Evidence[] };
  /** Against the trace line it came from: the same exit code, stdout and stderr, or what differs. */
  readonly traced?: { readonly same: boolean; readonly differences: readonly string[] };
}

/**
 * What `bearing replay` was given, read: a trace line (a trace file's last line, when given a whole file), or a
 * fixture, whose host is `host`, else its `_fixture.host`, else the fixtures/<host>/ folder it is in. A string is what
 * is wrong with the input.
 */
export function replayInput(text: string, options: { readonly host?: string; readonly event?: string; readonly path?: string } = {}): ReplayInput | string {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return 'nothing to replay: the input is empty';
  const last = lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{"v"')) ? lines[lines.length - 1]! : text;
  let value: unknown;
  try {
    value = JSON.parse(last);
  } catch (error) {
    return `not JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (isTraceLine(value)) {
    const line = parseTraceLine(last);
    if (typeof line === 'string') return line;
    if (line.payload === null) return `the trace line keeps no payload (${line.payloadOmitted ?? 'none was read'}): nothing to replay`;
    const registered = options.event ?? (line.answeredBy ? undefined : line.registered);
    return { host: options.host ?? line.answeredBy ?? line.host, ...(registered !== undefined && { registered }), payload: line.payload, traced: line };
  }
  if (!isPlainObject(value)) return 'neither a trace line nor a host payload (a JSON object)';
  const provenance = value['_fixture'];
  const named = isPlainObject(provenance) ? (provenance['host'] ?? /fixtures\/([^/]+)\//.exec(String(provenance['from'] ?? ''))?.[1]) : undefined;
  const host = options.host ?? (typeof named === 'string' ? named : undefined) ?? /(?:^|\/)fixtures\/([^/]+)\//.exec(options.path ?? '')?.[1];
  if (host === undefined) return 'a payload that does not say its host: name it with --host <id>';
  return { host, ...(options.event !== undefined && { registered: options.event }), payload: value };
}

/** Runs the call through the same runner the hook uses, every host registered, and says why it was answered so. */
export async function replay(input: ReplayInput, environment: NodeJS.ProcessEnv = process.env): Promise<Replay> {
  // A replay is not a hook call: it is not traced (BEARING_TRACE would add it to the trace it reads, or to stderr).
  const { BEARING_TRACE: _, ...untraced } = environment;
  const runner = bootstrap(container.createChildContainer(), HOST_CATALOG, untraced).resolve(HookRunner);
  const seen: ObservedCall = { policies: [] };
  const options = observing(input.registered !== undefined ? { nativeEvent: input.registered } : {}, seen);
  const reply =
    typeof input.payload === 'string' ? await runner.runText(input.host, input.payload, options) : await runner.run(input.host, input.payload, options);
  const { event, decision, policies } = seen;
  const family = event?.family ?? null;
  const descriptor = HOST_CATALOG.find((h) => h.id === (event?.host ?? input.host))?.descriptor;
  const capability = family && descriptor?.families[family];
  const channel = decision && CHANNEL_OF[decision.verdict];
  const rule = decision?.rule;
  return {
    host: event?.host ?? input.host,
    event: event?.nativeEvent ?? input.registered ?? null,
    family,
    reply,
    decision: decision ?? null,
    ...(rule && { rule }),
    policies,
    ...(capability &&
      descriptor && {
        cell: { state: capability.state, ...(channel && { channel, enforcement: enforcementOf(descriptor, family!, channel) }), evidence: capability.evidence },
      }),
    ...(input.traced && { traced: compared(input.traced, reply) }),
  };
}

/** What a person reads: the decision, the reply, the policies, the descriptor's cell and its evidence, the comparison. */
export function replayReport(result: Replay): string {
  const { decision, reply } = result;
  const lines = [`${(decision?.verdict ?? 'none').padEnd(8)}${result.host} ${result.event ?? '?'} ${result.family ?? '-'}`];
  lines.push(`  reply: exit ${reply.exitCode}; stdout ${reply.stdout === undefined ? '(nothing)' : JSON.stringify(reply.stdout)}`);
  if (reply.stderr !== undefined) lines.push(`  stderr (the reply): ${JSON.stringify(reply.stderr)}`);
  for (const line of reply.diagnostics) lines.push(`  stderr: ${line}`);
  if (decision && decision.verdict !== 'none')
    lines.push(`  decided by ${decision.policy ?? '?'}${result.rule ? ` (rule: ${result.rule})` : ''}: ${decision.reason ?? decision.context ?? ''}`.trimEnd());
  if (result.policies.length > 0) lines.push(`  policies: ${result.policies.map((p) => `${p.policy} ${p.verdict} ${p.ms} ms`).join(', ')}`);
  else lines.push('  policies: none ran (no policy listens to this event here, or the payload was not read)');
  if (result.cell) {
    const channel = result.cell.channel ? `; the ${result.cell.channel} channel: ${result.cell.enforcement}` : '';
    lines.push(`  descriptor: ${result.host} ${result.family} ${result.cell.state}${channel}`);
    for (const e of result.cell.evidence)
      lines.push(`    evidence: ${e.kind} ${e.source} (${[e.version, e.date].filter(Boolean).join(', ')})${e.note ? `: ${e.note}` : ''}`);
  }
  if (result.traced)
    lines.push(
      result.traced.same
        ? '  traced: the same reply (exit code, stdout, stderr) as the trace line'
        : `  traced: differs: ${result.traced.differences.join('; ')}`,
    );
  return `${lines.join('\n')}\n`;
}

/** The replayed reply against the traced one, redacted as the trace is. */
function compared(traced: TraceLine, reply: HostReply): NonNullable<Replay['traced']> {
  const now = redactValue({ exitCode: reply.exitCode, stdout: reply.stdout ?? null, stderr: reply.stderr ?? null }) as Record<string, unknown>;
  const then: Record<string, unknown> = { exitCode: traced.exitCode, stdout: traced.reply.stdout ?? null, stderr: traced.reply.stderr ?? null };
  const differences = Object.keys(now)
    .filter((key) => JSON.stringify(now[key]) !== JSON.stringify(then[key]))
    .map((key) => `${key} was ${JSON.stringify(then[key])}, now ${JSON.stringify(now[key])}`);
  return { same: differences.length === 0, differences };
}
