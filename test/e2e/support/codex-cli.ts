import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { hookTrustToml, type CodexHooksFile } from './codex-hook-trust';
import { childOutput } from './child-output';

const CODEX_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'codex');

/** Files a clone of this repository gives Codex as a plugin: the generated manifests and the packaged hook. */
const PLUGIN_FILES = [
  '.agents/plugins/marketplace.json',
  '.codex-plugin/plugin.json',
  'hooks/codex-hooks.json',
  'hooks/bearing-hook.cjs',
  // Claude Code's files sit in the same folder; Codex must not pick up hooks/hooks.json from them.
  '.claude-plugin/plugin.json',
  'hooks/hooks.json',
];

export interface CodexHome {
  readonly home: string;
  readonly codexHome: string;
}

export interface CodexRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * A throw-away Codex home set up from scratch (recipe: shared/reference/codex-live.md §1): the scripted
 * model as the only provider, analytics off, and bearing installed by the real CLI from a marketplace that
 * holds exactly the plugin files of this repository (`codex plugin marketplace add`, `codex plugin add`).
 * Installing does not trust plugin hooks, and untrusted hooks are skipped silently, so the trust entries
 * a user would create in `/hooks` are written too.
 */
export function prepareCodexHome(baseUrl: string, proxyUrl: string): CodexHome {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-codex-home-')));
  const codexHome = join(home, '.codex');
  mkdirSync(codexHome);
  writeFileSync(
    join(codexHome, 'config.toml'),
    [
      'model = "gpt-5.5"',
      'model_provider = "mock"',
      'approval_policy = "never"',
      'sandbox_mode = "danger-full-access"',
      '',
      '[model_providers.mock]',
      'name = "mock"',
      `base_url = "${baseUrl}"`,
      'wire_api = "responses"',
      'env_key = "MOCK_API_KEY"',
      'request_max_retries = 0',
      'stream_max_retries = 0',
      '',
      '[analytics]',
      'enabled = false',
      '',
    ].join('\n'),
  );
  const marketplace = join(home, 'bearing-checkout');
  for (const file of PLUGIN_FILES) {
    mkdirSync(dirname(join(marketplace, file)), { recursive: true });
    copyFileSync(join(REPO_ROOT, file), join(marketplace, file));
  }
  const cli = (...args: string[]) => execFileSync(CODEX_BIN, args, { env: environment({ home, codexHome, proxyUrl }), stdio: 'pipe', encoding: 'utf8' });
  cli('plugin', 'marketplace', 'add', marketplace);
  cli('plugin', 'add', 'bearing@bearing');
  const installed = join(codexHome, 'plugins', 'cache', 'bearing', 'bearing');
  if (!existsSync(installed)) throw new Error(`codex plugin add did not install bearing under ${installed}`);
  const hooks = JSON.parse(readFileSync(join(marketplace, 'hooks', 'codex-hooks.json'), 'utf8')) as CodexHooksFile;
  appendFileSync(join(codexHome, 'config.toml'), `\n${hookTrustToml(hooks, 'bearing@bearing:hooks/codex-hooks.json')}`);
  return { home, codexHome };
}

/**
 * Runs `codex exec` once, asynchronously (the scripted model lives in this same process), in an environment
 * built from scratch. Codex also tries to sync curated plugins from the internet while plugins are on (and
 * they must be on for plugin hooks); every proxy variable points at the scripted server, which refuses, so
 * no connection leaves 127.0.0.1.
 */
export function runCodex(options: { cwd: string; codexHome: CodexHome; proxyUrl: string; prompt: string; env?: Record<string, string> }): Promise<CodexRun> {
  const child = spawn(CODEX_BIN, ['exec', '--skip-git-repo-check', '--sandbox', 'danger-full-access', options.prompt], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...environment({ ...options.codexHome, proxyUrl: options.proxyUrl }), ...options.env },
  });
  return childOutput(child);
}

function environment(options: { home: string; codexHome: string; proxyUrl: string }): Record<string, string> {
  return {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: options.home,
    CODEX_HOME: options.codexHome,
    SHELL: existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh',
    MOCK_API_KEY: 'sk-bearing-offline-test',
    HTTPS_PROXY: options.proxyUrl,
    HTTP_PROXY: options.proxyUrl,
    ALL_PROXY: options.proxyUrl,
    https_proxy: options.proxyUrl,
    http_proxy: options.proxyUrl,
    all_proxy: options.proxyUrl,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
}
