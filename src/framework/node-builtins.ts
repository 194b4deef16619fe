import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The Node built-ins the packaged hook uses, taken from Node here once. The bundler gives every module that
 * imports a built-in its own `require()` of it (evanw/esbuild#475) and calls each function as a property of that
 * module; bound here, a call is a plain call. Code that runs only outside the hook (the `bearing` CLI,
 * packaging) imports Node directly.
 */
export const {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  linkSync,
  mkdirSync,
  opendirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} = fs;
export type { Dir } from 'node:fs';
export const { dirname, isAbsolute, join, relative, resolve, sep } = path;
