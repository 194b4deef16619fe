import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ignoredConfigLine } from '../../check/guard-check-report';
import { BEARING_CONFIG_FILE, WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { defineCommand } from '../args/command-spec';
import { print } from '../args/print';
import { checkConfigFile } from '../../services/config/config-check';
import type { ConfigProblem } from '../../services/config/config-problem';
import { configFiles, WorkspaceConfigReader } from '../../services/config/workspace-config.reader';

/** One file the command looked at: named on the command line, or one of those that apply here. */
interface CheckedFile {
  readonly path: string;
  readonly scope: 'named' | 'user' | 'workspace';
  /** `absent`: an applicable file that does not exist (nothing to apply); a named one that does not is a problem. */
  readonly status: 'ok' | 'absent' | 'problems';
  readonly problems: readonly ConfigProblem[];
  /** What the file holds that the hook reads from another file only (a workspace's `"trace"`, `"record"`): valid, and ignored. */
  readonly notes?: readonly string[];
}

/** `bearing config validate [file]`: the config as the hook reads it, every problem with its line and column. */
export const CONFIG_VALIDATE_COMMAND = defineCommand({
  name: 'validate',
  summary: 'check bearing.config.json (and the user-level config) as the hook reads them: every problem, with its line and column',
  positionals: [{ name: 'file', optional: true, description: 'a config file to check (default: the files that apply in the current folder)' }],
  options: {
    json: { type: 'boolean', description: 'one JSON object: each file, its status and its problems (line, column, key, message)' },
  },
  details: [
    'Without <file> it checks what applies where you are, in the order the hook layers them: the user-level file',
    '($XDG_CONFIG_HOME/bearing/config.json, else ~/.config/bearing/config.json), then the bearing.config.json of the',
    'workspace (the nearest folder up with bearing.config.json or .git). Each valid file prints `ok: <path>`, an absent',
    'one `absent: <path>`, and each problem one line, `<path>:<line>:<column>: <message>`: the hook refuses with the',
    'first of them, in the same words. A bearing.config.json in a folder above the workspace is named `ignored: <path>`:',
    'the hook never reads it. Valid files that loosen the guard since the user approved it print `approval: …`: until',
    'bearing config approve, the hook obeys the approved settings.',
  ].join('\n'),
  exitCodes: 'exit codes: 0 every file valid (or absent), 1 a problem in a file, or a named file that is not there, 2 a command line bearing cannot act on',
  run: async ({ values, positionals }) => {
    const named = positionals[0];
    const root = named === undefined ? new WorkspaceLocator().root(process.cwd()) : undefined;
    const files: CheckedFile[] =
      root !== undefined ? configFiles(root, process.env).map(({ scope, path }) => checked(path, scope)) : [checked(named!, 'named')];
    // What `bearing check` names too: a parent folder's file someone may think applies here.
    const ignored = root === undefined ? [] : configsAbove(root);
    const ok = files.every((f) => f.status !== 'problems');
    // Valid, and yet not what the hook obeys: a loosening that waits for the user's approval (read without recording one).
    const waiting = root !== undefined && ok ? WorkspaceConfigReader.inspecting(process.env).read(root) : undefined;
    const approval = waiting?.ok && waiting.notice !== undefined ? waiting.notice : undefined;
    if (values.json)
      print(
        JSON.stringify({
          ok,
          files: files.map((f) => ({ ...f, problems: f.problems.map(({ at, key, message }) => ({ ...at, ...(key !== undefined && { key }), message })) })),
          ignored,
          ...(approval !== undefined && { approval }),
        }),
      );
    else
      print(
        [...files.flatMap(lines), ...(approval !== undefined ? [`approval: ${approval}`] : []), ...ignored.map((file) => ignoredConfigLine(file, root!))].join(
          '\n',
        ),
      );
    return ok ? 0 : 1;
  },
});

/** The bearing.config.json files in the folders above a workspace root, nearest first: the hook reads none of them. */
function configsAbove(root: string): string[] {
  const found: string[] = [];
  for (let below = root, dir = dirname(root); dir !== below; below = dir, dir = dirname(dir)) {
    if (existsSync(join(dir, BEARING_CONFIG_FILE))) found.push(join(dir, BEARING_CONFIG_FILE));
  }
  return found;
}

function checked(path: string, scope: CheckedFile['scope']): CheckedFile {
  const check = checkConfigFile(path);
  if (check === undefined)
    return scope === 'named' ? { path, scope, status: 'problems', problems: [{ message: 'no such file' }] } : { path, scope, status: 'absent', problems: [] };
  const notes = scope === 'workspace' ? WORKSPACE_NOTES.filter(([key]) => check.config?.[key] !== undefined).map(([, note]) => note) : [];
  return { path, scope, status: check.problems.length === 0 ? 'ok' : 'problems', problems: check.problems, ...(notes.length > 0 && { notes }) };
}

/** The keys the hook reads from the user-level file only, and what `validate` says of one in a workspace's file. */
const WORKSPACE_NOTES = [
  ['trace', '"trace" is read from the user-level config only (a workspace must not choose where bearing writes): ignored here'],
  ['record', '"record" is read from the user-level config only (a repository must not hide what bearing refused in it): ignored here'],
] as const;

function lines(file: CheckedFile): string[] {
  if (file.status !== 'problems') return [`${file.status}: ${file.path}`, ...(file.notes ?? []).map((n) => `note: ${file.path}: ${n}`)];
  return file.problems.map((p) => `${file.path}${p.at ? `:${p.at.line}:${p.at.column}` : ''}: ${p.message}`);
}
