import type { Channel, HostDescriptor } from '../../protocol/capability';
import type { BearingClass } from '../../protocol/outcome';
import type { RouteFamily } from '../../protocol/route-family';
import { enforcementOf } from '../../framework/descriptor/enforcement';

/** The channel each Bearing class acts through. */
const CLASS_CHANNEL: Readonly<Record<BearingClass, Channel>> = {
  activation: 'context',
  closeout: 'context',
  te_test_write: 'deny',
  te_completion: 'continue',
};

export const HOST_ENFORCEMENT_UNAVAILABLE = 'host_enforcement_unavailable';

/**
 * Host honesty, checked before anything else: a class runs only where the host's descriptor says its
 * channel is enforced on that family. The descriptors are the one table; nothing here names a host.
 */
export function hostEnforces(hookClass: BearingClass, family: RouteFamily | undefined, descriptor: HostDescriptor): boolean {
  return family !== undefined && enforcementOf(descriptor, family, CLASS_CHANNEL[hookClass]) === 'enforced';
}
