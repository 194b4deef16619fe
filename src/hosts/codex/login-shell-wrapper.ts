/** Shells whose `-c` script Codex may hand a hook instead of the model's own command. */
const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash']);
/** Characters that, unquoted, make the outer command more than one plain argv. */
const UNQUOTED_SYNTAX = /[;&|<>()$`*?[\]{}]/;
const DOUBLE_QUOTE_ESCAPES = '$`"\\\n';

/**
 * The script inside a login-shell wrapper: `bash -lc 'git checkout -b main'` → `git checkout -b main`.
 * Codex's legacy shell tool reports its argv joined into one string (`["bash","-lc","…"]` →
 * `bash -lc '…'`), while unified exec reports the model's raw command; policies should see the same
 * command either way. Anything that is not exactly `<shell> <flags with c> <one script>` is returned as is.
 */
export function unwrapLoginShell(command: string): string {
  let current = command;
  for (let depth = 0; depth < 3; depth++) {
    const words = argv(current);
    if (!words || words.length < 3) return current;
    const [program, ...rest] = words;
    const script = rest.pop()!;
    const shell = program!.slice(program!.lastIndexOf('/') + 1);
    if (!SHELLS.has(shell) || !rest.every((f) => /^-[a-z]+$/.test(f)) || !rest.some((f) => f.includes('c'))) return current;
    current = script;
  }
  return current;
}

/** POSIX word splitting of a plain argv (quotes and backslashes); undefined for anything the shell would expand. */
function argv(text: string): string[] | undefined {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return undefined;
      word += text.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      inWord = true;
      for (i++; ; ) {
        const d = text[i];
        if (d === undefined || d === '$' || d === '`') return undefined;
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && DOUBLE_QUOTE_ESCAPES.includes(text[i + 1] ?? 'x')) {
          word += text[i + 1];
          i += 2;
        } else {
          word += d;
          i++;
        }
      }
    } else if (c === '\\') {
      if (i + 1 >= text.length) return undefined;
      word += text[i + 1];
      inWord = true;
      i += 2;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
    } else if (UNQUOTED_SYNTAX.test(c)) {
      return undefined;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(word);
  return words;
}
