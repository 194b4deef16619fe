'use strict';
/**
 * `npm run mutation:folder -- <framework|policies|services|adapters> [stryker options]`: Stryker over one folder,
 * with its own incremental file and report (reports/mutation/<folder>.json). A full run takes hours on two cores;
 * run folder by folder, each one kept when it ends, so that the baseline can be built in parts and a later run
 * of a folder only retests what changed. `npm run mutation:score` adds the parts up.
 */
const { spawnSync } = require('node:child_process');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { FOLDERS, globsOf } = require('./folders.cjs');

const [id, ...rest] = process.argv.slice(2);
const folder = FOLDERS.find((candidate) => candidate.id === id);
if (folder === undefined) {
  process.stderr.write(`run-folder: name a folder: ${FOLDERS.map((f) => f.id).join(', ')}\n`);
  process.exit(2);
}
const root = process.cwd();
const base = require(path.join(root, 'stryker.config.json'));
const reports = path.join(root, 'reports', 'mutation');
mkdirSync(reports, { recursive: true });
const config = {
  ...base,
  mutate: globsOf(folder, base.mutate),
  incrementalFile: `reports/mutation/${folder.id}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${folder.id}.json` },
};
delete config.$schema;
const file = path.join(reports, `${folder.id}.stryker.json`);
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
// Its package exports no bin path to resolve.
const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const run = spawnSync(process.execPath, [stryker, 'run', file, '--incremental', ...rest], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
