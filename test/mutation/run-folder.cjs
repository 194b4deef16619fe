'use strict';
/**
 * `npm run mutation:folder -- <part>[,<part>…] [stryker options]`: Stryker over part of the mutated code, with its
 * own incremental file (reports/mutation/<parts>.incremental.json, kept out of git). A part is a folder id
 * (framework, policies, services, adapters) or a path under src/ (policies/config-guard, hosts/codex). A whole run
 * takes hours on two cores and Stryker keeps nothing of a run it did not finish, so the baseline is built in parts,
 * each kept when it ends; a later run of a part retests only what changed. `npm run mutation:score` adds them up.
 */
const { spawnSync } = require('node:child_process');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { FOLDERS, mutatedFiles } = require('./folders.cjs');

const [parts = '', ...rest] = process.argv.slice(2);
const root = process.cwd();
const base = require(path.join(root, 'stryker.config.json'));
const all = mutatedFiles(root, base.mutate);
const prefixes = parts.split(',').filter(Boolean).map((part) => FOLDERS.find((folder) => folder.id === part)?.prefix ?? `src/${part.replace(/\/$/, '')}`);
const files = all.filter((file) => prefixes.some((prefix) => file === prefix || file.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)));
if (files.length === 0) {
  process.stderr.write(`run-folder: no mutated file in "${parts}": name folders (${FOLDERS.map((f) => f.id).join(', ')}) or paths under src/, comma-separated\n`);
  process.exit(2);
}
const name = parts.split(',').filter(Boolean).map((part) => part.replace(/\/$/, '').replace(/\//g, '-')).join('+');
const reports = path.join(root, 'reports', 'mutation');
mkdirSync(reports, { recursive: true });
const config = {
  ...base,
  mutate: files,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
};
delete config.$schema;
const file = path.join(reports, `${name}.stryker.json`);
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
process.stderr.write(`run-folder: ${files.length} files in ${name}\n`);
// Its package exports no bin path to resolve.
const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
// Stryker's report leaves out a file it found nothing to mutate in (a payload class is declarations only):
// mutation:score asks Stryker's instrumenter which files those are.
const run = spawnSync(process.execPath, [stryker, 'run', file, '--incremental', ...rest], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
