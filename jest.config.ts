/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * Test tiers (folders under test/): unit (new X(fakes)), wiring (child container + register(token, { useValue })),
 * runner (spawns the packaged hook), fuzz (generated payloads for every host, seeded), e2e (the real host CLIs against a
 * scripted model on 127.0.0.1).
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  setupFiles: ['reflect-metadata'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  // Two cores. `npm test` runs the live host tests (test/e2e) in a second pass, one file at a time.
  maxWorkers: 2,
  testTimeout: 30_000,
};

export default config;
