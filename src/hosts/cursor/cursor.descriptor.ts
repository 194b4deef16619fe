import type { HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { degraded, familyCapability, supported } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/** No Cursor build can run here: every claim comes from Cursor's documentation, read on this date. */
const READ = '2026-11-29';
const DOCS_VERSION = 'late-2026 docs';

const docs = /* @__PURE__ */ evidenceSource('docs', 'https://cursor.com/docs/hooks#', READ, DOCS_VERSION);

const FOLLOWUP_IS_NOT_A_BLOCK =
  CARRY_EVIDENCE &&
  'followup_message is auto-submitted as the next user message (at most loop_limit times, default 5); it cannot refuse ' +
    'the stop, exit 2 does not block it, and the agent may stop again at once: a continuation bearing can ask for, not enforce';

/** What Cursor honours per route family, and where each claim comes from. */
export const CURSOR_DESCRIPTOR: HostDescriptor = {
  id: 'cursor',
  displayName: 'Cursor',
  verifiedAgainst: { version: DOCS_VERSION, date: READ },
  // Cursor offers a per-hook failClosed option for its pre-tool gates; bearing's Cursor hooks use it, and bearing
  // itself refuses a gated call it cannot check. Each hook names its event (`--event`), which wins over the event a
  // payload names (handler.dispatcher.ts routeOf): a gate's payload naming another event is still checked as the gate.
  failClosed: true,
  // Cursor hooks carry a conversation id but no way to resume a task by it: one active task per workspace.
  taskBinding: 'workspace',
  families: {
    'session/start': supported(
      ['context'],
      CARRY_EVIDENCE && [
        docs('sessionstart', 'additional_context (and env) honoured; continue and user_message accepted but not enforced; cloud agents do not fire it'),
      ],
    ),
    'session/end': supported([], CARRY_EVIDENCE && [docs('sessionend', 'observe only')]),
    'tool/before': supported(
      ['deny', 'ask'],
      CARRY_EVIDENCE && [
        docs('beforeshellexecution', 'permission "deny" with user_message and agent_message; exit 2 is documented as the same deny; "ask" prompts the user'),
        docs('pretooluse', 'permission "deny"; "ask" is accepted but not enforced'),
        docs('beforemcpexecution', 'permission "ask" prompts the user, as on the shell gate'),
        docs('beforereadfile', 'permission allow|deny and user_message only'),
        docs('configuration', 'per-hook failClosed: a crash, timeout or invalid JSON blocks (documented for the before* gates)'),
      ],
    ),
    'tool/after': degraded(
      ['context'],
      CARRY_EVIDENCE && [docs('posttooluse', 'additional_context on postToolUse; afterShellExecution, afterMCPExecution and afterFileEdit have no output')],
      CARRY_EVIDENCE && 'context reaches the agent after postToolUse only, not after the shell, MCP or file-edit selectors',
    ),
    'tool/failure': supported([], CARRY_EVIDENCE && [docs('posttoolusefailure', 'no output')]),
    'agent/start': supported(['deny'], CARRY_EVIDENCE && [docs('subagentstart', 'permission allow|deny; ask is treated as deny')]),
    'agent/stop': degraded(
      ['continue'],
      CARRY_EVIDENCE && [docs('subagentstop', 'followup_message used only when status is "completed"')],
      FOLLOWUP_IS_NOT_A_BLOCK,
    ),
    stop: degraded(
      ['continue'],
      CARRY_EVIDENCE && [docs('stop', 'followup_message, capped by loop_limit; loop_count marks re-entry')],
      FOLLOWUP_IS_NOT_A_BLOCK,
    ),
    'prompt/submit': supported(
      ['deny'],
      CARRY_EVIDENCE && [
        docs('beforesubmitprompt', 'continue:false with user_message blocks the prompt; cursor-agent -p does not fire it (receptron/mulmoterminal#2064)'),
      ],
    ),
    'compact/before': supported(['notice'], CARRY_EVIDENCE && [docs('precompact', 'user_message is shown; the hook cannot block compaction')]),
    'workspace/open': familyCapability(
      'unavailable',
      [],
      CARRY_EVIDENCE && [docs('workspaceopen', 'fires on workspace open and folder changes; its only output is pluginPaths')],
      CARRY_EVIDENCE &&
        'decoded but not registered: the newest Cursor event, whose name an older Cursor would not know (one unknown name drops the whole hooks file), and it has no channel bearing could use',
    ),
  },
};
