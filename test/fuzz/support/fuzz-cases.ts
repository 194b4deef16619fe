import fc from 'fast-check';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import type { HookCall, HookOutcome } from './hook-call';
import { eventKey, type FuzzHost } from './host-seeds';
import type { FuzzSandbox } from './fuzz-sandbox';
import { deepDepth, deepValue, mutated, mutation, payloadText, topLevel } from './payload-mutations';
import { rawInput } from './raw-inputs';
import { oddShellText, protectedRequest, safeCommand } from './shell-texts';
import { copyJson, objectsOf, otherCase, put, rename } from './json-tree';
import { commonProblems, replyContract } from './reply-contracts';

/** One generated hook call, with what it must get back beyond the host's contract. */
export interface FuzzCase extends HookCall {
  /** `allow`: the host's neutral reply to a shell call; `deny`: exactly its deny, with a protected_ref reason. */
  readonly verdict?: 'allow' | 'deny';
  /** The payload's top level, when the case was built as an object (so its megabytes of text need not be parsed again). */
  readonly top?: Record<string, unknown>;
}

/** The workspace folders a generated payload points at: the repository, a folder in it, one with a plan, one that does not exist. */
type Place = 'repo' | 'sub' | 'planned' | 'missing';
const place = fc.constantFrom<Place>('repo', 'sub', 'planned', 'planned', 'missing');

function folder(sandbox: FuzzSandbox, at: Place): string {
  if (at === 'repo') return sandbox.repo.root;
  if (at === 'sub') return `${sandbox.repo.root}/sub`;
  if (at === 'planned') return sandbox.planned.root;
  return `${sandbox.root}/no/such/folder`;
}

/** The seed's own folders (the fixtures' `/tmp/bearing-…` projects) moved to `root`. */
function relocated(payload: Record<string, unknown>, root: string): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload).replace(/\/tmp\/bearing-[a-z-]+/g, root)) as Record<string, unknown>;
}

/** Real payloads of every event, edited (payload-mutations.ts). Two in three name their event on the hook line, as Cursor's do. */
export function mutatedCases(host: FuzzHost, sandbox: FuzzSandbox): fc.Arbitrary<FuzzCase> {
  return fc
    .record({ seed: fc.constantFrom(...host.seeds), at: place, mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }), registered: fc.nat(2) })
    .map(({ seed, at, mutations, registered }) => {
      const payload = sandbox.confine(mutated(relocated(seed.payload, folder(sandbox, at)), eventKey(host.adapter, seed.payload), mutations));
      return { host: host.entry.id, ...(registered > 0 && { registered: seed.event }), stdin: payloadText(payload), top: topLevel(payload) };
    });
}

/**
 * The host's own payloads sent to the hook lines of the hosts whose hook files it also runs (Grok Build runs Claude
 * Code's and Cursor's: HostEntry.runsHooksOf), with the variables that say it is the one running them. Which
 * variables those are is read off `running` itself, so no host is named here. Undefined for a host that runs no
 * other host's files.
 */
export function hostedCases(host: FuzzHost, sandbox: FuzzSandbox): fc.Arbitrary<FuzzCase> | undefined {
  const hosted = host.entry.runsHooksOf;
  if (!hosted) return undefined;
  const read: string[] = [];
  hosted.running(new Proxy({}, { get: (_, key) => (typeof key === 'string' && read.push(key), undefined) }));
  return fc.record({ own: mutatedCases(host, sandbox), file: fc.constantFrom(...hosted.hosts) }).map(({ own, file }) => {
    const event = own.registered ?? host.events[0]!;
    const env = Object.fromEntries(read.map((k) => [k, event]));
    if (!hosted.running(env)) throw new Error(`${host.entry.id}: cannot tell which variables mark it as running (read: ${read.join(', ')})`);
    return { ...own, host: file, registered: event, env };
  });
}

/** Stdin that is no payload: random JSON and bytes, invalid UTF-8, cut short, empty; the host's and other hosts' payloads. */
export function rawCases(host: FuzzHost, others: readonly FuzzHost[]): fc.Arbitrary<FuzzCase> {
  const texts = [...host.seeds, ...others.flatMap((o) => o.seeds)].map((s) => JSON.stringify(s.payload));
  return fc.record({ stdin: rawInput(texts), registered: fc.option(fc.constantFrom(...host.events), { nil: undefined }) }).map(({ stdin, registered }) => ({
    host: host.entry.id,
    ...(registered !== undefined && { registered }),
    stdin,
  }));
}

/** Noise a well-formed payload may carry and still mean the same: unknown and prototype keys, the other spelling of a key. */
const noise = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('unknown' as const),
      key: fc.string({ minLength: 1, maxLength: 10 }).map((k) => `x_${k}`),
      value: fc.jsonValue({ maxDepth: 2 }),
    }),
    fc.record({ kind: fc.constant('prototype' as const), key: fc.constantFrom('__proto__', 'constructor', 'prototype'), value: fc.jsonValue({ maxDepth: 2 }) }),
    fc.record({ kind: fc.constant('rename' as const), at: fc.nat() }),
    // An unknown key deep inside the tool's input (an MCP tool's arguments can be any JSON the model writes).
    fc.record({
      kind: fc.constant('nested' as const),
      key: fc.constant('x_nested'),
      depth: deepDepth,
      open: fc.constantFrom('array' as const, 'object' as const),
    }),
  ),
  { maxLength: 4 },
);

type Noise = typeof noise extends fc.Arbitrary<infer T> ? T : never;

function withNoise(adapter: HostAdapter, payload: Record<string, unknown>, edits: Noise): Record<string, unknown> {
  const event = adapter.nativeEventName(payload);
  for (const edit of edits) {
    if (edit.kind === 'rename') {
      const keys = Object.keys(payload);
      const key = keys[edit.at % keys.length]!;
      const trial = { ...payload };
      rename(trial, key, otherCase(key));
      // Only a rename the host's event name survives: a payload that no longer names its event is not well-formed.
      if (adapter.nativeEventName(trial) === event) rename(payload, key, otherCase(key));
    } else if (edit.kind === 'nested') {
      const objects = objectsOf(payload);
      put(objects[objects.length - 1]!, edit.key, deepValue(edit.depth, edit.open));
    } else put(payload, edit.key, copyJson(edit.value));
  }
  return payload;
}

/** A shell call of the host's own shape (HostEntry.samples) running `command`, with harmless noise around it. */
function shellCalls(host: FuzzHost, sandbox: FuzzSandbox, command: fc.Arbitrary<string>, verdict: FuzzCase['verdict']): fc.Arbitrary<FuzzCase> {
  return fc.record({ command, at: fc.constantFrom<Place>('repo', 'sub'), edits: noise }).map(({ command, at, edits }) => {
    const payload = host.entry.samples!.shellCall(command, folder(sandbox, at));
    const event = host.adapter.nativeEventName(payload)!;
    const noisy = withNoise(host.adapter, payload, edits);
    return { host: host.entry.id, registered: event, stdin: payloadText(noisy), top: topLevel(noisy), ...(verdict && { verdict }) };
  });
}

export const oddShellCases = (host: FuzzHost, sandbox: FuzzSandbox) => shellCalls(host, sandbox, oddShellText, undefined);
export const safeCases = (host: FuzzHost, sandbox: FuzzSandbox) => shellCalls(host, sandbox, safeCommand, 'allow');
export const protectedCases = (host: FuzzHost, sandbox: FuzzSandbox) => shellCalls(host, sandbox, protectedRequest, 'deny');

/**
 * The event the reply must answer, by the dispatcher's rule (routeOf): the hook line's when the host has it (a gate
 * is never answered as another event), else the one the payload names if the host has it. On another host's hook
 * line (Grok Build running Claude Code's) the line's event belongs to that file, and the runner drops it.
 */
export function askedEvent(host: FuzzHost, call: FuzzCase): string | undefined {
  const ownLine = call.host === host.entry.id;
  if (ownLine && call.registered !== undefined && host.events.includes(call.registered)) return call.registered;
  let payload: unknown = call.top;
  if (payload === undefined)
    try {
      const text = Buffer.isBuffer(call.stdin) ? call.stdin.toString('utf8') : call.stdin;
      payload = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      payload = undefined;
    }
  const named =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? host.adapter.nativeEventName(payload as Record<string, unknown>) : undefined;
  if (named !== undefined && host.events.includes(named)) return named;
  // A payload naming no event: the hook line's (or, on another host's line, the running host's variables, which the
  // hosted cases set to the same event: Grok Build reads GROK_HOOK_EVENT).
  return named === undefined ? call.registered : undefined;
}

/** Everything wrong with one outcome for its host; throws them, with the outcome, so fast-check reports the case. */
export function expectAccepted(host: FuzzHost, call: FuzzCase, outcome: HookOutcome): void {
  const contract = replyContract(host.entry.id);
  if (!contract) throw new Error(`no reply contract for ${host.entry.id}: add one to test/fuzz/support/reply-contracts.ts`);
  const event = askedEvent(host, call);
  const problems = [...commonProblems(outcome), ...contract(event, outcome)];
  if (problems.length > 0) {
    throw new Error(
      `${host.entry.id} ${event ?? '(no event)'}: ${problems.join('; ')}\nexit ${outcome.exitCode}\nstdout ${outcome.stdout.slice(0, 600)}\nstderr ${outcome.stderr.slice(0, 600)}`,
    );
  }
}
