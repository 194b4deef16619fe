'use strict';
/**
 * The folders issue 12 scores one by one (each must reach 85%): which of stryker.config.json's `mutate` globs
 * belong to each. A file is in the first folder whose prefix it starts with.
 */
exports.FOLDERS = [
  { id: 'framework', prefix: 'src/framework/' },
  { id: 'policies', prefix: 'src/policies/' },
  { id: 'services', prefix: 'src/services/' },
  { id: 'adapters', prefix: 'src/hosts/' },
];

/** The folder's share of the configured globs: its own include globs, and every exclude glob. */
exports.globsOf = (folder, mutate) => mutate.filter((glob) => glob.startsWith('!') || glob.startsWith(folder.prefix));

exports.folderOf = (file) => exports.FOLDERS.find((folder) => file.startsWith(folder.prefix));
