import type { Constructor } from './constructor';
import type { HostId } from '../protocol/host-id';
import type { HostAdapter } from './host-adapter';

/**
 * One host bearing can serve. The adapter's module is loaded only when that host is running,
 * so a hook process evaluates one host's code and payload classes, not all nine.
 */
export const HostEntry = Symbol('HostEntry');
export interface HostEntry {
  readonly id: HostId;
  load(): Promise<Constructor<HostAdapter>>;
}
