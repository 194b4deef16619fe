import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isGroup, type CommandSpec } from '../../src/cli/args/command-spec';
import { parseCommand } from '../../src/cli/args/parse-command';
import { COMMAND_CATALOG } from '../../src/cli/command-catalog';
import { parse } from 'shell-quote';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');

/** The README's commands that other tests run as written: the command, and the test that does. */
const RUN_ELSEWHERE: Readonly<Record<string, string>> = {
  'npm ci': '.ci/run (a clean clone)',
  'npm test': '.ci/run (a clean clone)',
  'npm run demo': 'test/runner/demo.runner.test.ts',
  'npm pack': 'test/runner/npm-pack.runner.test.ts',
  // The tarball npm pack names after the package's version: the README follows it.
  [`npm install -g ./bearing-hooks-${JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version}.tgz`]: 'test/runner/npm-pack.runner.test.ts',
  'codex plugin marketplace add /path/to/bearing': 'test/e2e/codex.live.test.ts (its Codex installs bearing so: test/e2e/support/codex-cli.ts)',
  'codex plugin add bearing@bearing': 'test/e2e/codex.live.test.ts (test/e2e/support/codex-cli.ts)',
};

/** Every command line of the README's `sh` blocks, comments dropped, `&&` chains split. */
function shellCommands(): string[] {
  const blocks = [...README.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  return blocks
    .flatMap((b) => b.split('\n'))
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((l) => l.split(' && ').map((c) => c.trim()));
}

/** `bearing …` in the README's inline code, placeholders filled in with values the command accepts. */
function inlineBearingCommands(): string[] {
  return [...new Set([...README.matchAll(/`(bearing [^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, ' ')))];
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

describe('every command in the README', () => {
  test('the sh blocks hold only bearing commands (run below) and commands another test runs as written', () => {
    const other = shellCommands().filter((c) => !c.startsWith('bearing '));
    expect(other.filter((c) => !RUN_ELSEWHERE[c])).toEqual([]);
    expect(shellCommands().filter((c) => c.startsWith('bearing ')).length).toBeGreaterThanOrEqual(3);
  });

  test.each(inlineBearingCommands().map((c) => [c]))('`%s` names a command and options bearing has', (command) => {
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
    const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-readme-home-')));
    const repo = new GitRepo('feature/readme');
    try {
      // A home of its own and no host CLI on PATH: an install prints the host's command instead of running it.
      const env = { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
      const run = spawnSync(process.execPath, [CLI, ...words(command)], { cwd: repo.root, env, encoding: 'utf8', timeout: 30_000 });
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
});
