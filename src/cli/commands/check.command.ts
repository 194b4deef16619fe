import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHECK_HOSTS, checkCommandLine } from '../../check/guard-check';
import { guardCheckReport } from '../../check/guard-check-report';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';
import { hooklessHost } from './hookless-host';
import { shellLine } from '../../platform/shell-words';

/** `bearing check -- <command>`: what the guard would answer to a shell command, and why, without an agent. */
export const CHECK_COMMAND = defineCommand({
  name: 'check',
  summary: "the guard's decision on a shell command, explained: deny, ask, allow or not checked, and why",
  positionals: [{ name: 'command', description: 'the command line, as an agent would run it (quote it, or put it after --)', rest: true, optional: true }],
  options: {
    host: {
      type: 'string',
      value: '<id>',
      description: 'the host whose hook answers (default: claude-code)',
      choices: () => CHECK_HOSTS.map((h) => h.id),
      refuse: hooklessHost,
    },
    cwd: { type: 'string', value: '<dir>', description: 'the directory the command runs in (default: the current one)' },
    json: { type: 'boolean', description: 'the answer as one JSON object' },
  },
  details: [
    'It runs the hook in-process, exactly as the host would call it in that directory, and then shows each git invocation',
    'with where it runs and the branch checked out there, the config files that apply (and any parent-folder file ignored',
    'because a nearer workspace wins), and what the guard could not judge. Example:',
    '  bearing check -- git push origin main',
    'Several arguments are the words your shell made of them; one quoted argument is a command line as written:',
    "  bearing check -- 'git push origin $(echo main)'",
    'Exit 1 when the guard refuses, 0 otherwise (ask and not checked included).',
  ].join('\n'),
  run: async ({ values, positionals }) => {
    // One argument is the command line as written (what a host sends); several are the words the user's shell made,
    // each put back as that one word, so `python3 -c "import os; …"` is checked as python3 will run it.
    const command = (positionals.length === 1 ? positionals[0]! : shellLine(positionals)).trim();
    if (command === '') throw new UsageError('name the command to check: bearing check -- git push origin main');
    const cwd = resolve(values.cwd ?? process.cwd());
    // A directory that is not there would be answered "not checked: no git repository", as if it were one.
    if (values.cwd !== undefined && !isDirectory(cwd))
      throw new UsageError(`--cwd ${values.cwd}: ${existsSync(cwd) ? 'not a directory' : 'no such directory'}`);
    const check = await checkCommandLine(values.host ?? 'claude-code', cwd, command);
    print(values.json ? JSON.stringify(check) : guardCheckReport(check));
    return check.verdict === 'deny' ? 1 : 0;
  },
});

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}
