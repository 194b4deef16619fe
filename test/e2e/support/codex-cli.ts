import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { hookTrustToml, type CodexHooksFile } from './codex-hook-trust';
import { childOutput } from './child-output';
import { captureOnlyHooks } from './live-capture';
import { pluginCheckout } from './plugin-checkout';

const CODEX_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'codex');

export interface CodexHome {
  readonly home: string;
  readonly codexHome: string;
  /** The marketplace `codex plugin marketplace add` was given: a copy of what a clone of this repository holds. */
  readonly marketplace: string;
  /** Where `codex plugin add` installed bearing: the plugin root its hooks and skill are read from. */
  readonly installed: string;
  /** The events the installed plugin's hooks file registers (its manifest's `hooks`): the shipped registration. */
  readonly shipped: string[];
  /** The events of the capture-only registration (<CODEX_HOME>/hooks.json), trusted like the plugin's. */
  readonly captureOnly: string[];
}

export interface CodexRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The config.toml lines that point Codex at the scripted model on 127.0.0.1, with approvals and the sandbox off. */
export function mockModelToml(baseUrl: string): string[] {
  return [
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
  ];
}

/**
 * A throw-away Codex home set up from scratch (recipe: shared/reference/codex-live.md §1): the scripted
 * model as the only provider, analytics off, and bearing installed by the real CLI from a marketplace that
 * is a copy of what a clone of this repository holds (`codex plugin marketplace add <clone>`, `codex plugin
 * add`); Claude Code's files sit in the same folder, and Codex must not pick up hooks/hooks.json from them.
 * Installing does not trust plugin hooks, and untrusted hooks are skipped silently, so the trust entries
 * a user would create in `/hooks` are written too. With `space`, HOME (so CODEX_HOME and the installed
 * plugin root) and the clone's path each contain a space. `captureOnly` events get a registration of their own
 * in the user layer (<CODEX_HOME>/hooks.json, live-capture.ts captureOnlyCommand), trusted the same way.
 */
export function prepareCodexHome(baseUrl: string, proxyUrl: string, options: { space?: boolean; captureOnly?: readonly string[] } = {}): CodexHome {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-codex-home-')));
  const home = options.space ? join(base, 'codex home') : base;
  const codexHome = join(home, '.codex');
  mkdirSync(codexHome, { recursive: true });
  writeFileSync(join(codexHome, 'config.toml'), [...mockModelToml(baseUrl), '[analytics]', 'enabled = false', ''].join('\n'));
  const marketplace = pluginCheckout(join(home, options.space ? 'bearing checkout' : 'bearing-checkout'));
  const cli = (...args: string[]) => execFileSync(CODEX_BIN, args, { env: codexEnvironment({ home, codexHome, proxyUrl }), stdio: 'pipe', encoding: 'utf8' });
  cli('plugin', 'marketplace', 'add', marketplace);
  cli('plugin', 'add', 'bearing@bearing');
  const version = (JSON.parse(readFileSync(join(marketplace, '.codex-plugin', 'plugin.json'), 'utf8')) as { version: string }).version;
  const installed = join(codexHome, 'plugins', 'cache', 'bearing', 'bearing', version);
  if (!existsSync(installed)) throw new Error(`codex plugin add did not install bearing under ${installed}`);
  const hooks = JSON.parse(readFileSync(join(marketplace, 'hooks', 'codex-hooks.json'), 'utf8')) as CodexHooksFile;
  appendFileSync(join(codexHome, 'config.toml'), `\n${hookTrustToml(hooks, 'bearing@bearing:hooks/codex-hooks.json')}`);
  // The hooks file Codex loads from the installed plugin is the one its manifest names.
  const manifest = JSON.parse(readFileSync(join(installed, '.codex-plugin', 'plugin.json'), 'utf8')) as { hooks: string };
  const shipped = Object.keys((JSON.parse(readFileSync(join(installed, manifest.hooks), 'utf8')) as CodexHooksFile).hooks).sort();
  const captureOnly = [...(options.captureOnly ?? [])];
  if (captureOnly.length > 0) {
    // Codex clamps SessionEnd (and Interrupt) timeouts to 1–3 s, with a warning above 3; the plugin uses 3 too.
    const userHooks: CodexHooksFile = { hooks: captureOnlyHooks('codex', captureOnly, (event) => (event === 'SessionEnd' || event === 'Interrupt' ? 3 : 30)) };
    const userHooksFile = join(codexHome, 'hooks.json');
    writeFileSync(userHooksFile, `${JSON.stringify(userHooks, null, 2)}\n`);
    // User-layer hooks are keyed by the absolute path of their hooks file (codex-live.md §4).
    appendFileSync(join(codexHome, 'config.toml'), `\n${hookTrustToml(userHooks, userHooksFile)}`);
  }
  return { home, codexHome, marketplace, installed: realpathSync(installed), shipped, captureOnly };
}

/**
 * Runs `codex exec` once, asynchronously (the scripted model lives in this same process), in an environment
 * built from scratch. Codex also tries to sync curated plugins from the internet while plugins are on (and
 * they must be on for plugin hooks); every proxy variable points at the scripted server, which refuses, so
 * no connection leaves 127.0.0.1.
 */
export function runCodex(options: {
  cwd: string;
  codexHome: Pick<CodexHome, 'home' | 'codexHome'>;
  proxyUrl: string;
  prompt: string;
  env?: Record<string, string>;
}): Promise<CodexRun> {
  const child = spawn(CODEX_BIN, ['exec', '--skip-git-repo-check', '--sandbox', 'danger-full-access', options.prompt], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...codexEnvironment({ ...options.codexHome, proxyUrl: options.proxyUrl }), ...options.env },
  });
  return childOutput(child);
}

/** The environment every Codex run here gets, built from scratch around a throw-away home. */
export function codexEnvironment(options: { home: string; codexHome: string; proxyUrl: string }): Record<string, string> {
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
