import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { HookEvent } from '../../protocol/hook-event';
import type { PolicyContext } from '../../framework/policy';
import { CapabilityResolver } from '../../services/capability/capability.resolver';
import { CandidateScanner, type CandidateState } from '../../services/candidate/candidate.scanner';
import { PlanReader } from '../../services/plan/plan.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { targetPaths } from './target-paths';
import { HANDOFF_PATH, readArtifact, RECEIPT_PATH } from './te-artifacts';
import { teRequest } from './te-request';
import type { TeClass, TeResult } from './te-result';

/**
 * What both Test Engineering gates do once the host can enforce them: resolve the capability (a config
 * read and a `stat`; inactive or missing ends it there, before any scan), start the evaluator so it loads
 * meanwhile, read the plan and git, ask the evaluator, and pass its verdict on.
 */
@injectable()
export class TestEngineeringGate {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(CapabilityResolver) private readonly capabilities: CapabilityResolver,
    @inject(PlanReader) private readonly plans: PlanReader,
    @inject(CandidateScanner) private readonly candidates: CandidateScanner,
  ) {}

  async check(hookClass: TeClass, event: HookEvent, context: PolicyContext): Promise<TeResult> {
    const root = this.workspaces.root(event.cwd);
    const capability = this.capabilities.resolve(root);
    if (capability.status !== 'ACTIVE') return unavailable(hookClass, capability);
    const call = capability.evaluator.start(hookClass === 'te_test_write' ? 'evaluateTestWrite' : 'evaluateCompletion');
    try {
      const plan = this.plans.read(root);
      const candidate = await this.candidates.scan(root, { diffBase: plan.checkoutLease?.candidateRevision, writeSet: plan.writeSet });
      const broken = brokenGit(candidate);
      if (broken) context.diagnose(`${hookClass}: git gave no answer (${broken}); the evaluator is told which facts are unknown`);
      const request = teRequest({
        hookClass,
        event,
        root,
        plan,
        candidate,
        targetPaths: targetPaths(event, root),
        handoff: readArtifact(root, HANDOFF_PATH),
        receipt: readArtifact(root, RECEIPT_PATH),
      });
      const answer = await call.answer(request);
      return answer.ok ? { hookClass, verdict: answer.verdict, reason: answer.reason } : unavailable(hookClass, answer);
    } finally {
      call.cancel();
    }
  }
}

/** UNAVAILABLE, with the code, message and recovery of what stopped the gate (the capability, or the evaluator call). */
function unavailable(hookClass: TeClass, why: { readonly code: string; readonly message: string; readonly recovery?: string }): TeResult {
  return { hookClass, verdict: 'UNAVAILABLE', reason: why.message, code: why.code, ...(why.recovery && { recovery: why.recovery }) };
}

/** Git itself failing (as opposed to a state such as "not a repository" or a detached HEAD): worth a line. */
function brokenGit(candidate: CandidateState): string | undefined {
  for (const fact of [candidate.workingTree, candidate.diffBase]) {
    if (!fact.known && (fact.reason === 'git_unavailable' || fact.reason === 'git_timeout' || fact.reason === 'git_failed')) {
      return fact.detail ? `${fact.reason}: ${fact.detail}` : fact.reason;
    }
  }
  return undefined;
}
