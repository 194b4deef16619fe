/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * What Stryker runs against each mutant (stryker.config.json): the unit and wiring tiers only. The runner and live
 * tiers spawn the committed bundle, which never contains a mutant of src/, so they could not kill one; and the
 * transform skips type checking (a mutant that does not type-check is still a behaviour worth killing).
 */
const config: Config = {
  ...base,
  roots: ['<rootDir>/test/unit', '<rootDir>/test/wiring'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json', diagnostics: false }] },
};

export default config;
