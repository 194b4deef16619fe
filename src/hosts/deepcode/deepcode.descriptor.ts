import type { HostDescriptor } from '../../protocol/host-capability';
import { ROUTE_FAMILIES } from '../../protocol/route-family';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { unavailable } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const READ = '2026-12-01';
const repository = /* @__PURE__ */ evidenceSource('docs', 'https://github.com/lessweb/deepcode-cli/blob/main/', READ);

const NO_HOOKS =
  CARRY_EVIDENCE &&
  'DeepCode has no hook API: skills, static permission scopes, a post-turn notify script and status-line plugins, none ' +
    'of which sees or answers a single event; a per-command deny cannot be expressed. bearing ships the skill only';

/** DeepCode (lessweb/deepcode-cli): skills only. No family is usable, each for the same dated reason. */
export const DEEPCODE_DESCRIPTOR: HostDescriptor = {
  id: 'deepcode',
  displayName: 'DeepCode',
  verifiedAgainst: { version: 'repository docs', date: READ },
  failClosed: false,
  taskBinding: 'workspace',
  families: Object.fromEntries(
    ROUTE_FAMILIES.map((family) => [family, unavailable(NO_HOOKS, CARRY_EVIDENCE && [repository('README.md'), repository('docs/configuration_en.md')])]),
  ),
};
