/**
 * Where things are in a JSON text, for messages that name a line and column. JSON.parse says neither reliably (its
 * messages differ between Node versions and may carry no position), so this scanner reads the text by the grammar of
 * RFC 8259 itself: it finds the first character that is not JSON, and otherwise outlines where each value and key
 * starts. It keeps no values: JSON.parse still gives those. Nesting deeper than `maxDepth` is refused before it is
 * read, which bounds this scanner's recursion and that of every later step (class-transformer, class-validator).
 */

/** A value in the text: the offset of its first character and, for an object member, of its key's opening quote. */
export interface JsonNode {
  readonly start: number;
  readonly key?: number;
  /** An object's members by key (a repeated key is the last, as JSON.parse keeps it), or an array's items by index. */
  readonly children?: Map<string, JsonNode>;
}

export type JsonOutline =
  | { readonly ok: true; readonly root: JsonNode }
  /** `tooDeep`: the text may be JSON, nested past the limit; otherwise `offset` is its first character that is not. */
  | { readonly ok: false; readonly offset: number; readonly message: string; readonly tooDeep?: true };

/** 1-based, as editors and compilers print them; a column counts UTF-16 code units, a tab as one. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly message: string,
    readonly tooDeep?: true,
  ) {}
}

/** The outline of `text`, or the offset of its first character that is not JSON and what was wrong there. */
export function outlineJson(text: string, maxDepth: number): JsonOutline {
  let i = 0;
  const found = (): string => {
    if (i >= text.length) return 'the end of the file';
    const code = text.codePointAt(i)!;
    const char = JSON.stringify(String.fromCodePoint(code));
    // A character one cannot see (a line break, a no-break space, a second byte order mark) is named by its code.
    if (code < 0x21 || code > 0x7e) return `${char} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
    // The two mistakes of JSON written by hand.
    return char + (code === 0x2f ? ' (JSON has no comments)' : code === 0x27 ? ' (JSON strings take double quotes)' : '');
  };
  const fail = (expected: string): never => {
    throw new JsonSyntaxError(i, `expected ${expected}, found ${found()}`);
  };
  const space = (): void => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++i));
  };
  const digits = (): void => {
    if (!isDigit(text.charCodeAt(i))) fail('a digit');
    while (isDigit(text.charCodeAt(i))) i++;
  };
  const string = (): void => {
    for (i++; ; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) return void i++;
      if (i >= text.length) fail('a closing quote');
      if (c < 0x20) throw new JsonSyntaxError(i, `unescaped ${found()} in a string`);
      if (c !== 0x5c) continue;
      const escaped = text[++i];
      if (escaped === 'u') {
        for (let hex = 0; hex < 4; hex++) if (!/[0-9a-fA-F]/.test(text[++i] ?? '')) fail('a hex digit');
      } else if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) fail('one of b f n r t u " \\ / after a backslash');
    }
  };
  const leaf = (): void => {
    const c = text[i];
    if (c === '"') {
      string();
      return;
    }
    if (c === '-' || isDigit(text.charCodeAt(i))) {
      if (c === '-') i++;
      if (text[i] === '0') i++;
      else digits();
      if (text[i] === '.') {
        i++;
        digits();
      }
      if (text[i] === 'e' || text[i] === 'E') {
        i++;
        if (text[i] === '+' || text[i] === '-') i++;
        digits();
      }
      return;
    }
    const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : fail('a value');
    for (const letter of word) {
      if (text[i] !== letter) fail(`"${word}"`);
      i++;
    }
  };
  /** An object member's key and the colon after it: the key as JSON.parse reads it, and where it starts. */
  const member = (): [string, number] => {
    space();
    if (text[i] !== '"') fail('a key in double quotes');
    const at = i;
    string();
    const name = JSON.parse(text.slice(at, i)) as string;
    space();
    if (text[i] !== ':') fail('":"');
    i++;
    return [name, at];
  };
  const value = (depth: number, key?: number): JsonNode => {
    space();
    const node = { start: i, ...(key !== undefined && { key }) };
    const close = text[i] === '{' ? '}' : text[i] === '[' ? ']' : undefined;
    if (close === undefined) {
      leaf();
      return node;
    }
    if (depth >= maxDepth) throw new JsonSyntaxError(i, `nested deeper than ${maxDepth} levels`, true);
    const children = new Map<string, JsonNode>();
    i++;
    space();
    if (text[i] !== close) {
      for (;;) {
        if (close === ']') children.set(String(children.size), value(depth + 1));
        else {
          const [name, at] = member();
          children.set(name, value(depth + 1, at));
        }
        space();
        if (text[i] === close) break;
        if (text[i] !== ',') fail(`"," or "${close}"`);
        i++;
        space();
        if (text[i] === '}' || text[i] === ']') throw new JsonSyntaxError(i, `a comma before ${found()} (JSON allows no trailing comma)`);
      }
    }
    i++;
    return { ...node, children };
  };

  try {
    const root = value(0);
    space();
    if (i < text.length) fail('the end of the file');
    return { ok: true, root };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, offset: error.offset, message: error.message, ...(error.tooDeep && { tooDeep: true }) };
    throw error;
  }
}

/** The deepest node along a key path (a missing key's nearest ancestor, so that a message still points somewhere). */
export function nodeAt(root: JsonNode, path: readonly string[]): JsonNode {
  let node = root;
  for (const key of path) {
    const child = node.children?.get(key);
    if (!child) break;
    node = child;
  }
  return node;
}

/**
 * The line and column of each offset in `text`; `\r\n`, `\n` and a lone `\r` each end a line, as JSON's whitespace
 * allows. The lines are indexed once: a file may hold thousands of problems.
 */
export function textPositions(text: string): (offset: number) => TextPosition {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    for (let high = starts.length - 1; low < high; ) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
