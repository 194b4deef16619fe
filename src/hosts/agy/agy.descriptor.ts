import type { HostDescriptor } from '../../protocol/host-capability';
import { ROUTE_FAMILIES } from '../../protocol/route-family';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { unavailable } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const READ = '2026-12-01';
const reports = /* @__PURE__ */ evidenceSource('docs', 'https://github.com/michaeldhopkins/safe-chains/blob/main/HARNESS-BEHAVIORS.md#', READ, 'agy 1.1.x');

const NO_CONTRACT =
  CARRY_EVIDENCE &&
  'AGY is closed source and its hook contract is known only from third-party reports that disagree by version (which ' +
    'file is read, the wrapper shape, `decision` versus `allow_tool`); it reads a missing or empty decision as a deny, so ' +
    'a hook built on a guess would refuse every tool call. bearing ships the skill only (.agy/)';

/** AGY (Google's Antigravity CLI): skills only. No family is usable, each for the same dated reason. */
export const AGY_DESCRIPTOR: HostDescriptor = {
  id: 'agy',
  displayName: 'AGY (Antigravity CLI)',
  verifiedAgainst: { version: 'third-party reports, agy 1.0.x to 1.3.1', date: READ },
  failClosed: false,
  taskBinding: 'workspace',
  families: Object.fromEntries(ROUTE_FAMILIES.map((family) => [family, unavailable(NO_CONTRACT, CARRY_EVIDENCE && [reports('agy')])])),
};
