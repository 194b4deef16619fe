import type { HostEntry } from '../../framework/host-entry';
import { COMMAND_HOST_FILES } from '../../framework/manifest-file';
import { CursorAdapter } from './cursor.adapter';
import { CURSOR_DESCRIPTOR } from './cursor.descriptor';
import { cursorManifests } from './cursor.manifest';

/** Everything bearing asks of Cursor: its adapter, descriptor and plugin files. */
export const CURSOR_HOST: HostEntry = {
  id: 'cursor',
  transport: 'command',
  descriptor: CURSOR_DESCRIPTOR,
  adapter: CursorAdapter,
  manifests: cursorManifests,
  files: COMMAND_HOST_FILES,
};
