import { writeSync } from 'node:fs';
import { didYouMean } from '../platform/closest-word';
import { isGroup, UsageError, type CliEntry, type CommandSpec } from './args/command-spec';
import { commandHelp, groupHelp, programHelp } from './args/help-text';
import { asksForHelp, parseCommand } from './args/parse-command';
import { print } from './args/print';
import { COMMAND_CATALOG } from './command-catalog';
import { inClone, packageJson, packageRoot } from './package-root';

/** The spellings of "print the version" people type (npm and git take `version`, many tools `-V`). */
const VERSION_WORDS = ['--version', '-v', '-V', 'version'];
const PROGRAM_FLAGS = ['--help', '--version'];

/** The `bearing` command line. Hosts run the packaged hook (hooks/bearing-hook.cjs) directly, not this. */
export async function main(argv: readonly string[], catalog: readonly CliEntry[] = COMMAND_CATALOG, out: (text: string) => void = print): Promise<number> {
  try {
    return await run(argv, catalog, out);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    writeSync(2, `${error.line()}\n`);
    return 2;
  }
}

async function run(argv: readonly string[], catalog: readonly CliEntry[], out: (text: string) => void): Promise<number> {
  const [word, ...rest] = argv;
  if (VERSION_WORDS.includes(word ?? '')) {
    out(packageJson().version);
    return 0;
  }
  if (word === undefined || word === '--help' || word === '-h') {
    out(programHelp(offered(catalog), packageJson().version));
    return 0;
  }
  if (word === 'help') {
    return run(rest.length === 0 ? [] : [...rest, '--help'], catalog, out);
  }
  // A mistyped flag in the command's place (`--verison`, `--hlep`) is one of bearing's own flags, not a command.
  if (word.startsWith('-')) {
    throw new UsageError(`unknown option ${word}${didYouMean(word, PROGRAM_FLAGS, '')}; options: ${PROGRAM_FLAGS.join(', ')} (or a command: see bearing help)`);
  }
  const entry = find(word, catalog, undefined, offered(catalog));
  if (!isGroup(entry)) return runCommand(entry, entry.name, rest, out);
  const [sub, ...args] = rest;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    if (sub === undefined) throw new UsageError(`name a command: ${entry.subcommands.map((c) => c.name).join(', ')}`, entry.name);
    out(groupHelp(entry));
    return 0;
  }
  const spec = find(sub, entry.subcommands, entry.name) as CommandSpec;
  return runCommand(spec, `${entry.name} ${spec.name}`, args, out);
}

async function runCommand(spec: CommandSpec, path: string, args: readonly string[], out: (text: string) => void): Promise<number> {
  if (asksForHelp(args)) {
    out(commandHelp(spec, path));
    return 0;
  }
  if (spec.cloneOnly && !inClone()) {
    throw new UsageError(
      `replays the fixtures of a clone of the bearing repository, which the installed package (${packageRoot()}) leaves out: run it from a clone, node <clone>/hooks/bearing-cli.cjs ${path}`,
      path,
    );
  }
  const parsed = parseCommand(spec, path, args);
  try {
    return await spec.run(parsed);
  } catch (error) {
    if (error instanceof UsageError && error.command === undefined) throw new UsageError(error.message, path);
    throw error;
  }
}

/** The commands this bearing offers: all of them in a clone, the installed package's without the clone-only ones. */
function offered(catalog: readonly CliEntry[]): readonly CliEntry[] {
  return inClone() ? catalog : catalog.filter((e) => isGroup(e) || !e.cloneOnly);
}

/** The entry named `word`, among all (a clone-only one is found, to say why it does not run); the error names those offered. */
function find<T extends { name: string }>(word: string, entries: readonly T[], group?: string, listed: readonly { name: string }[] = entries): T {
  const entry = entries.find((e) => e.name === word);
  if (entry) return entry;
  const names = listed.map((e) => e.name);
  throw new UsageError(
    `unknown command "${word}"${didYouMean(word, names)}; commands: ${names.join(', ')} (see bearing help${group ? ` ${group}` : ''})`,
    group,
  );
}
