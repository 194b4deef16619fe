import { relative, sep } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { LocalBranchReader } from '../../services/git-files/local-branch.reader';
import { BranchRefs } from '../../services/git-files/branch-refs';
import type { RefEffect } from '../../services/shell-command/git-args/git-ref-effect';
import type { RefChange } from '../../services/shell-command/shell-analysis';
import { ShellCommandAnalyzer } from '../../services/shell-command/shell-command.analyzer';
import { WorkspaceConfigReader } from '../../services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import type { BranchPolicy } from '../../services/config/branch-policy/branch-policy';
import { effectiveBranchPolicy } from '../../services/config/branch-policy/branch-policy.resolver';
import { DEFAULT_RULES } from '../../services/config/branch-policy/branch-presets';
import {
  ALLOWED_NAMES_RULE,
  askReason,
  policyUnavailableReason,
  protectedRefReason,
  readLimitReason,
  ruleId,
  unallowedRefReason,
  unreadableReason,
} from './deny-reasons';

/**
 * Refuses a shell command that would create, force-move, delete, rewrite or push to a protected branch, or merge
 * into one on the forge (and, when turned on, commit on one), as the shell and git would run it: aliases, variables,
 * loops, `sh -c`, interpreters, `xargs`, `gh`, the branch checked out on every path through the command (see
 * services/shell-command). What the reading cannot follow (a computed branch name, a script it cannot read) is
 * allowed, and said on stderr when tracing.
 */
@injectable()
export class ProtectedBranchPolicy implements Policy {
  constructor(
    @inject(ShellCommandAnalyzer) private readonly shell: ShellCommandAnalyzer,
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(WorkspaceConfigReader) private readonly configs: WorkspaceConfigReader,
    @inject(LocalBranchReader) private readonly localBranches: LocalBranchReader,
    @inject(BranchRefs) private readonly refs: BranchRefs,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    const command = event.tool?.command;
    if (!command) return NO_DECISION;
    const cwd = eventDirectory(event.cwd);
    const analysis = this.shell.analyze(command, event.tool?.dialect ?? 'posix', cwd);
    for (const line of analysis.unread) context.notChecked(line);
    if (analysis.limit !== undefined) return deny(readLimitReason(analysis.limit), 'read_limit');
    const changes = analysis.refChanges;
    if (changes.length === 0 && analysis.unread.length === 0) return NO_DECISION;

    const root = this.workspaces.root(event.cwd);
    const workspace = this.configs.read(root);
    if (!workspace.ok) {
      // Without the policy nothing can be checked: refuse what the default rules would look at, nothing else.
      const needed = changes.find((c) => DEFAULT_RULES[c.effect.rule] !== 'off');
      if (!needed) return NO_DECISION;
      context.diagnose(`${workspace.location}: ${workspace.error}`);
      return deny(policyUnavailableReason(needed.effect, workspace.location, workspace.error));
    }
    const policies = new Map<string | null, BranchPolicy>();
    // Branches the command creates before a `git push --all` are pushed by it too, whether or not creating them is checked.
    const created: string[] = [];
    let asked: Decision | undefined;
    for (const read of changes) {
      const path = read.directory === null ? null : workspacePath(root, read.directory);
      const policy = policies.get(path) ?? effectiveBranchPolicy(workspace, path, context);
      policies.set(path, policy);
      // Judged in order: what a command created before a commit is known when the commit is judged.
      const unborn = policy.rules.create === 'off' ? [] : this.unbornCreates(read, created);
      for (const change of [...unborn, read]) {
        const { effect } = change;
        const mode = policy.rules[effect.rule];
        const breach = mode === 'off' ? undefined : this.judge(change, policy, created, context);
        if (effect.rule === 'create' && 'branch' in effect.target) created.push(effect.target.branch);
        if (!breach) continue;
        // A refusal anywhere in the command wins over a rule that only asks.
        if (mode === 'deny') return { verdict: 'deny', reason: refusalReason(breach, policy), rule: breachRule(breach) };
        asked ??= { verdict: 'ask', reason: askReason(breach), rule: breachRule(breach) };
      }
    }
    const unreadable = workspace.unreadable ?? 'allow';
    if (analysis.unread.length > 0 && unreadable !== 'allow') {
      const reason = unreadableReason(analysis.unread[0]!, unreadable);
      if (unreadable === 'deny') return { verdict: 'deny', reason, rule: 'unreadable_command' };
      asked ??= { verdict: 'ask', reason, rule: 'unreadable_command' };
    }
    return asked ?? NO_DECISION;
  }

  /**
   * A commit on a branch that does not exist yet creates it (`git symbolic-ref HEAD refs/heads/master && git
   * commit`): in a repository that has branches already, that is a create. The first commit of a new repository
   * (`git init && git commit`) is not, nor a commit on a branch the command made before.
   */
  private unbornCreates(change: RefChange, created: readonly string[]): RefChange[] {
    const { effect, directory } = change;
    if (effect.rule !== 'commit' || !('current' in effect.target) || directory === null) return [];
    const unborn = change.checkedOut.flatMap((c) =>
      c.kind === 'branch' && !created.includes(c.name) && !this.refs.exists(directory, change.gitDir, `refs/heads/${c.name}`) ? [c.name] : [],
    );
    if (unborn.length === 0) return [];
    const local = this.localBranches.read(directory, change.gitDir);
    if (local.kind !== 'known' || local.names.length === 0) return [];
    return unborn.map((branch) => ({ ...change, effect: { rule: 'create', target: { branch }, form: `${effect.form} on a branch not made yet` } }));
  }

  private judge(change: RefChange, policy: BranchPolicy, created: readonly string[], context: PolicyContext): Breach | undefined {
    const { effect } = change;
    const target = effect.target;
    // A force push is refused whichever branch it overwrites.
    if (effect.rule === 'forcePush') return { effect, name: '' };
    // Only the forge knows a pull request's base: it is taken to be protected.
    if ('base' in target) return { effect, name: `the base branch of ${target.base}` };
    if ('pattern' in target) {
      const name = policy.protectedUnder(target.pattern);
      return name === undefined ? undefined : { effect, name };
    }
    if ('local' in target) {
      const local =
        change.directory !== null
          ? this.localBranches.read(change.directory, change.gitDir)
          : { kind: 'unknown' as const, why: 'the command does not tell where git runs' };
      if (local.kind === 'unknown') {
        context.notChecked(`\`${effect.form}\` ${effect.rule === 'push' ? 'pushes' : 'rewrites'} every local branch, which are unknown (${local.why})`);
        return undefined;
      }
      const name = [...local.names, ...created].find((n) => policy.isProtected(n));
      return name === undefined ? undefined : { effect, name };
    }
    if ('current' in target) {
      // Of the branches that may be checked out, a protected one breaks the rule; an unknown one is said when tracing.
      const guarded = change.checkedOut.find((c) => c.kind === 'branch' && policy.isProtected(c.name));
      if (guarded?.kind === 'branch') return { effect, name: guarded.name };
      for (const c of change.checkedOut)
        if (c.kind === 'unknown') context.notChecked(`\`${effect.form}\` acts on the branch checked out, which is unknown (${c.why})`);
      return undefined;
    }
    // A branch that is a symbolic ref writes through to the branch it names (`refs/heads/x -> refs/heads/main`).
    const names = [target.branch, ...(change.directory === null ? [] : this.refs.symrefTargets(change.directory, change.gitDir, target.branch))];
    const name = names.find((n) => policy.isProtected(n));
    if (name !== undefined) return this.sameAsRemote(change, name, created) ? undefined : { effect, name };
    if (effect.rule === 'create' && !policy.allows(target.branch)) return { effect, name: target.branch, unallowed: true };
    return undefined;
  }

  /**
   * A branch created or fast-forwarded to the same-named branch of a configured remote (`git switch develop` in a
   * clone, `git checkout -b develop origin/develop`, `git fetch origin develop:develop`) then holds what the remote
   * holds: nothing an agent made lands there. A forced move (`-B`, `branch -f`, a `+` refspec) only counts where
   * the branch does not exist yet or already is there; a start point the command itself made (`git branch
   * origin/develop x`) or that a local branch or tag of that name shadows does not count.
   */
  private sameAsRemote(change: RefChange, name: string, created: readonly string[]): boolean {
    const from = change.effect.fromRemote;
    if (!from || from.branch !== name || change.directory === null) return false;
    const shadow = `${from.remote}/${from.branch}`;
    if (
      created.includes(shadow) ||
      this.refs.exists(change.directory, change.gitDir, `refs/heads/${shadow}`) ||
      this.refs.exists(change.directory, change.gitDir, `refs/tags/${shadow}`)
    )
      return false;
    if (!from.forced) return true;
    const local = this.refs.oid(change.directory, change.gitDir, `refs/heads/${name}`);
    return local === undefined || local === this.refs.oid(change.directory, change.gitDir, `refs/remotes/${from.remote}/${from.branch}`);
  }
}

/** A rule a command breaks: the effect, and the branch it lands on (a name the allowed patterns do not match: `unallowed`). */
interface Breach {
  readonly effect: RefEffect;
  readonly name: string;
  readonly unallowed?: true;
}

function deny(reason: string, rule?: string): Decision {
  return { verdict: 'deny', reason, ...(rule && { rule }) };
}

/** The rule a breach's reason names (deny-reasons.ts writes the same id into the text). */
function breachRule(breach: Breach): string {
  return breach.unallowed ? ALLOWED_NAMES_RULE : ruleId(breach.effect);
}

function refusalReason(breach: Breach, policy: BranchPolicy): string {
  return breach.unallowed ? unallowedRefReason(breach.effect, breach.name, policy) : protectedRefReason(breach.effect, breach.name, policy);
}

/** A directory as workspace globs see it: relative to the root, `/`-separated (empty for the root itself). */
function workspacePath(root: string, directory: string): string {
  return relative(root, directory).split(sep).join('/');
}
