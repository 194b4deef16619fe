'use strict';
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * The folders issue 12 scores one by one (each must reach 85%). A file is in the first folder whose prefix it
 * starts with; which of its files are mutated is stryker.config.json's `mutate`.
 */
exports.FOLDERS = [
  { id: 'framework', prefix: 'src/framework/' },
  { id: 'policies', prefix: 'src/policies/' },
  { id: 'services', prefix: 'src/services/' },
  { id: 'adapters', prefix: 'src/hosts/' },
];

exports.folderOf = (file) => exports.FOLDERS.find((folder) => file.startsWith(folder.prefix));

/** A glob of the shapes stryker.config.json uses (`**` for any folders, `*` within a name) as a regular expression. */
function globPattern(glob) {
  const source = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

/** The files `mutate` selects, relative to root: the last glob that matches a file decides, as in Stryker. */
exports.mutatedFiles = (root, mutate) => {
  const rules = mutate.map((glob) => ({ keep: !glob.startsWith('!'), pattern: globPattern(glob.replace(/^!/, '')) }));
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (rules.reduce((kept, rule) => (rule.pattern.test(file) ? rule.keep : kept), false)) files.push(file);
    }
  };
  walk('src');
  return files.sort();
};

/** A file's text as results are kept against it: a result counts only for the text it was measured on. */
exports.hashOf = (root, file) => createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex');

/**
 * How many mutants Stryker's own instrumenter (the one `stryker run` places mutants with) finds in each file, read
 * from its current text: 0 for a file of declarations only (types, a payload class), which Stryker's report leaves
 * out. `mutator` is stryker.config.json's (its babel plugins decide how a file parses).
 */
exports.mutantCounts = async (root, files, mutator = {}) => {
  const { createRequire } = require('node:module');
  const { pathToFileURL } = require('node:url');
  // The instrumenter @stryker-mutator/core runs (its own dependency, an ES module), resolved from where core is.
  const core = require.resolve('@stryker-mutator/core/package.json');
  const { Instrumenter } = await import(pathToFileURL(createRequire(core).resolve('@stryker-mutator/instrumenter')).href);
  const quiet = () => false;
  const logger = { isTraceEnabled: quiet, isDebugEnabled: quiet, isInfoEnabled: quiet, isWarnEnabled: quiet, isErrorEnabled: quiet, isFatalEnabled: quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };
  const instrumenter = new Instrumenter(logger);
  const options = { plugins: null, excludedMutations: [], ignorers: [], ...mutator };
  const counts = new Map();
  for (const file of files) {
    const { mutants } = await instrumenter.instrument([{ name: path.join(root, file), content: readFileSync(path.join(root, file), 'utf8'), mutate: true }], options);
    counts.set(file, mutants.length);
  }
  return counts;
};
