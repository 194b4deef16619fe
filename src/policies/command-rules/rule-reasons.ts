import type { UnreadableMode } from '../../services/config/bearing-config';
import type { RuleMatch } from '../../services/command-rules/rule-matching';
import { originName } from '../../services/command-rules/command-rule';

/**
 * What the agent reads: the rule's reason, then its suggestion, then the rule and where it came from. For a
 * rule met but for words computed at run time, what bearing could not tell and the `unreadable` setting that decided.
 */
export function ruleReason(match: RuleMatch, unreadable?: UnreadableMode): string {
  const { rule } = match;
  const reason = rule.reason ?? `A rule of this workspace ${rule.decision === 'deny' ? 'refuses' : 'asks before'} \`${match.written}\`.`;
  const computed =
    unreadable === undefined
      ? ''
      : ` bearing cannot tell whether the rule applies: ${match.why[match.why.length - 1]}; "unreadable": "${unreadable}" ${unreadable === 'deny' ? 'refuses' : 'asks about'} such a command.`;
  const suggestion = rule.suggestion ? ` Instead: ${rule.suggestion}` : '';
  const tightened = rule.tightenedBy ? `, made ${rule.decision} by ${rule.tightenedBy}` : '';
  const approved = rule.approved ? ', as the user approved it' : '';
  return `${end(reason)}${computed}${end(suggestion)} (rule: ${rule.id}, \`${match.written}\`, from ${originName(rule.origin)}${tightened}${approved})`;
}

/** A sentence ends with a stop. */
function end(text: string): string {
  return text === '' || /[.!?]$/.test(text) ? text : `${text}.`;
}
