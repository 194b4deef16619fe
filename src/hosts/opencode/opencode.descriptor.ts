import type { HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { supported } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const CLI = '1.18.33';
const CAPTURED = '2026-12-01';

const live = /* @__PURE__ */ evidenceSource('live', 'fixtures/opencode/live/', CAPTURED, CLI);
const types = /* @__PURE__ */ evidenceSource('docs', 'npm:@opencode-ai/plugin@1.18.33/dist/index.d.ts#', CAPTURED, CLI);

/** What OpenCode honours per route family, and where each claim comes from (test/e2e/opencode.live.test.ts captured the fixtures). */
export const OPENCODE_DESCRIPTOR: HostDescriptor = {
  id: 'opencode',
  displayName: 'OpenCode',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  // In OpenCode a throw from tool.execute.before is the block itself; bearing's plugin throws only to refuse, and
  // fails open, with one log line, on a failure of its own.
  failClosed: false,
  // Sessions have ids (ses_…) and are resumed by them (`opencode run --session`).
  taskBinding: 'session',
  families: {
    'session/start': supported(
      ['context'],
      CARRY_EVIDENCE && [
        live(
          'session-created.json',
          'the context goes onto the system prompt of every request of the session (experimental.chat.system.transform), seen in the model request',
        ),
        types('Hooks.experimental.chat.system.transform', 'an experimental hook: its input carries the sessionID, its output.system is what the model reads'),
      ],
    ),
    'tool/before': supported(
      ['deny'],
      CARRY_EVIDENCE && [
        live(
          'tool-execute-before.bash-checkout-main.json',
          'a thrown Error refused the call: the command did not run, its message reached the model as the tool result',
        ),
        types('Hooks.tool.execute.before'),
      ],
    ),
    'tool/after': supported([], CARRY_EVIDENCE && [live('tool-execute-after.bash.json'), types('Hooks.tool.execute.after')]),
    'prompt/submit': supported(
      [],
      CARRY_EVIDENCE && [
        live('chat-message.json'),
        types('Hooks.chat.message', 'a throw here fails the whole run with a generic server error; bearing only observes'),
      ],
    ),
    stop: supported([], CARRY_EVIDENCE && [live('session-idle.json', 'a bus event: its handler is not awaited and cannot keep the session going')]),
    'compact/after': supported([], CARRY_EVIDENCE && [types('Event.session.compacted', 'a bus event after a compaction; observed live by hand, not captured')]),
  },
};
