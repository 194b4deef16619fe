'use strict';
const path = require('node:path');

/**
 * Where the test index lives: under node_modules/.cache, because Stryker's sandbox links node_modules back to the
 * checkout (the index survives the sandbox) and never copies reports/ or .stryker-tmp into it.
 */
exports.INDEX_FILE = (root) => path.join(root, 'node_modules', '.cache', 'bearing-mutation', 'test-index.json');
