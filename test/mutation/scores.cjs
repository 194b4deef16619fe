'use strict';
/**
 * `npm run mutation:score`: the mutation score of each folder (and overall) from the reports that
 * `npm run mutation:folder` kept, and every mutant that survived, by place. Stryker's own score: killed and timed
 * out mutants over all but those that did not compile or broke the run. Exit 1 while a folder is under 85% or
 * has no report yet.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { FOLDERS, folderOf } = require('./folders.cjs');

const TARGET = 85;
const DETECTED = new Set(['Killed', 'Timeout']);
const VALID = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const root = process.cwd();

function reportOf(folder) {
  for (const name of [`${folder.id}.json`, `${folder.id}.incremental.json`]) {
    const file = path.join(root, 'reports', 'mutation', name);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return undefined;
}

const rows = [];
const survivors = [];
const total = { detected: 0, valid: 0, timeouts: 0 };
for (const folder of FOLDERS) {
  const report = reportOf(folder);
  if (report === undefined) {
    rows.push(`${folder.id.padEnd(10)}  no report yet: npm run mutation:folder -- ${folder.id}`);
    continue;
  }
  const count = { detected: 0, valid: 0, timeouts: 0 };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (folderOf(file) !== folder) continue;
    for (const mutant of mutants) {
      if (DETECTED.has(mutant.status)) count.detected++;
      if (VALID.has(mutant.status)) count.valid++;
      if (mutant.status === 'Timeout') count.timeouts++;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        survivors.push(`${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.status} ${mutant.mutatorName}: ${mutant.replacement ?? ''}`);
      }
    }
  }
  for (const key of Object.keys(total)) total[key] += count[key];
  rows.push(line(folder.id, count));
}
rows.push(line('overall', total));
process.stdout.write(`${rows.join('\n')}\n`);
if (survivors.length > 0) process.stdout.write(`\nsurvived or not covered (${survivors.length}):\n${survivors.join('\n')}\n`);
const short = rows.some((row) => row.includes('no report yet') || row.includes(' under '));
process.exit(short ? 1 : 0);

function line(id, { detected, valid, timeouts }) {
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  const verdict = score >= TARGET ? 'ok' : `under ${TARGET}%`;
  return `${id.padEnd(10)}  ${score.toFixed(2).padStart(6)}%  ${detected}/${valid} detected (${timeouts} by timeout)  ${verdict}`;
}
