import type { Evidence } from '../../protocol/host-capability';
import type { HostId } from '../../protocol/host-id';

/**
 * The capture every host with a live test is proved on: `git checkout -b main` refused through
 * `permissionDecision: "deny"`, and the command not run, as that host's test in test/e2e shows.
 */
export function liveDenyCapture(live: (place: string, note?: string) => Evidence, host: HostId): Evidence {
  return live('pre-tool-use.bash-checkout-main.json', `permissionDecision "deny" honoured: the command did not run (test/e2e/${host}.live.test.ts)`);
}
