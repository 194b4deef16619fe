import { join } from 'node:path';
import { readJsonObject } from './lenient-json';

/** bearing's npm package name. */
const PACKAGE_NAME = 'bearing-hooks';

/** Whether a folder is a bearing package: its package.json names bearing-hooks (any version, any path). */
export function isBearingFolder(folder: string): boolean {
  return readJsonObject(join(folder, 'package.json'))?.['name'] === PACKAGE_NAME;
}

/** Whether an npm spec names bearing (`bearing-hooks`, `bearing-hooks@0.1.0`), which the host installs from npm itself. */
export function isBearingNpmSpec(spec: unknown): boolean {
  return typeof spec === 'string' && (spec === PACKAGE_NAME || spec.startsWith(`${PACKAGE_NAME}@`));
}
