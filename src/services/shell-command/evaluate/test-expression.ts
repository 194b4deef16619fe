/**
 * The result of `test`/`[ … ]`/`[[ … ]]` over words known in full, for the forms a guard meets in a loop over
 * branch names (`[ "$b" != main ]`, `[ -n "$B" ]`, `[[ $b == work ]]`): string comparison, emptiness, negation.
 * Undefined for anything else (files, numbers, patterns, `-a`/`-o`): both outcomes stay possible.
 */
export function testResult(words: readonly string[], doubleBracket = false): boolean | undefined {
  if (words[0] === '!') {
    const inner = testResult(words.slice(1), doubleBracket);
    return inner === undefined ? undefined : !inner;
  }
  if (words.length === 1) return words[0] !== '';
  if (words.length === 2) {
    if (words[0] === '-n') return words[1] !== '';
    if (words[0] === '-z') return words[1] === '';
    return undefined;
  }
  if (words.length === 3) {
    const [left, op, right] = words as [string, string, string];
    // In `[[ … ]]` the right side of == and != is a pattern: only a text without pattern characters is compared.
    if (doubleBracket && /[*?[]/.test(right)) return undefined;
    if (op === '=' || op === '==') return left === right;
    if (op === '!=') return left !== right;
  }
  return undefined;
}
