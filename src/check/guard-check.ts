import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { container } from 'tsyringe';
import { bootstrap } from '../bootstrap';
import type { HostEntry } from '../hosts/host-entry';
import { enforcementOf } from '../framework/descriptor/enforcement';
import { diagnosticLine, type FailureCode } from '../framework/run-failure';
import { HookRunner } from '../framework/runner/hook-runner';
import { HOST_CATALOG } from '../hosts/host-catalog';
import type { Decision } from '../protocol/decision';
import { BEARING_CONFIG_FILE, WorkspaceLocator } from '../services/workspace/workspace-locator';
import { WorkspaceConfigReader } from '../services/config/workspace-config.reader';
import type { CurrentBranch } from '../services/git-files/current-branch.reader';
import { ShellCommandAnalyzer } from '../services/shell-command/shell-command.analyzer';
import { PackSource } from '../services/command-rules/pack-source';
import { rulesMet } from '../services/command-rules/rule-matching';
import { rulesHere } from '../services/command-rules/rules-here';
import { originName } from '../services/command-rules/command-rule';

/** What the guard would answer, and everything it looked at to get there. */
export interface GuardCheck {
  readonly verdict: 'deny' | 'ask' | 'allow' | 'not checked';
  readonly host: string;
  readonly cwd: string;
  readonly command: string;
  /** The rule a refusal or an ask names (`push_protected_branch`), and its full reason. */
  readonly rule?: string;
  readonly reason?: string;
  /** Every git invocation in the line: its arguments, where it runs, and the branch checked out there. */
  readonly invocations: readonly { readonly command: string; readonly directory: string | null; readonly branch: string }[];
  readonly config: {
    /** The settings files that apply (the user's, then the workspace's); none means the defaults. */
    readonly files: readonly string[];
    /** A file that applies but cannot be read: the guard then refuses what it would have checked. */
    readonly error?: string;
    /** bearing.config.json files in folders above the workspace, which do not apply: the nearer workspace wins. */
    readonly ignored: readonly string[];
    readonly root: string;
    /** While a change that loosens the guard waits for the user's approval: what the guard obeys meanwhile. */
    readonly waiting?: string;
  };
  /**
   * Every rule of the user's, the workspace's or a pack's that the line meets (`"rules"`, `"packs"`): where it came
   * from, and which words matched; `computed` where it would match but for words computed at run time.
   */
  readonly rules: readonly RuleMet[];
  /** What the guard could not judge, and why (the lines tracing gives). */
  readonly notChecked: readonly string[];
  /**
   * For a refusal or an ask, how far the host carries it out (inspect's word for tool/before): `agent_guided` where its
   * support is degraded, so the agent is told and nothing promises the call is stopped; then `guided` says why.
   */
  readonly enforcement?: 'enforced' | 'agent_guided';
  readonly guided?: string;
}

/** One rule a command line meets, as check shows it. */
interface RuleMet {
  readonly id: string;
  readonly decision: 'deny' | 'ask';
  readonly match: 'match' | 'computed';
  readonly origin: 'pack' | 'user' | 'workspace';
  /** The file the rule is in (a pack's data file), and in words where it came from. */
  readonly file: string;
  readonly from: string;
  /** The program as it would run. */
  readonly command: string;
  readonly why: readonly string[];
}

const PREFIX = 'bearing: ';

/** The failures that leave the guard's answer unknown: the command is then reported not checked, with the failure. */
const UNDECIDED: ReadonlySet<FailureCode> = new Set(['internal', 'policy_failed', 'policy_timeout', 'payload_invalid', 'payload_not_object', 'handler_failed']);

/** The hosts whose shell-call payload bearing can build (HostEntry.samples): `bearing check --host` takes these. */
export const CHECK_HOSTS: readonly HostEntry[] = HOST_CATALOG.filter((h) => h.samples);

/**
 * Runs a command line through the guard exactly as a hook would in `cwd`: the host's own shell-call payload through
 * the runner with every policy of tool calls, tracing on. Then reads, with the same services, what the guard saw.
 */
export async function checkCommandLine(hostId: string, cwd: string, command: string, environment: NodeJS.ProcessEnv = process.env): Promise<GuardCheck> {
  const host = CHECK_HOSTS.find((h) => h.id === hostId)!;
  const scope = bootstrap(container.createChildContainer(), HOST_CATALOG, { ...environment, BEARING_TRACE: '1' });
  let decision: Decision = { verdict: 'none' };
  const notChecked: string[] = [];
  let failure: string | undefined;
  await scope.resolve(HookRunner).run(host.id, host.samples!.shellCall(command, cwd), {
    onDecision: (d) => (decision = d),
    onNotChecked: (_policy, what) => {
      const line = diagnosticLine(what).slice(PREFIX.length);
      if (!notChecked.includes(line)) notChecked.push(line);
    },
    onFailure: (f) => {
      if (UNDECIDED.has(f.code)) failure ??= diagnosticLine(`${f.code}: ${f.message}`).slice(PREFIX.length);
    },
  });
  const verdict = decision.verdict === 'deny' || decision.verdict === 'ask' ? decision.verdict : notChecked.length > 0 || failure ? 'not checked' : 'allow';
  const { rule } = decision;
  const answered = verdict === 'deny' || verdict === 'ask';
  const enforcement = answered ? enforcementOf(host.descriptor, 'tool/before', 'deny') : undefined;
  const guided = enforcement === 'agent_guided' ? host.descriptor.families['tool/before']?.note : undefined;
  return {
    verdict,
    host: host.id,
    cwd,
    command,
    ...(rule && { rule }),
    ...(decision.reason && (verdict === 'deny' || verdict === 'ask') && { reason: decision.reason }),
    invocations: invocationsOf(scope, cwd, command),
    rules: rulesOf(scope, cwd, command, environment),
    config: configOf(scope, cwd),
    notChecked: failure ? [...notChecked, failure] : notChecked,
    ...((enforcement === 'enforced' || enforcement === 'agent_guided') && { enforcement }),
    ...(guided && { guided }),
  };
}

/** The git the guard read in the line, each with the branches that may be checked out when it runs (what came before it run). */
function invocationsOf(scope: ReturnType<typeof bootstrap>, cwd: string, command: string): GuardCheck['invocations'] {
  const analysis = scope.resolve<ShellCommandAnalyzer>(ShellCommandAnalyzer).analyze(command, undefined, cwd, { whole: true });
  return analysis.invocations.map((invocation) => {
    const directory = invocation.directory === null ? null : isAbsolute(invocation.directory) ? invocation.directory : resolve(cwd, invocation.directory);
    const branch =
      directory === null
        ? 'unknown (the directory is computed at run time)'
        : invocation.checkedOut.length === 0
          ? 'unknown'
          : [...new Set(invocation.checkedOut.map(branchText))].join(' or ');
    return { command: `git ${invocation.args.join(' ')}`, directory, branch };
  });
}

/** The rules the line meets, found by the policy's own code over the same reading. */
function rulesOf(scope: ReturnType<typeof bootstrap>, cwd: string, command: string, environment: NodeJS.ProcessEnv): RuleMet[] {
  const root = scope.resolve(WorkspaceLocator).root(cwd);
  const book = rulesHere(scope.resolve(WorkspaceConfigReader), scope.resolve<PackSource>(PackSource), root, environment);
  if (!book || book.rules.length === 0) return [];
  const analysis = scope.resolve<ShellCommandAnalyzer>(ShellCommandAnalyzer).analyze(command, undefined, cwd, { whole: true });
  return rulesMet(book, analysis, root, environment).map((m) => ({
    id: m.rule.id,
    decision: m.rule.decision,
    match: m.kind,
    origin: m.rule.origin.kind,
    file: m.rule.origin.file,
    from: originName(m.rule.origin),
    command: m.written,
    why: m.why,
  }));
}

function branchText(branch: CurrentBranch): string {
  return branch.kind === 'branch' ? branch.name : branch.kind === 'detached' ? 'a detached HEAD' : `unknown (${branch.why})`;
}

function configOf(scope: ReturnType<typeof bootstrap>, cwd: string): GuardCheck['config'] {
  const root = scope.resolve(WorkspaceLocator).root(cwd);
  const read = scope.resolve(WorkspaceConfigReader).read(root);
  const ignored: string[] = [];
  for (let below = root, dir = dirname(root); dir !== below; below = dir, dir = dirname(dir)) {
    if (existsSync(join(dir, BEARING_CONFIG_FILE))) ignored.push(join(dir, BEARING_CONFIG_FILE));
  }
  return read.ok
    ? { files: read.files, ignored, root, ...(read.notice !== undefined && { waiting: read.notice }) }
    : { files: [read.path], error: `${read.location}: ${read.error}`, ignored, root };
}
