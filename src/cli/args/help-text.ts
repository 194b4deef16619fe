import { isGroup, type CliEntry, type CommandGroup, type CommandSpec } from './command-spec';

const EXIT_CODES = 'exit codes: 0 success (or allow), 1 a refusal or a failed check, 2 a command line bearing cannot act on';

/** A command's help, from its spec alone: the synopsis, its arguments and options, then its own details. */
export function commandHelp(spec: CommandSpec, path: string): string {
  const positionals = spec.positionals ?? [];
  const options = Object.entries(spec.options);
  const synopsis = [
    `bearing ${path}`,
    ...positionals.filter((p) => !p.rest).map((p) => (p.optional ? `[<${p.name}>]` : `<${p.name}>`)),
    ...(options.length > 0 ? ['[options]'] : []),
    ...positionals.filter((p) => p.rest).map((p) => `[--] <${p.name}>...`),
  ].join(' ');
  const rows: [string, string][] = [
    ...positionals.map((p): [string, string] => [`<${p.name}>`, p.description + choiceList(p.choices)]),
    ...options.map(([name, o]): [string, string] => [
      `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` ${o.value ?? '<value>'}` : ''}`,
      o.description + choiceList(o.choices),
    ]),
    ['-h, --help', 'show this help, and run nothing'],
  ];
  return [
    `bearing ${path}: ${spec.summary}`,
    '',
    `usage: ${synopsis}`,
    '',
    ...table(rows),
    ...(spec.details ? ['', spec.details] : []),
    '',
    spec.exitCodes ?? EXIT_CODES,
    '',
  ].join('\n');
}

/** `bearing config --help`: the group's subcommands. */
export function groupHelp(group: CommandGroup): string {
  const rows = group.subcommands.map((c): [string, string] => [c.name, c.summary]);
  return [
    `bearing ${group.name}: ${group.summary}`,
    '',
    `usage: bearing ${group.name} <command> [options]`,
    '',
    ...table(rows),
    '',
    `bearing ${group.name} <command> --help shows one command's help.`,
    '',
  ].join('\n');
}

/** `bearing help`: every command, one line each. */
export function programHelp(entries: readonly CliEntry[], version: string): string {
  const rows = entries.flatMap((e): [string, string][] =>
    isGroup(e) ? e.subcommands.map((c): [string, string] => [`${e.name} ${c.name}`, c.summary]) : [[e.name, e.summary]],
  );
  return [
    `bearing ${version}: one set of agent-workflow policies (a guard for protected branches, plan-aware advice, test gates) in every AI coding agent`,
    '',
    'usage: bearing <command> [options]',
    '',
    ...table(rows),
    '',
    'bearing help <command> (or bearing <command> --help) shows one command; bearing --version prints the version.',
    EXIT_CODES,
    '',
  ].join('\n');
}

function choiceList(choices: (() => readonly string[]) | undefined): string {
  return choices ? ` (${choices().join(', ')})` : '';
}

/** Two columns, the second wrapped under itself so a line stays within 100 characters. */
function table(rows: readonly [string, string][]): string[] {
  const width = Math.min(28, Math.max(...rows.map(([left]) => left.length)) + 2);
  const lines: string[] = [];
  for (const [left, right] of rows) {
    const words = right.split(' ');
    let line = `  ${left.padEnd(width)}`;
    if (left.length >= width) {
      lines.push(`  ${left}`);
      line = ' '.repeat(width + 2);
    }
    let filled = false;
    for (const word of words) {
      if (filled && line.length + word.length + 1 > 100) {
        lines.push(line);
        line = ' '.repeat(width + 2);
        filled = false;
      }
      line += `${filled ? ' ' : ''}${word}`;
      filled = true;
    }
    lines.push(line);
  }
  return lines;
}
