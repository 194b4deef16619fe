/**
 * What the two checks of a settings file share: the quick one (config-check.ts) and the placed one, built apart
 * (config-diagnostics.ts). Neither holds these, so neither has to import the other.
 */
import type { TextPosition } from '../../platform/json-tree';
import type { ValidationProblem } from '../../platform/validation-problems';
import type { BearingConfig } from './bearing-config';

/** One thing wrong with a settings file, in one line. */
export interface ConfigProblem {
  readonly message: string;
  /** Where: a wrong value's first character, an unknown key's opening quote; none for the file as a whole (too large). */
  readonly at?: TextPosition;
  /** The dotted key path the problem is about, when it is about one. */
  readonly key?: string;
}

/** A file checked: its settings when nothing is wrong, else every problem, in the order they appear in the text. */
export type ConfigCheck =
  | { readonly config: BearingConfig; readonly problems: readonly [] }
  | { readonly config?: undefined; readonly problems: readonly ConfigProblem[] };

/** What the config classes say of a parsed file (config-check.ts runs them, so that this file carries none of them). */
export type ConfigRules = (plain: Record<string, unknown>) => { readonly config: BearingConfig; readonly found: readonly ValidationProblem[] };
