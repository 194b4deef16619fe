import 'reflect-metadata';
import { defineCommand, isGroup, UsageError, type CliEntry, type CommandSpec } from '../../../../src/cli/args/command-spec';
import { commandHelp } from '../../../../src/cli/args/help-text';
import { asksForHelp, parseCommand } from '../../../../src/cli/args/parse-command';
import { COMMAND_CATALOG } from '../../../../src/cli/command-catalog';
import { main } from '../../../../src/cli/main';

/** Every command with the words that name it (`config validate`). */
const commands = (entries: readonly CliEntry[]): [string, CommandSpec][] =>
  entries.flatMap((e): [string, CommandSpec][] => (isGroup(e) ? e.subcommands.map((c): [string, CommandSpec] => [`${e.name} ${c.name}`, c]) : [[e.name, e]]));

const usageLine = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error.line();
    throw error;
  }
  throw new Error('no usage error');
};

describe.each(commands(COMMAND_CATALOG))('bearing %s: its help is what it accepts', (path, spec) => {
  const help = commandHelp(spec, path);

  test('the help names every option, and every option it names parses', () => {
    // A code span is another program's command line (`claude plugin install … --marketplace …`), not this command's options.
    const named = [...help.replace(/`[^`\n]*`/g, '').matchAll(/(?<![\w-])--([a-z][a-z-]*)/g)].map((m) => m[1]!).filter((n) => n !== 'help');
    const own = Object.keys(spec.options);
    expect(own.filter((o) => !named.includes(o))).toEqual([]);
    for (const name of new Set(named)) {
      const option = spec.options[name];
      expect({ name, known: option !== undefined }).toEqual({ name, known: true });
      const value = option!.type === 'string' ? [option!.choices?.()[0] ?? 'x'] : [];
      const words = (spec.positionals ?? []).filter((p) => !p.optional && !p.rest).map((p) => p.choices?.()[0] ?? 'x');
      expect(() => parseCommand(spec, path, [...words, `--${name}`, ...value])).not.toThrow();
    }
  });

  test('an option it does not have is one usage line naming the ones it has', () => {
    const line = usageLine(() => parseCommand(spec, path, ['--frobnicate']));
    expect(line).toBe(`bearing ${path}: unknown option --frobnicate; options: ${[...Object.keys(spec.options).map((o) => `--${o}`), '--help'].join(', ')}`);
  });
});

describe('parseCommand', () => {
  const spec = defineCommand({
    name: 'try',
    summary: 'a command for these tests',
    positionals: [{ name: 'host', description: 'a host', choices: () => ['cursor', 'codex'] }],
    options: { out: { type: 'string', value: '<dir>', description: 'where' }, json: { type: 'boolean', short: 'j', description: 'as JSON' } },
    run: async () => 0,
  });

  test('typed values and positionals', () => {
    expect(parseCommand(spec, 'try', ['cursor', '--out', 'x', '-j'])).toEqual({ values: { out: 'x', json: true }, positionals: ['cursor'] });
  });

  test.each([
    [['cursor', '--ot', 'x'], 'bearing try: unknown option --ot (did you mean --out?); options: --out, --json, --help'],
    [['cursor', '--out'], 'bearing try: --out needs a value (<dir>)'],
    [['cursor', '--json=yes'], 'bearing try: --json takes no value'],
    [[], 'bearing try: missing <host> (cursor, codex)'],
    [['cursr'], 'bearing try: unknown <host> "cursr" (did you mean "cursor"?); choose from cursor, codex'],
    [['cursor', 'codex'], 'bearing try: unexpected argument "codex"'],
  ])('%j → %s', (argv, line) => expect(usageLine(() => parseCommand(spec, 'try', argv))).toBe(line));

  test('--help before a `--` asks for help; after it, it is a word of the command', () => {
    expect(asksForHelp(['--host', 'x', '-h'])).toBe(true);
    expect(asksForHelp(['--', 'git', '--help'])).toBe(false);
  });
});

describe('main: help runs nothing, and a mistake is exit 2', () => {
  let ran = 0;
  const fake = defineCommand({
    name: 'write-things',
    summary: 'would write files',
    options: { force: { type: 'boolean', description: 'really' } },
    run: async () => ++ran,
  });
  const group = {
    name: 'config',
    summary: 'settings',
    subcommands: [defineCommand({ name: 'validate', summary: 'check one', options: {}, run: async () => ++ran })],
  };
  let printed: string[] = [];
  const cli = (argv: string[]) => main(argv, [fake, group], (text) => printed.push(text));
  beforeEach(() => {
    ran = 0;
    printed = [];
  });

  test.each([
    [['write-things', '--help']],
    [['write-things', '--force', '-h']],
    [['help', 'write-things']],
    [['config', '--help']],
    [['config', 'validate', '--help']],
    [['help', 'config', 'validate']],
    [['--help']],
    [[]],
  ])('%j prints help, exit 0, and runs nothing', async (argv) => {
    expect(await cli(argv)).toBe(0);
    expect(ran).toBe(0);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^bearing [\w. -]+: /);
  });

  test('the command runs when asked, and its exit code is the CLI’s', async () => {
    expect(await cli(['write-things', '--force'])).toBe(1);
    expect(await cli(['config', 'validate'])).toBe(2);
    expect(ran).toBe(2);
    expect(printed).toEqual([]);
  });
});
