import type { HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { liveDenyCapture } from '../claude-dialect/live-deny-capture';
import { stopLoopCap, supported } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const CLI = '2.1.328';
const CAPTURED = '2026-11-29';
const DOCS_READ = '2026-08-22';

const live = /* @__PURE__ */ evidenceSource('live', 'fixtures/claude-code/live/', CAPTURED, CLI);
const docs = /* @__PURE__ */ evidenceSource('docs', 'https://code.claude.com/docs/en/hooks#', DOCS_READ, '2.1.240');

/** What Claude Code honours per route family, and where each claim comes from. */
export const CLAUDE_CODE_DESCRIPTOR: HostDescriptor = {
  id: 'claude-code',
  displayName: 'Claude Code',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  // Claude Code fails open on a crashed or silent hook (exit 1, timeout); bearing does the same.
  failClosed: false,
  // Hooks carry session_id on every event, and sessions resume by id.
  taskBinding: 'session',
  stopLoopCap: stopLoopCap(8, CARRY_EVIDENCE && [docs('stop-and-subagentstop-decision-control', 'CLAUDE_CODE_STOP_HOOK_BLOCK_CAP, default 8 (since 2.1.143)')]),
  families: {
    'session/start': supported(['context', 'notice'], CARRY_EVIDENCE && [live('session-start.startup.json'), docs('sessionstart-decision-control')]),
    'tool/before': supported(
      ['deny', 'ask', 'context', 'notice'],
      CARRY_EVIDENCE && [
        liveDenyCapture(live, 'claude-code'),
        live(
          'pre-tool-use.bash-checkout-main.json',
          'permissionDecision "ask" honoured even for a tool --allowedTools lets through: in print mode (claude -p), with no one to ask, the call did not run, was listed in permission_denials, and the model got the reason as the tool result (test/e2e/claude-code.live.test.ts (f), 2026-12-01)',
        ),
        docs('pretooluse-decision-control', 'permissionDecision "ask" shows the user a prompt with the reason (the agent does not see it)'),
      ],
    ),
    'tool/after': supported(
      ['context', 'notice'],
      CARRY_EVIDENCE && [
        live('post-tool-use.bash.json'),
        docs('posttooluse-decision-control', 'decision "block" only adds feedback after the tool ran: not a deny'),
      ],
    ),
    'tool/failure': supported(['context', 'notice'], CARRY_EVIDENCE && [docs('posttoolusefailure-decision-control')]),
    stop: supported(
      ['continue', 'context', 'notice'],
      CARRY_EVIDENCE && [
        live('stop.json'),
        docs('stop-and-subagentstop-decision-control', 'decision "block" + reason continues; stop_hook_active marks re-entry'),
      ],
    ),
    'agent/start': supported(['context'], CARRY_EVIDENCE && [docs('subagentstart-decision-control')]),
    'agent/stop': supported(['continue', 'context', 'notice'], CARRY_EVIDENCE && [docs('stop-and-subagentstop-decision-control')]),
    'session/end': supported([], CARRY_EVIDENCE && [docs('sessionend', 'observe only; output is discarded')]),
    'prompt/submit': supported(['deny', 'context', 'notice'], CARRY_EVIDENCE && [live('user-prompt-submit.json'), docs('userpromptsubmit-decision-control')]),
    'compact/before': supported(['deny', 'notice'], CARRY_EVIDENCE && [docs('precompact', 'decision "block" blocks compaction (since 2.1.105)')]),
    'compact/after': supported([], CARRY_EVIDENCE && [docs('postcompact', 'observe only')]),
    'permission/request': supported(['deny'], CARRY_EVIDENCE && [docs('permissionrequest-decision-control')]),
    'permission/denied': supported([], CARRY_EVIDENCE && [docs('permissiondenied', 'only retry:true; bearing never asks for a retry')]),
    'file/change': supported(['notice'], CARRY_EVIDENCE && [docs('filechanged')]),
    'config/change': supported(['deny'], CARRY_EVIDENCE && [docs('configchange', 'block is ignored for policy_settings')]),
    'task/create': supported(['deny'], CARRY_EVIDENCE && [docs('taskcreated')]),
    'task/complete': supported(['deny'], CARRY_EVIDENCE && [docs('taskcompleted', 'exit 2 keeps the task open; no JSON channel')]),
    'agent/idle': supported(['continue'], CARRY_EVIDENCE && [docs('teammateidle', 'exit 2 keeps the teammate working')]),
    'stop/failure': supported([], CARRY_EVIDENCE && [docs('stopfailure', 'output and exit code are ignored')]),
  },
};
