'use strict';
/**
 * The test runner of the mutation tiers (jest.mutation.config.ts): in a mutant run, test files run one at a time and
 * none is loaded after a test has failed. Skipping tests (bail.environment.cjs) still paid for loading every later
 * file, about a quarter of a second each; a file that never starts reports nothing, and Stryker reads the failure
 * it has. Interrupting jest's watcher instead would drop the failing file's result with the rest.
 */
const TestRunner = require('jest-runner').default;
const { failedInThisRun, inMutantRun } = require('./bail-state.cjs');

class BailRunner extends TestRunner {
  async runTests(tests, watcher, options) {
    if (!options.serial || !inMutantRun()) return super.runTests(tests, watcher, options);
    for (const test of tests) {
      if (failedInThisRun()) return;
      await super.runTests([test], watcher, options);
    }
  }
}

module.exports = BailRunner;
