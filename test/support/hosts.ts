import { container } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import type { HostAdapter } from '../../src/framework/host-adapter';
import type { HostEntry } from '../../src/hosts/host-entry';
import { assertInjectable } from '../../src/framework/di/injectable';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import type { RuntimeEnvironment } from '../../src/platform/runtime-environment';

/** The hosts bearing has an adapter for: every cross-host test runs over these, so a new host is checked by them all. */
export const ADAPTER_HOSTS: readonly HostEntry[] = HOST_CATALOG.filter((h) => h.adapter !== undefined);

/** A host's adapter as the runner builds it (its services from the container; no environment unless given). */
export function adapterOf(host: HostEntry, environment: RuntimeEnvironment = {}): HostAdapter {
  assertInjectable(host.adapter!);
  return bootstrap(container.createChildContainer(), [host], environment).resolve(host.adapter!);
}
