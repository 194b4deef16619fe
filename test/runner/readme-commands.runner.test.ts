import { REALITY_PROGRAMS } from '../support/reality/sandbox';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isGroup, type CommandSpec } from '../../src/cli/args/command-spec';
import { parseCommand } from '../../src/cli/args/parse-command';
import { COMMAND_CATALOG } from '../../src/cli/command-catalog';
import { parse } from 'shell-quote';
import { docBlocks, docPages, type DocBlock } from '../support/doc-pages';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';

/** Every page a reader can reach (README.md, CONTRIBUTING.md, docs/**), and every fenced block on them. */
const PAGES = docPages();
const BLOCKS = PAGES.flatMap(docBlocks);
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const PACKAGE = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };

/** The pages' commands that other tests run as written: the command, and the test that does. */
const RUN_ELSEWHERE: Readonly<Record<string, string>> = {
  'npm ci': '.ci/run',
  'npm test': '.ci/run',
  'npm run demo': 'test/runner/demo.runner.test.ts',
  'npm pack': 'test/runner/npm-pack.runner.test.ts',
  // The one tarball npm pack makes, named after the package's version (the npm pack test holds the name to the glob).
  'npm install -g ./bearing-hooks-*.tgz': 'test/runner/npm-pack.runner.test.ts',
  'codex plugin marketplace add /path/to/bearing': 'test/e2e/codex.live.test.ts',
  'codex plugin add bearing@bearing': 'test/e2e/codex.live.test.ts',
};

/**
 * The blocks without a language that show output rather than commands, by their first line: what each is, and the
 * test that holds its text (a reason, a diagnostic) to what bearing prints, or `checked below` where this file does.
 */
const OUTPUT_BLOCKS: Readonly<Record<string, string>> = {
  'protected_ref: main (rule: push_protected_branch': 'checked below (bearing check on main)',
  'protected_config: bearing.config.json (rule: protect_bearing_config': 'checked below (bearing check of a sed -i)',
  'bearing: /work/app/bearing.config.json:4:5: unknown key "branches.rule"': 'test/runner/config-validate.runner.test.ts',
  'bearing: bearing.config.json changed since the user approved it': 'test/runner/check.command.runner.test.ts',
  'host ──stdin JSON──▶': 'a diagram of the hook path (test/runner/claude-code.runner.test.ts holds its replies)',
  'src/protocol/': 'checked below (every folder and file it names exists)',
};

/** The reasons the output blocks quote, and the command (on a branch) whose refusal they are. */
const REFUSALS: Readonly<Record<string, { branch: string; command: string }>> = {
  'protected_ref: main (rule: push_protected_branch': { branch: 'main', command: 'git push' },
  'protected_config: bearing.config.json (rule: protect_bearing_config': { branch: 'feature/docs', command: 'sed -i s/x/y/ bearing.config.json' },
};

/** What the transcripts (`$ …` lines) pipe bearing's output through, besides bearing. */
const FILTERS = ['tail -n 1'];

/** The top-level keys of bearing.config.json: a JSON block made only of them is a config, and must validate. */
const CONFIG_KEYS = ['$schema', 'branches', 'capabilities', 'policies', 'unreadable', 'trace', 'record'];

const where = (b: DocBlock) => `${b.page}:${b.line}`;
const firstLine = (b: DocBlock) => b.text.split('\n')[0]!;
const outputKind = (b: DocBlock) => Object.keys(OUTPUT_BLOCKS).find((start) => firstLine(b).startsWith(start));
const isTranscript = (b: DocBlock) => b.lang === '' && b.text.startsWith('$ ');

/** Every command line of the pages' `sh` blocks, comments dropped, `&&` chains split. */
function shellCommands(): string[] {
  return BLOCKS.filter((b) => b.lang === 'sh')
    .flatMap((b) => b.text.split('\n'))
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((l) => l.split(' && ').map((c) => c.trim()));
}

/** The `$ …` lines of the transcripts, split at pipes, leading variable assignments dropped. */
function transcriptCommands(): string[] {
  return BLOCKS.filter(isTranscript)
    .flatMap((b) => b.text.split('\n').filter((l) => l.startsWith('$ ')))
    .flatMap((l) => l.slice(2).split(' | '))
    .map((c) => c.replace(/^([A-Z_]+=\S+\s+)+/, '').trim());
}

/** `bearing …` in the pages' inline code and transcripts, placeholders filled in with values the command accepts. */
function bearingCommands(): string[] {
  const inline = PAGES.flatMap((p) => [...p.text.matchAll(/`(bearing [^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, ' ')));
  return [...new Set([...inline, ...transcriptCommands().filter((c) => c.startsWith('bearing '))])];
}

/** The words after `bearing`, each `<placeholder>` filled in with the first value its option accepts (else `x`). */
function words(command: string): string[] {
  const args = (parse(command.replace(/ …$/, '').replace(/<([a-z]+)>/g, 'PLACEHOLDER_$1')) as string[])
    .map((w) => w.replace(/^PLACEHOLDER_([a-z]+)$/, '<$1>'))
    .slice(1);
  const found = spec(args);
  return args.map((word, i) => {
    if (!/^<[a-z]+>$/.test(word)) return word;
    const option = found?.spec.options[args[i - 1]?.replace(/^--/, '') ?? ''];
    return option?.choices?.()[0] ?? (word === '<command>' ? 'git status' : 'x');
  });
}

function spec(args: readonly string[]): { spec: CommandSpec; path: string; rest: readonly string[] } | undefined {
  const entry = COMMAND_CATALOG.find((e) => e.name === args[0]);
  if (!entry) return undefined;
  if (!isGroup(entry)) return { spec: entry, path: entry.name, rest: args.slice(1) };
  const sub = entry.subcommands.find((c) => c.name === args[1]);
  return sub && { spec: sub, path: `${entry.name} ${sub.name}`, rest: args.slice(2) };
}

/** The committed CLI in `cwd`, with a home of its own and no host CLI on PATH (an install prints the host's command). */
function bearing(args: readonly string[], cwd: string) {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-docs-home-')));
  const env = { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
  return spawnSync(process.execPath, [CLI, ...args], { cwd, env, encoding: 'utf8', timeout: 30_000 });
}

/** Exported names of src/ (classes, functions, constants, types): what a page's TypeScript may name of bearing's. */
function exportedNames(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(join(REPO_ROOT, 'src'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.ts'));
  for (const file of files) {
    const text = readFileSync(join(file.parentPath, file.name), 'utf8');
    for (const m of text.matchAll(/^export (?:declare )?(?:abstract )?(?:class|const|function|interface|type|enum) (\w+)/gm)) names.add(m[1]!);
  }
  return names;
}

describe('every page: README.md, CONTRIBUTING.md, docs/', () => {
  test('the pages are the README, CONTRIBUTING.md and the user guide, each with its commands', () => {
    expect(PAGES.map((p) => p.path)).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/README.md', 'docs/guard.md', 'docs/hosts.md']));
  });

  test('every fenced block is of a kind this file checks: sh, json, ts, a transcript, or a known output', () => {
    const unchecked = BLOCKS.filter((b) => !['sh', 'json', 'ts'].includes(b.lang) && !isTranscript(b) && !(b.lang === '' && outputKind(b)));
    expect(unchecked.map((b) => `${where(b)} \`\`\`${b.lang} ${firstLine(b)}`)).toEqual([]);
  });

  test('every output block this file knows is on a page, and names a test file that exists', () => {
    const used = new Set(BLOCKS.filter((b) => b.lang === '').map(outputKind));
    expect(Object.keys(OUTPUT_BLOCKS).filter((start) => !used.has(start))).toEqual([]);
    const files = [...Object.values(OUTPUT_BLOCKS), ...Object.values(RUN_ELSEWHERE)].flatMap((v) => v.match(/(?:test|\.ci)\/[\w./-]+/g) ?? []);
    expect(files.filter((f) => !existsSync(join(REPO_ROOT, f)))).toEqual([]);
  });

  test('the sh blocks hold only bearing commands (run below) and commands another test runs as written', () => {
    const other = shellCommands().filter((c) => !c.startsWith('bearing '));
    expect(other.filter((c) => !RUN_ELSEWHERE[c])).toEqual([]);
    expect(shellCommands().filter((c) => c.startsWith('bearing ')).length).toBeGreaterThanOrEqual(3);
  });

  test("CI runs the README's quick start: .ci/run installs with `npm ci`, then runs the test command the README gives", () => {
    const ci = readFileSync(join(REPO_ROOT, '.ci', 'run'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    const readme = BLOCKS.filter((b) => b.page === 'README.md' && b.lang === 'sh').flatMap((b) => b.text.split('\n'));
    const quickStartTest = readme.map((l) => l.replace(/\s+#.*$/, '').trim()).find((l) => /^npm test\b/.test(l));
    expect(quickStartTest).toBe('npm test');
    expect(ci.filter((l) => /^npm (ci|test)\b/.test(l))).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  test('.ci/run installs every program the reality tier runs, by the package the tier names', () => {
    const ci = readFileSync(join(REPO_ROOT, '.ci', 'run'), 'utf8');
    const pairs = ci.match(/^for pair in (.*); do$/m)?.[1]?.split(' ') ?? [];
    expect(Object.fromEntries(pairs.map((pair) => pair.split(':')))).toEqual(REALITY_PROGRAMS);
  });

  test('the transcripts pipe only bearing and known filters', () => {
    expect(transcriptCommands().filter((c) => !c.startsWith('bearing ') && !FILTERS.includes(c))).toEqual([]);
    expect(transcriptCommands().filter((c) => c.startsWith('bearing ')).length).toBeGreaterThanOrEqual(4);
  });

  test.each(bearingCommands().map((c) => [c]))('`%s` names a command and options bearing has', (command) => {
    const args = words(command);
    if (args[0] === 'help' || args[0]?.startsWith('-')) return;
    const found = spec(args);
    expect({ command, known: found !== undefined }).toEqual({ command, known: true });
    if (!args.includes('--help')) expect(() => parseCommand(found!.spec, found!.path, found!.rest)).not.toThrow();
  });

  test.each(
    shellCommands()
      .filter((c) => c.startsWith('bearing '))
      .map((c) => [c]),
  )('`%s` runs: no usage error, no crash', (command) => {
    const repo = new GitRepo('feature/readme');
    try {
      const run = bearing(words(command), repo.root);
      expect({ command, status: run.status === 0 || run.status === 1, internal: /internal/.test(run.stderr) }).toEqual({
        command,
        status: true,
        internal: false,
      });
      expect(run.stdout.length).toBeGreaterThan(0);
    } finally {
      repo.remove();
    }
  });

  test.each(BLOCKS.filter((b) => b.lang === '' && REFUSALS[outputKind(b) ?? '']).map((b) => [where(b), b]))(
    '%s: the refusal quoted is the one bearing gives, word for word',
    (_where, block) => {
      const { branch, command } = REFUSALS[outputKind(block)!]!;
      const repo = new GitRepo(branch);
      try {
        repo.write('bearing.config.json', '{}\n');
        const run = bearing(['check', '--json', '--', command], repo.root);
        expect(JSON.parse(run.stdout).reason).toBe(block.text.trim().replace(/\n/g, ' '));
      } finally {
        repo.remove();
      }
    },
  );

  test.each(BLOCKS.filter((b) => b.lang === 'json').map((b) => [where(b), b]))('%s: the JSON parses, and a bearing config in it validates', (_where, block) => {
    const text = block.text.trim().startsWith('"') ? `{${block.text}}` : block.text;
    const value = JSON.parse(text) as Record<string, unknown>;
    if (!Object.keys(value).every((key) => CONFIG_KEYS.includes(key))) return;
    const repo = new GitRepo('feature/docs');
    try {
      writeFileSync(join(repo.root, 'bearing.config.json'), block.text);
      const run = bearing(['config', 'validate', 'bearing.config.json'], repo.root);
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    } finally {
      repo.remove();
    }
  });

  test.each(BLOCKS.filter((b) => b.lang === 'ts').map((b) => [where(b), b]))(
    "%s: the TypeScript names only bearing's exports and entry points",
    (_where, block) => {
      const names = exportedNames();
      const declared = new Set([...block.text.matchAll(/\b(?:class|const|function) (\w+)/g)].map((m) => m[1]!));
      const used = [
        ...new Set(
          block.text
            .replace(/\/\/.*$/gm, '')
            .replace(/'[^']*'/g, "''")
            .match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? [],
        ),
      ];
      const globals = ['Error', 'Promise', 'JSON', 'Object'];
      expect(used.filter((n) => !names.has(n) && !declared.has(n) && !/^A(cme|CME)/.test(n) && !globals.includes(n))).toEqual([]);
      const subpaths = [...block.text.matchAll(/require\('bearing-hooks\/([\w-]+)'\)/g)].map((m) => `./${m[1]}`);
      expect(subpaths.filter((p) => !(p in PACKAGE.exports))).toEqual([]);
    },
  );

  test('the listing of where things live names only folders and files that exist', () => {
    const listing = BLOCKS.find((b) => outputKind(b) === 'src/protocol/')!;
    const named = listing.text
      .split('\n')
      .map((l) => l.match(/^(\S+)/)?.[1])
      .filter((p): p is string => p !== undefined);
    expect(named.length).toBeGreaterThanOrEqual(15);
    expect(named.filter((p) => !existsSync(join(REPO_ROOT, p)))).toEqual([]);
  });
});
