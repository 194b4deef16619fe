import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { node22 } from './node22';
import { childOutput } from './child-output';

const KIMI_MAIN = join(REPO_ROOT, 'node_modules', '@moonshot-ai', 'kimi-code', 'dist', 'main.mjs');

export interface KimiHome {
  readonly home: string;
  readonly kimiHome: string;
}

export interface KimiRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * A throw-away Kimi Code home set up from scratch (recipe: shared/reference/kimi-live.md §2, §8): the
 * scripted model as the only provider, telemetry off, and, unless `plugin` is false, this repository
 * registered as a local plugin in place, the way `/plugins install <path>` records one (so Kimi reads the
 * committed `.kimi-plugin/plugin.json`). `extraConfig` is appended to config.toml.
 */
export function prepareKimiHome(options: { baseUrl: string; plugin?: boolean; extraConfig?: string }): KimiHome {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-kimi-home-')));
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
    ].join('\n'),
  );
  if (options.plugin !== false) {
    const now = '2026-11-29T00:00:00.000Z';
    const plugin = { id: 'bearing', root: REPO_ROOT, source: 'local-path', enabled: true, installedAt: now, updatedAt: now, originalSource: REPO_ROOT };
    writeFileSync(join(kimiHome, 'plugins', 'installed.json'), `${JSON.stringify({ version: 1, plugins: [plugin] }, null, 2)}\n`);
  }
  return { home, kimiHome };
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
