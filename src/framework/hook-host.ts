import type { Constructor } from '../platform/constructor';
import type { HostDescriptor } from '../protocol/host-capability';
import type { HostId } from '../protocol/host-id';
import type { HostAdapter } from './host-adapter';
import type { RuntimeEnvironment } from '../platform/runtime-environment';

/**
 * How a host runs bearing: `command`, a hook command per event (the packaged hook, hooks/bearing-hook.cjs);
 * `in-process`, a plugin loaded into the host's own process; `skills`, no hooks at all (the bearing skill only).
 */
export type HostTransport = 'command' | 'in-process' | 'skills';

/**
 * One host as the runner knows it: what answering its events takes, and nothing of setting it up (the catalog's
 * HostEntry, in src/hosts/, adds that). Only the running host's adapter is constructed.
 */
export const HookHost = Symbol('HookHost');
export interface HookHost {
  readonly id: HostId;
  readonly transport: HostTransport;
  /** What the host honours per route family, with evidence (the adapter's own, for a host with one). */
  readonly descriptor: HostDescriptor;
  /** Absent for a host bearing cannot hook into. */
  readonly adapter?: Constructor<HostAdapter>;
  /**
   * Other hosts whose hook files this host also runs (Grok Build runs Claude Code's and Cursor's), and how a hook
   * process knows it is this host running it: then this host answers, in its own dialect. Checked on every call,
   * before anything is loaded, so it must stay cheap.
   */
  readonly runsHooksOf?: { readonly hosts: readonly HostId[]; readonly running: (environment: RuntimeEnvironment) => boolean };
}
