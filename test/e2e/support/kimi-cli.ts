import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { node22 } from './node22';
import { childOutput } from './child-output';
import { captureOnlyCommand } from './live-capture';
import { pluginCheckout } from './plugin-checkout';

const KIMI_MAIN = join(REPO_ROOT, 'node_modules', '@moonshot-ai', 'kimi-code', 'dist', 'main.mjs');

export interface KimiHome {
  readonly home: string;
  readonly kimiHome: string;
  /** The installed copy Kimi loads bearing from (`<KIMI_CODE_HOME>/plugins/managed/bearing`), when installed. */
  readonly pluginRoot?: string;
  /** The events of the capture-only registration (`[[hooks]]` tables in config.toml). */
  readonly captureOnly: string[];
}

export interface KimiRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * A throw-away Kimi Code home set up from scratch (recipe: shared/reference/kimi-live.md §2, §8): the
 * scripted model as the only provider, telemetry off, and, unless `plugin` is false, bearing installed from
 * a clone of this repository as `/plugins install <clone>` installs it (installLikeTui). `extraConfig` is
 * appended to config.toml, then a capture-only registration of the `captureOnly` events (captureOnlyTables).
 */
export function prepareKimiHome(options: { baseUrl: string; plugin?: boolean; extraConfig?: string; captureOnly?: readonly string[] }): KimiHome {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-kimi-home-')));
  const captureOnly = [...(options.captureOnly ?? [])];
  const kimiHome = join(home, '.kimi-code');
  mkdirSync(join(kimiHome, 'plugins'), { recursive: true });
  writeFileSync(
    join(kimiHome, 'config.toml'),
    [
      'default_model = "mock"',
      'telemetry = false',
      '',
      '[providers.mock]',
      'type = "openai"',
      `base_url = "${options.baseUrl}"`,
      'api_key = "sk-bearing-offline-test"',
      '',
      '[models.mock]',
      'provider = "mock"',
      'model = "mock-model"',
      'max_context_size = 131072',
      '',
      options.extraConfig ?? '',
      captureOnlyTables(captureOnly),
    ].join('\n'),
  );
  if (options.plugin === false) return { home, kimiHome, captureOnly };
  return { home, kimiHome, captureOnly, pluginRoot: installLikeTui(kimiHome, pluginCheckout(join(home, 'bearing-checkout'))) };
}

/**
 * One `[[hooks]]` table per event for a capture-only registration (live-capture.ts captureOnlyCommand), with only
 * the keys 2.1.0 knows besides `matcher` (`event`, `command`, `timeout`): one unknown key drops every table.
 */
function captureOnlyTables(events: readonly string[]): string {
  return events
    .map((event) => `[[hooks]]\nevent = ${JSON.stringify(event)}\ncommand = ${JSON.stringify(captureOnlyCommand('kimi-code'))}\ntimeout = 30\n`)
    .join('\n');
}

/** The events of `[[hooks]]` tables (Kimi's config.toml, or hooks/kimi-code.hooks.toml). */
export function tomlHookEvents(toml: string): string[] {
  return [...toml.matchAll(/^event = "(\w+)"$/gm)].map((m) => m[1]!).sort();
}

/** The events a Kimi plugin's manifest registers (.kimi-plugin/plugin.json `hooks`). */
export function pluginHookEvents(pluginRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(pluginRoot, '.kimi-plugin', 'plugin.json'), 'utf8')) as { hooks?: Array<{ event: string }> };
  return (manifest.hooks ?? []).map((h) => h.event).sort();
}

/**
 * What `/plugins install <absolute path>` in the Kimi Code 2.1.0 TUI leaves behind, reproduced, since the
 * TUI needs a terminal (tmux) that CI does not have. Observed (a tmux-driven install, /tmp/install-lab
 * kimi-tui-install.sh) and read in dist/main.mjs (PluginManager.install, copyPluginToManagedRoot,
 * writeInstalled): the whole source folder is copied with fs.cp into a mkdtemp staging folder
 * `<KIMI_CODE_HOME>/plugins/managed/<id>-XXXXXX` (hence mode 0700), renamed to `plugins/managed/<id>`, and
 * `plugins/installed.json` records `{ id, root: <realpath of that copy>, source: "local-path", enabled,
 * installedAt, updatedAt, originalSource: <the path given> }`, written as JSON.stringify(data, null, 2). The
 * TUI's copy was byte-identical to its source (diff -r), and Kimi loads the copy, not the source.
 */
function installLikeTui(kimiHome: string, source: string): string {
  const id = (JSON.parse(readFileSync(join(source, '.kimi-plugin', 'plugin.json'), 'utf8')) as { name: string }).name;
  const managed = join(kimiHome, 'plugins', 'managed');
  mkdirSync(managed, { recursive: true });
  const staging = mkdtempSync(join(managed, `${id}-`));
  cpSync(source, staging, { recursive: true });
  renameSync(staging, join(managed, id));
  const root = realpathSync(join(managed, id));
  const now = new Date().toISOString();
  const plugin = { id, root, source: 'local-path', enabled: true, installedAt: now, updatedAt: now, originalSource: source };
  writeFileSync(join(kimiHome, 'plugins', 'installed.json'), JSON.stringify({ version: 1, plugins: [plugin] }, null, 2));
  return root;
}

/**
 * Runs `kimi -p <prompt> --output-format stream-json` once, asynchronously (the scripted model lives in this
 * same process), under Node 22, in an environment built from scratch. PATH leads with the Node running the
 * tests, so bearing's hook itself runs on the Node bearing supports.
 */
export function runKimi(options: { cwd: string; kimi: KimiHome; prompt: string; env?: Record<string, string> }): Promise<KimiRun> {
  const child = spawn(node22(), [KIMI_MAIN, '-p', options.prompt, '--output-format', 'stream-json'], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...environment(options.kimi), ...options.env },
  });
  return childOutput(child);
}

/** `kimi doctor`: validates config.toml strictly (exit 1 on any unknown key or event). */
export function kimiDoctor(kimi: KimiHome): KimiRun {
  const run = spawnSync(node22(), [KIMI_MAIN, 'doctor'], { env: environment(kimi), encoding: 'utf8', timeout: 60_000 });
  return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
}

function environment(kimi: KimiHome): Record<string, string> {
  return {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: kimi.home,
    KIMI_CODE_HOME: kimi.kimiHome,
    KIMI_CODE_NO_AUTO_UPDATE: '1',
  };
}
