import { isAbsolute, relative, resolve, sep } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { CurrentBranchReader } from '../../services/git-files/current-branch.reader';
import { LocalBranchReader } from '../../services/git-files/local-branch.reader';
import type { GitInvocation } from '../../services/shell-command/git-invocation';
import type { RefEffect } from '../../services/shell-command/git-args/git-ref-effect';
import { readGitRefEffects } from '../../services/shell-command/git-args/git-ref-effects';
import { ShellCommandAnalyzer } from '../../services/shell-command/shell-command.analyzer';
import { WorkspaceConfigReader } from '../../services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import type { BranchPolicy } from './branch-policy';
import { resolveBranchPolicy } from './branch-policy.resolver';
import { DEFAULT_RULES } from './branch-presets';
import { CheckedOutBranches, known, NOWHERE, type Where } from './checked-out-branches';
import { askReason, policyUnavailableReason, protectedRefReason, unallowedRefReason } from './deny-reasons';

interface Found {
  readonly invocation: GitInvocation;
  readonly effect: RefEffect;
  /** The invocation's position in the command: what acts on the branch checked out sees the switches before it. */
  readonly at: number;
  readonly where: Where;
}

/**
 * Refuses a shell command that would create, force-move, delete or push to a protected branch (and,
 * when turned on, commit on one), wherever git sits in the command: chains, subshells, `bash -c`,
 * `pwsh -Command`, `env …`, `git -C …`. What the command text does not tell (a computed branch name,
 * `eval`, a script file) is allowed, and said on stderr when tracing. It steers agents; it is not a
 * security boundary.
 */
@injectable()
export class ProtectedBranchPolicy implements Policy {
  constructor(
    @inject(ShellCommandAnalyzer) private readonly shell: ShellCommandAnalyzer,
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(WorkspaceConfigReader) private readonly configs: WorkspaceConfigReader,
    @inject(CurrentBranchReader) private readonly branches: CurrentBranchReader,
    @inject(LocalBranchReader) private readonly localBranches: LocalBranchReader,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    const command = event.tool?.command;
    if (!command) return NO_DECISION;
    // Most shell commands never mention git: without tracing (the only use of reading them), skip the parser.
    if (!context.tracing && !mayRunGit(command)) return NO_DECISION;
    const trace = (line: string) => context.trace(`protected-branch: ${line}`);
    const analysis = this.shell.analyze(command, event.tool?.dialect ?? 'posix');
    for (const line of analysis.unread) trace(`not checked: ${line}`);
    const found: Found[] = [];
    const checkedOut = new CheckedOutBranches(this.branches);
    const places = new Places(eventDirectory(event.cwd));
    analysis.invocations.forEach((invocation, at) => {
      const reading = readGitRefEffects(invocation);
      const where = places.of(invocation);
      for (const line of reading.unknown) trace(`not checked: ${line}`);
      for (const effect of reading.effects) found.push({ invocation, effect, at, where });
      const to = reading.switchesTo;
      if (to) checkedOut.add({ at, where, to, sequenced: invocation.sequenced, chain: invocation.chain, written: `git ${invocation.args.join(' ')}` });
    });
    if (found.length === 0) return NO_DECISION;

    const root = this.workspaces.root(event.cwd);
    const workspace = this.configs.read(root);
    if (!workspace.ok) {
      // Without the policy nothing can be checked: refuse what the default rules would look at, nothing else.
      const needed = found.find((f) => DEFAULT_RULES[f.effect.rule] !== 'off');
      if (!needed) return NO_DECISION;
      context.diagnose(`${workspace.location}: ${workspace.error}`);
      return deny(policyUnavailableReason(needed.effect, workspace.location, workspace.error));
    }
    const policies = new Map<string | null, BranchPolicy>();
    // Branches the command creates before a `git push --all` are pushed by it too, whether or not creating them is checked.
    const created: string[] = [];
    let asked: Decision | undefined;
    for (const { invocation, effect, at, where } of found) {
      const path = where.directory === null ? null : workspacePath(root, where.directory);
      const policy = policies.get(path) ?? resolveBranchPolicy(workspace.branches, path);
      policies.set(path, policy);
      if (effect.rule === 'create' && 'branch' in effect.target) created.push(effect.target.branch);
      const mode = policy.rules[effect.rule];
      if (mode === 'off') continue;
      const breach = this.judge(effect, policy, { where, at, chain: invocation.chain, checkedOut, created }, trace);
      if (!breach) continue;
      // A refusal anywhere in the command wins over a rule that only asks.
      if (mode === 'deny') return { verdict: 'deny', reason: refusalReason(breach, policy) };
      asked ??= { verdict: 'ask', reason: askReason(breach) };
    }
    return asked ?? NO_DECISION;
  }

  private judge(effect: RefEffect, policy: BranchPolicy, site: Site, trace: (line: string) => void): Breach | undefined {
    const target = effect.target;
    // A force push is refused whichever branch it overwrites.
    if (effect.rule === 'forcePush') return { effect, name: '' };
    if ('pattern' in target) {
      const name = policy.protectedUnder(target.pattern);
      return name === undefined ? undefined : { effect, name };
    }
    const { where } = site;
    if ('local' in target) {
      const local = known(where) ? this.localBranches.read(where.directory, where.gitDir) : { kind: 'unknown' as const, why: NOWHERE };
      if (local.kind === 'unknown') {
        trace(`not checked: \`${effect.form}\` ${effect.rule === 'push' ? 'pushes' : 'rewrites'} every local branch, which are unknown (${local.why})`);
        return undefined;
      }
      const name = [...local.names, ...site.created].find((n) => policy.isProtected(n));
      return name === undefined ? undefined : { effect, name };
    }
    if (!('branch' in target)) {
      // Of the branches that may be checked out, a protected one breaks the rule; an unknown one is said when tracing.
      const candidates = site.checkedOut.at(where, site.at, site.chain);
      const guarded = candidates.find((c) => c.kind === 'branch' && policy.isProtected(c.name));
      if (guarded?.kind === 'branch') return { effect, name: guarded.name };
      for (const c of candidates) if (c.kind === 'unknown') trace(`not checked: \`${effect.form}\` acts on the branch checked out, which is unknown (${c.why})`);
      return undefined;
    }
    const name = target.branch;
    if (policy.isProtected(name)) return { effect, name };
    if (effect.rule === 'create' && !policy.allows(name)) return { effect, name, unallowed: true };
    return undefined;
  }
}

/** A rule a command breaks: the effect, and the branch it lands on (a name the allowed patterns do not match: `unallowed`). */
interface Breach {
  readonly effect: RefEffect;
  readonly name: string;
  readonly unallowed?: true;
}

/** Where an effect is judged: the invocation's place, and what the command did before it. */
interface Site {
  readonly where: Where;
  readonly at: number;
  readonly chain: number | undefined;
  readonly checkedOut: CheckedOutBranches;
  readonly created: readonly string[];
}

/**
 * Whether the text could name a git invocation at all: it spells `git` (any case), or launches PowerShell,
 * whose `-EncodedCommand` hides the text. A name split by quotes or escapes (`g''it`) gets past this
 * filter; the guard steers agents, it is no security boundary.
 */
function mayRunGit(command: string): boolean {
  const lower = command.toLowerCase();
  return lower.includes('git') || lower.includes('pwsh') || lower.includes('powershell');
}

function deny(reason: string): Decision {
  return { verdict: 'deny', reason };
}

function refusalReason(breach: Breach, policy: BranchPolicy): string {
  return breach.unallowed ? unallowedRefReason(breach.effect, breach.name, policy) : protectedRefReason(breach.effect, breach.name, policy);
}

/**
 * Where each invocation runs, resolved once per distinct directory: a command of thousands of `git status` lines
 * names the same one thousands of times, and resolving a long cwd each time made the hook outlast the host's
 * timeout (issue 12). Equal places are one object, so the readers' per-directory caches hit as well.
 */
class Places {
  private readonly known = new Map<string, Where>();

  constructor(private readonly cwd: string | undefined) {}

  of(invocation: GitInvocation): Where {
    const key = JSON.stringify([invocation.directory, invocation.gitDir ?? null]);
    let where = this.known.get(key);
    if (!where) {
      const directory = absoluteDirectory(this.cwd, invocation.directory);
      where = invocation.gitDir === undefined ? { directory } : { directory, gitDir: absoluteDirectory(this.cwd, invocation.gitDir) };
      this.known.set(key, where);
    }
    return where;
  }
}

/** Where git runs, absolute; null when the command or the event does not tell. */
function absoluteDirectory(cwd: string | undefined, directory: string | null): string | null {
  if (directory === null) return null;
  if (isAbsolute(directory)) return directory;
  return cwd === undefined ? null : resolve(cwd, directory);
}

/** A directory as workspace globs see it: relative to the root, `/`-separated (empty for the root itself). */
function workspacePath(root: string, directory: string): string {
  return relative(root, directory).split(sep).join('/');
}
