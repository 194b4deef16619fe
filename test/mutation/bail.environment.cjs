'use strict';
/**
 * The test environment of the mutation tiers (jest.mutation.config.ts): once a test fails while a mutant is active,
 * every later test of that mutant run is skipped. One failure is all Stryker needs to call a mutant killed, and its
 * jest runner cannot bail (jest takes no bail programmatically), so without this a killed mutant still ran every
 * test that covers it. Runs with no active mutant (the dry run, plain jest) are untouched.
 */
const { TestEnvironment } = require('jest-environment-node');

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
// Kept on the process, not in this module: the mutant run spans many test files, each with its own environment.
const FAILED_IN = Symbol.for('bearing.mutation.failed-in');

class BailEnvironment extends TestEnvironment {
  async handleTestEvent(event, state) {
    await super.handleTestEvent?.(event, state);
    const mutant = process.env[ACTIVE_MUTANT];
    if (mutant === undefined) return;
    if (event.name === 'test_done' && event.test.errors.length > 0) process[FAILED_IN] = mutant;
    else if (event.name === 'test_start' && process[FAILED_IN] === mutant) event.test.mode = 'skip';
  }
}

module.exports = BailEnvironment;
module.exports.TestEnvironment = BailEnvironment;
