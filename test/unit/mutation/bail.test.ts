import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';

/**
 * The mutation tiers' runner and environment (test/mutation/bail.*.cjs), through a real jest: once a test fails in a
 * mutant run, no later test and no later file runs; outside a mutant run everything does.
 */
describe('the mutation tiers stop at the first failure of a mutant run', () => {
  const root = mkdtempSync(join(tmpdir(), 'bearing-bail-'));
  // Jest runs the largest file first when it has no timings: the failing one, padded.
  writeFileSync(join(root, 'fails.test.js'), `test('fails', () => { expect(1).toBe(2); });\ntest('after it', () => {});\n//${'x'.repeat(4000)}\n`);
  writeFileSync(join(root, 'passes.test.js'), "test('passes', () => {});\n");
  writeFileSync(
    join(root, 'jest.config.js'),
    `module.exports = ${JSON.stringify({ rootDir: root, runner: join(REPO_ROOT, 'test/mutation/bail.runner.cjs'), testEnvironment: join(REPO_ROOT, 'test/mutation/bail.environment.cjs'), cacheDirectory: join(root, '.cache') })};\n`,
  );
  const jest = (env: NodeJS.ProcessEnv) => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/jest/bin/jest.js'), '-c', join(root, 'jest.config.js'), '--runInBand', '--json'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as {
      numTotalTests: number;
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      testResults: unknown[];
    };
    return [report.testResults.length, report.numFailedTests, report.numPassedTests, report.numPendingTests];
  };

  test('with a mutant active: one file ran, its later test skipped, the other file never loaded', () => {
    expect(jest({ __STRYKER_ACTIVE_MUTANT__: '7' })).toEqual([1, 1, 0, 1]);
  });

  test('without one (the dry run, plain jest): every file and every test', () => {
    expect(jest({ __STRYKER_ACTIVE_MUTANT__: undefined })).toEqual([2, 1, 2, 0]);
  });
});
