import { Lifecycle, type DependencyContainer, type InjectionToken } from 'tsyringe';
import type { Constructor } from './platform/constructor';
import { HookHost } from './framework/hook-host';
import { PolicyEntry } from './framework/policy';
import { PayloadDecoder } from './framework/payload/payload-decoder';
import { HookRunner } from './framework/runner/hook-runner';
import { RuntimeEnvironment } from './platform/runtime-environment';
import { POLICY_CATALOG } from './policies/policy-catalog';
import { EventClaims } from './services/event-claims/event-claims';
import { FileEventClaims } from './services/event-claims/file-event-claims';
import { CurrentBranchReader } from './services/git-files/current-branch.reader';
import { GitHeadFileReader } from './services/git-files/git-head-file.reader';
import { GitRefsFileReader } from './services/git-files/git-refs-file.reader';
import { LocalBranchReader } from './services/git-files/local-branch.reader';
import { EvaluatedShellCommandAnalyzer } from './services/shell-command/evaluated-shell-command.analyzer';
import { BranchRefs, GitBranchRefs } from './services/git-files/branch-refs';
import { RecordStore } from './services/records/record-store';
import { SessionRegistry } from './services/session-memory/session-registry';
import { ShellCommandAnalyzer } from './services/shell-command/shell-command.analyzer';
import { WorkspaceConfigReader } from './services/config/workspace-config.reader';
import { ConfigPolicySwitches } from './services/config/config-policy-switches';
import { PolicySwitches } from './framework/policy-switches';
import { WorkspaceLocator } from './services/workspace/workspace-locator';
import { CapabilityResolver } from './services/capability/capability.resolver';
import { LazyEvaluatorSandbox } from './services/active-capability/lazy-evaluator.sandbox';
import { EvaluatorSandbox } from './services/capability/evaluator.sandbox';
import { TestEngineeringCapabilityResolver } from './services/capability/test-engineering-capability.resolver';
import { CandidateScanner } from './services/candidate/candidate.scanner';
import { LazyCandidateScanner } from './services/active-capability/lazy-candidate.scanner';
import { MarkdownPlanReader } from './services/plan/markdown-plan.reader';
import { PlanReader } from './services/plan/plan.reader';
import { TestEngineeringGate } from './policies/test-engineering/test-engineering.gate';
import { FilePackSource, PackSource } from './services/command-rules/pack-source';

/**
 * Every service, by the token policies and the runner ask for, with the class that provides it (the class
 * itself where it is its own token). Each is scoped to the container, and the runner evaluates each event's
 * policies in a child container of its own: one instance per event, so that, say, an event scans a workspace's
 * plan once, and an in-process host's next event sees files as they are then.
 */
export const SERVICES: ReadonlyArray<readonly [InjectionToken, Constructor<unknown>]> = [
  [PayloadDecoder, PayloadDecoder],
  [ShellCommandAnalyzer, EvaluatedShellCommandAnalyzer],
  [CurrentBranchReader, GitHeadFileReader],
  [LocalBranchReader, GitRefsFileReader],
  [BranchRefs, GitBranchRefs],
  [WorkspaceLocator, WorkspaceLocator],
  [WorkspaceConfigReader, WorkspaceConfigReader],
  [PolicySwitches, ConfigPolicySwitches],
  [PackSource, FilePackSource],
  [EventClaims, FileEventClaims],
  // The Bearing classes' services.
  [PlanReader, MarkdownPlanReader],
  // Loaded at first use, where Test Engineering is active: GitCandidateScanner, ChildProcessEvaluatorSandbox.
  [CandidateScanner, LazyCandidateScanner],
  [EvaluatorSandbox, LazyEvaluatorSandbox],
  [CapabilityResolver, TestEngineeringCapabilityResolver],
  [TestEngineeringGate, TestEngineeringGate],
  [RecordStore, RecordStore],
  [SessionRegistry, SessionRegistry],
];

/**
 * The one place that registers everything: the hosts given (each entry point passes its own list: the packaged
 * hook the command hosts, an in-process plugin its host, the CLI and tests the whole catalog), the policies
 * (the catalog's; loaded lazily, per event), the services, and the runner. Nothing registers itself on import. Tests call it
 * on a child container and then replace what they need with `register(token, { useValue: fake })`.
 */
export function bootstrap(
  container: DependencyContainer,
  hosts: readonly HookHost[],
  environment: RuntimeEnvironment = process.env,
  policies: readonly PolicyEntry[] = POLICY_CATALOG,
): DependencyContainer {
  for (const entry of hosts) container.register(HookHost, { useValue: entry });
  for (const entry of policies) container.register(PolicyEntry, { useValue: entry });
  container.register(RuntimeEnvironment, { useValue: environment });
  for (const [token, provider] of SERVICES) container.register(token, { useClass: provider }, { lifecycle: Lifecycle.ContainerScoped });
  // The runner resolves adapters and policies from the container that resolved it (a child in tests).
  container.register(HookRunner, { useFactory: (resolving) => new HookRunner(resolving) });
  return container;
}
