/** One setting that differs between the approved settings and the current ones, as `key: from → to`. */
export interface ConfigChange {
  /** The setting, dotted: `branches.rules.push`, `policies.configGuard`, `branches.workspaces["svc/**"].protected`. */
  readonly key: string;
  readonly from: string;
  readonly to: string;
  /** It lets through something the approved settings stopped, or bearing cannot tell that it does not. */
  readonly loosens: boolean;
}

/** `branches.rules.push: deny → off`. */
export function changeLine(change: ConfigChange): string {
  return `${change.key}: ${change.from} → ${change.to}`;
}

/** A list of names as a change shows it. */
export function listed(names: readonly string[]): string {
  return names.length === 0 ? '(none)' : names.join(', ');
}
