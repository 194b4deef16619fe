import type { HookEvent } from '../protocol/hook-event';

/**
 * Which policies the workspace of an event has switched off (PolicyEntry.switchedBy). The runner asks before it
 * constructs a policy; where the answer comes from (the config files that apply) is the service's business.
 */
export const PolicySwitches = Symbol('PolicySwitches');
export interface PolicySwitches {
  /** The switches set to false, and the settings files that apply (none: the defaults). */
  switchedOff(event: HookEvent): { readonly off: ReadonlySet<string>; readonly by: readonly string[] };
}
