import { globTest } from '../workspace/glob-pattern';
import type { Arg } from '../shell-command/arg';
import type { RuleMatchConfig } from '../config/command-rules-config';
import type { OperandCondition, RuleMatcher } from './command-rule';
import { invocationWords, presentFlag } from './flag-words';
import { resolve } from '../../platform/node-builtins';
import { absolutePath, inScope, type Places, within } from './operand-place';

/** One program run as a rule reads it (a ProgramRun, or a git invocation with its aliases resolved). */
export interface RunToMatch {
  readonly program: string;
  readonly args: readonly Arg[];
  readonly directory: string | null;
}

/**
 * How a rule meets one program run: `match` (every condition holds, said word by word in `why`), or `computed`
 * (it would hold but for words the shell computes at run time: the rule cannot tell, `why` says which).
 */
export type MatchResult = { readonly kind: 'match' | 'computed'; readonly why: readonly string[] } | undefined;

/** A rule's `match` compiled once, for every run it is tried on. */
export function compileMatcher(match: RuleMatchConfig): RuleMatcher {
  const programs = match.program === undefined ? [] : (typeof match.program === 'string' ? [match.program] : match.program).map((p) => p.toLowerCase());
  return {
    programs: programs.includes('*') ? [] : programs,
    subcommand: match.subcommand ?? [],
    flags: (match.flags ?? []).map((f) => (typeof f === 'string' ? [f] : [...f])),
    withoutFlags: (match.withoutFlags ?? []).flatMap((f) => (typeof f === 'string' ? [f] : [...f])),
    operands: (match.operands ?? []).map(operandCondition),
    ...(match.text !== undefined && { text: new RegExp(match.text, 'i') }),
  };
}

function operandCondition(operand: { readonly glob?: string; readonly scope?: OperandCondition['scope'] }): OperandCondition {
  const { glob, scope } = operand;
  const onPath = glob !== undefined && (glob.startsWith('/') || glob === '~' || glob.startsWith('~/'));
  return {
    ...(glob !== undefined && { glob, onPath, test: globTest(glob, onPath ? 'path' : 'name') }),
    ...(scope !== undefined && { scope }),
  };
}

/** Whether a compiled rule matches one program run, and why; undefined: it does not. */
export function matchRun(matcher: RuleMatcher, run: RunToMatch, places: Places): MatchResult {
  if (matcher.programs.length > 0 && !matcher.programs.includes(run.program)) return undefined;
  const why: string[] = [`program ${run.program}`];
  const computed: string[] = [];
  const words = invocationWords(run.args);

  // The subcommand path: the leading plain words, where a word right after an option may be that option's value.
  let at = 0;
  let next = 0;
  for (; next < words.plain.length && at < matcher.subcommand.length; next++) {
    const { arg, afterOption } = words.plain[next]!;
    if (arg.dynamic) {
      computed.push(`the word where \`${matcher.subcommand[at]}\` would be is computed at run time (${arg.text})`);
      at++;
    } else if (arg.text === matcher.subcommand[at]) at++;
    else if (!afterOption) return undefined;
  }
  if (at < matcher.subcommand.length) return undefined;
  if (matcher.subcommand.length > 0) why.push(`subcommand ${matcher.subcommand.join(' ')}`);

  for (const aliases of matcher.flags) {
    const found = presentFlag(aliases, words.options);
    if (found !== undefined) why.push(found === aliases[0] ? `flag ${found}` : `flag ${aliases[0]} (as ${found})`);
    else if (words.dynamicBeforeDashes) computed.push(`${aliases[0]} may be among the words computed at run time`);
    else return undefined;
  }
  for (const flag of matcher.withoutFlags) if (presentFlag([flag], words.options) !== undefined) return undefined;
  if (matcher.withoutFlags.length > 0) why.push(`without ${matcher.withoutFlags.join(', ')}`);

  if (matcher.operands.length > 0) {
    const operands = [...words.plain.slice(next).map((p) => p.arg), ...words.afterDashes];
    const met = operandMet(matcher.operands, operands, run.directory, places);
    if (met.kind === 'no') return undefined;
    if (met.kind === 'yes') why.push(met.why);
    else computed.push(met.why);
  }

  if (matcher.text) {
    const said = run.args.find((a) => !a.dynamic && matcher.text!.test(a.text));
    if (said) why.push(`text /${matcher.text.source}/ in ${JSON.stringify(short(said.text))}`);
    else if (run.args.some((a) => a.dynamic)) computed.push(`/${matcher.text.source}/ may be in a word computed at run time`);
    else return undefined;
  }
  return computed.length > 0 ? { kind: 'computed', why: [...why, ...computed] } : { kind: 'match', why };
}

/** Whether some operand meets some condition: `yes`; only a word computed at run time could: `maybe`; else `no`. */
function operandMet(
  conditions: readonly OperandCondition[],
  operands: readonly Arg[],
  directory: string | null,
  places: Places,
): { readonly kind: 'yes' | 'maybe'; readonly why: string } | { readonly kind: 'no' } {
  let unknown: string | undefined;
  for (const operand of operands) {
    if (operand.dynamic) {
      unknown ??= `operand ${operand.text} is computed at run time`;
      continue;
    }
    const path = absolutePath(operand.text, directory, places);
    for (const condition of conditions) {
      const needsPath = condition.onPath === true || condition.scope !== undefined;
      if (needsPath && path === undefined) {
        unknown ??= `operand ${operand.text}: where it lands is unknown (the directory is computed at run time)`;
        continue;
      }
      if (condition.test && !condition.test(condition.onPath ? globbed(path!, condition.glob!, places) : operand.text)) continue;
      if (condition.scope && !inScope(path!, condition.scope, places)) continue;
      const what = [condition.glob, condition.scope && `in ${condition.scope}`].filter(Boolean).join(' ');
      return { kind: 'yes', why: `operand ${operand.text}${path !== undefined && path !== operand.text ? ` (${path})` : ''} matches ${what}` };
    }
  }
  return unknown === undefined ? { kind: 'no' } : { kind: 'maybe', why: unknown };
}

/** The path as a glob reads it: one that starts with `~` sees a path under the home folder as `~/…`. */
function globbed(path: string, glob: string, places: Places): string {
  if (!glob.startsWith('~')) return path;
  return places.home !== undefined && within(path, resolve(places.home)) ? `~${path.slice(resolve(places.home).length)}` : '';
}

function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
