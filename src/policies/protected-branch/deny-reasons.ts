import type { RefEffect } from '../../services/shell-command/git-args/git-ref-effect';
import type { BranchPolicy } from './branch-policy';

/**
 * The reason an agent reads when a command is refused: `protected_ref: <name>` (or `unallowed_ref:`),
 * the rule and the command form, what the policy protects, and a command it may run instead.
 */
export function protectedRefReason(effect: RefEffect, name: string, policy: BranchPolicy): string {
  const [id, advice] = RULES[effect.rule];
  const named = `Branches named ${policy.protectedNames.join(', ')} are protected in this workspace`;
  return `protected_ref: ${name} (rule: ${id}, \`${effect.form}\`${targetNote(effect)}). ${named}${advice(name, policy.exampleName(), effect.form)}`;
}

/** A new branch whose name none of the allowed patterns match (gitflow: `feature/*`, …). */
export function unallowedRefReason(effect: RefEffect, name: string, policy: BranchPolicy): string {
  const topic = name.slice(name.lastIndexOf('/') + 1) || '<topic>';
  return (
    `unallowed_ref: ${name} (rule: allowed_branch_names, \`${effect.form}\`). New branches in this workspace must match ` +
    `${policy.allowedNames.join(', ')} (preset ${policy.preset}). Use a name that does, for example \`${effect.form} ${policy.exampleName(topic)}\`.`
  );
}

/**
 * The config file is broken, so no branch rule can be checked: refuse only what the rules would look at. The file
 * is the user's: the agent is told to have the user fix it, never to edit it (that would let it pick its own rules).
 */
export function policyUnavailableReason(effect: RefEffect, path: string, error: string): string {
  const subject = 'branch' in effect.target ? `branch "${effect.target.branch}"` : `\`${effect.form}\``;
  return `policy_unavailable: cannot check ${subject} because ${path} is broken (${error}). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`;
}

/** Each rule's id, and what the reason says after naming the protected branches: why not, and what to run instead. */
const RULES: Readonly<Record<RefEffect['rule'], readonly [id: string, advice: (name: string, example: string, form: string) => string]>> = {
  create: [
    'create_protected_branch',
    (_name, example, form) => ` and are not created by agents. Create a working branch with another name instead, for example \`${form} ${example}\`.`,
  ],
  move: [
    'move_protected_branch',
    (name, example) => `; agents do not force-move, rename or delete them. Leave ${name} as it is and work on a branch of your own, for example \`git switch -c ${example}\`.`,
  ],
  push: [
    'push_protected_branch',
    (_name, example) => `; agents do not push to them. Push your work to a branch of its own instead, for example \`git push -u origin HEAD:${example}\`, and open a pull request.`,
  ],
  commit: [
    'commit_on_protected_branch',
    (_name, example) => `; agents do not commit on them. Create a working branch first, for example \`git switch -c ${example}\`, then commit there.`,
  ],
};

function targetNote(effect: RefEffect): string {
  if ('current' in effect.target) return ', the branch checked out';
  if ('local' in effect.target) return ', which pushes every local branch';
  if ('pattern' in effect.target) return `, which pushes ${effect.target.pattern === '*' ? 'every branch' : `every branch matching ${effect.target.pattern}`}`;
  return '';
}
