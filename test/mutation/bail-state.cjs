'use strict';
/**
 * Whether a test has failed in the current mutant run: set by bail.environment.cjs, read by it and by
 * bail.runner.cjs. Kept on the process (a run spans many test files, each with its own environment), keyed by the
 * active mutant, so a new mutant run starts clean. Outside a mutant run (the dry run, plain jest) nothing bails.
 */
const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
const FAILED_IN = Symbol.for('bearing.mutation.failed-in');

exports.inMutantRun = () => process.env[ACTIVE_MUTANT] !== undefined;
exports.markFailed = () => {
  process[FAILED_IN] = process.env[ACTIVE_MUTANT];
};
exports.failedInThisRun = () => exports.inMutantRun() && process[FAILED_IN] === process.env[ACTIVE_MUTANT];
