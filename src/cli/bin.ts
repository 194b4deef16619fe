// reflect-metadata must be evaluated before any decorated class: it is this entry's first import.
import 'reflect-metadata/lite';
import { runEntry } from './entry';
import { main } from './main';

runEntry(main, { crashExitCode: 1 });
