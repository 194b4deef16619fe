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
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseProblem(error as NodeJS.ErrnoException, spec), path);
  }
  for (const [name, option] of Object.entries(spec.options)) {
    const value = parsed.values[name];
    if (option.choices && value !== undefined) {
      for (const one of Array.isArray(value) ? value : [value]) checkChoice(path, `--${name}`, String(one), option.choices());
    }
  }
  checkPositionals(spec, path, parsed.positionals);
  return { values: parsed.values as ParsedArgs<O>['values'], positionals: parsed.positionals };
}

function parseProblem(error: NodeJS.ErrnoException, spec: CommandSpec): string {
  const flags = [...Object.keys(spec.options).map((n) => `--${n}`), '--help'];
  const valid = `options: ${flags.join(', ')}`;
  const named = /'(-[^']*)'/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const word = named?.split('=')[0] ?? '';
      return `unknown option ${word}${didYouMean(word, flags, '')}; ${valid}`;
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
    if (p.choices && words[i] !== undefined) checkChoice(path, `<${p.name}>`, words[i]!, p.choices());
  });
}

function checkChoice(path: string, what: string, value: string, choices: readonly string[]): void {
  if (choices.includes(value)) return;
  throw new UsageError(`unknown ${what} "${value}"${didYouMean(value, choices)}; choose from ${choices.join(', ')}`, path);
}
