import type { WordPart } from '../posix/posix-ast';

/** Past this many words one brace expression stops expanding (bash has no bound; a hook needs one). */
const MAX_WORDS = 256;

type Item = { readonly char: string } | { readonly part: WordPart };

/**
 * Bash's brace expansion, the first of its expansions: `{a,b}` and `{1..3}` (`{a..e}`, `{1..10..2}`, zero-padded
 * `{01..10}`) in the unquoted text of a word, nested and combined (`HEAD:{main,develop}`, `f{,.bak}`). Quoted text
 * and expansions pass through as they are (`{$a,$b}` gives `$a` and `$b`). A word with no brace expression
 * comes back alone.
 */
export function expandBraces(parts: readonly WordPart[]): WordPart[][] {
  if (!parts.some((p) => p.kind === 'text' && !p.quoted && p.text.includes('{'))) return [[...parts]];
  const items: Item[] = [];
  for (const part of parts) {
    if (part.kind === 'text' && !part.quoted) for (const char of part.text) items.push({ char });
    else items.push({ part });
  }
  return expand(items).map(toParts);
}

function expand(items: readonly Item[]): Item[][] {
  for (let open = 0; open < items.length; open++) {
    if (charAt(items, open) !== '{') continue;
    const group = groupAt(items, open);
    if (!group) continue;
    const prefix = items.slice(0, open);
    const suffix = expand(items.slice(group.close + 1));
    const words: Item[][] = [];
    for (const alternative of group.alternatives) {
      for (const inner of expand(alternative)) {
        for (const rest of suffix) {
          words.push([...prefix, ...inner, ...rest]);
          if (words.length >= MAX_WORDS) return words;
        }
      }
    }
    return words;
  }
  return [[...items]];
}

/** The brace expression opening at `open`: its alternatives and where it closes; undefined when it is literal text. */
function groupAt(items: readonly Item[], open: number): { alternatives: Item[][]; close: number } | undefined {
  let depth = 0;
  const commas: number[] = [];
  for (let at = open; at < items.length; at++) {
    const char = charAt(items, at);
    if (char === '{' && !(at > 0 && charAt(items, at - 1) === '$')) depth++;
    else if (char === '}') {
      depth--;
      if (depth === 0) {
        if (commas.length > 0) {
          const bounds = [open, ...commas, at];
          return { alternatives: bounds.slice(1).map((end, i) => items.slice(bounds[i]! + 1, end)), close: at };
        }
        const sequence = sequenceOf(items.slice(open + 1, at));
        return sequence ? { alternatives: sequence.map((text) => [...text].map((c) => ({ char: c }))), close: at } : undefined;
      }
    } else if (char === ',' && depth === 1) commas.push(at);
  }
  return undefined;
}

/** `1..5`, `a..e`, `10..1..3`, `01..10`: the words of a sequence expression, or undefined. */
function sequenceOf(items: readonly Item[]): string[] | undefined {
  if (items.some((i) => !('char' in i))) return undefined;
  const text = items.map((i) => (i as { char: string }).char).join('');
  const numbers = /^(-?\d+)\.\.(-?\d+)(?:\.\.(-?\d+))?$/.exec(text);
  if (numbers) {
    const [from, to] = [Number(numbers[1]), Number(numbers[2])];
    const step = Math.abs(Number(numbers[3] ?? 1)) || 1;
    const width = /^-?0\d/.test(numbers[1]!) || /^-?0\d/.test(numbers[2]!) ? Math.max(numbers[1]!.length, numbers[2]!.length) : 0;
    const words: string[] = [];
    for (let n = from; from <= to ? n <= to : n >= to; n += from <= to ? step : -step) {
      words.push(width > 0 ? String(n).padStart(width, '0') : String(n));
      if (words.length >= MAX_WORDS) break;
    }
    return words;
  }
  const letters = /^([A-Za-z])\.\.([A-Za-z])(?:\.\.(-?\d+))?$/.exec(text);
  if (!letters) return undefined;
  const [from, to] = [letters[1]!.charCodeAt(0), letters[2]!.charCodeAt(0)];
  const step = Math.abs(Number(letters[3] ?? 1)) || 1;
  const words: string[] = [];
  for (let c = from; from <= to ? c <= to : c >= to; c += from <= to ? step : -step) words.push(String.fromCharCode(c));
  return words;
}

function charAt(items: readonly Item[], at: number): string | undefined {
  const item = items[at];
  return item && 'char' in item ? item.char : undefined;
}

function toParts(items: readonly Item[]): WordPart[] {
  const parts: WordPart[] = [];
  for (const item of items) {
    if ('part' in item) parts.push(item.part);
    else {
      const last = parts[parts.length - 1];
      if (last?.kind === 'text' && !last.quoted) parts[parts.length - 1] = { kind: 'text', text: last.text + item.char, quoted: false };
      else parts.push({ kind: 'text', text: item.char, quoted: false });
    }
  }
  return parts;
}
