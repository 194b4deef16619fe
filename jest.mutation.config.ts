/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { join } from 'node:path';
import base from './jest.config';

/**
 * What Stryker runs against each mutant (stryker.config.json): the unit and wiring tiers only. The runner and live
 * tiers spawn the committed bundle, which never contains a mutant of src/, so they could not kill one; and the
 * transform skips type checking (a mutant that does not type-check is still a behaviour worth killing).
 */
const config: Config = {
  ...base,
  roots: ['<rootDir>/test/unit', '<rootDir>/test/wiring'],
  // The tooling's own tests (test/unit/mutation) exercise no src/ code, and one spawns a jest of its own.
  testPathIgnorePatterns: ['/node_modules/', '/test/unit/mutation/'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json', diagnostics: false }] },
  // A mutant run loads only the test files that hold a test covering it (Stryker's buildCommand writes the index),
  // the quickest first, and stops at its first failing test (no later test, no later file).
  testSequencer: '<rootDir>/test/mutation/covering-files.sequencer.cjs',
  runner: join(__dirname, 'test/mutation/bail.runner.cjs'),
  // An absolute path: Stryker wraps this environment in its own and resolves it without <rootDir>.
  testEnvironment: join(__dirname, 'test/mutation/bail.environment.cjs'),
  // A mutant that leaves a promise unsettled hangs its test: failing it at 15 s (the slowest test takes 7 s) kills
  // the mutant in half the time Stryker's own timeout takes, and without restarting the worker.
  testTimeout: 15_000,
};

export default config;
