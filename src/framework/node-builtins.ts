/**
 * The Node built-ins the packaged hook uses, imported here once. The bundler gives every module that imports a
 * built-in its own `require()` of it (evanw/esbuild#475): across the hook's modules that was about a kilobyte of
 * repeated requires. Code that runs only outside the hook (the `bearing` CLI, packaging) imports Node directly.
 */
export {
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
  type Dir,
} from 'node:fs';
export { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
