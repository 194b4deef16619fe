'use strict';
/**
 * The test sequencer of the mutation tiers (jest.mutation.config.ts). Stryker's jest runner narrows a mutant run by
 * test name only (testNamePattern), so every test file is still loaded for every mutant: about 22 s of module
 * loading per mutant here, which made mutants covered by a few tests time out. This keeps only the files that hold
 * a test the pattern names (from test-index.cjs's index); without a pattern, an index, or a known name, it keeps
 * every file, so the files it leaves out hold no covering test.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { INDEX_FILE } = require('./test-index.path.cjs');

/** The names in Stryker's pattern: `(name)|(name)|…`, each name regex-escaped (a backslash before each special). */
function namesOf(pattern) {
  const names = [];
  let current;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (current === undefined) {
      if (char === '(') current = '';
      else if (char !== '|') return undefined; // not the shape Stryker writes: keep every file
    } else if (char === '\\') current += pattern[++i];
    else if (char === ')') {
      names.push(current);
      current = undefined;
    } else current += char;
  }
  return current === undefined ? names : undefined;
}

function indexAt(root) {
  try {
    return JSON.parse(readFileSync(INDEX_FILE(root), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The indexed files that hold one of `names`; undefined when a name is in none (a test written since). */
function filesHolding(names, index) {
  const fileOf = new Map();
  for (const [file, tests] of Object.entries(index.files)) for (const name of tests) fileOf.set(name, [...(fileOf.get(name) ?? []), file]);
  const files = new Set();
  for (const name of names) {
    const holding = fileOf.get(name);
    if (holding === undefined) return undefined;
    for (const file of holding) files.add(file);
  }
  return files;
}

class CoveringFilesSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.pattern = options.globalConfig.testNamePattern;
  }

  sort(tests) {
    const root = tests[0]?.context.config.rootDir;
    const index = root ? indexAt(root) : undefined;
    if (typeof index?.files !== 'object' || index.files === null) return super.sort(tests);
    const file = (test) => path.relative(root, test.path);
    const names = this.pattern ? namesOf(this.pattern) : undefined;
    const holding = names ? filesHolding(names, index) : undefined;
    const kept = holding ? tests.filter((test) => holding.has(file(test)) || !(file(test) in index.files)) : [...tests];
    // Quickest first: the run stops at its first failure (bail.environment.cjs), so a mutant most tests kill is
    // killed by a quick file before any slow one is loaded. A file the index does not know goes last.
    const duration = (test) => index.durations?.[file(test)] ?? Number.MAX_SAFE_INTEGER;
    return kept.sort((a, b) => duration(a) - duration(b));
  }
}

module.exports = CoveringFilesSequencer;
module.exports.namesOf = namesOf;
