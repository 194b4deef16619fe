import type { Constructor } from '../platform/constructor';
import type { HostDescriptor } from '../protocol/host-capability';
import type { HostId } from '../protocol/host-id';
import type { HostAdapter } from './host-adapter';
import type { ManifestFile, PluginIdentity } from './manifest-file';
import type { RuntimeEnvironment } from '../platform/runtime-environment';
import type { HostInstaller } from '../install/host-installer';

/**
 * How a host runs bearing: `command`, a hook command per event (the packaged hook, hooks/bearing-hook.cjs);
 * `in-process`, a plugin loaded into the host's own process; `skills`, no hooks at all (the bearing skill only).
 */
export type HostTransport = 'command' | 'in-process' | 'skills';

/** One host bearing can serve: everything the rest of bearing asks of it. Only the running host's adapter is constructed. */
export const HostEntry = Symbol('HostEntry');
export interface HostEntry {
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
  /**
   * The host's plugin files, generated from its adapter and descriptor (`bearing package`). Undefined in the
   * packaged hooks, whose build leaves every `*.manifest.ts` module out (packaging/bundle/build-hook.ts): a hook
   * answers events and never writes a plugin file.
   */
  readonly manifests?: (identity: PluginIdentity) => readonly ManifestFile[];
  /** Package files the host's plugin folder needs besides its manifests (copied by `bearing package --out`). */
  readonly files?: readonly string[];
  /**
   * How `bearing install`, `uninstall` and `doctor` handle this host (its `<host>.installer.ts`). Undefined in the
   * packaged hooks, like `manifests`: their build leaves every `*.installer.ts` module out.
   */
  readonly installer?: HostInstaller;
  /**
   * What this host sends, for the checks every host goes through (the command table, the bench, the cross-host
   * tests). Undefined in the packaged hooks, like `manifests`: every `*.samples.ts` module is left out of them.
   */
  readonly samples?: HostSamples;
}

/** Payloads a host sends, built the way it builds them (for an in-process host: the object its plugin passes on). */
export interface HostSamples {
  /** A shell tool call about to run `command` in `cwd`. */
  shellCall(command: string, cwd: string): Record<string, unknown>;
}
