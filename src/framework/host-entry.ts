import type { Constructor } from './constructor';
import type { HostId } from '../protocol/host-id';
import type { HostAdapter } from './host-adapter';
import type { RuntimeEnvironment } from './runtime-environment';

/** One host bearing can serve. Only the adapter of the host that is running is constructed. */
export const HostEntry = Symbol('HostEntry');
export interface HostEntry {
  readonly id: HostId;
  readonly adapter: Constructor<HostAdapter>;
  /**
   * Other hosts whose hook files this host also runs (Grok Build runs Claude Code's and Cursor's), and how a hook
   * process knows it is this host running it: then this host answers, in its own dialect. Checked on every call,
   * before anything is loaded, so it must stay cheap.
   */
  readonly runsHooksOf?: { readonly hosts: readonly HostId[]; readonly running: (environment: RuntimeEnvironment) => boolean };
}
