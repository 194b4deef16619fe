import { Lifecycle, type DependencyContainer } from 'tsyringe';
import { HostEntry } from './framework/host-entry';
import { PolicyEntry } from './framework/policy';
import { PayloadDecoder } from './framework/payload/payload-decoder';
import { HookRunner } from './framework/runner/hook-runner';
import { RuntimeEnvironment } from './framework/runtime-environment';
import { HOST_CATALOG } from './hosts/host-catalog';
import { POLICY_CATALOG } from './policies/policy-catalog';
import { EventClaims } from './services/event-claims/event-claims';
import { FileEventClaims } from './services/event-claims/file-event-claims';
import { CurrentBranchReader } from './services/git-repository/current-branch.reader';
import { GitHeadFileReader } from './services/git-repository/git-head-file.reader';
import { ParsedShellCommandAnalyzer } from './services/shell-command/parsed-shell-command.analyzer';
import { RecordStore } from './services/records/record-store';
import { SessionRegistry } from './services/session-memory/session-registry';
import { ShellCommandAnalyzer } from './services/shell-command/shell-command.analyzer';
import { WorkspaceConfigReader } from './services/workspace/workspace-config.reader';
import { WorkspaceLocator } from './services/workspace/workspace-locator';
import { CapabilityResolver } from './services/capability/capability.resolver';
import { ChildProcessEvaluatorSandbox } from './services/capability/child-process-evaluator.sandbox';
import { EvaluatorSandbox } from './services/capability/evaluator.sandbox';
import { TestEngineeringCapabilityResolver } from './services/capability/test-engineering-capability.resolver';
import { CandidateScanner } from './services/git/candidate.scanner';
import { GitCandidateScanner } from './services/git/git-candidate.scanner';
import { MarkdownPlanReader } from './services/plan/markdown-plan.reader';
import { PlanReader } from './services/plan/plan.reader';

const scoped = { lifecycle: Lifecycle.ContainerScoped } as const;

/**
 * The one place that registers everything: hosts and policies (loaded lazily, per event), services,
 * and the runner. Nothing registers itself on import. Tests call it on a child container and then
 * replace what they need with `register(token, { useValue: fake })`.
 */
export function bootstrap(container: DependencyContainer, environment: RuntimeEnvironment = process.env): DependencyContainer {
  for (const entry of HOST_CATALOG) container.register(HostEntry, { useValue: entry });
  for (const entry of POLICY_CATALOG) container.register(PolicyEntry, { useValue: entry });
  container.register(RuntimeEnvironment, { useValue: environment });
  container.register(PayloadDecoder, { useClass: PayloadDecoder }, scoped);
  container.register(ShellCommandAnalyzer, { useClass: ParsedShellCommandAnalyzer }, scoped);
  container.register(CurrentBranchReader, { useClass: GitHeadFileReader }, scoped);
  container.register(WorkspaceLocator, { useClass: WorkspaceLocator }, scoped);
  container.register(WorkspaceConfigReader, { useClass: WorkspaceConfigReader }, scoped);
  container.register(EventClaims, { useClass: FileEventClaims }, scoped);
  // The Bearing classes' services; the plan reader is scoped so one hook call scans a workspace once.
  container.register(PlanReader, { useClass: MarkdownPlanReader }, scoped);
  container.register(CandidateScanner, { useClass: GitCandidateScanner }, scoped);
  container.register(EvaluatorSandbox, { useClass: ChildProcessEvaluatorSandbox }, scoped);
  container.register(CapabilityResolver, { useClass: TestEngineeringCapabilityResolver }, scoped);
  container.register(RecordStore, { useClass: RecordStore }, scoped);
  container.register(SessionRegistry, { useClass: SessionRegistry }, scoped);
  // The runner resolves adapters and policies from the container that resolved it (a child in tests).
  container.register(HookRunner, { useFactory: (resolving) => new HookRunner(resolving) });
  return container;
}
