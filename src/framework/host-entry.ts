import type { Constructor } from './constructor';
import type { HostId } from '../protocol/host-id';
import type { HostAdapter } from './host-adapter';

/** One host bearing can serve. Only the adapter of the host that is running is constructed. */
export const HostEntry = Symbol('HostEntry');
export interface HostEntry {
  readonly id: HostId;
  readonly adapter: Constructor<HostAdapter>;
}
