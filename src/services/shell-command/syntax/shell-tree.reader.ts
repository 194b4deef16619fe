import type { ShellDialect } from '../../../protocol/shell-dialect';
import { ReadBudget } from './read-budget';
import { ShellSyntaxError } from './shell-syntax-error';
import { NEWLINE, type ShellToken, type WordToken } from './shell-token';
import { tokenize } from './shell-tokenizer';
import type { CommandNode, Pipeline, ShellList, ShellNode, WriteRedirect } from './shell-tree';

/** Operators after which the next command starts; `&&` and `||` continue an and-or list, the others end one. */
const SEPARATORS = new Set([';', '&', '&&', '||', ';;', ';&', ';;&', NEWLINE]);
const PIPES = new Set(['|', '|&']);
/** Redirections: the operator and the word after it are not arguments of the command. */
const REDIRECTIONS = new Set(['>', '>>', '<', '>&', '<&', '&>', '&>>', '>|', '<>', '<<<', '<<', '<<-']);
const HEREDOCS = new Set(['<<', '<<-']);
/** Redirections that write (or truncate) the file they name; `>&` does too when it names a file, not a descriptor. */
const WRITING = new Set(['>', '>>', '&>', '&>>', '>|', '<>']);
const CASE_ENDS = new Set([';;', ';&', ';;&']);
/** Reserved words that only open or close a compound command; the command they guard comes next. */
const PASS_THROUGH_WORDS = new Set(['!', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'esac', '}']);
/** Reserved words whose body may run once, never or many times, up to `fi` or `done` (`for` and `select` too). */
const CONDITIONS = new Set(['if', 'while', 'until']);
const MAX_NESTING = 64;

interface Closers {
  readonly ops: ReadonlySet<string>;
  readonly words: ReadonlySet<string>;
}
const NOTHING: Closers = { ops: new Set(), words: new Set() };
const PARENTHESIS: Closers = { ops: new Set([')']), words: new Set() };
const BRACE: Closers = { ops: new Set(), words: new Set(['}']) };
const CASE_ITEM: Closers = { ops: CASE_ENDS, words: new Set(['esac']) };

/** Reads a command line into lists, pipelines, scopes and simple commands. Throws ShellSyntaxError. */
export function readShellTree(command: string, dialect: ShellDialect, budget: ReadBudget = new ReadBudget(), depth = 0): ShellList {
  if (depth > MAX_NESTING) throw new ShellSyntaxError('command substitutions nested too deeply');
  return new ShellTreeReader(tokenize(command, dialect, budget), dialect, budget, depth).readAll();
}

/**
 * Builds the structure the token stream stands for: what a shell would run, in which scope. It reads
 * what shell-quote tokenizes (lists, pipelines, subshells, groups, `$(…)`, process substitution,
 * here-documents, `if`/`while`/`for`/`case`) and keeps nothing it would have to guess: a word stays a word.
 */
class ShellTreeReader {
  private at = 0;
  private nesting = 0;
  /** How many `if`/`while`/`until`/`for` bodies are open, and whether a `!` opened the pipeline being read. */
  private conditions = 0;
  private negated = false;
  private chains = 0;
  private readonly heredocs: string[] = [];

  constructor(
    private readonly tokens: readonly ShellToken[],
    private readonly dialect: ShellDialect,
    private readonly budget: ReadBudget,
    private readonly depth: number,
  ) {}

  readAll(): ShellList {
    const list: Pipeline[] = [];
    while (this.at < this.tokens.length) {
      list.push(...this.readList(NOTHING));
      this.at++; // a closer with nothing open, e.g. a stray `)`
    }
    return list;
  }

  private readList(closers: Closers): Pipeline[] {
    const list: Pipeline[] = [];
    let pipeline: ShellNode[] = [];
    let piped = false;
    // The and-or list being read (pipelines joined by `&&` and `||`), and whether it runs out of sequence.
    let andOr: ShellNode[][] = [];
    let loose = false;
    const finish = () => {
      if (pipeline.length > 0) {
        if (piped || this.negated || this.conditions > 0) unsequence(pipeline);
        andOr.push(pipeline);
      }
      pipeline = [];
      piped = this.negated = false;
    };
    const end = () => {
      finish();
      if (loose) andOr.forEach(unsequence);
      else if (andOr.length > 0) chainAll(andOr, ++this.chains);
      list.push(...andOr);
      andOr = [];
      loose = false;
    };
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.kind === 'op') {
        if (closers.ops.has(token.op)) break;
        if (token.op === NEWLINE) {
          this.at++;
          this.skipHeredocBodies();
          end();
          continue;
        }
        if (SEPARATORS.has(token.op) || token.op === ')') {
          this.at++;
          if (token.op === '||' || token.op === '&') loose = true;
          if (token.op === '&&' || token.op === '||') finish();
          else end();
          continue;
        }
        if (PIPES.has(token.op)) {
          this.at++;
          piped = true;
          continue;
        }
        if (token.op === '(') {
          this.at++;
          pipeline.push({ kind: 'subshell', body: this.readInside(PARENTHESIS) });
          continue;
        }
      } else if (closers.words.has(token.text) && !token.dynamic) {
        break;
      }
      const before = this.at;
      const node = this.readCommand();
      const last = pipeline[pipeline.length - 1];
      // `( … ) > log`: redirections after a subshell or group are that scope's, not a command of their own.
      if (node?.kind === 'command' && node.words.length === 0 && node.substitutions.length === 0 && last && last.kind !== 'command' && !piped) {
        pipeline[pipeline.length - 1] = { ...last, writes: [...(last.writes ?? []), ...node.writes] };
      } else if (node) pipeline.push(node);
      else if (this.at === before) this.at++; // an operator no rule above reads: step over it rather than loop
    }
    end();
    return list;
  }

  /** One simple command, or the compound command that starts here; undefined when there is none. */
  private readCommand(): ShellNode | undefined {
    const words: WordToken[] = [];
    const substitutions: ShellList[] = [];
    const writes: WriteRedirect[] = [];
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.kind === 'word') {
        if (words.length === 0 && !token.dynamic) {
          const compound = this.readReservedWord(token.text);
          if (compound === 'consumed') continue;
          if (compound) return compound;
        }
        this.at++;
        words.push(token);
        substitutions.push(...this.quotedScripts(token));
        continue;
      }
      const op = token.op;
      if (REDIRECTIONS.has(op)) {
        this.at++;
        // `2>&1`: shell-quote hands the descriptor over as a word of its own.
        if (words.length > 0 && /^\d+$/.test(words[words.length - 1]!.text)) words.pop();
        const target = this.peek();
        if (target?.kind === 'word') {
          this.at++;
          if (HEREDOCS.has(op)) this.heredocs.push(target.text);
          if (WRITING.has(op) || (op === '>&' && !/^(\d+|-)$/.test(target.text))) writes.push({ op, target });
          // The file's name is expanded before the command runs (a here-document's delimiter is not).
          if (!HEREDOCS.has(op)) substitutions.push(...this.substitutionsOf(target));
        }
        continue;
      }
      if (op === '<(' || op === '>(') {
        this.at++;
        substitutions.push(this.readInside(PARENTHESIS));
        words.push({ kind: 'word', text: `${op}…)`, dynamic: true, opensSubstitution: false, quotedSubstitutions: [] });
        continue;
      }
      if (op === '(' && words.length > 0) {
        this.at++;
        const last = words[words.length - 1]!;
        if (last.opensSubstitution) {
          substitutions.push(this.readInside(PARENTHESIS));
        } else if (last.text.endsWith('=') && this.dialect !== 'powershell') {
          this.readInside(PARENTHESIS); // an array assignment, `names=(a b)`: words, not commands (PowerShell runs `$x = (git …)`)
        } else if (words.length === 1 && this.isOp(this.peek(), ')')) {
          this.at++;
          return undefined; // `name()`: a function header; its body is the compound command that follows
        } else {
          substitutions.push(this.readInside(PARENTHESIS));
        }
        continue;
      }
      break;
    }
    return words.length > 0 || substitutions.length > 0 || writes.length > 0
      ? ({ kind: 'command', words, substitutions, writes } satisfies CommandNode)
      : undefined;
  }

  /** Handles a reserved word at the start of a command: 'consumed' when it only guards what follows. */
  private readReservedWord(word: string): ShellNode | 'consumed' | undefined {
    if (PASS_THROUGH_WORDS.has(word)) {
      this.at++;
      // Only a POSIX body ends with `fi`/`done`; PowerShell's and cmd's bodies are read as parentheses, unsequenced anyway.
      if (CONDITIONS.has(word)) this.conditions += this.dialect === 'posix' ? 1 : 0;
      else if (word === 'fi' || word === 'done') this.conditions = Math.max(0, this.conditions - 1);
      else if (word === '!') this.negated = true;
      return 'consumed';
    }
    switch (word) {
      case '{':
        this.at++;
        return { kind: 'group', body: this.readInside(BRACE) };
      case 'case':
        this.at++;
        return this.readCase();
      case 'for':
      case 'select':
        this.at++;
        this.conditions += this.dialect === 'posix' ? 1 : 0;
        return this.readLoopHeader() ?? 'consumed';
      case 'function':
        this.at += 2; // `function name`: the body is the compound command that follows
        return 'consumed';
      case '[[': {
        // A test expression: its `&&`, `||`, `<` and `>` are not operators of the list, but its `$(…)` run.
        this.at++;
        const test = this.readSubstitutionsUntil((token) => this.isWord(token, ']]'));
        this.at++;
        return test ?? 'consumed';
      }
      default:
        return undefined;
    }
  }

  /** Reads up to the closer and steps over it; the opener has been consumed. */
  private readInside(closers: Closers): Pipeline[] {
    const body = this.readNested(closers);
    if (this.peek()) this.at++;
    return body;
  }

  /** A list one level deeper, up to (not past) its closer. */
  private readNested(closers: Closers): Pipeline[] {
    if (++this.nesting > MAX_NESTING) throw new ShellSyntaxError('the command is nested too deeply');
    const body = this.readList(closers);
    this.nesting--;
    return body;
  }

  private readCase(): ShellNode {
    // The subject is expanded first, always: its `$(…)` run before any item.
    const subject = this.readSubstitutionsUntil((token) => this.isWord(token, 'in'));
    this.at++;
    const body: Pipeline[] = subject ? [[{ ...subject, chain: ++this.chains }]] : [];
    for (let token = this.peek(); token; token = this.peek()) {
      if (this.isOp(token, NEWLINE)) {
        this.at++;
        continue;
      }
      if (this.isWord(token, 'esac')) {
        this.at++;
        break;
      }
      // The pattern list, up to its `)`: expanded only until one matches, so its `$(…)` may run or not.
      const patterns = this.readSubstitutionsUntil((token) => this.isOp(token, ')'));
      this.at++;
      if (patterns) body.push([{ ...patterns, unsequenced: true }]);
      body.push(...this.readNested(CASE_ITEM));
      const end = this.peek();
      if (end?.kind === 'op' && CASE_ENDS.has(end.op)) this.at++;
    }
    return { kind: 'group', body };
  }

  /**
   * `for name in words` (or `for ((…))`) up to the `;` or line break before `do`: words, not commands, but
   * the `$(…)` in them run, once, before the body (returned as a command of no words).
   */
  private readLoopHeader(): CommandNode | undefined {
    if (this.isOp(this.peek(), '(')) {
      this.at++;
      this.readInside(PARENTHESIS);
      return undefined;
    }
    return this.readSubstitutionsUntil((token) => token.kind === 'op');
  }

  /**
   * Steps over words that are not commands (a `case` subject or pattern, a `for` list, a `[[ … ]]` test) up to,
   * not past, the token `stops` accepts, reading the substitutions in them: `$(…)`, quoted or not, `<(…)`, `>(…)`.
   * Those run when the words are expanded. A command of no words that holds them, or undefined when there are none.
   */
  private readSubstitutionsUntil(stops: (token: ShellToken) => boolean): CommandNode | undefined {
    const substitutions: ShellList[] = [];
    for (let token = this.peek(); token && !stops(token); token = this.peek()) {
      this.at++;
      if (token.kind === 'word') {
        substitutions.push(...this.substitutionsOf(token));
      } else if (token.op === '<(' || token.op === '>(') {
        substitutions.push(this.readInside(PARENTHESIS));
      }
    }
    return substitutions.length > 0 ? { kind: 'command', words: [], substitutions, writes: [] } : undefined;
  }

  /** After a line break, the bodies of the here-documents opened on that line: text, not commands. */
  private skipHeredocBodies(): void {
    while (this.heredocs.length > 0) {
      const delimiter = this.heredocs.shift()!;
      let lineStart = true;
      while (this.at < this.tokens.length) {
        const token = this.tokens[this.at++]!;
        const next = this.tokens[this.at];
        if (lineStart && this.isWord(token, delimiter) && (!next || this.isOp(next, NEWLINE))) break;
        lineStart = this.isOp(token, NEWLINE);
      }
    }
  }

  /** The `$(…)` quoted inside a word, each read as a tree of its own. */
  private quotedScripts(word: WordToken): ShellList[] {
    return word.quotedSubstitutions.map((script) => readShellTree(script, this.dialect, this.budget, this.depth + 1));
  }

  /** The scripts a word that was just stepped over runs: its quoted `$(…)`, and the unquoted one it opens. */
  private substitutionsOf(word: WordToken): ShellList[] {
    const scripts = this.quotedScripts(word);
    if (word.opensSubstitution && this.isOp(this.peek(), '(')) {
      this.at++;
      scripts.push(this.readInside(PARENTHESIS));
    }
    return scripts;
  }

  private isWord(token: ShellToken | undefined, text: string): boolean {
    return token?.kind === 'word' && token.text === text;
  }

  private isOp(token: ShellToken | undefined, op: string): boolean {
    return token?.kind === 'op' && token.op === op;
  }

  private peek(): ShellToken | undefined {
    return this.tokens[this.at];
  }
}

function unsequence(pipeline: readonly ShellNode[]): void {
  for (const node of pipeline) (node as { unsequenced?: true }).unsequenced = true;
}

function chainAll(andOr: readonly (readonly ShellNode[])[], chain: number): void {
  for (const pipeline of andOr) for (const node of pipeline) if (!node.unsequenced) (node as { chain?: number }).chain = chain;
}
