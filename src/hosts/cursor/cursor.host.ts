import type { HostEntry } from '../host-entry';
import { CursorAdapter } from './cursor.adapter';
import { CURSOR_DESCRIPTOR } from './cursor.descriptor';
import { cursorManifests, CURSOR_FILES } from './cursor.manifest';
import { CURSOR_SAMPLES } from './cursor.samples';
import { CURSOR_INSTALLER } from './setup/cursor.installer';

/** Everything bearing asks of Cursor: its adapter, descriptor and plugin files. */
export const CURSOR_HOST: HostEntry = {
  id: 'cursor',
  transport: 'command',
  descriptor: CURSOR_DESCRIPTOR,
  adapter: CursorAdapter,
  manifests: cursorManifests,
  files: CURSOR_FILES,
  samples: CURSOR_SAMPLES,
  installer: CURSOR_INSTALLER,
};
