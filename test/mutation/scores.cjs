'use strict';
/**
 * `npm run mutation:score`: the mutation score of each folder and overall, from the parts that
 * `npm run mutation:folder` kept (reports/mutation/*.incremental.json, a few MB each, kept out of git), and every
 * mutant that survived, by place. It writes what they found to reports/mutation/results.json (committed: each
 * file's hash and its mutants' outcomes), so that a clean clone shows the measured state without the runs. A file
 * counts only from results of its current text; a folder is done when each of its mutated files is measured.
 * A file Stryker's instrumenter finds no mutant in (declarations only: types, a payload class) has nothing to measure:
 * it is counted apart, neither measured nor missing. Every other file without results of its current text is not
 * measured, whether it has none or they are of an older text.
 * The score is Stryker's: killed and timed-out mutants over all but those that broke the run or did not compile.
 * Exit 1 while a folder is under 85% or not yet measured in full.
 */
const { existsSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { FOLDERS, folderOf, hashOf: hashIn, mutantCounts, mutatedFiles } = require('./folders.cjs');

const TARGET = 85;
const root = process.cwd();
const reports = path.join(root, 'reports', 'mutation');

const RESULTS = path.join(reports, 'results.json');
const hashOf = (file) => hashIn(root, file);
/** A file's results are of its current text (a file gone since has none). */
const current = (file, sha256) => existsSync(path.join(root, file)) && sha256 === hashOf(file);

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(2);
});

async function main() {
  /** Each mutated file's mutants, from results of its current text: the kept results, then every part run here. */
  const measured = new Map();
  let kept = {};
  try {
    kept = JSON.parse(readFileSync(RESULTS, 'utf8'));
  } catch {
    // none kept yet
  }
  for (const [file, result] of Object.entries(kept)) if (current(file, result.sha256)) measured.set(file, result);
  let names = [];
  try {
    names = readdirSync(reports).filter((name) => name.endsWith('.incremental.json'));
  } catch {
    // no part run here
  }
  for (const name of names) {
    for (const [file, result] of Object.entries(JSON.parse(readFileSync(path.join(reports, name), 'utf8')).files)) {
      if (!existsSync(path.join(root, file)) || result.source !== readFileSync(path.join(root, file), 'utf8')) continue;
      const counts = {};
      for (const mutant of result.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      const survivors = result.mutants
        .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
        .map((m) => `${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`);
      measured.set(file, { sha256: hashOf(file), counts, survivors });
    }
  }
  // One line a file: a change to one part's results is a change to its files' lines.
  const lines = [...measured].sort(([a], [b]) => a.localeCompare(b)).map(([file, result]) => `${JSON.stringify(file)}: ${JSON.stringify(result)}`);
  writeFileSync(RESULTS, `{\n${lines.join(',\n')}\n}\n`);

  const config = require(path.join(root, 'stryker.config.json'));
  const mutated = mutatedFiles(root, config.mutate);
  // Whether a file without results of mutants has any is the instrumenter's to say, from its current text.
  const hasMutants = (file) => Object.values(measured.get(file)?.counts ?? {}).some((n) => n > 0);
  const mutants = await mutantCounts(root, mutated.filter((file) => !hasMutants(file)), config.mutator);
  const rows = [];
  const survivors = [];
  const missing = [];
  const total = { detected: 0, valid: 0, timeouts: 0, files: 0, of: 0, none: 0 };
  for (const folder of FOLDERS) {
    const files = mutated.filter((file) => folderOf(file) === folder);
    const count = { detected: 0, valid: 0, timeouts: 0, files: 0, of: 0, none: 0 };
    for (const file of files) {
      if (!hasMutants(file) && mutants.get(file) === 0) {
        count.none++;
        continue;
      }
      count.of++;
      const result = measured.get(file);
      if (result === undefined) {
        missing.push(`${file} (${mutants.get(file)} mutants, ${file in kept ? 'results of an older text' : 'no results'})`);
        continue;
      }
      count.files++;
      const n = (status) => result.counts[status] ?? 0;
      count.detected += n('Killed') + n('Timeout');
      count.valid += n('Killed') + n('Timeout') + n('Survived') + n('NoCoverage');
      count.timeouts += n('Timeout');
      for (const survivor of result.survivors) survivors.push(`${file}:${survivor}`);
    }
    for (const key of Object.keys(total)) total[key] += count[key];
    rows.push(line(folder.id, count));
  }
  rows.push(line('overall', total));
  process.stdout.write(`${rows.join('\n')}\n`);
  if (survivors.length > 0) process.stdout.write(`\nsurvived or not covered (${survivors.length}):\n${survivors.join('\n')}\n`);
  if (missing.length > 0) process.stdout.write(`\nnot measured (${missing.length}):\n${missing.join('\n')}\n`);
  process.exit(rows.every((row) => row.endsWith(' ok')) ? 0 : 1);
}

function line(id, { detected, valid, timeouts, files, of, none }) {
  const score = valid === 0 ? 0 : (100 * detected) / valid;
  const verdict = files < of ? `${of - files} files not measured yet` : score >= TARGET ? 'ok' : `under ${TARGET}%`;
  return `${id.padEnd(10)} ${score.toFixed(2).padStart(6)}%  ${String(detected).padStart(5)}/${String(valid).padEnd(5)} detected (${timeouts} by timeout), ${files} of ${of} files with mutants (${none} without)  ${verdict}`;
}
