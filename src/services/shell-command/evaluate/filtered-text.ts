import type { Arg } from '../arg';

/**
 * What a text filter prints, when its input and arguments are known: the steps agents put between a literal and a
 * shell (`echo … | base64 -d | sh`) or around a branch name (`git branch | grep '^*' | cut -d' ' -f2`,
 * `basename "$(git symbolic-ref refs/remotes/origin/HEAD)"`). `files` reads a named file (what this command wrote
 * there, or the disk). Undefined where the output is not known.
 */
export function filteredText(name: string, args: readonly Arg[], stdin: string | undefined, files: (path: string) => string | undefined): string | undefined {
  if (args.some((a) => a.dynamic)) return undefined;
  const words = args.map((a) => a.text);
  switch (name) {
    case 'cat': {
      const operands = words.filter((w) => !/^-[a-zA-Z]+$/.test(w));
      if (operands.length === 0) return stdin;
      const texts = operands.map((p) => (p === '-' ? stdin : files(p)));
      return texts.some((t) => t === undefined) ? undefined : texts.join('');
    }
    case 'base64':
    case 'basenc': {
      const input = operandInput(words, stdin, files, ['-w', '--wrap']);
      if (input === undefined) return undefined;
      if (words.some((w) => w === '-d' || w === '--decode' || w === '-D' || /^-[a-zA-Z]*d/.test(w)))
        return Buffer.from(input.replace(/\s+/g, ''), 'base64').toString('utf8');
      return `${Buffer.from(input, 'utf8').toString('base64')}\n`;
    }
    case 'basename': {
      const operands = words.filter((w) => !w.startsWith('-'));
      if (operands.length === 0) return undefined;
      const suffix = words.includes('-a') || words.includes('--multiple') ? undefined : operands[1];
      const base = operands[0]!.replace(/\/+$/, '').split('/').pop() ?? '';
      return `${suffix && base.endsWith(suffix) && base !== suffix ? base.slice(0, -suffix.length) : base}\n`;
    }
    case 'dirname': {
      const path = words.find((w) => !w.startsWith('-'));
      if (path === undefined) return undefined;
      const trimmed = path.replace(/\/+$/, '');
      const cut = trimmed.lastIndexOf('/');
      return `${cut < 0 ? '.' : cut === 0 ? '/' : trimmed.slice(0, cut)}\n`;
    }
    case 'head':
    case 'tail': {
      const input = operandInput(words, stdin, files, ['-n', '-c']);
      if (input === undefined) return undefined;
      const count = lineCount(words);
      if (count === undefined) return undefined;
      const lines = splitLines(input);
      return joinLines(name === 'head' ? lines.slice(0, count) : lines.slice(Math.max(0, lines.length - count)));
    }
    case 'cut':
      return stdin === undefined ? undefined : cut(words, stdin);
    case 'tr':
      return stdin === undefined ? undefined : tr(words, stdin);
    case 'rev':
      return stdin === undefined ? undefined : joinLines(splitLines(stdin).map((l) => [...l].reverse().join('')));
    case 'sort':
      return stdin === undefined || words.length > 0 ? undefined : joinLines(splitLines(stdin).sort());
    case 'uniq':
      return stdin === undefined || words.length > 0 ? undefined : joinLines(splitLines(stdin).filter((l, i, all) => i === 0 || all[i - 1] !== l));
    case 'grep':
    case 'egrep':
    case 'fgrep':
      return stdin === undefined ? undefined : grep(name, words, stdin);
    case 'sed':
      return stdin === undefined ? undefined : sed(words, stdin);
    case 'awk':
    case 'gawk':
    case 'mawk':
    case 'nawk':
      return stdin === undefined ? undefined : awkPrint(words, stdin);
    case 'xargs':
      // xargs with no command runs echo on its input's words.
      return stdin === undefined || words.length > 0 ? undefined : `${stdin.trim().split(/\s+/).filter(Boolean).join(' ')}\n`;
    default:
      return undefined;
  }
}

/** The text a filter reads: its file operand, or standard input. */
function operandInput(
  words: readonly string[],
  stdin: string | undefined,
  files: (path: string) => string | undefined,
  valued: readonly string[],
): string | undefined {
  const operands: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (valued.includes(words[i]!)) i++;
    else if (!words[i]!.startsWith('-') || words[i] === '-') operands.push(words[i]!);
  }
  if (operands.length === 0 || operands[0] === '-') return stdin;
  return operands.length === 1 ? files(operands[0]!) : undefined;
}

function lineCount(words: readonly string[]): number | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-n') return Number(words[i + 1]);
    if (/^-n\d+$/.test(word)) return Number(word.slice(2));
    if (/^-\d+$/.test(word)) return Number(word.slice(1));
    if (/^--lines=\d+$/.test(word)) return Number(word.slice(8));
    if (word.startsWith('-c') || word.startsWith('--bytes')) return undefined;
  }
  return 10;
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function joinLines(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** `cut -d X -f N[,M]` (fields) and `cut -c A-B` (characters). */
function cut(words: readonly string[], stdin: string): string | undefined {
  let delimiter = '\t';
  let fields: string | undefined;
  let chars: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-d') delimiter = words[++i] ?? '\t';
    else if (word.startsWith('-d')) delimiter = word.slice(2);
    else if (word === '-f') fields = words[++i];
    else if (word.startsWith('-f')) fields = word.slice(2);
    else if (word === '-c') chars = words[++i];
    else if (word.startsWith('-c')) chars = word.slice(2);
    else return undefined;
  }
  const ranges = parseRanges(fields ?? chars);
  if (!ranges || delimiter.length !== 1) return undefined;
  return joinLines(
    splitLines(stdin).map((line) => {
      if (chars !== undefined) return [...line].filter((_, i) => ranges(i + 1)).join('');
      if (!line.includes(delimiter)) return line;
      return line
        .split(delimiter)
        .filter((_, i) => ranges(i + 1))
        .join(delimiter);
    }),
  );
}

function parseRanges(list: string | undefined): ((n: number) => boolean) | undefined {
  if (list === undefined || !/^[\d,-]+$/.test(list)) return undefined;
  const tests = list.split(',').map((item) => {
    const [from, to] = item.includes('-') ? item.split('-') : [item, item];
    const low = from === '' ? 1 : Number(from);
    const high = to === '' ? Infinity : Number(to);
    return (n: number) => n >= low && n <= high;
  });
  return (n) => tests.some((t) => t(n));
}

/** `tr -d SET` and `tr SET1 SET2` for literal sets (with `a-z` ranges and `\n`). */
function tr(words: readonly string[], stdin: string): string | undefined {
  const expand = (set: string) =>
    set
      .replace(/\\n/g, '\n')
      .replace(/\\t/g, '\t')
      .replace(/(.)-(.)/g, (_, a: string, b: string) => rangeOf(a, b));
  if (words[0] === '-d' && words.length === 2) {
    const set = new Set(expand(words[1]!));
    return [...stdin].filter((c) => !set.has(c)).join('');
  }
  if (words.length !== 2 || words.some((w) => w.startsWith('-'))) return undefined;
  const [from, to] = [expand(words[0]!), expand(words[1]!)];
  return [...stdin].map((c) => (from.includes(c) ? (to[from.indexOf(c)] ?? to[to.length - 1] ?? c) : c)).join('');
}

function rangeOf(a: string, b: string): string {
  let out = '';
  for (let c = a.charCodeAt(0); c <= b.charCodeAt(0); c++) out += String.fromCharCode(c);
  return out;
}

/** grep with one pattern: fixed strings (`-F`), basic or extended regular expressions, `-v`, `-i`, `-o`, `-m N`. */
function grep(name: string, words: readonly string[], stdin: string): string | undefined {
  let pattern: string | undefined;
  let fixed = name === 'fgrep';
  let extended = name === 'egrep';
  let invert = false;
  let ignoreCase = false;
  let only = false;
  let whole: 'line' | 'word' | undefined;
  let max = Infinity;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-e') pattern = words[++i];
    else if (word === '-m') max = Number(words[++i]);
    else if (/^-[FEviowxq]+$/.test(word)) {
      fixed ||= word.includes('F');
      extended ||= word.includes('E');
      invert ||= word.includes('v');
      ignoreCase ||= word.includes('i');
      only ||= word.includes('o');
      if (word.includes('x')) whole = 'line';
      else if (word.includes('w')) whole ??= 'word';
      if (word.includes('q')) return undefined;
    } else if (word.startsWith('-')) return undefined;
    else if (pattern === undefined) pattern = word;
    else return undefined; // a file operand
  }
  if (pattern === undefined) return undefined;
  const bare = fixed ? pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : extended ? pattern : basicToExtended(pattern);
  const source = whole === 'line' ? `^(?:${bare})$` : whole === 'word' ? `(?<!\\w)(?:${bare})(?!\\w)` : bare;
  let regex: RegExp;
  try {
    regex = new RegExp(source, ignoreCase ? 'i' : '');
  } catch {
    return undefined;
  }
  const out: string[] = [];
  for (const line of splitLines(stdin)) {
    if (out.length >= max) break;
    const match = regex.exec(line);
    if (invert ? match === null : match !== null) out.push(only && match ? match[0] : line);
  }
  return joinLines(out);
}

/** A POSIX basic regular expression as JavaScript reads extended ones: `\(`, `\)`, `\{`, `\}`, `\|`, `\+`, `\?` become operators, their bare forms characters. */
function basicToExtended(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i]!;
      out += '(){}|+?'.includes(next) ? next : `\\${next}`;
    } else if ('(){}|+?'.includes(char)) out += `\\${char}`;
    else if (char === '*' && (i === 0 || pattern[i - 1] === '^')) out += '\\*';
    else out += char;
  }
  return out;
}

/** `sed 's/a/b/'` (any delimiter, `g`, `-E`/`-r`, `-e`), and `sed -n '…p'` of one substitution. */
function sed(words: readonly string[], stdin: string): string | undefined {
  let extended = false;
  let quiet = false;
  const scripts: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-e' || word === '--expression') scripts.push(words[++i] ?? '');
    else if (/^-[nEr]+$/.test(word)) {
      quiet ||= word.includes('n');
      extended ||= /[Er]/.test(word);
    } else if (word.startsWith('-')) return undefined;
    else if (scripts.length === 0) scripts.push(word);
    else return undefined; // a file operand
  }
  const commands = scripts
    .flatMap((s) => s.split(/;\s*|\n/))
    .filter(Boolean)
    .map((s) => substitution(s, extended));
  if (commands.length === 0 || commands.some((c) => c === undefined)) return undefined;
  const out: string[] = [];
  for (const line of splitLines(stdin)) {
    let text = line;
    let printed = false;
    for (const command of commands) {
      const next = text.replace(command!.regex, command!.replacement);
      if (command!.print && next !== text) printed = true;
      text = next;
    }
    if (!quiet) out.push(text);
    else if (printed) out.push(text);
  }
  return joinLines(out);
}

function substitution(script: string, extended: boolean): { regex: RegExp; replacement: string; print: boolean } | undefined {
  if (!script.startsWith('s') || script.length < 4) return undefined;
  const delimiter = script[1]!;
  const parts: string[] = [''];
  for (let i = 2; i < script.length; i++) {
    const char = script[i]!;
    if (char === '\\' && script[i + 1] === delimiter) {
      parts[parts.length - 1] += delimiter;
      i++;
    } else if (char === delimiter) parts.push('');
    else parts[parts.length - 1] += char;
  }
  if (parts.length !== 3) return undefined;
  const [pattern, replacement, flags] = parts as [string, string, string];
  if (!/^[gpI]*$/.test(flags)) return undefined;
  try {
    const regex = new RegExp(extended ? pattern : basicToExtended(pattern), `${flags.includes('g') ? 'g' : ''}${flags.includes('I') ? 'i' : ''}`);
    return { regex, replacement: replacement.replace(/\\(\d)/g, '$$$1').replace(/&/g, '$$&'), print: flags.includes('p') };
  } catch {
    return undefined;
  }
}

/** `awk '{print $N}'`, `awk -F X '{print $NF}'`, with an optional `/regex/` before the braces. */
function awkPrint(words: readonly string[], stdin: string): string | undefined {
  let separator: string | undefined;
  let program: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-F') separator = words[++i];
    else if (word.startsWith('-F')) separator = word.slice(2);
    else if (program === undefined && !word.startsWith('-')) program = word;
    else return undefined;
  }
  const match = program && /^\s*(?:\/((?:[^/\\]|\\.)*)\/\s*)?\{\s*print\s+\$(\d+|NF)\s*;?\s*\}\s*$/.exec(program);
  if (!match) return undefined;
  let filter: RegExp | undefined;
  try {
    filter = match[1] === undefined ? undefined : new RegExp(match[1]);
  } catch {
    return undefined;
  }
  const out: string[] = [];
  for (const line of splitLines(stdin)) {
    if (filter && !filter.test(line)) continue;
    const fields = separator === undefined ? line.trim().split(/\s+/) : line.split(separator);
    const at = match[2] === 'NF' ? fields.length : Number(match[2]);
    out.push(at === 0 ? line : (fields[at - 1] ?? ''));
  }
  return joinLines(out);
}
