import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../../platform/closest-word';
import { UsageError, type CommandSpec, type OptionSpecs, type ParsedArgs } from './command-spec';

/** `--help`/`-h` anywhere before a `--`: every command answers it with its help, and runs nothing. */
export function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/**
 * Reads a command's arguments with node:util parseArgs, strictly, from its spec. Every mistake is a UsageError of one
 * line that names the command and what it accepts, with the near miss when there is one.
 */
export function parseCommand<O extends OptionSpecs>(spec: CommandSpec<O>, path: string, argv: readonly string[]): ParsedArgs<O> {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, option] of Object.entries(spec.options)) {
    options[name] = { type: option.type, ...(option.short && { short: option.short }), ...(option.multiple && { multiple: true }) };
  }
  let parsed: { values: Record<string, unknown>; positionals: string[]; tokens: ReadonlyArray<{ kind: string; name?: string; value?: string }> };
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(parseProblem(error as NodeJS.ErrnoException, spec, path, argv), path);
  }
  checkRepeats(spec, path, parsed.tokens);
  for (const [name, option] of Object.entries(spec.options)) {
    const value = parsed.values[name];
    if (option.choices && value !== undefined) {
      for (const one of Array.isArray(value) ? value : [value]) checkChoice(path, `--${name}`, String(one), option.choices(), option.refuse);
    }
  }
  checkPositionals(spec, path, parsed.positionals);
  return { values: parsed.values as ParsedArgs<O>['values'], positionals: parsed.positionals };
}

/** An option given twice that takes one value: which one was meant is the user's to say, not the last one's to win. */
function checkRepeats(spec: CommandSpec, path: string, tokens: ReadonlyArray<{ kind: string; name?: string; value?: string }>): void {
  const seen = new Map<string, Array<string | undefined>>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined || spec.options[token.name]?.multiple) continue;
    seen.set(token.name, [...(seen.get(token.name) ?? []), token.value]);
  }
  for (const [name, values] of seen) {
    if (values.length < 2) continue;
    const given = values.every((v) => v !== undefined) ? ` (${values.map((v) => `"${v}"`).join(', then ')})` : '';
    throw new UsageError(`--${name} is given ${values.length} times${given}; give it once`, path);
  }
}

/**
 * Where a command takes a command line (`bearing check`), an unknown option after its first word is most likely
 * that command's own (`git push -f`): the same line with a `--` before the command, or undefined.
 */
function dashDashHint(spec: CommandSpec, path: string, argv: readonly string[]): string | undefined {
  const rest = spec.positionals?.find((p) => p.rest);
  if (!rest) return undefined;
  const start = argv.findIndex((word, i) => !word.startsWith('-') && !takesValue(spec, argv[i - 1]));
  if (start < 0) return undefined;
  const quoted = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);
  return `put the ${rest.name} after --: bearing ${path} ${[...argv.slice(0, start), '--', ...argv.slice(start)].map(quoted).join(' ')}`;
}

/** Whether `word` is an option of the spec that takes the next word as its value (`--host codex`). */
function takesValue(spec: CommandSpec, word: string | undefined): boolean {
  if (word === undefined || !word.startsWith('--') || word.includes('=')) return false;
  return spec.options[word.slice(2)]?.type === 'string';
}

function parseProblem(error: NodeJS.ErrnoException, spec: CommandSpec, path: string, argv: readonly string[]): string {
  const flags = [...Object.keys(spec.options).map((n) => `--${n}`), '--help'];
  const valid = `options: ${flags.join(', ')}`;
  const named = /'(-[^']*)'/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const word = named?.split('=')[0] ?? '';
      const near = didYouMean(word, flags, '');
      const hint = near === '' ? dashDashHint(spec, path, argv) : undefined;
      // The checked command's own option: the help says to put the command after `--`; this says so with the line itself.
      if (hint !== undefined) return `unknown option ${word}; ${hint}`;
      return `unknown option ${word}${near}; ${valid}`;
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const name = named?.replace(/^-+/, '').split(/[ ,]/)[0] ?? '';
      const option = Object.entries(spec.options).find(([n, o]) => n === name || o.short === name);
      if (option?.[1].type === 'string') return `--${option[0]} needs a value (${option[1].value ?? '<value>'})`;
      return `--${option?.[0] ?? name} takes no value`;
    }
    default:
      return error.message.split('\n')[0]!;
  }
}

function checkPositionals(spec: CommandSpec, path: string, words: readonly string[]): void {
  const specs = spec.positionals ?? [];
  const rest = specs.find((p) => p.rest);
  const fixed = specs.filter((p) => !p.rest);
  const required = specs.filter((p) => !p.optional);
  if (words.length < required.length) {
    const missing = required[words.length]!;
    throw new UsageError(`missing <${missing.name}>${missing.choices ? ` (${missing.choices().join(', ')})` : ''}`, path);
  }
  if (!rest && words.length > fixed.length) {
    throw new UsageError(
      `unexpected argument "${words[fixed.length]}"${fixed.length > 0 ? '' : Object.keys(spec.options).length > 0 ? '; it takes options only' : '; it takes no arguments'}`,
      path,
    );
  }
  fixed.forEach((p, i) => {
    if (p.choices && words[i] !== undefined) checkChoice(path, `<${p.name}>`, words[i]!, p.choices(), p.refuse);
  });
}

function checkChoice(path: string, what: string, value: string, choices: readonly string[], refuse?: (value: string) => string | undefined): void {
  if (choices.includes(value)) return;
  const known = refuse?.(value);
  if (known !== undefined) throw new UsageError(`${what} ${value}: ${known}; choose from ${choices.join(', ')}`, path);
  throw new UsageError(`unknown ${what} "${value}"${didYouMean(value, choices)}; choose from ${choices.join(', ')}`, path);
}
