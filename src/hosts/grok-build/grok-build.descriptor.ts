import type { HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { stopLoopCap, supported } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/** No Grok Build binary could be run here: every claim comes from Grok's own documentation, read on this date. */
const READ = '2026-11-29';
/**
 * The user guide in Grok Build's source tree (xai-org/grok-build), read from a public mirror at commit
 * 0ff04d5104ed213f4e8cb973eb3baba1ecd0d51c.
 */
const GUIDE_VERSION = 'user guide @0ff04d51';
const guide = /* @__PURE__ */ evidenceSource(
  'docs',
  'https://github.com/zhangtyzzz/grok-build/blob/0ff04d5104ed213f4e8cb973eb3baba1ecd0d51c/crates/codegen/xai-grok-pager/docs/user-guide/10-hooks.md#',
  READ,
  GUIDE_VERSION,
);
const vendorPage = /* @__PURE__ */ evidenceSource('docs', 'https://docs.x.ai/build/features/hooks#', READ);

const STOP_GATE_NOTE =
  CARRY_EVIDENCE &&
  'decision "block" + reason keeps the agent working (reason fed back as a user message), at most 8 times per turn; ' +
    'stopHookActive marks re-entry. Older texts (docs.x.ai as read, user guide at cristianuibar/grok-build@ecb60c76) ' +
    'list PreToolUse as the only blocking event: a Grok build from before the stop gate ignores the block (fails open)';

/** A family the guide's hook-events table lists as passive: Grok runs the hook and ignores what it says. */
const PASSIVE = supported([], CARRY_EVIDENCE && [guide('hook-events', 'passive')]);

/** What Grok Build honours per route family, and where each claim comes from. */
export const GROK_BUILD_DESCRIPTOR: HostDescriptor = {
  id: 'grok-build',
  displayName: 'Grok Build',
  verifiedAgainst: { version: GUIDE_VERSION, date: READ },
  // Grok fails open on every hook failure (timeout, crash, malformed output); only an explicit deny blocks.
  failClosed: false,
  // Every event carries sessionId (and GROK_SESSION_ID); sessions are resumed by id.
  taskBinding: 'session',
  stopLoopCap: stopLoopCap(8, CARRY_EVIDENCE && [guide('stop-decision-control', 'at most 8 continuations per turn')]),
  families: {
    'session/start': supported([], CARRY_EVIDENCE && [guide('passive-hooks', 'stdout is ignored: no context channel')]),
    'session/end': PASSIVE,
    'prompt/submit': supported([], CARRY_EVIDENCE && [guide('hook-events', 'passive: cannot block, stdout ignored')]),
    'tool/before': supported(
      ['deny'],
      CARRY_EVIDENCE && [
        guide('output-blocking-hooks', 'top-level {"decision":"deny","reason"} is honoured whatever the exit code; exit 2 also denies'),
        vendorPage('events', 'PreToolUse is the blocking event'),
      ],
    ),
    'tool/after': supported([], CARRY_EVIDENCE && [guide('passive-hooks', 'stdout is ignored')]),
    'tool/failure': PASSIVE,
    'permission/denied': PASSIVE,
    stop: supported(['continue'], CARRY_EVIDENCE && [guide('stop-decision-control', STOP_GATE_NOTE)]),
    'agent/start': PASSIVE,
    'agent/stop': supported(
      ['continue'],
      CARRY_EVIDENCE && [guide('stop-decision-control', `SubagentStop fires once in the subagent with the same decision control; ${STOP_GATE_NOTE}`)],
    ),
    'stop/failure': supported([], CARRY_EVIDENCE && [guide('stop-decision-control', 'observation only: output and exit code are ignored')]),
    'compact/before': PASSIVE,
    'compact/after': PASSIVE,
  },
};
