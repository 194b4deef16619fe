import type { Arg } from '../../../../../src/services/shell-command/arg';
import type { InlineCodeReading } from '../../../../../src/services/shell-command/interpreters/inline-code-reading';

/** A literal argument. */
export const lit = (text: string): Arg => ({ text, dynamic: false });
/** An argument computed at run time, as it was written. */
export const dyn = (text: string): Arg => ({ text, dynamic: true });
/** Literal words of an argument vector. */
export const argv = (...texts: string[]): Arg[] => texts.map(lit);
export const write = (path: string, form: string): InlineCodeReading['writes'][number] => ({ path: lit(path), removes: false, form });
export const removal = (path: string, form: string): InlineCodeReading['writes'][number] => ({ path: lit(path), removes: true, form });

/** A reading with only the parts given. */
export function reading(parts: Partial<InlineCodeReading>): InlineCodeReading {
  return { scripts: [], argvs: [], writes: [], unread: [], ...parts };
}

export const NOTHING = reading({});

/** The home folder the tests' environment gives (HOME). */
export const HOME = '/home/agent';

/** An environment lookup holding these variables (HOME by default), as the shell evaluator hands it to readInlineCode. */
export function environment(variables: Readonly<Record<string, string>> = { HOME }): (name: string) => string | undefined {
  return (name) => (Object.hasOwn(variables, name) ? variables[name] : undefined);
}
