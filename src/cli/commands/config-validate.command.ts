import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseJsonTree, placeAt, textPositions } from '../../platform/json-tree';
import { activeRules, type RuleProblem } from '../../services/command-rules/active-rules';
import { FilePackSource } from '../../services/command-rules/pack-source';
import type { RuleLayer } from '../../services/config/command-rules-config';
import { userConfigFile } from '../../services/config/user-config-location';
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
  /** What is valid and yet worth saying: a rule tried on every program, a pack this version does not ship. */
  readonly warnings?: readonly ConfigProblem[];
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
    let files: CheckedFile[] = root !== undefined ? configFiles(root, process.env).map(({ scope, path }) => checked(path, scope)) : [checked(named!, 'named')];
    // What `bearing check` names too: a parent folder's file someone may think applies here.
    const ignored = root === undefined ? [] : configsAbove(root);
    // The rules across the files, as the hook layers them: a loosening, a rule that can never match.
    if (files.every((f) => f.status !== 'problems')) files = withRuleProblems(files);
    const ok = files.every((f) => f.status !== 'problems');
    // Valid, and yet not what the hook obeys: a loosening that waits for the user's approval (read without recording one).
    const waiting = root !== undefined && ok ? WorkspaceConfigReader.inspecting(process.env).read(root) : undefined;
    const approval = waiting?.ok && waiting.notice !== undefined ? waiting.notice : undefined;
    if (values.json)
      print(
        JSON.stringify({
          ok,
          files: files.map((f) => ({
            ...f,
            problems: f.problems.map(flat),
            ...(f.warnings && { warnings: f.warnings.map(flat) }),
          })),
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

/** A problem as --json gives it: its line and column beside its message. */
function flat({ at, key, message }: ConfigProblem) {
  return { ...at, ...(key !== undefined && { key }), message };
}

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
  const placed = (p: ConfigProblem) => `${file.path}${p.at ? `:${p.at.line}:${p.at.column}` : ''}: ${p.message}`;
  const warnings = (file.warnings ?? []).map((w) => `warning: ${placed(w)}`);
  if (file.status !== 'problems') return [`${file.status}: ${file.path}`, ...(file.notes ?? []).map((n) => `note: ${file.path}: ${n}`), ...warnings];
  return [...file.problems.map(placed), ...warnings];
}

/**
 * The files' rules layered as the hook layers them (services/command-rules/active-rules.ts), each entry it would
 * not obey a problem of its file, placed at the rule; a warning where it obeys one that is likely a mistake.
 */
function withRuleProblems(files: CheckedFile[]): CheckedFile[] {
  const named = files.length === 1 && files[0]!.scope === 'named';
  const layers: RuleLayer[] = [];
  // A workspace's file named alone is layered over the user's, whose rules it may tighten.
  const user = userConfigFile(process.env);
  const above = named && basename(files[0]!.path) === BEARING_CONFIG_FILE && user !== undefined ? [checked(user, 'user')] : [];
  for (const file of [...above, ...files]) {
    const config = file.status === 'ok' ? checkConfigFile(file.path)?.config : undefined;
    if (!config || (!config.rules?.length && !config.packs?.length)) continue;
    const scope = file.scope === 'named' ? (basename(file.path) === BEARING_CONFIG_FILE ? 'workspace' : 'user') : file.scope;
    layers.push({ scope, path: file.path, ...(config.rules && { rules: config.rules }), ...(config.packs && { packs: config.packs }) });
  }
  if (layers.length === 0) return files;
  const { problems } = activeRules(layers, new FilePackSource());
  return files.map((file) => {
    const mine = problems.filter((p) => p.file === file.path);
    if (mine.length === 0) return file;
    const placed = mine.map((p) => placedProblem(file.path, p));
    const errors = placed.filter((_, i) => !mine[i]!.warning);
    const warnings = placed.filter((_, i) => mine[i]!.warning);
    return {
      ...file,
      ...(errors.length > 0 && { status: 'problems' as const, problems: [...file.problems, ...errors] }),
      ...(warnings.length > 0 && { warnings }),
    };
  });
}

/** A rule problem at the rule's place in its file (its line and column). */
function placedProblem(path: string, problem: RuleProblem): ConfigProblem {
  const read = readFileSync(path, 'utf8');
  // Editors count no column for a byte order mark (config-check.ts reads past it too).
  const text = read.charCodeAt(0) === 0xfeff ? read.slice(1) : read;
  const place = placeAt(parseJsonTree(text), problem.at);
  return { message: problem.message, at: textPositions(text)(place.start), key: problem.at.join('.') };
}
