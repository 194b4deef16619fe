import { BearingConfig, BranchesConfig } from '../../services/config/bearing-config';
import { BranchOverrideConfig, BranchPolicyFields, BranchRulesConfig, RULE_SETTINGS } from '../../services/config/branch-policy-config';
import { CapabilitiesConfig, CapabilityActivation } from '../../services/config/capabilities-config';
import { CommandRuleConfig, OperandConfig, OPERAND_SCOPES, PACK_NAMES, RuleMatchConfig } from '../../services/config/command-rules-config';
import { PoliciesConfig, type PolicySwitch } from '../../services/config/policies-config';
import { DEFAULT_PRESET, DEFAULT_RULES, PRESET_LISTS, type RuleMode } from '../../services/config/branch-policy/branch-presets';
import type { PolicyEntry } from '../../framework/policy';
import { EVALUATOR_PATH } from '../../services/capability/test-engineering';
import type { RefRule } from '../../services/shell-command/git-args/git-ref-effect';

/**
 * What editors show for each key of `bearing.config.json` (the schema's `description`, `default` and VS Code's
 * `enumDescriptions`), by the class that declares the key. Kept apart from the classes so that none of this text
 * reaches the packaged hook. The types make it complete: a key added to a class and not described here, or described
 * here and gone from the class, does not compile. Defaults come from the code that applies them.
 */
export interface PropertyHelp {
  readonly description: string;
  readonly default?: unknown;
  /** One line per value of the key's `enum`, in its order. */
  readonly enumDescriptions?: readonly string[];
}

type Help<T> = { readonly [K in keyof Required<T>]: PropertyHelp };

/** The keys a class declares itself, without those it inherits. */
type Own<T, Base> = Omit<T, keyof Base>;

export type ClassHelp = ReadonlyMap<Function, Readonly<Record<string, PropertyHelp>>>;

const describe = <T>(type: Function, help: Help<T>): [Function, Readonly<Record<string, PropertyHelp>>] => [type, help];

/** A rule's default in the file's own words: a rule that refuses by default is `"deny"`, one that is off `false`. */
const ruleDefault = (rule: RefRule): (typeof RULE_SETTINGS)[number] => {
  const mode: RuleMode = DEFAULT_RULES[rule];
  return mode === 'off' ? false : mode;
};

const RULE_VALUES: Readonly<Record<string, string>> = {
  true: 'refuse, as "deny" does',
  false: 'off: the rule refuses nothing',
  deny: 'refuse the command, saying what to do instead',
  ask: 'ask the user first where the host has its own prompt for tool calls (bearing inspect shows which); refuse where it has none',
};

const rule = (name: RefRule, what: string): PropertyHelp => ({
  description: `${what} ${ruleDefault(name) === false ? 'Off by default.' : 'Refused by default.'}`,
  default: ruleDefault(name),
  enumDescriptions: RULE_SETTINGS.map((value) => RULE_VALUES[String(value)]!),
});

const list = (names: readonly string[]): string => (names.length === 0 ? 'none' : names.join(', '));

const PRESET_VALUES = Object.entries(PRESET_LISTS).map(
  ([preset, lists]) =>
    `${preset}${preset === DEFAULT_PRESET ? ' (default)' : ''}: protects ${list(lists.protected)}; new branch names: ${lists.allowed.join(', ') === '*' ? 'any' : lists.allowed.join(', ')}`,
);

/** What `false` switches off, by the policies (the catalog, handed in) under that switch. */
const switchOff = (policies: readonly PolicyEntry[], name: PolicySwitch, what: string): PropertyHelp => ({
  description: `${what} On unless false (switches off: ${policies
    .filter((p) => p.switchedBy === name)
    .map((p) => p.id)
    .join(', ')}).`,
  default: true,
});

const activation = (what: string): PropertyHelp => ({ description: `${what} Either flag turns the capability on.`, default: false });

export const CONFIG_TITLE = 'bearing.config.json';

export const CONFIG_DESCRIPTION =
  "bearing's settings for a workspace (bearing.config.json at its root) or, with the same keys, for every workspace of a user " +
  "($XDG_CONFIG_HOME/bearing/config.json, else ~/.config/bearing/config.json; the workspace's file wins). Every key is optional; " +
  'a key bearing does not know is an error (bearing config validate lists them).';

/** The help of every class of the configuration; the policy switches name the policies each turns off. */
export function configHelp(policies: readonly PolicyEntry[]): ClassHelp {
  return new Map([
    describe<BearingConfig>(BearingConfig, {
      $schema: { description: "Where editors find this file's JSON Schema. bearing does not read it." },
      branches: {
        description: "The protected-branch guard's policy: a preset, the names it protects and allows, its rules, and overrides for parts of the workspace.",
      },
      capabilities: { description: 'Method capabilities this workspace turns on, by id.' },
      policies: { description: 'Policies switched off for this workspace (or, in the user file, everywhere). The branch guard has its rules instead.' },
      unreadable: {
        description:
          'A shell command the guard cannot read to the end (a command name computed at run time, inline code or a script file it cannot see): "allow" lets it through (said when tracing), "ask" asks the user (refused where the host cannot ask), "deny" refuses it. The stricter of the user-level and the workspace file applies.',
        default: 'allow',
      },
      rules: {
        description:
          'Your own rules over the programs a shell command runs, however it runs them (sudo, env, sh -c, xargs, interpreters, aliases): each refuses ("deny") or asks ("ask") where its match holds. A workspace file adds rules and tightens the user-level file\'s (a rule of the same id with a stricter decision and no match); it never removes or loosens one.',
      },
      packs: {
        description: `Rule packs shipped with bearing to turn on: ${PACK_NAMES.join(', ')}. None is on by default; a workspace can turn one on, never off one the user-level file turns on.`,
      },
      trace: {
        description:
          "In the user-level file only (a workspace's own is ignored here): the file the hook appends one JSON line per call to, as BEARING_TRACE=<file> does. A relative path is taken inside the user cache folder (~/.cache/bearing). Read with `bearing trace`, rerun with `bearing replay`.",
      },
      record: {
        description:
          "In the user-level file only (a workspace's own is ignored here, so that a repository cannot hide what bearing refused in it): false stops the record of every deny and ask, one JSON line each in the user cache (~/.cache/bearing/decisions/decisions.jsonl, 0600, secrets redacted, kept 30 days, at most two files of 5 MiB). Read with `bearing log`.",
        default: true,
      },
    }),
    describe<Own<BranchesConfig, BranchPolicyFields>>(BranchesConfig, {
      workspaces: {
        description:
          'Policies for parts of the workspace: the first entry whose glob matches the folder git runs in applies on top of the rest (lists replace, rules merge; an entry that names a preset starts again from its lists).',
      },
    }),
    describe<BranchPolicyFields>(BranchPolicyFields, {
      preset: {
        description: 'Which names are protected and which new branch names are allowed, before `protected` and `allowed` replace either list.',
        default: DEFAULT_PRESET,
        enumDescriptions: PRESET_VALUES,
      },
      protected: {
        description:
          "Branch names (or * patterns, * matching any text) no agent may create, move, delete or push to; matched ignoring case. Replaces the preset's list.",
      },
      allowed: { description: "* patterns a new branch name must match (e.g. feature/*); matched ignoring case. Replaces the preset's list." },
      rules: { description: 'Which rules refuse (true or "deny"), ask ("ask") or are off (false); each key not given keeps its default.' },
    }),
    describe<Own<BranchOverrideConfig, BranchPolicyFields>>(BranchOverrideConfig, {
      glob: {
        description:
          'The folders this entry covers, relative to the workspace root: * within one folder, ** across folders (services/payments/** matches the folder itself too).',
      },
    }),
    describe<BranchRulesConfig>(BranchRulesConfig, {
      create: rule('create', 'Creating (or renaming onto) a protected branch, or a branch whose name no allowed pattern matches.'),
      move: rule('move', 'Force-moving, renaming away or deleting a protected branch.'),
      push: rule('push', 'Pushing to a protected branch, including a bare git push while one is checked out.'),
      commit: rule('commit', 'Committing while a protected branch is checked out.'),
      rewrite: rule(
        'rewrite',
        'Moving a protected branch other than forward: reset to another commit, rebase (pull --rebase too), commit --amend, filter-branch.',
      ),
      forcePush: rule('forcePush', 'A force push to any branch: --force, -f, --force-with-lease, a + refspec.'),
      merge: rule('merge', 'Merging into a protected branch on the forge: gh pr merge, glab mr merge, gh api merges and pulls/N/merge, git town ship.'),
    }),
    describe<CommandRuleConfig>(CommandRuleConfig, {
      id: {
        description:
          'The rule\'s name, unique in its file (letters, digits, _ . -); the refusal names it. "<pack>/<id>" names a pack\'s rule, which this file then tightens.',
      },
      match: {
        description:
          'What the rule matches in one program run; every condition given must hold. Leave it out only to tighten a rule of the same id from the user-level file or a pack.',
      },
      decision: {
        description: 'What bearing does with a command the rule matches.',
        enumDescriptions: [
          'refuse the command; the agent reads the reason and the suggestion',
          'ask the user first where the host has its own prompt for tool calls (bearing inspect shows which); refuse where it has none',
        ],
      },
      reason: { description: 'Why the command is refused: the first thing the agent reads.' },
      suggestion: { description: 'What the agent should do instead, read after the reason.' },
    }),
    describe<RuleMatchConfig>(RuleMatchConfig, {
      program: { description: 'The program\'s base name, lower case ("rm", "kubectl"), or a list of them; "*" for any (tried on every program).' },
      subcommand: {
        description:
          'The leading words that are not options, in order (["delete", "namespace"], ["s3", "rm"]); options and their values between them do not matter (kubectl -n x delete namespace y).',
      },
      flags: {
        description:
          'Flags that must all be present. "-r" is found alone or in a bundle (-rf, -fr); "--force" as itself or --force=value. A list is the aliases of one flag: [["-r", "-R", "--recursive"], ["-f", "--force"]]. Words after -- are not flags.',
      },
      withoutFlags: { description: 'Flags none of which may be present ("--force-with-lease"); a list gives aliases, as in flags.' },
      operands: {
        description:
          'The rule matches where some operand (a word after the subcommand that is not an option) meets one of these. An operand computed at run time leaves the rule not checked: the "unreadable" setting decides.',
      },
      text: {
        description:
          'A JavaScript regular expression, matched ignoring case against each argument (the SQL of psql -c "…"). What a program reads from stdin is not seen.',
      },
    }),
    describe<OperandConfig>(OperandConfig, {
      glob: {
        description:
          "A glob starting with / or ~ is matched against the operand's absolute path (relative ones resolved where the program runs; * within one folder, ** across folders); any other against the word as written (* matching any text).",
      },
      scope: {
        description: "Where the operand's path lands.",
        enumDescriptions: OPERAND_SCOPES.map(
          (scope) =>
            ({
              workspace: 'inside the workspace (its root included)',
              outside: 'outside the workspace',
              home: 'the home folder or anything under it',
              root: 'the root folder / itself',
            })[scope],
        ),
      },
    }),
    describe<CapabilitiesConfig>(CapabilitiesConfig, {
      'test-engineering': {
        description: `The Test Engineering gates (the test-write and completion checks), run by the workspace's own evaluator (${EVALUATOR_PATH}).`,
      },
    }),
    describe<CapabilityActivation>(CapabilityActivation, {
      selected: activation('This workspace selects the capability.'),
      required: activation('This workspace requires the capability.'),
    }),
    describe<PoliciesConfig>(PoliciesConfig, {
      activation: switchOff(policies, 'activation', 'The session-start advice: where the plan stands and what to do next.'),
      closeout: switchOff(policies, 'closeout', 'The stop-time hand-off: what the plan says is left.'),
      taskOffer: switchOff(policies, 'taskOffer', 'Offering the unfinished task of an earlier session, and restoring it after a compaction.'),
      testEngineering: switchOff(policies, 'testEngineering', 'The Test Engineering write and completion gates, where the capability is on.'),
      configGuard: switchOff(policies, 'configGuard', "Refusing an agent's writes to bearing's own configuration and state."),
    }),
  ]);
}
