'use strict';
/**
 * `npm run mutation:score`: the mutation score of each folder and overall, from the parts that
 * `npm run mutation:folder` kept (reports/mutation/*.incremental.json), and every mutant that survived, by place.
 * A file counts only from a report made of its current text; a folder is done when each of its mutated files is.
 * The score is Stryker's: killed and timed-out mutants over all but those that broke the run or did not compile.
 * Exit 1 while a folder is under 85% or not yet measured in full.
 */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { FOLDERS, folderOf, mutatedFiles } = require('./folders.cjs');

const TARGET = 85;
const DETECTED = new Set(['Killed', 'Timeout']);
const VALID = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const root = process.cwd();
const reports = path.join(root, 'reports', 'mutation');

/** Each mutated file's result from the report made of its current text. */
const measured = new Map();
let names = [];
try {
  names = readdirSync(reports).filter((name) => name.endsWith('.incremental.json'));
} catch {
  // no part run yet
}
for (const name of names) {
  for (const [file, result] of Object.entries(JSON.parse(readFileSync(path.join(reports, name), 'utf8')).files)) {
    if (result.source === readFileSync(path.join(root, file), 'utf8')) measured.set(file, result);
  }
}

const mutated = mutatedFiles(root, require(path.join(root, 'stryker.config.json')).mutate);
const rows = [];
const survivors = [];
const total = { detected: 0, valid: 0, timeouts: 0, files: 0, of: 0 };
for (const folder of FOLDERS) {
  const files = mutated.filter((file) => folderOf(file) === folder);
  const count = { detected: 0, valid: 0, timeouts: 0, files: 0, of: files.length };
  for (const file of files) {
    const result = measured.get(file);
    if (result === undefined) continue;
    count.files++;
    for (const mutant of result.mutants) {
      if (DETECTED.has(mutant.status)) count.detected++;
      if (VALID.has(mutant.status)) count.valid++;
      if (mutant.status === 'Timeout') count.timeouts++;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        survivors.push(`${file}:${mutant.location.start.line}:${mutant.location.start.column + 1} ${mutant.status} ${mutant.mutatorName}: ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    }
  }
  for (const key of Object.keys(total)) total[key] += count[key];
  rows.push(line(folder.id, count));
}
rows.push(line('overall', total));
process.stdout.write(`${rows.join('\n')}\n`);
if (survivors.length > 0) process.stdout.write(`\nsurvived or not covered (${survivors.length}):\n${survivors.join('\n')}\n`);
process.exit(rows.every((row) => row.endsWith(' ok')) ? 0 : 1);

function line(id, { detected, valid, timeouts, files, of }) {
  const score = valid === 0 ? 0 : (100 * detected) / valid;
  const verdict = files < of ? `${of - files} files not measured yet` : score >= TARGET ? 'ok' : `under ${TARGET}%`;
  return `${id.padEnd(10)} ${score.toFixed(2).padStart(6)}%  ${String(detected).padStart(5)}/${String(valid).padEnd(5)} detected (${timeouts} by timeout), ${files} of ${of} files  ${verdict}`;
}
