import type { Evidence, HostDescriptor } from '../../protocol/host-capability';
import { evidenceSource } from '../../framework/descriptor/evidence-source';
import { liveDenyCapture } from '../claude-dialect/live-deny-capture';
import { supported } from '../../framework/descriptor/family-capability';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

const CLI = '0.169.0';
const CAPTURED = '2026-11-29';
const DOCS_READ = '2026-11-29';

const live = /* @__PURE__ */ evidenceSource('live', 'fixtures/codex/live/', CAPTURED, CLI);
const docs = /* @__PURE__ */ evidenceSource('docs', 'https://developers.openai.com/codex/hooks#', DOCS_READ);
const schemas = /* @__PURE__ */ evidenceSource('docs', 'fixtures/codex/schemas/', CAPTURED, CLI);

/** The output schema embedded in the 0.169.0 binary (extracted to fixtures/codex/schemas). */
function schema(name: string): Evidence {
  return schemas(`${name}.command.output.schema.json`);
}

/** What Codex honours per route family, and where each claim comes from. */
export const CODEX_DESCRIPTOR: HostDescriptor = {
  id: 'codex',
  displayName: 'OpenAI Codex CLI',
  verifiedAgainst: { version: CLI, date: CAPTURED },
  // Codex fails open on every hook error (exit 1, timeout, invalid output); bearing does the same.
  failClosed: false,
  // Codex keeps no task of its own per session: bearing tracks one active task per workspace.
  taskBinding: 'workspace',
  families: {
    'session/start': supported(
      ['context', 'notice'],
      CARRY_EVIDENCE && [live('session-start.startup.json'), docs('sessionstart', 'additionalContext becomes a developer message'), schema('session-start')],
    ),
    'tool/before': supported(
      ['deny', 'context', 'notice'],
      CARRY_EVIDENCE && [
        liveDenyCapture(live, 'codex'),
        docs('pretooluse', 'deny needs a non-empty permissionDecisionReason; "ask" and a bare "allow" are unsupported and fail open'),
        schema('pre-tool-use'),
      ],
      CARRY_EVIDENCE &&
        'Bash (shell and unified exec) and apply_patch reach the hook; hosted tools such as web search never do. Hooks are skipped silently until trusted (/hooks).',
    ),
    'tool/after': supported(
      ['context', 'notice'],
      CARRY_EVIDENCE && [
        live('post-tool-use.bash.json'),
        docs('posttooluse', 'decision "block" only replaces the tool output after the tool ran: not a deny'),
        schema('post-tool-use'),
      ],
    ),
    'permission/request': supported(
      ['deny', 'notice'],
      CARRY_EVIDENCE && [
        docs('permissionrequest', 'decision.behavior "deny" rejects the approval; fires only when Codex would ask (codex exec: only with --approve-for-me)'),
        schema('permission-request'),
      ],
    ),
    stop: supported(
      ['continue', 'notice'],
      CARRY_EVIDENCE && [
        live('stop.json'),
        docs('stop', 'decision "block" + reason becomes the next prompt; stop_hook_active marks the re-entry, and Codex has no loop limit of its own'),
        schema('stop'),
      ],
    ),
    'agent/start': supported(['context', 'notice'], CARRY_EVIDENCE && [docs('subagentstart'), schema('subagent-start')]),
    'agent/stop': supported(
      ['continue', 'notice'],
      CARRY_EVIDENCE && [docs('subagentstop', 'decision "block" + reason keeps the subagent going'), schema('subagent-stop')],
    ),
    'prompt/submit': supported(
      ['deny', 'context', 'notice'],
      CARRY_EVIDENCE && [
        live('user-prompt-submit.json'),
        docs('userpromptsubmit', 'decision "block" + reason drops the prompt before any model request'),
        schema('user-prompt-submit'),
      ],
    ),
    'compact/before': supported(
      ['notice'],
      CARRY_EVIDENCE && [docs('precompact', 'only universal fields; continue:false would end the turn, not skip compaction'), schema('pre-compact')],
    ),
    'compact/after': supported(['notice'], CARRY_EVIDENCE && [docs('postcompact'), schema('post-compact')]),
    'session/end': supported([], CARRY_EVIDENCE && [live('session-end.json'), docs('sessionend', 'observe only: no output schema; timeout clamped to 1–3 s')]),
  },
};
