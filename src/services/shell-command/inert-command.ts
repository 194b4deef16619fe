/**
 * The quick pass: a POSIX line the shell reader would read as doing nothing at all, told from the text as the shell
 * will see it, so that the everyday commands (`npm test`, `ls -la`, `git status && git diff`) never load the reader.
 * It says yes only to plain words (quotes removed; no expansion, redirection, substitution, glob, comment or
 * assignment anywhere), joined by `&&`, `||`, `;`, `|`, `&` or line breaks, each command a program below. Anything
 * else goes to the reader. test/unit/services/shell-command/inert-command.property.test.ts holds it to the reader:
 * over the guard's whole command table, the reality tier's rows and generated spellings, a line it passes is one
 * the reader finds nothing in.
 */

/** Longer lines go to the reader: the pass is for the short commands agents run all day. */
const MAX_CHARS = 2048;

/** Programs the reader has no entry for, or reads as writing and running nothing, whatever literal words follow. */
const INERT_PROGRAMS: ReadonlySet<string> = new Set([
  'ls',
  'cat',
  'grep',
  'egrep',
  'fgrep',
  'head',
  'tail',
  'wc',
  'pwd',
  'echo',
  'printf',
  'true',
  'false',
  'date',
  'whoami',
  'id',
  'uname',
  'stat',
  'du',
  'df',
  'diff',
  'basename',
  'dirname',
  'realpath',
  'readlink',
  'tsc',
  'jest',
  'vitest',
  'pytest',
]);

/**
 * Programs inert under some subcommands, named by the word right after the program (no option before it, so the
 * subcommand is that word): npm's that run package scripts (which the reader does not read either), git's that
 * only read.
 */
const INERT_SUBCOMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['npm', new Set(['test', 't', 'run', 'run-script', 'ci', 'install', 'i', 'ls', 'outdated', 'view'])],
  ['git', new Set(['status', 'diff', 'log', 'show'])],
]);

/** Unquoted characters that stand for themselves; anything else (`$ ` \ < > ( ) { } [ ] * ? ~ # ! =`…) goes to the reader. */
const PLAIN = /^[A-Za-z0-9_./:,@+%-]$/;
/** Inside double quotes: what does not expand or end the quote. */
const DOUBLE_QUOTED_PLAIN = /^[ -~]$/;

export function isInertCommand(command: string): boolean {
  if (command.length > MAX_CHARS) return false;
  const commands = simpleCommands(command);
  if (commands === undefined) return false;
  return commands.every(inertCommand);
}

function inertCommand(words: readonly string[]): boolean {
  const program = words[0];
  if (program === undefined) return false;
  if (INERT_PROGRAMS.has(program)) return true;
  const subcommand = words[1];
  return subcommand !== undefined && INERT_SUBCOMMANDS.get(program)?.has(subcommand) === true;
}

/** The line's simple commands as word lists (quotes removed), or undefined when it holds anything but plain words and operators. */
function simpleCommands(text: string): string[][] | undefined {
  const commands: string[][] = [];
  let words: string[] = [];
  let word: string | undefined;
  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = (): boolean => {
    endWord();
    if (words.length === 0) return false;
    commands.push(words);
    words = [];
    return true;
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === ' ' || char === '\t') {
      endWord();
    } else if (char === '\n' || char === ';' || char === '|' || char === '&') {
      // `&&`, `||`, `|`, `;`, `&` or a line break end a command that has words; `;;`, `|&`, `&>` and an empty command do not pass.
      if (!endCommand()) return undefined;
      if ((char === '&' || char === '|') && text[at + 1] === char) at++;
      const next = text[at + 1];
      if (next === '&' || next === '|' || next === ';' || next === '>') return undefined;
    } else if (char === "'") {
      const end = text.indexOf("'", at + 1);
      if (end < 0) return undefined;
      const quoted = text.slice(at + 1, end);
      if (!/^[ -~]*$/.test(quoted)) return undefined;
      word = (word ?? '') + quoted;
      at = end;
    } else if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"') {
        if (!DOUBLE_QUOTED_PLAIN.test(text[end]!) || text[end] === '$' || text[end] === '`' || text[end] === '\\') return undefined;
        end++;
      }
      if (end >= text.length) return undefined;
      word = (word ?? '') + text.slice(at + 1, end);
      at = end;
    } else if (PLAIN.test(char)) {
      word = (word ?? '') + char;
    } else {
      return undefined;
    }
  }
  // A line may end in a line break; one that ends in an operator waits for more, which the reader handles.
  endWord();
  if (words.length > 0) commands.push(words);
  else if (commands.length === 0 || !/\n\s*$/.test(text)) return undefined;
  return commands;
}
