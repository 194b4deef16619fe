import type { HostDescriptor } from '../../protocol/capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { liveDenyCapture } from '../../framework/descriptor/live-deny-capture';
import { degraded } from '../../framework/descriptor/family-capability';

const CLI = '2.1.0';
const CAPTURED = '2026-11-29';
const DOCS_READ = '2026-11-29';
const DOCS = 'https://github.com/MoonshotAI/kimi-code/blob/main/docs/en/customization/hooks.md';

const live = evidenceSource('live', 'fixtures/kimi-code/live/', CAPTURED, CLI);
const docs = evidenceSource('docs', `${DOCS}#`, DOCS_READ);

/**
 * Why nothing on Kimi is `enforced`: every hook fails open (non-zero exits other than 2, crashes, timeouts,
 * unparsable output; the documented `fail_mode = "closed"` is rejected by 2.1.0), and one unknown key or
 * event in config.toml makes Kimi drop every `[[hooks]]` entry with only a warning.
 */
const FRAGILE = 'Kimi hooks fail open (no fail-closed mode in 2.1.0) and one unknown key or event drops every [[hooks]] entry';

/** What Kimi Code honours per route family, and where each claim comes from. All of it is degraded. */
export const KIMI_CODE_DESCRIPTOR: HostDescriptor = {
  id: 'kimi-code',
  displayName: 'Kimi Code CLI',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  failClosed: false,
  // session_id on every event, and sessions resume by id (`kimi -r <session id>`).
  taskBinding: 'session',
  families: {
    'tool/before': degraded(
      ['deny'],
      [
        liveDenyCapture(live, 'kimi-code'),
        docs('pretooluse'),
      ],
      `${FRAGILE}.`,
    ),
    'prompt/submit': degraded(
      ['deny', 'context'],
      [live('user-prompt-submit.json'), docs('userpromptsubmit', 'a deny drops the prompt; plain stdout text is added before the prompt')],
      `${FRAGILE}; no additionalContext field: context is plain stdout text.`,
    ),
    stop: degraded(
      ['continue'],
      [live('stop.json'), docs('stop', 'a deny appends its reason as a user message and calls the model again')],
      `${FRAGILE}; at most one continuation per turn, stop_hook_active is always false, and a subagent's Stop is indistinguishable from the main agent's.`,
    ),
    'session/start': degraded(
      [],
      [live('session-start.startup.json'), docs('sessionstart', 'documented: stdout becomes context')],
      'documented as a context channel, but 2.1.0 awaits SessionStart hooks and ignores their output (observed live).',
    ),
    'tool/after': degraded([], [live('post-tool-use.bash.json'), docs('posttooluse')], 'observe only, and fire-and-forget: a hook still running when the step ends is killed.'),
    'tool/failure': degraded([], [live('post-tool-use-failure.denied.json'), docs('posttoolusefailure')], 'observe only, and killed like tool/after when the step ends.'),
    'permission/request': degraded([], [docs('permissionrequest')], 'observe only; fires only when an approval prompt is shown (never in -p mode).'),
    'agent/start': degraded([], [docs('subagentstart')], 'observe only: awaited, output ignored.'),
    'agent/stop': degraded([], [docs('subagentstop')], 'observe only: SubagentStop cannot block or continue.'),
    'session/end': degraded([], [docs('sessionend')], 'observe only; never sent in -p mode.'),
    'compact/before': degraded([], [docs('precompact')], 'observe only: awaited, output ignored.'),
    'compact/after': degraded([], [docs('postcompact')], 'observe only.'),
    'stop/failure': degraded([], [docs('stopfailure')], 'observe only.'),
  },
};
