import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { Policy, PolicyContext } from '../../framework/policy';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import { namedPrograms, runsNamed } from '../../services/command-rules/named-programs';
import { PackSource } from '../../services/command-rules/pack-source';
import { ruleMatching } from '../../services/command-rules/rule-matching.loader';
import { obeyedRuleLayers } from '../../services/config/rule-layers';
import { WorkspaceConfigReader } from '../../services/config/workspace-config.reader';
import { ShellCommandAnalyzer } from '../../services/shell-command/shell-command.analyzer';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { ruleReason } from './rule-reasons';

/**
 * The user's own rules and the packs they turn on (`"rules"`, `"packs"`), over every program a shell command
 * would run, as the branch guard reads it (the same analysis, read once per event). The strictest rule met decides:
 * `deny`, or `ask` (the runner refuses instead where the host cannot ask). A rule that would be met but for words
 * computed at run time is not checked, and the workspace's `unreadable` setting decides, as for the branch guard.
 * A workspace whose files name no rule and no pack never loads the matcher, nor does a command that runs no program a
 * rule or pack names.
 */
@injectable()
export class CommandRulesPolicy implements Policy {
  constructor(
    @inject(ShellCommandAnalyzer) private readonly shell: ShellCommandAnalyzer,
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(WorkspaceConfigReader) private readonly configs: WorkspaceConfigReader,
    @inject(PackSource) private readonly packs: PackSource,
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    const command = event.tool?.command;
    if (!command) return NO_DECISION;
    const root = this.workspaces.root(event.cwd);
    const workspace = this.configs.read(root);
    const { layers, approved, broken } = obeyedRuleLayers(workspace, this.environment);
    // The branch guard refuses what it would check and says why; the user-level file's rules still apply.
    if (broken !== undefined) context.notChecked(`the workspace's rules: ${broken}`);
    if (!layers || (layers.length === 0 && !approved?.length)) return NO_DECISION;
    const analysis = this.shell.analyze(command, event.tool?.dialect ?? 'posix', eventDirectory(event.cwd));
    if (analysis.commands.length === 0 && analysis.invocations.length === 0) return NO_DECISION;
    // A command that runs no program a rule or pack names costs neither the pack's read nor the matcher's load.
    const named = namedPrograms(approved ? [...layers, ...approved] : layers);
    if (named !== undefined && !runsNamed(analysis, named)) return NO_DECISION;
    const matching = ruleMatching();
    const book = matching.ruleBook(layers, this.packs, approved);
    for (const problem of book.problems) (problem.warning ? context.trace : context.diagnose)(`${problem.file}: ${problem.message}`);
    const matches = matching.rulesMet(book, analysis, root, this.environment);
    const met = matches.filter((m) => m.kind === 'match');
    const strictest = met.find((m) => m.rule.decision === 'deny') ?? met[0];
    if (strictest) return { verdict: strictest.rule.decision, reason: ruleReason(strictest), rule: strictest.rule.id };
    const computed = matches.filter((m) => m.kind === 'computed');
    for (const m of computed) context.notChecked(`rule ${m.rule.id}: \`${m.written}\`: ${m.why[m.why.length - 1]}`);
    const unreadable = workspace.ok ? workspace.unreadable : 'allow';
    const first = computed[0];
    if (!first || unreadable === 'allow') return NO_DECISION;
    // No stricter than the rule itself: an ask rule asks at most.
    const verdict = unreadable === 'deny' && first.rule.decision === 'deny' ? 'deny' : 'ask';
    return { verdict, reason: ruleReason(first, unreadable), rule: first.rule.id };
  }
}
