'use strict';
/**
 * Stryker's buildCommand (stryker.config.json): runs the mutation tiers once, in the sandbox, and writes which test
 * file holds each test (its full name, the id Stryker filters by). covering-files.sequencer.cjs reads it so that a
 * mutant run loads only the files holding the tests that cover that mutant.
 */
const { spawnSync } = require('node:child_process');
const { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { INDEX_FILE } = require('./test-index.path.cjs');

const root = process.cwd();
// Stryker makes the sandbox with mkdtemp (mode 0700). A test that runs a child as another user (legacy-sessions, as
// root: nobody) loads the sources from here, so the sandbox is opened for reading as the repository is.
chmodSync(root, 0o755);
const report = path.join(path.dirname(INDEX_FILE(root)), `jest-${process.pid}.json`);
mkdirSync(path.dirname(report), { recursive: true });
const jest = require.resolve('jest/bin/jest', { paths: [root] });
const run = spawnSync(process.execPath, [jest, '-c', 'jest.mutation.config.ts', '--silent', '--json', '--outputFile', report], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.status !== 0) {
  process.stderr.write(`${run.stderr}test-index: the mutation tiers failed before any mutant (exit ${run.status})\n`);
  process.exit(run.status || 1);
}
const files = {};
const durations = {};
const results = JSON.parse(readFileSync(report, 'utf8')).testResults;
rmSync(report);
for (const suite of results) {
  const file = path.relative(root, suite.name);
  files[file] = suite.assertionResults.map((test) => test.fullName);
  durations[file] = suite.endTime - suite.startTime;
}
const target = INDEX_FILE(root);
writeFileSync(`${target}.tmp`, JSON.stringify({ files, durations }));
renameSync(`${target}.tmp`, target);
process.stderr.write(`test-index: ${Object.keys(files).length} test files indexed in ${path.relative(root, target)}\n`);
