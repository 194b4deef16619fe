import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { HOOK_BUNDLE } from '../support/run-hook';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the committed packaged hook', () => {
  test('is byte for byte what `npm run build` makes from the sources today', () => {
    const staging = join(REPO_ROOT, 'build', 'fresh');
    execFileSync(npm, ['run', '--silent', 'build:script'], { cwd: REPO_ROOT, stdio: 'pipe' });
    execFileSync(process.execPath, [join(REPO_ROOT, 'build', 'build-hook.cjs'), '--staging', staging, '--out', join(staging, 'bearing-hook.cjs')], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    });
    const fresh = readFileSync(join(staging, 'bearing-hook.cjs'), 'utf8');
    const committed = readFileSync(HOOK_BUNDLE, 'utf8');
    // On a mismatch, run `npm run build` and commit hooks/.
    expect(committed === fresh).toBe(true);
  }, 120_000);

  test('stays within its size budget (150 KiB)', () => {
    expect(readFileSync(HOOK_BUNDLE).length).toBeLessThanOrEqual(150 * 1024);
  });
});
