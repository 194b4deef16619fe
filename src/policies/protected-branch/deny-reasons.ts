import type { RefEffect } from '../../services/shell-command/git-args/git-ref-effect';
import type { BranchPolicy } from '../../services/config/branch-policy/branch-policy';

/**
 * The reason an agent reads when a command is refused: `protected_ref: <name>` (or `unallowed_ref:`),
 * the rule and the command form, what the policy protects, and a command it may run instead.
 */
export function protectedRefReason(effect: RefEffect, name: string, policy: BranchPolicy): string {
  if (effect.rule === 'forcePush') return forcePushReason(effect);
  const [, advice] = RULES[effect.rule];
  const named = `Branches named ${policy.protectedNames.join(', ')} are protected in this workspace`;
  return `${protectedRefHead(effect, name)}. ${named}${advice(name, policy.exampleName(), effect.form)}`;
}

/** The id of the rule an effect breaks, as its reason names it (`push_protected_branch`); the decision carries it too. */
export function ruleId(effect: RefEffect): string {
  return effect.rule === 'forcePush' ? 'force_push' : RULES[effect.rule][0];
}

/** The rule a new branch breaks whose name no allowed pattern matches. */
export const ALLOWED_NAMES_RULE = 'allowed_branch_names';

/** `protected_ref: main (rule: push_protected_branch, \`git push\`)`: what a refusal and an ask both start with. */
function protectedRefHead(effect: RefEffect, name: string): string {
  if (effect.rule === 'forcePush') return `force_push: ${forcedName(effect)} (rule: ${ruleId(effect)}, \`${effect.form}\`)`;
  return `protected_ref: ${name} (rule: ${ruleId(effect)}, \`${effect.form}\`${targetNote(effect)})`;
}

function unallowedHead(effect: RefEffect, name: string): string {
  return `unallowed_ref: ${name} (rule: ${ALLOWED_NAMES_RULE}, \`${effect.form}\`)`;
}

/** A new branch whose name none of the allowed patterns match (gitflow: `feature/*`, …). */
export function unallowedRefReason(effect: RefEffect, name: string, policy: BranchPolicy): string {
  const topic = name.slice(name.lastIndexOf('/') + 1) || '<topic>';
  return (
    `${unallowedHead(effect, name)}. New branches in this workspace must match ` +
    `${policy.allowedNames.join(', ')} (preset ${policy.preset}). Use a name that does, for example \`${effect.form} ${policy.exampleName(topic)}\`.`
  );
}

/**
 * The config file is broken, so no branch rule can be checked: refuse only what the rules would look at. The file
 * is the user's: the agent is told to have the user fix it, never to edit it (that would let it pick its own rules).
 * `location` is the file with the problem's line and column (`/w/bearing.config.json:4:15`), as the diagnostic names it.
 */
export function policyUnavailableReason(effect: RefEffect, location: string, error: string): string {
  const subject = 'branch' in effect.target ? `branch "${effect.target.branch}"` : `\`${effect.form}\``;
  return `policy_unavailable: cannot check ${subject} because ${location} is broken (${error}). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`;
}

/** The commands that take the new branch's name as their next word: an example of what to run instead in that same form. */
const NAMING_FORMS = new Set([
  'git checkout -b',
  'git checkout -B',
  'git checkout --orphan',
  'git switch -c',
  'git switch -C',
  'git switch --orphan',
  'git branch',
  'git worktree add -b',
  'git worktree add -B',
]);

/** Each rule's id, and what the reason says after naming the protected branches: why not, and what to run instead. */
const RULES: Readonly<Record<Exclude<RefEffect['rule'], 'forcePush'>, readonly [id: string, advice: (name: string, example: string, form: string) => string]>> =
  {
    create: [
      'create_protected_branch',
      (_name, example, form) =>
        ` and are not created by agents. Create a working branch with another name instead, for example \`${NAMING_FORMS.has(form) ? form : 'git switch -c'} ${example}\`.`,
    ],
    move: [
      'move_protected_branch',
      (name, example) =>
        `; agents do not force-move, rename or delete them. Leave ${name} as it is and work on a branch of your own, for example \`git switch -c ${example}\`.`,
    ],
    push: [
      'push_protected_branch',
      (_name, example) =>
        `; agents do not push to them. Push your work to a branch of its own instead, for example \`git push -u origin HEAD:${example}\`, and open a pull request.`,
    ],
    commit: [
      'commit_on_protected_branch',
      (_name, example) => `; agents do not commit on them. Create a working branch first, for example \`git switch -c ${example}\`, then commit there.`,
    ],
    rewrite: [
      'rewrite_protected_branch',
      (name, example) =>
        `; agents do not rewrite their history. Leave ${name} as it is: make the change on a branch of your own, for example \`git switch -c ${example}\`, and add commits instead of rewriting them.`,
    ],
    merge: [
      'merge_protected_branch',
      (name) =>
        `; merging into them is the user's decision, not an agent's. Do not merge into ${name}: leave the pull request open, and tell the user it is ready for them to review and merge.`,
    ],
  };

/** `force_push`: a history rule that holds for every branch, protected or not. */
function forcePushReason(effect: RefEffect): string {
  return (
    `${protectedRefHead(effect, '')}. Force pushes overwrite history others may have; agents do not force-push in this workspace. ` +
    'Push your commits without forcing (rebase on the remote branch first, or push to a new branch) and leave any overwrite to the user.'
  );
}

function forcedName(effect: RefEffect): string {
  const target = effect.target;
  if ('base' in target) return `the base branch of ${target.base}`;
  return 'branch' in target
    ? target.branch
    : 'current' in target
      ? 'the branch checked out'
      : 'pattern' in target
        ? `branches matching ${target.pattern}`
        : 'every local branch';
}

/** What each rule refuses, for a reason that asks the user instead of refusing. */
const ASKED: Readonly<Record<RefEffect['rule'], string>> = {
  create: 'create a protected branch, or one whose name the allowed patterns do not match',
  move: 'force-move, rename or delete a protected branch',
  push: 'push to a protected branch',
  commit: 'commit on a protected branch',
  rewrite: 'rewrite the history of a protected branch',
  forcePush: 'force-push',
  merge: 'merge into a protected branch on the forge',
};

/**
 * The reason of an `ask` (a rule set to `"ask"`): shown to the user where the host asks, and to the agent where it
 * cannot and bearing refuses instead (the runner adds that). It says what the command does and that the rule asks.
 */
export function askReason(breach: { readonly effect: RefEffect; readonly name: string; readonly unallowed?: true }): string {
  const { effect, name } = breach;
  const head = breach.unallowed ? unallowedHead(effect, name) : protectedRefHead(effect, name);
  return `${head}. The agent wants to ${ASKED[effect.rule]}; in this workspace bearing asks the user first.`;
}

function targetNote(effect: RefEffect): string {
  if ('current' in effect.target) return ', the branch checked out';
  if ('local' in effect.target) return `, which ${effect.rule === 'push' ? 'pushes' : 'rewrites'} every local branch`;
  if ('pattern' in effect.target) return `, which pushes ${effect.target.pattern === '*' ? 'every branch' : `every branch matching ${effect.target.pattern}`}`;
  return '';
}

/**
 * `unreadable_command`: the workspace refuses (or asks about) what the guard cannot read to the end. The reason says
 * what could not be read, and how to write the command so that it can be.
 */
export function unreadableReason(first: string, mode: 'ask' | 'deny'): string {
  const what = `unreadable_command: bearing cannot tell what this command does (rule: unreadable_command; ${first})`;
  return mode === 'ask'
    ? `${what}. In this workspace bearing asks the user before such a command runs.`
    : `${what}. In this workspace a command the guard cannot read is refused: spell out what it runs (no command name, branch or script computed at run time), or ask the user to run it.`;
}

/**
 * `read_limit`: a command past a bound of the reading (more commands than any agent writes in one line, nesting or
 * length no real command reaches). Refused whatever `unreadable` says: what lies past the bound was not read, and a
 * line built to reach it would hide what follows.
 */
export function readLimitReason(limit: string): string {
  return `unreadable_command: bearing cannot tell what this command does (rule: read_limit; ${limit}). A command this large is refused wherever it is written: split it into smaller commands.`;
}
