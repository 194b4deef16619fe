import type { InterpreterLanguage } from '../interpreter-run';

/** An assignment operator (`= x`, `+= x`, `||= x`, Perl's `.= x` and `=~ s/…/…/`), not a comparison or an arrow. */
const ASSIGNED = String.raw`\s*(?:(?:\*\*|<<|>>>?|&&|\|\||\?\?|\/\/|[-+*/%&|^.])?=(?![=>])|=~)`;
/** A quoted or bare variable name, as a subscript holds it. */
const NAME = String.raw`\s*(?:'\w+'|"\w+"|\w+\b)\s*`;

interface EnvironmentForms {
  /** Every mention of the environment's object. */
  readonly object: RegExp;
  /** The mentions that only read one variable (from where the mention starts). */
  readonly read: RegExp;
  /** Forms that change the environment whatever the mention looks like. */
  readonly changes: RegExp;
}

const forms = (object: RegExp, read: string, changes: RegExp): EnvironmentForms => ({ object, read: new RegExp(`^(?:${read})`), changes });

/**
 * How each language reads its environment the way the readers follow it (`os.environ['HOME']`, `process.env.HOME`,
 * `ENV['HOME']`, `$ENV{HOME}`, `$_SERVER['HOME']`); the functions that only read it (`os.getenv`, `getenv`) are not
 * the object.
 */
const FORMS: Readonly<Partial<Record<InterpreterLanguage, EnvironmentForms>>> = {
  python: forms(/\benvironb?\b/g, String.raw`environ(?:\[${NAME}\](?!${ASSIGNED})|\.get\s*\()`, /\b(?:putenv|unsetenv)\b|\bdel\s+[\w.]*environ\b/),
  node: forms(
    /\b(?:process|Bun|Deno)\s*\.\s*env\b/g,
    String.raw`(?:process|Bun|Deno)\s*\.\s*env(?:\.\w+\b(?!\s*\()(?!${ASSIGNED})|\[${NAME}\](?!${ASSIGNED})|\.get\s*\()`,
    /\bdelete\s+(?:process|Bun)\s*\.\s*env\b/,
  ),
  ruby: forms(/\bENV\b/g, String.raw`ENV(?:\[${NAME}\](?!${ASSIGNED})|\.fetch\s*\()`, /(?!)/),
  perl: forms(/[$@%]ENV\b/g, String.raw`\$ENV\s*\{${NAME}\}(?!${ASSIGNED})`, /\b(?:delete|local)\s+\$ENV\b/),
  php: forms(/\$_SERVER\b/g, String.raw`\$_SERVER\s*\[${NAME}\](?!${ASSIGNED})`, /\b(?:putenv|apache_setenv)\b/i),
};

/**
 * Whether the program may change its own environment (`os.environ['HOME'] = …`, `process.env.HOME = …`,
 * `ENV['HOME'] = …`, `$ENV{HOME} = …`, `putenv`), or handles the environment's object in a way the readers do not
 * follow (`e = os.environ`, `os.environ.update(…)`, `Object.assign(process.env, …)`, `{ ...process.env }`): then
 * what a variable holds where it is read may not be what the program started with, and no variable is taken as
 * known. Read from the text as a whole, strings and comments too, not in order: a function or a loop may read a
 * variable after the program changed it.
 */
export function changesEnvironment(language: InterpreterLanguage, code: string): boolean {
  const found = FORMS[language];
  if (!found) return false;
  if (found.changes.test(code)) return true;
  for (const mention of code.matchAll(found.object)) {
    if (!found.read.test(code.slice(mention.index!, mention.index! + 200))) return true;
  }
  return false;
}
