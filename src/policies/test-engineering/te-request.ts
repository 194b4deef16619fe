import type { HookEvent } from '../../protocol/hook-event';
import type { CandidateState, Fact } from '../../services/candidate/candidate.scanner';
import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import type { TeArtifact } from './te-artifacts';
import type { TeClass } from './te-result';
import { isPlainObject } from '../../platform/plain-object';

export interface TeRequestInput {
  readonly hookClass: TeClass;
  readonly event: HookEvent;
  readonly root: string;
  readonly plan: PlanSnapshot;
  readonly candidate: CandidateState;
  readonly targetPaths: readonly string[];
  readonly handoff: TeArtifact;
  readonly receipt: TeArtifact;
}

/**
 * The request an evaluator receives: bearing-lite's interface field for field (the TE-era fields and the
 * later top-level additions both), so evaluators written for it work unchanged. The assignment comes from
 * the plan only and the candidate from git only; `tool_name`/`tool_input`/`target_paths` are what the tool
 * call named, for the evaluator to weigh. Unknown git facts are null, with their reasons in
 * `candidate.unknown` (an addition: null alone cannot say why). Pure.
 */
export function teRequest(input: TeRequestInput) {
  const { plan, candidate, event } = input;
  const task = plan.activeTask;
  const field = (key: string) => task?.fields[key] ?? null;
  const candidateRevision = plan.checkoutLease?.candidateRevision ?? null;
  const revision = knownValue(candidate.revision);
  const diffBase = knownValue(candidate.diffBase);
  const input_ = event.tool?.input;
  return {
    hook_class: input.hookClass,
    event: event.nativeEvent.trim(),
    host: event.host,
    workspace_root: input.root,
    workspaceRoot: input.root,
    revision,
    diff_base: diffBase,
    candidate: {
      checkout: candidate.checkout,
      branch: knownValue(candidate.branch),
      revision,
      diff_base: diffBase,
      scope_paths: [...candidate.scopePaths],
      changed_paths: [...candidate.changedPaths],
      unknown: unknownReasons(candidate),
    },
    assignment: {
      task_id: task?.id ?? null,
      assigned_role: field('assigned_role'),
      role_instance: field('role_instance'),
      write_set: [...plan.writeSet],
      authority: field('authority'),
      authority_id: field('authority'),
      type: field('type'),
      candidate_revision: candidateRevision,
    },
    target_paths: [...input.targetPaths],
    handoff: input.handoff,
    receipt: input.receipt,
    tool_name: event.tool?.name ?? null,
    tool_input: isPlainObject(input_) ? input_ : null,
  };
}

function knownValue<T>(fact: Fact<T>): T | null {
  return fact.known ? fact.value : null;
}

function unknownReasons(candidate: CandidateState): Record<string, string> {
  const reasons: Record<string, string> = {};
  const facts: Array<[string, Fact<unknown>]> = [
    ['revision', candidate.revision],
    ['branch', candidate.branch],
    ['diff_base', candidate.diffBase],
    ['working_tree', candidate.workingTree],
  ];
  for (const [name, fact] of facts) if (!fact.known) reasons[name] = fact.reason;
  return reasons;
}
