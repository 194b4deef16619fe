import { join } from 'node:path';
import type { HostEntry } from '../../src/hosts/host-entry';
import type { HostAdapter } from '../../src/framework/host-adapter';
import type { HookEvent } from '../../src/protocol/hook-event';
import type { HostReply } from '../../src/protocol/host-reply';
import { REPO_ROOT } from './fixtures';
import { ADAPTER_HOSTS, adapterOf } from './hosts';
import { hookEnvironment, runHook, type HookProcess } from './run-hook';

/** What a host's reply said about one command. */
type GuardVerdict = { readonly decision: 'allow' } | { readonly decision: 'deny'; readonly reason: string };

/** A reply as the host reads it: what a command hook printed and exited with, or what an in-process plugin returned. */
export interface ObservedReply {
  readonly exitCode: number | null;
  readonly stdout?: unknown;
  /** The text on stderr: the diagnostics, or, on an event whose reply is stderr (exit 2), that reply. */
  readonly stderr: string;
  /** The diagnostic lines. */
  readonly diagnostics: readonly string[];
}

/**
 * One host as the command table asks it about a shell command: its own payload (HostEntry.samples), sent the way
 * the host sends it (the packaged hook for a command host, the in-process bundle for an in-process one), and its
 * reply read against its own adapter's encoding: a deny must be exactly the host's deny, an allow exactly its
 * neutral reply; anything else throws.
 */
export interface GuardHost {
  readonly host: string;
  readonly entry: HostEntry;
  payload(command: string, cwd: string): Record<string, unknown>;
  ask(payload: Record<string, unknown>, env?: Record<string, string>): Promise<ObservedReply>;
  verdict(reply: ObservedReply): GuardVerdict;
}

type InProcessAnswers = Record<string, (payload: Record<string, unknown>, nativeEvent: string) => Promise<HostReply>>;

/** The committed in-process bundle, loaded once, as Pi and OpenCode load it. */
let inProcess: InProcessAnswers | undefined;
function inProcessAnswers(): InProcessAnswers {
  // Required, not imported: the built bundle, as the hosts require it.
  inProcess ??= (require(join(REPO_ROOT, 'hooks', 'bearing-in-process.cjs')) as { answers: InProcessAnswers }).answers;
  return inProcess;
}

export function observedOf(run: HookProcess): ObservedReply {
  const lines = run.stderr === '' ? [] : run.stderr.trimEnd().split('\n');
  let stdout: unknown;
  if (run.stdout !== '') {
    try {
      stdout = JSON.parse(run.stdout);
    } catch {
      stdout = run.stdout;
    }
  }
  return { exitCode: run.status, ...(stdout !== undefined && { stdout }), stderr: run.stderr, diagnostics: lines };
}

/** The guard's view of a host bearing has an adapter and samples for. */
export function guardHost(entry: HostEntry): GuardHost {
  if (!entry.samples) throw new Error(`${entry.id} has no samples (HostEntry.samples): the cross-host checks cannot ask it anything`);
  const adapter = adapterOf(entry);
  const samples = entry.samples;
  return {
    host: entry.id,
    entry,
    payload: (command, cwd) => samples.shellCall(command, cwd),
    ask: async (payload, env = {}) => {
      if (entry.transport === 'command') return observedOf(runHook([entry.id], JSON.stringify(payload), env));
      const answer = inProcessAnswers()[entry.id];
      if (!answer) throw new Error(`the in-process bundle has no answer for ${entry.id}`);
      // The test's own cache folder, as the command hook gets it: the record of a refusal never reaches the user's.
      const cache = { BEARING_CACHE_DIR: hookEnvironment({}).BEARING_CACHE_DIR! };
      const reply = await withEnvironment({ ...cache, ...env }, () => answer(payload, adapter.nativeEventName(payload) ?? ''));
      const stderr = reply.stderr ?? (reply.diagnostics.length > 0 ? `${reply.diagnostics.join('\n')}\n` : '');
      return {
        exitCode: reply.exitCode,
        ...(reply.stdout !== undefined && { stdout: reply.stdout }),
        stderr,
        diagnostics: reply.stderr === undefined ? reply.diagnostics : [],
      };
    },
    verdict: (reply) => readVerdict(adapter, samples.shellCall('', '/'), reply),
  };
}

const SENTINEL = '\u0000reason\u0000';

/** Allow: the host's neutral reply. Deny: exactly the host's deny, whatever its reason. Anything else throws. */
function readVerdict(adapter: HostAdapter, sample: Record<string, unknown>, reply: ObservedReply): GuardVerdict {
  const neutral = adapter.neutralReply();
  if (reply.exitCode === neutral.exitCode && JSON.stringify(reply.stdout) === JSON.stringify(neutral.stdout)) return { decision: 'allow' };
  const event: HookEvent = { host: adapter.descriptor.id, family: 'tool/before', nativeEvent: adapter.nativeEventName(sample)!, reentry: false, raw: sample };
  const deny = (reason: string) => adapter.encode(event, { verdict: 'deny', reason, policy: 'protected-branch' });
  const template = deny(SENTINEL);
  const reason = reasonAt(template.stdout, reply.stdout) ?? (template.stderr === undefined ? undefined : reasonAt(template.stderr, reply.stderr));
  const expected = reason === undefined ? undefined : deny(reason);
  // Where stderr is the reply, it must be exactly that; elsewhere it holds only diagnostics.
  const stderrRight = expected?.stderr === undefined || reply.stderr === expected.stderr;
  if (
    reason === undefined ||
    !expected ||
    reply.exitCode !== expected.exitCode ||
    JSON.stringify(reply.stdout) !== JSON.stringify(expected.stdout) ||
    !stderrRight
  ) {
    throw new Error(
      `neither ${adapter.descriptor.id}'s deny nor its neutral reply: exit ${reply.exitCode}, stdout ${JSON.stringify(reply.stdout)}, stderr ${JSON.stringify(reply.stderr)}`,
    );
  }
  return { decision: 'deny', reason };
}

/** The text standing where the template holds the sentinel (in an object, at the same key path). */
function reasonAt(template: unknown, actual: unknown): string | undefined {
  if (typeof template === 'string') {
    const at = template.indexOf(SENTINEL);
    if (at < 0 || typeof actual !== 'string') return undefined;
    return actual.slice(at, actual.length - (template.length - at - SENTINEL.length));
  }
  if (typeof template !== 'object' || template === null || typeof actual !== 'object' || actual === null) return undefined;
  for (const [key, value] of Object.entries(template)) {
    const found = reasonAt(value, (actual as Record<string, unknown>)[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Runs `action` with extra environment variables set in this process (an in-process host shares its environment). */
async function withEnvironment<T>(env: Record<string, string>, action: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await action();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Every host the guard is asked through: each host with an adapter (a new host is in the command table at once). */
export const GUARD_HOSTS: readonly GuardHost[] = ADAPTER_HOSTS.map(guardHost);

export const guardHostFor = (id: string): GuardHost => GUARD_HOSTS.find((h) => h.host === id)!;
