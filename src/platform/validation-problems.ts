import { getMetadataStorage, type ValidationError } from 'class-validator';
import { didYouMean } from './closest-word';
import { constraintLine } from './validation-message';

/** One thing class-validator found wrong, where it is. */
export interface ValidationProblem {
  /** From the validated object down: `['branches', 'workspaces', '0', 'glob']`. */
  readonly path: readonly string[];
  /** One line naming the dotted path (`branches.protected must be an array`, `unknown key "branches.rule"`). */
  readonly message: string;
  /** For a key its object's class does not declare: the keys that class does declare (for a near miss). */
  readonly declared?: readonly string[];
  /** For a word outside a fixed list (`"gitflw"` where `gitflow` belongs): ` (did you mean "gitflow"?)`. */
  readonly nearValue?: string;
}

/**
 * Every problem in class-validator's error tree, one per key: a key's first constraint (the one nearest the property
 * in the source), and nothing under a key that already failed (an array where an object belongs says it once).
 */
export function validationProblems(errors: readonly ValidationError[], parent: readonly string[] = []): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  for (const error of errors) {
    const path = [...parent, error.property];
    const first = error.constraints ? Object.entries(error.constraints)[0] : undefined;
    if (!first) {
      problems.push(...validationProblems(error.children ?? [], path));
      continue;
    }
    const undeclared = first[0] === 'whitelistValidation' && typeof error.target === 'object';
    const near =
      first[0] === 'isIn' && typeof error.value === 'string' && typeof error.target === 'object'
        ? nearValue(error.target!.constructor, error.property, error.value)
        : '';
    problems.push({
      path,
      message: constraintLine(first, error.property, path.join('.')),
      ...(undeclared && { declared: declaredKeys(error.target!.constructor) }),
      ...(near !== '' && { nearValue: near }),
    });
  }
  return problems;
}

/** The did-you-mean of a value an `@IsIn` list refuses, from that list as the class declares it. */
function nearValue(type: Function, property: string, value: string): string {
  const rule = getMetadataStorage()
    .getTargetValidationMetadatas(type, '', false, false)
    .find((m) => m.propertyName === property && m.name === 'isIn');
  const allowed: unknown = rule?.constraints?.[0];
  return Array.isArray(allowed)
    ? didYouMean(
        value,
        allowed.filter((v): v is string => typeof v === 'string'),
      )
    : '';
}

/** The keys a decorated class accepts: every property class-validator has a rule for, inherited ones too. */
function declaredKeys(type: Function): string[] {
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(type, '', false, false)
        .map((m) => m.propertyName),
    ),
  ];
}
