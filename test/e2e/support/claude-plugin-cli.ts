import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { childOutput, type ChildOutput } from './child-output';

const CLAUDE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'claude');

/**
 * The environment every Claude Code run of the install test gets, built from scratch (recipe:
 * shared/reference/claude-code-live.md §1) around a throw-away HOME. The npm settings reach the `npm ci`
 * a plugin install runs when the plugin folder holds package.json and a lockfile (observed on 2.1.328), so
 * that step never leaves 127.0.0.1: offline it fails at once (ENOTCACHED), and the registry it would still
 * contact points at a closed port.
 */
export function claudeEnvironment(home: string, baseUrl: string): Record<string, string> {
  return {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home,
    ANTHROPIC_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'sk-bearing-offline-test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
  };
}

/** `claude <args>` once (asynchronously: the scripted model lives in this same process) with the given HOME. */
export function claude(options: { home: string; baseUrl: string; args: string[]; cwd?: string; env?: Record<string, string> }): Promise<ChildOutput> {
  const child = spawn(CLAUDE_BIN, options.args, {
    cwd: options.cwd ?? options.home,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...claudeEnvironment(options.home, options.baseUrl), ...options.env },
  });
  return childOutput(child, 60_000);
}

/** The one JSON line a `--json` plugin command prints last on stdout. */
export function lastJsonLine(stdout: string): Record<string, unknown> | undefined {
  const line = stdout.trim().split('\n').at(-1);
  try {
    return line ? (JSON.parse(line) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface InstalledPlugin {
  readonly scope: string;
  readonly installPath: string;
  readonly version: string;
}

/** What `claude plugin install` recorded in <HOME>/.claude/plugins/installed_plugins.json for one plugin id. */
export function installedPlugin(home: string, id: string): InstalledPlugin | undefined {
  const file = join(home, '.claude', 'plugins', 'installed_plugins.json');
  if (!existsSync(file)) return undefined;
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as { plugins?: Record<string, InstalledPlugin[]> };
  return recorded.plugins?.[id]?.[0];
}

/**
 * The lines of a `--debug-file` log about the plugin's dependency step: 2.1.328 runs
 * `npm ci --ignore-scripts` in the installed copy whenever it holds package.json and a lockfile.
 */
export function dependencyInstallLines(debugFile: string): string[] {
  if (!existsSync(debugFile)) return [];
  return readFileSync(debugFile, 'utf8')
    .split('\n')
    .filter((line) => /Installing plugin dependencies|Plugin dependency/.test(line))
    .map((line) => line.replace(/^\S+ /, '').slice(0, 400));
}

/** Where a session read bearing's hooks.json from, by its `--debug-file` log: the folder its hook commands run in. */
export function hooksFileRead(debugFile: string): string[] {
  if (!existsSync(debugFile)) return [];
  return [...readFileSync(debugFile, 'utf8').matchAll(/Read hooks\.json for plugin bearing \(enabled=true\): (.+)$/gm)].map((m) => m[1]!);
}

/**
 * A git repository made from `folder` (one commit), and a git config for HOME that makes
 * `https://github.com/<repo>.git` clone it: `claude plugin marketplace add https://github.com/<repo>.git`,
 * a GitHub marketplace as a user adds it, then clones it offline (2.1.328 runs `git clone <url>`). The
 * `<owner>/<repo>` form clones the same URL but first probes `ssh -T git@github.com`, which leaves 127.0.0.1.
 */
export function githubMarketplaceStandIn(options: { folder: string; home: string; repo: string }): void {
  const git = (...args: string[]) => execFileSync('git', ['-C', options.folder, ...args], { stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.email=test@bearing.invalid', '-c', 'user.name=bearing test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'bearing');
  appendFileSync(join(options.home, '.gitconfig'), `[url "file://${options.folder}"]\n\tinsteadOf = https://github.com/${options.repo}.git\n`);
}

/**
 * `claude -p` once, in print mode, offline against the scripted model. Unlike runClaude (claude-cli.ts) no
 * --plugin-dir unless `pluginDir` is given: without it, only what is installed in HOME is loaded.
 */
export async function runClaudePrint(options: {
  cwd: string;
  home: string;
  baseUrl: string;
  prompt: string;
  pluginDir?: string;
  debugFile?: string;
  env?: Record<string, string>;
}): Promise<ChildOutput & { result: Record<string, unknown> | undefined }> {
  const args = [
    '-p',
    options.prompt,
    '--output-format',
    'json',
    '--allowedTools',
    'Bash',
    ...(options.pluginDir ? ['--plugin-dir', options.pluginDir] : []),
    ...(options.debugFile ? ['--debug-file', options.debugFile] : []),
  ];
  const output = await claude({ home: options.home, baseUrl: options.baseUrl, args, cwd: options.cwd, env: options.env });
  let result: Record<string, unknown> | undefined;
  try {
    result = JSON.parse(output.stdout) as Record<string, unknown>;
  } catch {
    result = undefined;
  }
  return { ...output, result };
}
