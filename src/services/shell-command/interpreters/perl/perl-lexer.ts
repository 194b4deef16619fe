import { startsNumber, token, type CodeToken, type StringPart } from '../scan/code-token';
import { delimitedBody, hereDocumentBody, isBracketDelimiter, singleQuotedBody } from '../scan/quoted-literal';
import { perlInterpolation } from './perl-interpolation';

const PUNCTUATION = [
  '<=>',
  '**=',
  '||=',
  '&&=',
  '//=',
  '...',
  '=>',
  '->',
  '::',
  '==',
  '!=',
  '<=',
  '>=',
  '=~',
  '!~',
  '.=',
  '+=',
  '-=',
  '*=',
  '/=',
  'x=',
  '**',
  '++',
  '--',
  '&&',
  '||',
  '//',
  '<<',
  '>>',
  '..',
];
const QUOTE_OPERATORS = new Set(['q', 'qq', 'qw', 'qx', 'm', 'qr', 's', 'tr', 'y']);
/** Barewords after which a `/` starts a pattern (`split /,/`), not a division. */
const BEFORE_PATTERN = new Set(['split', 'grep', 'map', 'join', 'return', 'and', 'or', 'not', 'if', 'unless', 'while', 'until', 'push', 'unshift', 'when']);

/**
 * Perl's tokens as far as the reader needs them: variables with their sigils (`$cmd`, `@ARGV`, `%h`), barewords with
 * `::` (`File::Copy::copy`), numbers, punctuation, and Perl's quoting: '…', "…" and backticks with interpolation,
 * q() qq() qw() qx() with any delimiter, patterns (m//, qr//, s///, tr///, /…/) as opaque tokens, here-documents
 * (<<"EOF", <<'EOF', <<~EOF), comments, POD, and `__END__`. Never throws: an unterminated literal runs to the end.
 */
export function lexPerl(code: string): CodeToken[] {
  return new PerlLexer(code).tokens();
}

class PerlLexer {
  private readonly out: CodeToken[] = [];
  private i = 0;
  /** Here-documents announced on the current line, read when the lexer reaches its end. */
  private pending: Array<{ terminator: string; interpolate: boolean; indented: boolean; index: number }> = [];

  constructor(private readonly code: string) {}

  tokens(): CodeToken[] {
    const code = this.code;
    while (this.i < code.length) {
      const c = code[this.i]!;
      const start = this.i;
      if (c === '\n') {
        this.i++;
        if (this.pending.length > 0) this.hereDocuments();
        if (code[this.i] === '=' && /^=[A-Za-z]/.test(code.slice(this.i, this.i + 2))) this.pod();
        if (/^__(?:END|DATA)__\b/.test(code.slice(this.i, this.i + 8))) break;
      } else if (/\s/.test(c)) {
        this.i++;
      } else if (c === '#') {
        while (this.i < code.length && code[this.i] !== '\n') this.i++;
      } else if (c === "'") {
        const { body, end } = delimitedBody(this.code, this.i + 1, "'");
        this.push('string', start, end, { parts: [{ literal: singleQuotedBody(body, "'") }] });
      } else if (c === '"') {
        const { body, end } = delimitedBody(this.code, this.i + 1, '"');
        this.push('string', start, end, { parts: perlInterpolation(body) });
      } else if (c === '`') {
        const { body, end } = delimitedBody(this.code, this.i + 1, '`');
        this.push('shell', start, end, { parts: perlInterpolation(body) });
      } else if (
        c === '$' ||
        c === '@' ||
        (c === '%' && !this.afterOperand()) ||
        (c === '&' && !this.afterOperand() && /[A-Za-z_:$]/.test(code[this.i + 1] ?? ''))
      ) {
        this.variable(c);
      } else if (/[A-Za-z_]/.test(c)) {
        this.bareword();
      } else if (startsNumber(code, this.i)) {
        const number = /^(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*(?:\.(?!\.)\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)/.exec(
          code.slice(this.i, this.i + 64),
        );
        this.i += number ? number[0].length : 1;
        this.push('number', start, this.i);
      } else if (c === '/' && !this.afterOperand()) {
        const { end } = delimitedBody(this.code, this.i + 1, '/');
        this.i = end;
        this.flags();
        this.push('other', start, this.i);
      } else if (code.startsWith('<<', this.i) && this.hereDocumentStart()) {
        // read by hereDocumentStart
      } else if (c === '<' && !this.afterOperand() && /^<(?:\$?\w*|STDIN)>/.test(code.slice(this.i, this.i + 40))) {
        const end = code.indexOf('>', this.i) + 1;
        this.i = end;
        this.push('other', start, end);
      } else {
        const op = PUNCTUATION.find((p) => code.startsWith(p, this.i) && !(p === 'x=' && /\w/.test(code[this.i - 1] ?? ''))) ?? c;
        this.i += op.length;
        this.push('punct', start, this.i);
      }
    }
    return this.out;
  }

  private push(kind: CodeToken['kind'], start: number, end: number, extra: Partial<CodeToken> = {}): void {
    this.i = Math.max(this.i, end);
    this.out.push(token(kind, this.code.slice(start, end), start, end, extra));
  }

  /** Whether the last token ends an operand (so `/` divides, `%` is modulus, `&` is a bitwise and). */
  private afterOperand(): boolean {
    const last = this.out[this.out.length - 1];
    if (!last) return false;
    if (last.kind === 'number' || last.kind === 'string' || last.kind === 'shell' || last.kind === 'words') return true;
    if (last.kind === 'name') return /^[$@%&]/.test(last.text) || !BEFORE_PATTERN.has(last.text);
    return last.kind === 'punct' && [')', ']', '}'].includes(last.text);
  }

  private variable(sigil: string): void {
    const code = this.code;
    const start = this.i;
    let j = this.i + 1;
    if (sigil === '$' && code[j] === '#') j++; // $#array, the last index
    const name = /^(?:::)?[A-Za-z_]\w*(?:::\w+)*(?:::)?|^\d+|^\^\w/.exec(code.slice(j, j + 256));
    if (name) j += name[0].length;
    else if (code[j] === '{' && /^\{\s*\^?\w+\s*\}/.test(code.slice(j, j + 256))) j = code.indexOf('}', j) + 1;
    else if (sigil === '$' && code[j] !== undefined && /[&`'+!@/\\,;.0<>$?|-]/.test(code[j]!))
      j++; // $@, $!, $0, $$ …
    else {
      this.i++;
      this.push('punct', start, this.i);
      return;
    }
    this.i = j;
    this.push('name', start, j);
  }

  private bareword(): void {
    const code = this.code;
    const start = this.i;
    const word = /^[A-Za-z_]\w*(?:::\w+)*(?:::)?/.exec(code.slice(this.i, this.i + 512))![0];
    this.i += word.length;
    const previous = this.out[this.out.length - 1];
    const afterArrow = previous?.kind === 'punct' && (previous.text === '->' || previous.text === '{');
    if (QUOTE_OPERATORS.has(word) && !afterArrow && this.quoteLike(word, start)) return;
    this.push('name', start, this.i);
  }

  /** q(…), qq{…}, qw/…/, qx'…', m!…!, qr<…>, s{…}{…}, tr/a/b/: reads it when a delimiter follows, as Perl does. */
  private quoteLike(word: string, start: number): boolean {
    const code = this.code;
    let j = this.i;
    while (j < code.length && /\s/.test(code[j]!)) j++;
    const delimiter = code[j];
    if (
      delimiter === undefined ||
      /[\w\s,;)]/.test(delimiter) ||
      (delimiter === '=' && (code[j + 1] === '>' || j > this.i)) ||
      (delimiter === '#' && j > this.i)
    )
      return false;
    let { body, end } = delimitedBody(this.code, j + 1, delimiter);
    if (word === 's' || word === 'tr' || word === 'y') {
      // A second part, after its own delimiter when the first was a bracket.
      let k = end;
      if (isBracketDelimiter(delimiter)) {
        while (k < code.length && /\s/.test(code[k]!)) k++;
        end = delimitedBody(this.code, k + 1, code[k] ?? delimiter).end;
      } else end = delimitedBody(this.code, end, delimiter).end;
    }
    this.i = end;
    if (word === 'm' || word === 'qr' || word === 's' || word === 'tr' || word === 'y') {
      this.flags();
      this.push('other', start, this.i);
    } else if (word === 'q') this.push('string', start, end, { parts: [{ literal: singleQuotedBody(body, delimiter) }] });
    else if (word === 'qq') this.push('string', start, end, { parts: perlInterpolation(body) });
    else if (word === 'qx') this.push('shell', start, end, { parts: delimiter === "'" ? [{ literal: body }] : perlInterpolation(body) });
    else {
      body = singleQuotedBody(body, delimiter);
      this.push('words', start, end, {
        words: body
          .split(/\s+/)
          .filter((w) => w !== '')
          .map((w): StringPart[] => [{ literal: w }]),
      });
    }
    return true;
  }

  private flags(): void {
    while (this.i < this.code.length && /[a-z]/i.test(this.code[this.i]!)) this.i++;
  }

  /** `<<"EOF"`, `<<'EOF'`, `<<EOF`, `<<~EOF`: a string whose body is the lines after this one. */
  private hereDocumentStart(): boolean {
    const match = /^<<(~?)(?:"([^"\n]*)"|'([^'\n]*)'|([A-Za-z_]\w*))/.exec(this.code.slice(this.i, this.i + 256));
    if (!match) return false;
    const start = this.i;
    this.i += match[0].length;
    const terminator = match[2] ?? match[3] ?? match[4]!;
    this.out.push(token('string', this.code.slice(start, this.i), start, this.i, { parts: [] }));
    this.pending.push({ terminator, interpolate: match[3] === undefined, indented: match[1] === '~', index: this.out.length - 1 });
    return true;
  }

  private hereDocuments(): void {
    for (const doc of this.pending) {
      const { body, end } = hereDocumentBody(this.code, this.i, doc.terminator, doc.indented);
      this.i = end;
      const announced = this.out[doc.index]!;
      this.out[doc.index] = { ...announced, parts: doc.interpolate ? perlInterpolation(body) : [{ literal: body }] };
    }
    this.pending = [];
  }

  private pod(): void {
    const end = this.code.indexOf('\n=cut', this.i);
    if (end === -1) {
      this.i = this.code.length;
      return;
    }
    const after = this.code.indexOf('\n', end + 1);
    this.i = after === -1 ? this.code.length : after + 1;
  }
}
