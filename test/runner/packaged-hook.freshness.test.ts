import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { HOOK_BUNDLE } from '../support/run-hook';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the committed packaged hook, CLI and evaluator child', () => {
  test('are byte for byte what `npm run build` makes from the sources today', () => {
    const staging = join(REPO_ROOT, 'build', 'fresh');
    execFileSync(npm, ['run', '--silent', 'build:script'], { cwd: REPO_ROOT, stdio: 'pipe' });
    execFileSync(process.execPath, [join(REPO_ROOT, 'build', 'build-hook.cjs'), '--staging', staging, '--out-dir', staging], { cwd: REPO_ROOT, stdio: 'pipe' });
    for (const file of ['bearing-hook.cjs', 'bearing-cli.cjs', 'te-evaluator-child.cjs']) {
      const fresh = readFileSync(join(staging, file), 'utf8');
      const committed = readFileSync(join(REPO_ROOT, 'hooks', file), 'utf8');
      // On a mismatch, run `npm run build` and commit hooks/.
      expect({ file, fresh: committed === fresh }).toEqual({ file, fresh: true });
    }
  }, 120_000);

  test("leaves the descriptors' evidence to the CLI: the hook decides from states and channels", () => {
    // Notes from the Cursor and Kimi Code descriptors, and why Claude Code's WorktreeCreate is deferred: text only `bearing` needs.
    for (const note of ['followup_message is auto-submitted', 'fail open (no fail-closed mode in 2.1.0)', 'stdout becomes the worktree path']) {
      expect({ note, hook: readFileSync(HOOK_BUNDLE, 'utf8').includes(note) }).toEqual({ note, hook: false });
      expect({ note, cli: readFileSync(join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'utf8').includes(note) }).toEqual({ note, cli: true });
    }
  });

  test('stays within its size budget (150 KiB)', () => {
    expect(readFileSync(HOOK_BUNDLE).length).toBeLessThanOrEqual(150 * 1024);
  });
});
