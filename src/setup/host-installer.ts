import type { Finding } from './finding';
import type { InstallContext, InstallScope } from './install-context';
import type { InstallPlan } from './install-plan';

/** What bearing's hooks need to run on a host: `node` on PATH (a command host), or the host's own runtime. */
/** A host that is itself a Node program started by the first `node` on PATH, and the least Node it starts on. */
interface HostNode {
  readonly who: string;
  readonly node: string;
}

export type RuntimeNeed =
  /** The host runs `node "<root>/hooks/bearing-hook.cjs" …`: the first `node` on PATH must run bearing (engines.node). */
  | {
      readonly kind: 'node-on-path';
      /** The host is itself a Node program that starts with that `node`, and needs at least this one (Kimi Code: 22.19.0). */
      readonly hostNeeds?: HostNode;
    }
  /**
   * The host loads bearing into its own process: it needs what the host needs. Where the host is a Node program
   * started from PATH (Pi), `hostNeeds` says which Node that must be.
   */
  | { readonly kind: 'host-runtime'; readonly what: string; readonly hostNeeds?: HostNode }
  /** Nothing of bearing's runs there (the skill only). */
  | { readonly kind: 'none' };

/**
 * How bearing gets into one host and out again, and how `bearing doctor` tells it is there and will run. Each host's
 * installer lives in its folder (`hosts/<host>/setup/`, HostEntry.installer); the machinery they share (JSON and
 * TOML edits that keep the user's bytes, the plan, the diff, the atomic write) is in src/setup.
 */
export interface HostInstaller {
  /** Where this host reads configuration from; the first is the default `--scope`. */
  readonly scopes: readonly InstallScope[];
  readonly runtime: RuntimeNeed;
  /** What install writes where, per scope, and what it trusts or warns about: `bearing install --help` and the README say it. */
  readonly summary: InstallSummary;
  /** What `bearing install --host <id>` does, worked out without writing anything. Throws InstallRefusal. */
  install(context: InstallContext): InstallPlan;
  /** What `bearing uninstall --host <id>` does: exactly what install added goes. Throws InstallRefusal. */
  uninstall(context: InstallContext): InstallPlan;
  /** Whether bearing is registered on this host, for the user and for the current folder, and will run. */
  check(context: InstallContext): HostCheck;
}

/**
 * An installer in words, for people: the source of the per-host part of `bearing install --help` and of the README's
 * install table (setup/install-summary.ts), so neither is kept by hand. Markdown code spans (`…`) mark commands and
 * paths; `~` is the user's home and `<repo>` the current repository.
 */
export interface InstallSummary {
  /** For each scope the host takes: the files install changes, or the host's command it runs or prints. */
  readonly scopes: Partial<Readonly<Record<InstallScope, string>>>;
  /** What install trusts on the user's behalf, and what it warns about or the host still needs. */
  readonly notes?: readonly string[];
}

/** What doctor found for one host: its lines, and whether bearing is registered there at all. */
export interface HostCheck {
  readonly registered: boolean;
  readonly findings: readonly Finding[];
  /** bearing cannot see whether the host has it (the host keeps its plugins its own way): `registered` says nothing. */
  readonly unseen?: true;
}

/** A host as setup and the doctor see it: its id and, where bearing can install it, its installer (HostEntry's facets). */
export interface SetupHost {
  readonly id: string;
  readonly installer?: HostInstaller;
}
