'use strict';
/**
 * The test environment of the mutation tiers (jest.mutation.config.ts): once a test fails while a mutant is active,
 * every later test of that file is skipped (bail.runner.cjs skips the later files). One failure is all Stryker needs
 * to call a mutant killed, and its jest runner cannot bail (jest takes no bail programmatically), so without this a
 * killed mutant still ran every test that covers it.
 */
const { TestEnvironment } = require('jest-environment-node');
const { failedInThisRun, inMutantRun, markFailed } = require('./bail-state.cjs');

class BailEnvironment extends TestEnvironment {
  async handleTestEvent(event, state) {
    await super.handleTestEvent?.(event, state);
    if (!inMutantRun()) return;
    if (event.name === 'test_done' && event.test.errors.length > 0) markFailed();
    else if (event.name === 'test_start' && failedInThisRun()) event.test.mode = 'skip';
  }
}

module.exports = BailEnvironment;
module.exports.TestEnvironment = BailEnvironment;
