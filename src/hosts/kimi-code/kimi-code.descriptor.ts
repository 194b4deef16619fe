import type { HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { liveDenyCapture } from '../claude-dialect/live-deny-capture';
import { degraded } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const CLI = '2.1.0';
const CAPTURED = '2026-11-29';
const DOCS_READ = '2026-11-29';

const live = /* @__PURE__ */ evidenceSource('live', 'fixtures/kimi-code/live/', CAPTURED, CLI);
const docs = /* @__PURE__ */ evidenceSource('docs', 'https://github.com/MoonshotAI/kimi-code/blob/main/docs/en/customization/hooks.md#', DOCS_READ);

/**
 * Why nothing on Kimi is `enforced`: every hook fails open (non-zero exits other than 2, crashes, timeouts,
 * unparsable output; the documented `fail_mode = "closed"` is rejected by 2.1.0), and one unknown key or
 * event in config.toml makes Kimi drop every `[[hooks]]` entry with only a warning.
 */
const FRAGILE = CARRY_EVIDENCE && 'Kimi hooks fail open (no fail-closed mode in 2.1.0) and one unknown key or event drops every [[hooks]] entry';

/** What Kimi Code honours per route family, and where each claim comes from. All of it is degraded. */
export const KIMI_CODE_DESCRIPTOR: HostDescriptor = {
  id: 'kimi-code',
  displayName: 'Kimi Code CLI',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  failClosed: false,
  // session_id on every event, and sessions resume by id (`kimi -r <session id>`).
  taskBinding: 'session',
  families: {
    'tool/before': degraded(['deny'], CARRY_EVIDENCE && [liveDenyCapture(live, 'kimi-code'), docs('pretooluse')], CARRY_EVIDENCE && `${FRAGILE}.`),
    'prompt/submit': degraded(
      ['deny', 'context'],
      CARRY_EVIDENCE && [live('user-prompt-submit.json'), docs('userpromptsubmit', 'a deny drops the prompt; plain stdout text is added before the prompt')],
      CARRY_EVIDENCE && `${FRAGILE}; no additionalContext field: context is plain stdout text.`,
    ),
    stop: degraded(
      ['continue'],
      CARRY_EVIDENCE && [live('stop.json'), docs('stop', 'a deny appends its reason as a user message and calls the model again')],
      CARRY_EVIDENCE &&
        `${FRAGILE}; at most one continuation per turn, stop_hook_active is always false, and a subagent's Stop is indistinguishable from the main agent's.`,
    ),
    'session/start': degraded(
      [],
      CARRY_EVIDENCE && [live('session-start.startup.json'), docs('sessionstart', 'documented: stdout becomes context')],
      CARRY_EVIDENCE && 'documented as a context channel, but 2.1.0 awaits SessionStart hooks and ignores their output (observed live).',
    ),
    'tool/after': degraded(
      [],
      CARRY_EVIDENCE && [live('post-tool-use.bash.json'), docs('posttooluse')],
      CARRY_EVIDENCE && 'observe only, and fire-and-forget: a hook still running when the step ends is killed.',
    ),
    'tool/failure': degraded(
      [],
      CARRY_EVIDENCE && [live('post-tool-use-failure.denied.json'), docs('posttoolusefailure')],
      CARRY_EVIDENCE && 'observe only, and killed like tool/after when the step ends.',
    ),
    'permission/request': degraded(
      [],
      CARRY_EVIDENCE && [docs('permissionrequest')],
      CARRY_EVIDENCE && 'observe only; fires only when an approval prompt is shown (never in -p mode).',
    ),
    'agent/start': degraded([], CARRY_EVIDENCE && [docs('subagentstart')], CARRY_EVIDENCE && 'observe only: awaited, output ignored.'),
    'agent/stop': degraded([], CARRY_EVIDENCE && [docs('subagentstop')], CARRY_EVIDENCE && 'observe only: SubagentStop cannot block or continue.'),
    'session/end': degraded([], CARRY_EVIDENCE && [docs('sessionend')], CARRY_EVIDENCE && 'observe only; never sent in -p mode.'),
    'compact/before': degraded([], CARRY_EVIDENCE && [docs('precompact')], CARRY_EVIDENCE && 'observe only: awaited, output ignored.'),
    'compact/after': degraded([], CARRY_EVIDENCE && [docs('postcompact')], CARRY_EVIDENCE && 'observe only.'),
    'stop/failure': degraded([], CARRY_EVIDENCE && [docs('stopfailure')], CARRY_EVIDENCE && 'observe only.'),
  },
};
