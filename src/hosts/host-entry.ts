import type { HookHost } from '../framework/hook-host';
import type { ManifestFile, PluginIdentity } from '../framework/manifest-file';
import type { InProcessAnswer } from '../protocol/host-reply';
import type { HostInstaller } from '../setup/host-installer';

/**
 * One host bearing can serve: everything the rest of bearing asks of it. Besides what the runner needs (HookHost),
 * the setup facets: what `bearing package`, `install`, `doctor` and the cross-host checks use, and no hook does.
 */
export interface HostEntry extends HookHost {
  /**
   * The host's plugin files, generated from its adapter and descriptor (`bearing package`). Undefined in the
   * packaged hooks, whose build leaves every `*.manifest.ts` module out (packaging/bundle/build-hook.ts): a hook
   * answers events and never writes a plugin file.
   */
  readonly manifests?: (identity: PluginIdentity) => readonly ManifestFile[];
  /** Package files the host's plugin folder needs besides its manifests (copied by `bearing package --out`). */
  readonly files?: readonly string[];
  /**
   * How `bearing install`, `uninstall` and `doctor` handle this host (its `setup/<host>.installer.ts`). Undefined in
   * the packaged hooks, like `manifests`: their build leaves every module of a host's `setup/` folder out.
   */
  readonly installer?: HostInstaller;
  /**
   * What this host sends, for the checks every host goes through (the command table, the bench, the cross-host
   * tests). Undefined in the packaged hooks, like `manifests`: every `*.samples.ts` module is left out of them.
   */
  readonly samples?: HostSamples;
  /** For an in-process host: the plugin its process loads, and the one-line module of hooks/ it loads it from. */
  readonly inProcess?: InProcessPlugin;
}

/**
 * An in-process host's plugin: `file` is the module in hooks/ the host loads (`pi-extension.cjs`), which the build
 * writes as one line over the in-process bundle; `plugin` wraps bearing's answer in the shape the host takes.
 */
interface InProcessPlugin {
  readonly file: string;
  /** `packageRoot` is the installed package's folder (the one holding hooks/ and skills/). */
  readonly plugin: (answer: InProcessAnswer, packageRoot: string) => unknown;
}

/** Payloads a host sends, built the way it builds them (for an in-process host: the object its plugin passes on). */
export interface HostSamples {
  /** A shell tool call about to run `command` in `cwd`. */
  shellCall(command: string, cwd: string): Record<string, unknown>;
}
