/**
 * Splits a command line into words the way a POSIX shell reads quotes and backslashes (and so Python's `shlex.split`
 * and Ruby's `Shellwords.split`): blanks separate words, `'…'` is literal, `"…"` keeps backslash only before
 * `\ " $ \``, a backslash outside quotes escapes the next character. No expansions: callers use it on literals only.
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const add = (text: string) => {
    word = (word ?? '') + text;
  };
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
    } else if (c === "'") {
      const close = line.indexOf("'", i + 1);
      add(line.slice(i + 1, close === -1 ? line.length : close));
      i = close === -1 ? line.length : close + 1;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      while (j < line.length && line[j] !== '"') {
        if (line[j] === '\\' && '\\"$`'.includes(line[j + 1] ?? '')) j++;
        text += line[j] ?? '';
        j++;
      }
      add(text);
      i = j + 1;
    } else if (c === '\\') {
      add(line[i + 1] ?? '');
      i += 2;
    } else {
      add(c);
      i++;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** Quotes one word for a POSIX shell the way Python's `shlex.quote` does: unchanged when it holds only safe characters. */
export function shellQuote(word: string): string {
  if (word !== '' && /^[\w@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'"'"'`)}'`;
}
