/**
 * A JSON text as a tree that knows where each value sits, read by the grammar of RFC 8259 itself: JSON.parse says
 * neither where a value is nor, reliably, where the text stops being JSON (its messages differ between Node versions
 * and may carry no position). Two kinds of reader use it: the installers, which change a user's file by inserting and
 * removing text at those places and leave every other byte as it was; and the settings check, whose messages name a
 * line and column for each problem. The options say what a file may hold besides JSON, and bound the nesting: text
 * nested deeper than `maxDepth` is refused before it is read, which bounds this parser's recursion and that of every
 * later step (class-transformer, class-validator).
 */
export type JsonNode = JsonObject | JsonArray | JsonScalar;

interface Span {
  /** Offset of the value's first character. */
  readonly start: number;
  /** Offset just after its last character. */
  readonly end: number;
}

export interface JsonObject extends Span {
  readonly kind: 'object';
  readonly members: readonly JsonMember[];
}

export interface JsonMember {
  /** The key as JSON.parse reads it (escapes decoded). */
  readonly key: string;
  /** Offset of the key's opening quote: where the member starts. */
  readonly start: number;
  readonly value: JsonNode;
}

export interface JsonArray extends Span {
  readonly kind: 'array';
  readonly elements: readonly JsonNode[];
}

interface JsonScalar extends Span {
  readonly kind: 'scalar';
  readonly value: string | number | boolean | null;
}

export interface JsonTreeOptions {
  /** Comments (`//`, `/* *\/`) and trailing commas, as JSONC allows (OpenCode's config). */
  readonly jsonc?: boolean;
  /** A byte-order mark at the start is whitespace (a host's file an editor saved so), instead of not JSON. */
  readonly bom?: boolean;
  /** The deepest nesting read (default 512); deeper text is refused at its bracket, with `tooDeep`. */
  readonly maxDepth?: number;
}

/** 1-based, as editors and compilers print them; a column counts UTF-16 code units, a tab as one. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** Where a text is not JSON: the offset of its first character that is not, what was wrong, and (in `message`) its line and column. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
    position: TextPosition,
    /** The text may be JSON, nested past the limit. */
    readonly tooDeep?: true,
  ) {
    super(`${problem} (line ${position.line}, column ${position.column})`);
  }
}

const DEFAULT_MAX_DEPTH = 512;

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** The tree of a whole document; throws JsonSyntaxError at the first character that is not JSON. */
export function parseJsonTree(text: string, options: JsonTreeOptions = {}): JsonNode {
  return new Parser(text, options).document();
}

/** The plain value of a node (as JSON.parse gives it: for a repeated key, the last one). */
export function jsonValue(node: JsonNode): unknown {
  switch (node.kind) {
    case 'scalar':
      return node.value;
    case 'array':
      return node.elements.map(jsonValue);
    case 'object': {
      // A key like "__proto__" must stay data, never reach the prototype.
      const result: Record<string, unknown> = Object.create(null);
      for (const member of node.members) result[member.key] = jsonValue(member.value);
      return result;
    }
  }
}

/** Each object's members by key, made at the first look-up: a settings file may name thousands of keys, each looked up. */
const MEMBERS = new WeakMap<JsonObject, Map<string, JsonMember>>();

/** The last member of an object with that key (the one JSON.parse keeps). */
export function memberOf(object: JsonObject, key: string): JsonMember | undefined {
  let members = MEMBERS.get(object);
  if (!members) {
    members = new Map(object.members.map((member) => [member.key, member]));
    MEMBERS.set(object, members);
  }
  return members.get(key);
}

/**
 * Where the deepest value along a key path starts (array items by index), and, for an object member, its key: a
 * missing key gives its nearest ancestor, so that a message still points somewhere.
 */
export function placeAt(root: JsonNode, path: readonly string[]): { readonly start: number; readonly key?: number } {
  let place: { start: number; key?: number } = { start: root.start };
  let node = root;
  for (const key of path) {
    const member = node.kind === 'object' ? memberOf(node, key) : node.kind === 'array' && /^\d+$/.test(key) ? node.elements[Number(key)] : undefined;
    if (!member) break;
    if ('kind' in member) {
      node = member;
      place = { start: member.start };
    } else {
      node = member.value;
      place = { start: member.value.start, key: member.start };
    }
  }
  return place;
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

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

class Parser {
  private at = 0;
  private readonly jsonc: boolean;
  private readonly maxDepth: number;

  constructor(
    private readonly text: string,
    private readonly options: JsonTreeOptions,
  ) {
    this.jsonc = options.jsonc === true;
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  }

  document(): JsonNode {
    if (this.options.bom && this.text.charCodeAt(0) === 0xfeff) this.at = 1;
    const root = this.value(0);
    this.space();
    if (this.at < this.text.length) this.fail('the end of the file');
    return root;
  }

  private value(depth: number): JsonNode {
    this.space();
    const c = this.text[this.at];
    if (c === '{' || c === '[') {
      if (depth >= this.maxDepth) this.throw(`nested deeper than ${this.maxDepth} levels`, true);
      return c === '{' ? this.object(depth) : this.array(depth);
    }
    const start = this.at;
    if (c === '"') return { kind: 'scalar', start, value: this.string(), end: this.at };
    if (c === '-' || isDigit(this.text.charCodeAt(this.at))) return { kind: 'scalar', start, value: this.number(), end: this.at };
    const [word, value] = c === 't' ? ['true', true] : c === 'f' ? ['false', false] : c === 'n' ? ['null', null] : this.fail('a value');
    for (const letter of word) {
      if (this.text[this.at] !== letter) this.fail(`"${word}"`);
      this.at++;
    }
    return { kind: 'scalar', start, value, end: this.at };
  }

  private object(depth: number): JsonObject {
    const start = this.at++;
    const members: JsonMember[] = [];
    this.space();
    if (this.text[this.at] !== '}') {
      for (;;) {
        this.space();
        if (this.text[this.at] !== '"') this.fail('a key in double quotes');
        const memberStart = this.at;
        const key = this.string();
        this.space();
        if (this.text[this.at] !== ':') this.fail('":"');
        this.at++;
        members.push({ key, start: memberStart, value: this.value(depth + 1) });
        if (this.separator('}')) break;
      }
    }
    this.at++;
    return { kind: 'object', start, end: this.at, members };
  }

  private array(depth: number): JsonArray {
    const start = this.at++;
    const elements: JsonNode[] = [];
    this.space();
    if (this.text[this.at] !== ']') {
      for (;;) {
        elements.push(this.value(depth + 1));
        if (this.separator(']')) break;
      }
    }
    this.at++;
    return { kind: 'array', start, end: this.at, elements };
  }

  /** After an item: true at the closing bracket; past a comma, false (JSONC may close right after it). */
  private separator(close: '}' | ']'): boolean {
    this.space();
    if (this.text[this.at] === close) return true;
    if (this.text[this.at] !== ',') this.fail(`"," or "${close}"`);
    this.at++;
    this.space();
    const next = this.text[this.at];
    if (next !== '}' && next !== ']') return false;
    if (!this.jsonc) this.throw(`a comma before ${this.found()} (JSON allows no trailing comma)`);
    if (next !== close) this.fail(`"${close}"`);
    return true;
  }

  private number(): number {
    const start = this.at;
    if (this.text[this.at] === '-') this.at++;
    if (this.text[this.at] === '0') this.at++;
    else this.digits();
    if (this.text[this.at] === '.') {
      this.at++;
      this.digits();
    }
    if (this.text[this.at] === 'e' || this.text[this.at] === 'E') {
      this.at++;
      if (this.text[this.at] === '+' || this.text[this.at] === '-') this.at++;
      this.digits();
    }
    return Number(this.text.slice(start, this.at));
  }

  private digits(): void {
    if (!isDigit(this.text.charCodeAt(this.at))) this.fail('a digit');
    while (isDigit(this.text.charCodeAt(this.at))) this.at++;
  }

  private string(): string {
    let value = '';
    for (this.at++; ; ) {
      const c = this.text.charCodeAt(this.at);
      if (c === 0x22) break;
      if (this.at >= this.text.length) this.fail('a closing quote');
      if (c < 0x20) this.throw(`unescaped ${this.found()} in a string`);
      if (c !== 0x5c) {
        value += this.text[this.at++];
        continue;
      }
      const escaped = this.text[++this.at];
      if (escaped === 'u') {
        for (let hex = 0; hex < 4; hex++) if (!/[0-9a-fA-F]/.test(this.text[++this.at] ?? '')) this.fail('a hex digit');
        value += String.fromCharCode(Number.parseInt(this.text.slice(this.at - 3, this.at + 1), 16));
      } else if (escaped === undefined || !(escaped in ESCAPES)) this.fail('one of b f n r t u " \\ / after a backslash');
      else value += ESCAPES[escaped]!;
      this.at++;
    }
    this.at++;
    return value;
  }

  /** Whitespace, and comments in JSONC. */
  private space(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.at++;
      else if (this.jsonc && c === 0x2f && this.text[this.at + 1] === '/') {
        const end = this.text.indexOf('\n', this.at);
        this.at = end < 0 ? this.text.length : end;
      } else if (this.jsonc && c === 0x2f && this.text[this.at + 1] === '*') {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end < 0) this.throw('a comment is not closed');
        this.at = end + 2;
      } else return;
    }
  }

  /** The character at the current offset, in words. */
  private found(): string {
    if (this.at >= this.text.length) return 'the end of the file';
    const code = this.text.codePointAt(this.at)!;
    const char = JSON.stringify(String.fromCodePoint(code));
    // A character one cannot see (a line break, a no-break space, a second byte order mark) is named by its code.
    if (code < 0x21 || code > 0x7e) return `${char} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
    // The two mistakes of JSON written by hand.
    return char + (code === 0x2f && !this.jsonc ? ' (JSON has no comments)' : code === 0x27 ? ' (JSON strings take double quotes)' : '');
  }

  private fail(expected: string): never {
    return this.throw(`expected ${expected}, found ${this.found()}`);
  }

  private throw(problem: string, tooDeep?: true): never {
    throw new JsonSyntaxError(this.at, problem, textPositions(this.text)(this.at), tooDeep);
  }
}
