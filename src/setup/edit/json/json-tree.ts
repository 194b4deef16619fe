/**
 * A JSON document as a tree that knows where each value sits in the text, so that bearing can change a user's file
 * by inserting and removing text at those places and leave every other byte as it was (JSON.parse and
 * JSON.stringify would reformat the whole file). `jsonc` accepts what OpenCode's config accepts besides JSON:
 * comments and trailing commas. A byte-order mark at the start is kept as whitespace.
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

/** Where a file is not JSON: one line, with the line and column. */
export class JsonSyntaxError extends Error {}

export interface JsonTreeOptions {
  /** Comments (`//`, `/* *\/`) and trailing commas, as JSONC allows. */
  readonly jsonc?: boolean;
}

/** The tree of a whole document; throws JsonSyntaxError where the text is not one JSON value. */
export function parseJsonTree(text: string, options: JsonTreeOptions = {}): JsonNode {
  const parser = new Parser(text, options.jsonc === true);
  const value = parser.document();
  return value;
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

/** The last member of an object with that key (the one JSON.parse keeps). */
export function memberOf(object: JsonObject, key: string): JsonMember | undefined {
  for (let i = object.members.length - 1; i >= 0; i--) if (object.members[i]!.key === key) return object.members[i];
  return undefined;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Parser {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly jsonc: boolean,
  ) {}

  document(): JsonNode {
    if (this.text.charCodeAt(0) === 0xfeff) this.at = 1;
    this.space();
    const value = this.value();
    this.space();
    if (this.at < this.text.length) this.fail('unexpected text after the JSON value');
    return value;
  }

  private value(): JsonNode {
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') {
      const start = this.at;
      return { kind: 'scalar', start, value: this.string(), end: this.at };
    }
    const start = this.at;
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return { kind: 'scalar', start, end: this.at, value };
      }
    }
    NUMBER.lastIndex = this.at;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.at += number[0].length;
      return { kind: 'scalar', start, end: this.at, value: Number(number[0]) };
    }
    return this.fail(c === undefined ? 'the text ends where a value should be' : `unexpected ${JSON.stringify(c)}`);
  }

  private object(): JsonObject {
    const start = this.at++;
    const members: JsonMember[] = [];
    this.space();
    while (this.text[this.at] !== '}') {
      if (this.text[this.at] !== '"') this.fail(members.length === 0 ? 'expected a key or }' : 'expected a key');
      const memberStart = this.at;
      const key = this.string();
      this.space();
      if (this.text[this.at] !== ':') this.fail('expected : after a key');
      this.at++;
      this.space();
      members.push({ key, start: memberStart, value: this.value() });
      this.space();
      if (this.text[this.at] === ',') {
        this.at++;
        this.space();
        if (this.text[this.at] === '}' && !this.jsonc) this.fail('a comma before }');
      } else if (this.text[this.at] !== '}') {
        this.fail('expected , or }');
      }
    }
    this.at++;
    return { kind: 'object', start, end: this.at, members };
  }

  private array(): JsonArray {
    const start = this.at++;
    const elements: JsonNode[] = [];
    this.space();
    while (this.text[this.at] !== ']') {
      elements.push(this.value());
      this.space();
      if (this.text[this.at] === ',') {
        this.at++;
        this.space();
        if (this.text[this.at] === ']' && !this.jsonc) this.fail('a comma before ]');
      } else if (this.text[this.at] !== ']') {
        this.fail('expected , or ]');
      }
    }
    this.at++;
    return { kind: 'array', start, end: this.at, elements };
  }

  private string(): string {
    this.at++;
    let value = '';
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined) this.fail('a string is not closed');
      if (c === '"') break;
      if (c < ' ') this.fail('a control character inside a string');
      if (c === '\\') {
        const e = this.text[this.at + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) {
          value += String.fromCharCode(parseInt(this.text.slice(this.at + 2, this.at + 6), 16));
          this.at += 6;
          continue;
        }
        if (e === undefined || !(e in ESCAPES)) this.fail('an invalid escape in a string');
        value += ESCAPES[e]!;
        this.at += 2;
        continue;
      }
      value += c;
      this.at++;
    }
    this.at++;
    return value;
  }

  /** Whitespace, and comments in JSONC. */
  private space(): void {
    for (;;) {
      const c = this.text[this.at];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
        this.at++;
      } else if (this.jsonc && c === '/' && this.text[this.at + 1] === '/') {
        const end = this.text.indexOf('\n', this.at);
        this.at = end < 0 ? this.text.length : end;
      } else if (this.jsonc && c === '/' && this.text[this.at + 1] === '*') {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end < 0) this.fail('a comment is not closed');
        this.at = end + 2;
      } else {
        return;
      }
    }
  }

  private fail(problem: string): never {
    const before = this.text.slice(0, this.at);
    const line = before.split('\n').length;
    const column = this.at - before.lastIndexOf('\n');
    throw new JsonSyntaxError(`${problem} (line ${line}, column ${column})`);
  }
}
