import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { childOutput } from './child-output';

const CLAUDE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'claude');

export interface ClaudeRun {
  readonly exitCode: number | null;
  readonly result: Record<string, unknown> | undefined;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the real Claude Code CLI once (asynchronously: the scripted model lives in this same process) in print mode, offline against the scripted model, with this
 * repository loaded as a plugin. The environment is built from scratch so nothing from the machine
 * (or an agent session around the tests) leaks in (recipe: shared/reference/claude-code-live.md §1).
 */
export function runClaude(options: {
  cwd: string;
  home?: string;
  baseUrl: string;
  prompt: string;
  env?: Record<string, string>;
  /** Tools the model may use without a permission prompt (comma separated); `Bash` by default. */
  allowedTools?: string;
  /** Settings for this run only (`--settings <json>`), e.g. a test's own `hooks` next to the plugin's. */
  settings?: Record<string, unknown>;
}): Promise<ClaudeRun> {
  const home = options.home ?? mkdtempSync(join(tmpdir(), 'bearing-claude-home-'));
  const child = spawn(
    CLAUDE_BIN,
    [
      '-p',
      options.prompt,
      '--output-format',
      'json',
      '--plugin-dir',
      REPO_ROOT,
      '--allowedTools',
      options.allowedTools ?? 'Bash',
      ...(options.settings ? ['--settings', JSON.stringify(options.settings)] : []),
    ],
    {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
        HOME: home,
        ANTHROPIC_BASE_URL: options.baseUrl,
        ANTHROPIC_API_KEY: 'sk-bearing-offline-test',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_TELEMETRY: '1',
        ...options.env,
      },
    },
  );
  return childOutput(child).then((output) => {
    let result: Record<string, unknown> | undefined;
    try {
      result = JSON.parse(output.stdout);
    } catch {
      result = undefined;
    }
    return { ...output, result };
  });
}
