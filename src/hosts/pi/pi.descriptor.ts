import type { HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { supported } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const CLI = '1.6.0';
const CAPTURED = '2026-12-01';

const live = /* @__PURE__ */ evidenceSource('live', 'fixtures/pi/live/', CAPTURED, CLI);
const docs = /* @__PURE__ */ evidenceSource('docs', 'npm:@earendil-works/pi-coding-agent@1.6.0/docs/extensions.md#', CAPTURED, CLI);

/** What Pi honours per route family, and where each claim comes from (test/e2e/pi.live.test.ts captured the fixtures). */
export const PI_DESCRIPTOR: HostDescriptor = {
  id: 'pi',
  displayName: 'Pi',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  // A handler that throws blocks the tool call in Pi; bearing's extension never throws and fails open, with one line.
  failClosed: false,
  // Pi's session manager gives each session an id, and `--session-id`, `-c` and /resume reopen one by it.
  taskBinding: 'session',
  families: {
    'session/start': supported(
      ['context'],
      CARRY_EVIDENCE && [
        live(
          'session-start.startup.json',
          "Pi ignores session_start's return: the context is held and sent as a custom message with the session's first before_agent_start, and was seen in the model's request",
        ),
        docs('session_start'),
      ],
    ),
    'tool/before': supported(
      ['deny'],
      CARRY_EVIDENCE && [
        live('tool-call.bash-checkout-main.json', '{block: true, reason} honoured: the command did not run, the model got the reason as the tool result'),
        docs('tool_call'),
      ],
    ),
    'tool/after': supported([], CARRY_EVIDENCE && [live('tool-result.bash.json'), docs('tool_result', 'can patch the result; bearing only observes')]),
    'prompt/submit': supported(
      ['context'],
      CARRY_EVIDENCE && [
        live('before-agent-start.json'),
        docs('before_agent_start', 'a returned message is stored in the session and sent to the model; once per prompt'),
      ],
    ),
    stop: supported([], CARRY_EVIDENCE && [live('agent-end.json'), docs('agent_end', 'a notification: it cannot keep the agent going')]),
    'compact/before': supported(['deny'], CARRY_EVIDENCE && [docs('session_before_compact--session_compact', '{cancel: true} cancels the compaction')]),
    'compact/after': supported([], CARRY_EVIDENCE && [docs('session_before_compact--session_compact')]),
    'session/end': supported([], CARRY_EVIDENCE && [live('session-shutdown.json'), docs('session_shutdown')]),
  },
};
