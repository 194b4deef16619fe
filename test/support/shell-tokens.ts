import type { WordToken } from '../../src/services/shell-command/syntax/shell-token';

/** A word token as the tokenizer gives a plain literal word; `more` marks what differs (computed, opens a `$(`, …). */
export const word = (text: string, more: Partial<WordToken> = {}): WordToken => ({
  kind: 'word',
  text,
  dynamic: false,
  opensSubstitution: false,
  quotedSubstitutions: [],
  ...more,
});
