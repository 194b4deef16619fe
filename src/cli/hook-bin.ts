// reflect-metadata must be evaluated before any decorated class: it is this entry's first import.
import 'reflect-metadata/lite';
import { runEntry } from './entry';
import { hookMain } from './hook/hook-main';

// A host may run hooks with NODE_OPTIONS of its own (--pending-deprecation, say): a Node deprecation warning
// must not become a second stderr line, which some hosts show to the user or the model.
(process as { noDeprecation?: boolean }).noDeprecation = true;
runEntry(hookMain);
