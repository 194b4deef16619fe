import { token, type CodeToken, type StringPart } from '../scan/code-token';
import { delimitedBody, hereDocumentBody, singleQuotedBody } from '../scan/quoted-literal';

const PUNCTUATION = [
  '**=',
  '<=>',
  '===',
  '...',
  '<<=',
  '>>=',
  '||=',
  '&&=',
  '..',
  '::',
  '->',
  '=>',
  '==',
  '!=',
  '=~',
  '!~',
  '<=',
  '>=',
  '&&',
  '||',
  '<<',
  '>>',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '**',
  '&.',
];
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', s: ' ', e: '\x1b', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0' };
/** Names after which a `/` starts a pattern and a line end does not end the statement. */
const KEYWORD_OPERATORS = new Set([
  'if',
  'unless',
  'while',
  'until',
  'and',
  'or',
  'not',
  'return',
  'when',
  'puts',
  'print',
  'split',
  'scan',
  'match',
  'sub',
  'gsub',
]);
/** Tokens after which a line end continues the statement. */
const CONTINUING = new Set([
  ',',
  '(',
  '[',
  '{',
  '|',
  '+',
  '-',
  '*',
  '/',
  '.',
  '&.',
  '::',
  '=',
  '==',
  '&&',
  '||',
  '<<',
  '=>',
  '->',
  '\\',
  '?',
  ':',
  '+=',
  '-=',
  '||=',
  '&&=',
  '%',
]);

/**
 * Ruby's tokens as far as the reader needs them: names (`system`, `File`, `@dir`, `$0`, `exist?`), numbers, punctuation,
 * Ruby's quoting ('…', "…" with `#{…}`, backticks, %q %Q %() %w %W %i %x %r with any delimiter, here-documents
 * <<~EOS <<-EOS <<'EOS' <<`EOS`), symbols as strings, patterns as opaque tokens, comments, `=begin`…`=end`,
 * `__END__`, and a `break` for each line end that ends a statement. Never throws.
 */
export function lexRuby(code: string): CodeToken[] {
  return new RubyLexer(code).tokens();
}

class RubyLexer {
  private readonly out: CodeToken[] = [];
  private i = 0;
  private depth = 0;
  private pending: Array<{ terminator: string; interpolate: boolean; squiggly: boolean; index: number }> = [];

  constructor(private readonly code: string) {}

  tokens(): CodeToken[] {
    const code = this.code;
    if (code.startsWith('=begin')) this.blockComment();
    while (this.i < code.length) {
      const c = code[this.i]!;
      const start = this.i;
      if (c === '\n') {
        this.i++;
        this.lineEnd(start);
        if (this.pending.length > 0) this.hereDocuments();
        if (code.startsWith('=begin', this.i)) this.blockComment();
        if (/^__END__(?:\r?\n|$)/.test(code.slice(this.i, this.i + 9))) break;
      } else if (c === '\\' && code[this.i + 1] === '\n') {
        this.i += 2;
      } else if (/\s/.test(c)) {
        this.i++;
      } else if (c === '#') {
        while (this.i < code.length && code[this.i] !== '\n') this.i++;
      } else if (c === "'") {
        const { body, end } = this.delimited(this.i + 1, "'");
        this.push('string', start, end, { parts: [{ literal: singleQuotedBody(body, "'") }] });
      } else if (c === '"' || c === '`') {
        const { body, end } = this.delimited(this.i + 1, c);
        this.push(c === '`' ? 'shell' : 'string', start, end, { parts: interpolation(body) });
      } else if (c === '%' && !this.afterOperand() && this.percentLiteral()) {
        // read by percentLiteral
      } else if (code.startsWith('<<', this.i) && !this.afterOperand(true) && this.hereDocumentStart()) {
        // read by hereDocumentStart
      } else if (c === ':' && code[this.i + 1] === '"') {
        const { body, end } = this.delimited(this.i + 2, '"');
        this.push('string', start, end, { parts: interpolation(body) });
      } else if (c === ':' && /[A-Za-z_]/.test(code[this.i + 1] ?? '') && code[this.i - 1] !== ':' && !this.afterOperand()) {
        const symbol = /^:[A-Za-z_]\w*[?!=]?/.exec(code.slice(this.i, this.i + 256))![0];
        this.push('string', start, start + symbol.length, { parts: [{ literal: symbol.slice(1) }] });
      } else if (c === '@' || (c === '$' && code[this.i + 1] !== undefined)) {
        const variable = /^(?:@@?[A-Za-z_]\w*|\$(?:[A-Za-z_]\w*|\d+|[!@&`'+~=/\\,;.<>_*$?:"]|-\w))/.exec(code.slice(this.i, this.i + 256));
        this.push(variable ? 'name' : 'punct', start, start + (variable ? variable[0].length : 1));
      } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
        const name = /^[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*(?:[?!](?![=~]))?/.exec(code.slice(this.i, this.i + 512))![0];
        this.push('name', start, start + name.length);
      } else if (/[0-9]/.test(c)) {
        const number = /^(?:0[xXbBoO][0-9a-fA-F_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?)/.exec(code.slice(this.i, this.i + 64))![0];
        this.push('number', start, start + number.length);
      } else if (c === '/' && !this.afterOperand()) {
        const { end } = this.delimited(this.i + 1, '/');
        this.i = end;
        while (this.i < code.length && /[a-z]/.test(code[this.i]!)) this.i++;
        this.push('other', start, this.i);
      } else {
        const op = PUNCTUATION.find((p) => code.startsWith(p, this.i)) ?? c;
        if ('([{'.includes(op)) this.depth++;
        else if (')]}'.includes(op)) this.depth = Math.max(0, this.depth - 1);
        this.push('punct', start, start + op.length);
      }
    }
    return this.out;
  }

  private push(kind: CodeToken['kind'], start: number, end: number, extra: Partial<CodeToken> = {}): void {
    this.i = Math.max(this.i, end);
    this.out.push(token(kind, this.code.slice(start, end), start, end, extra));
  }

  /** A line end ends the statement unless brackets are open, the line ends with an operator, or the next starts with `.`. */
  private lineEnd(at: number): void {
    const last = this.out[this.out.length - 1];
    if (this.depth > 0 || !last || last.kind === 'break') return;
    if (last.kind === 'punct' && CONTINUING.has(last.text)) return;
    if (last.kind === 'name' && (last.text === 'and' || last.text === 'or')) return;
    if (/^\s*&?\.(?!\.)/.test(this.code.slice(this.i, this.i + 80))) return;
    this.out.push(token('break', '\n', at, at + 1));
  }

  /** Whether the last token ends an operand; `spaced` asks, for `<<`, whether it is an append (`a << b`) rather than a here-document. */
  private afterOperand(spaced = false): boolean {
    const last = this.out[this.out.length - 1];
    if (!last || last.kind === 'break') return false;
    if (last.kind === 'name') {
      if (KEYWORD_OPERATORS.has(last.text)) return false;
      // `puts <<~EOS` and `foo %w[a]` after a method name with a blank between: a literal, not an operator.
      const blank = /\s/.test(this.code[this.i - 1] ?? '') && !/\s/.test(this.code[this.i + (spaced ? 2 : 1)] ?? ' ');
      return !(blank && /^[a-z_]/.test(last.text));
    }
    if (last.kind === 'punct') return [')', ']', '}'].includes(last.text);
    return true;
  }

  /** %q(…) %Q(…) %(…) %w[…] %W[…] %i[…] %I[…] %x(…) %r{…} %s(…). */
  private percentLiteral(): boolean {
    const match = /^%([qQwWiIxrs]?)([^\w\s])/.exec(this.code.slice(this.i, this.i + 3));
    if (!match) return false;
    const [, type, delimiter] = match as unknown as [string, string, string];
    if (type === '' && delimiter === '=') return false;
    const start = this.i;
    const { body, end } = this.delimited(this.i + match[0].length, delimiter);
    if (type === 'r') {
      this.i = end;
      while (this.i < this.code.length && /[a-z]/.test(this.code[this.i]!)) this.i++;
      this.push('other', start, this.i);
    } else if (type === 'q' || type === 's') this.push('string', start, end, { parts: [{ literal: singleQuotedBody(body, delimiter) }] });
    else if (type === 'x') this.push('shell', start, end, { parts: interpolation(body) });
    else if (type === 'w' || type === 'i') this.push('words', start, end, { words: words(body).map((w): StringPart[] => [{ literal: w }]) });
    else if (type === 'W' || type === 'I') this.push('words', start, end, { words: words(body).map(interpolation) });
    else this.push('string', start, end, { parts: interpolation(body) });
    return true;
  }

  /** As Perl's, but a `#{…}` (outside '…') is stepped over whole: its code may hold the delimiter. */
  private delimited(i: number, open: string): { body: string; end: number } {
    const code = this.code;
    return delimitedBody(code, i, open, (k) => (code[k] === '#' && code[k + 1] === '{' && open !== "'" ? interpolationEnd(code, k + 2) : undefined));
  }

  /** `<<~EOS`, `<<-EOS`, `<<EOS`, `<<'EOS'`, `<<"EOS"`, `` <<`EOS` ``: a string whose body is the lines after this one. */
  private hereDocumentStart(): boolean {
    const match = /^<<([~-]?)(?:(["'`])([^"'`\n]+)\2|([A-Z_a-z]\w*))/.exec(this.code.slice(this.i, this.i + 256));
    if (!match) return false;
    const start = this.i;
    this.i += match[0].length;
    const quote = match[2];
    this.out.push(token(quote === '`' ? 'shell' : 'string', this.code.slice(start, this.i), start, this.i, { parts: [] }));
    this.pending.push({ terminator: match[3] ?? match[4]!, interpolate: quote !== "'", squiggly: match[1] !== '', index: this.out.length - 1 });
    return true;
  }

  private hereDocuments(): void {
    for (const doc of this.pending) {
      const { body, end } = hereDocumentBody(this.code, this.i, doc.terminator, doc.squiggly);
      this.i = end;
      this.out[doc.index] = { ...this.out[doc.index]!, parts: doc.interpolate ? interpolation(body) : [{ literal: body }] };
    }
    this.pending = [];
  }

  private blockComment(): void {
    const end = this.code.indexOf('\n=end', this.i);
    const after = end === -1 ? -1 : this.code.indexOf('\n', end + 1);
    this.i = after === -1 ? this.code.length : after + 1;
  }
}

function words(body: string): string[] {
  return body.split(/\s+/).filter((w) => w !== '');
}

/** The index of the `}` closing an interpolation that starts at i (just past `#{`). */
function interpolationEnd(code: string, i: number): number {
  let depth = 0;
  for (let k = i; k < code.length; k++) {
    const c = code[k]!;
    if (c === '\\') k++;
    else if (c === '"' || c === "'") {
      const close = code.indexOf(c, k + 1);
      k = close === -1 ? code.length : close;
    } else if (c === '{') depth++;
    else if (c === '}' && depth-- === 0) return k;
  }
  return code.length;
}

/** The pieces of a string that interpolates: escapes read, each `#{…}` (and `#@x`, `#$x`) kept as code. */
function interpolation(body: string): StringPart[] {
  const parts: StringPart[] = [];
  let text = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && i + 1 < body.length) {
      const next = body[++i]!;
      if (next === 'x' && /^[0-9a-fA-F]{1,2}/.test(body.slice(i + 1))) {
        const hex = /^[0-9a-fA-F]{1,2}/.exec(body.slice(i + 1))![0];
        text += String.fromCharCode(parseInt(hex, 16));
        i += hex.length;
      } else if (next === 'u' && /^[0-9a-fA-F]{4}/.test(body.slice(i + 1))) {
        text += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
        i += 4;
      } else if (next !== '\n') text += ESCAPES[next] ?? next;
    } else if (c === '#' && body[i + 1] === '{') {
      const end = interpolationEnd(body, i + 2);
      parts.push({ literal: text }, { code: body.slice(i + 2, end) });
      text = '';
      i = end;
    } else if (c === '#' && /^[@$][A-Za-z_]/.test(body.slice(i + 1, i + 3))) {
      const name = /^[@$]@?\w+/.exec(body.slice(i + 1))![0];
      parts.push({ literal: text }, { code: name });
      text = '';
      i += name.length;
    } else text += c;
  }
  parts.push({ literal: text });
  return parts.filter((p) => !('literal' in p) || p.literal !== '');
}
