import {
  closeSync as nodeCloseSync,
  constants as nodeConstants,
  existsSync as nodeExistsSync,
  fstatSync as nodeFstatSync,
  linkSync as nodeLinkSync,
  lstatSync as nodeLstatSync,
  mkdirSync as nodeMkdirSync,
  opendirSync as nodeOpendirSync,
  openSync as nodeOpenSync,
  readdirSync as nodeReaddirSync,
  readFileSync as nodeReadFileSync,
  readSync as nodeReadSync,
  realpathSync as nodeRealpathSync,
  renameSync as nodeRenameSync,
  statSync as nodeStatSync,
  unlinkSync as nodeUnlinkSync,
  utimesSync as nodeUtimesSync,
  writeFileSync as nodeWriteFileSync,
  writeSync as nodeWriteSync,
  type Dir,
  type Dirent,
  type Stats,
} from 'node:fs';
import {
  basename as nodeBasename,
  dirname as nodeDirname,
  isAbsolute as nodeIsAbsolute,
  join as nodeJoin,
  normalize as nodeNormalize,
  relative as nodeRelative,
  resolve as nodeResolve,
  sep as nodeSep,
} from 'node:path';

/**
 * The Node built-ins the packaged hook uses, taken from Node here once. The bundler gives every module that
 * imports a built-in its own `require()` of it (evanw/esbuild#475) and calls each function as a property of that
 * module. Imported under other names and bound to these, each is read once when the hook loads, every call is a
 * plain call, and a bundle keeps only those it uses (the loader needs a few). Code that runs only outside the
 * hook (the `bearing` CLI, packaging) imports Node directly.
 */
export const closeSync = nodeCloseSync;
export const constants = nodeConstants;
export const existsSync = nodeExistsSync;
export const fstatSync = nodeFstatSync;
export const linkSync = nodeLinkSync;
export const lstatSync = nodeLstatSync;
export const mkdirSync = nodeMkdirSync;
export const opendirSync = nodeOpendirSync;
export const openSync = nodeOpenSync;
export const readdirSync = nodeReaddirSync;
export const readFileSync = nodeReadFileSync;
export const readSync = nodeReadSync;
export const realpathSync = nodeRealpathSync;
export const renameSync = nodeRenameSync;
export const statSync = nodeStatSync;
export const unlinkSync = nodeUnlinkSync;
export const utimesSync = nodeUtimesSync;
export const writeFileSync = nodeWriteFileSync;
export const writeSync = nodeWriteSync;
export const basename = nodeBasename;
export const dirname = nodeDirname;
export const isAbsolute = nodeIsAbsolute;
export const join = nodeJoin;
export const normalize = nodeNormalize;
export const relative = nodeRelative;
export const resolve = nodeResolve;
export const sep = nodeSep;
export type { Dir, Dirent, Stats };
