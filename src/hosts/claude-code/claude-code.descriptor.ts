import type { Evidence, HostDescriptor } from '../../protocol/capability';
import { familyCapability } from '../../framework/descriptor/family-capability';

const CLI = '2.1.328';
const CAPTURED = '2026-11-29';
const DOCS_READ = '2026-08-22';
const DOCS = 'https://code.claude.com/docs/en/hooks';

function live(fixture: string, note?: string): Evidence {
  return { kind: 'live', source: `fixtures/claude-code/${fixture}`, version: CLI, date: CAPTURED, ...(note && { note }) };
}

function docs(section: string, note?: string): Evidence {
  return { kind: 'docs', source: `${DOCS}#${section}`, version: '2.1.240', date: DOCS_READ, ...(note && { note }) };
}

/** What Claude Code honours per route family, and where each claim comes from. */
export const CLAUDE_CODE_DESCRIPTOR: HostDescriptor = {
  id: 'claude-code',
  displayName: 'Claude Code',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  // Claude Code fails open on a crashed or silent hook (exit 1, timeout); bearing does the same.
  failClosed: false,
  // Hooks carry session_id on every event, and sessions resume by id.
  taskBinding: 'session',
  families: {
    'session/start': familyCapability('supported', ['context', 'notice'], [
      live('live/session-start.startup.json'),
      docs('sessionstart-decision-control'),
    ]),
    'tool/before': familyCapability('supported', ['deny', 'context', 'notice'], [
      live('live/pre-tool-use.bash-checkout-main.json', 'permissionDecision "deny" honoured: the command did not run (test/e2e/claude-code.live.test.ts)'),
      docs('pretooluse-decision-control'),
    ]),
    'tool/after': familyCapability('supported', ['context', 'notice'], [
      live('live/post-tool-use.bash.json'),
      docs('posttooluse-decision-control', 'decision "block" only adds feedback after the tool ran: not a deny'),
    ]),
    'tool/failure': familyCapability('supported', ['context', 'notice'], [docs('posttoolusefailure-decision-control')]),
    stop: familyCapability('supported', ['continue', 'context', 'notice'], [
      live('live/stop.json'),
      docs('stop-and-subagentstop-decision-control', 'decision "block" + reason continues; stop_hook_active marks re-entry'),
    ]),
    'agent/start': familyCapability('supported', ['context'], [docs('subagentstart-decision-control')]),
    'agent/stop': familyCapability('supported', ['continue', 'context', 'notice'], [docs('stop-and-subagentstop-decision-control')]),
    'session/end': familyCapability('supported', [], [docs('sessionend', 'observe only; output is discarded')]),
    'prompt/submit': familyCapability('supported', ['deny', 'context', 'notice'], [
      live('live/user-prompt-submit.json'),
      docs('userpromptsubmit-decision-control'),
    ]),
    'compact/before': familyCapability('supported', ['deny', 'notice'], [docs('precompact', 'decision "block" blocks compaction (since 2.1.105)')]),
    'compact/after': familyCapability('supported', [], [docs('postcompact', 'observe only')]),
    'permission/request': familyCapability('supported', ['deny'], [docs('permissionrequest-decision-control')]),
    'permission/denied': familyCapability('supported', [], [docs('permissiondenied', 'only retry:true; bearing never asks for a retry')]),
    'file/change': familyCapability('supported', ['notice'], [docs('filechanged')]),
    'config/change': familyCapability('supported', ['deny'], [docs('configchange', 'block is ignored for policy_settings')]),
    'task/create': familyCapability('supported', ['deny'], [docs('taskcreated')]),
    'task/complete': familyCapability('supported', ['deny'], [docs('taskcompleted', 'exit 2 keeps the task open; no JSON channel')]),
    'agent/idle': familyCapability('supported', ['continue'], [docs('teammateidle', 'exit 2 keeps the teammate working')]),
    'stop/failure': familyCapability('supported', [], [docs('stopfailure', 'output and exit code are ignored')]),
  },
};
