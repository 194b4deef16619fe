import type { ReadBudget } from '../syntax/read-budget';
import { ReadLimitError, ShellSyntaxError } from '../syntax/shell-syntax-error';
import type { Redirect, Word } from './posix-ast';

/** A here-document whose body comes after the next line break. */
export interface PendingHeredoc {
  readonly redirect: Redirect;
  readonly delimiter: string;
  readonly stripTabs: boolean;
  readonly quoted: boolean;
}

const MAX_NESTING = 64;

/**
 * Where the parser is in the text, shared by everything that reads it: the command grammar, the word reader and
 * every `$(…)` nested in it (bash reads a substitution with the same reader, so a here-document or a `case`
 * inside one ends where bash would end it).
 */
export class SourceCursor {
  at = 0;
  private depth = 0;
  readonly heredocs: PendingHeredoc[] = [];

  constructor(
    readonly text: string,
    readonly budget: ReadBudget,
    /** Reads the body of a here-document whose delimiter was not quoted, as a word with its expansions. */
    readonly heredocWord: (body: string) => Word,
  ) {
    budget.charge(text.length);
  }

  peek(offset = 0): string {
    return this.text[this.at + offset] ?? '';
  }

  startsWith(literal: string): boolean {
    return this.text.startsWith(literal, this.at);
  }

  atEnd(): boolean {
    return this.at >= this.text.length;
  }

  /** Steps into a nested construct; throws past a depth no real command reaches. */
  enter(): void {
    if (++this.depth > MAX_NESTING) throw new ReadLimitError('the command is nested too deeply');
  }

  leave(): void {
    this.depth--;
  }

  /** The error for what bash would refuse here (thrown by the caller, so the compiler sees the branch end). */
  fail(what: string): ShellSyntaxError {
    return new ShellSyntaxError(`${what} at character ${this.at + 1}`, this.at);
  }

  /** After a line break: the bodies of the here-documents opened on the line it ends. */
  readHeredocBodies(): void {
    while (this.heredocs.length > 0) {
      const pending = this.heredocs.shift()!;
      const lines: string[] = [];
      for (;;) {
        if (this.atEnd()) break; // bash warns and takes the rest as the body
        const end = this.text.indexOf('\n', this.at);
        const line = this.text.slice(this.at, end < 0 ? undefined : end);
        this.at = end < 0 ? this.text.length : end + 1;
        const compared = pending.stripTabs ? line.replace(/^\t+/, '') : line;
        if (compared === pending.delimiter) break;
        lines.push(compared);
      }
      const body = lines.length > 0 ? `${lines.join('\n')}\n` : '';
      pending.redirect.heredoc = pending.quoted ? { parts: [{ kind: 'text', text: body, quoted: true }], raw: body } : this.heredocWord(body);
    }
  }
}
