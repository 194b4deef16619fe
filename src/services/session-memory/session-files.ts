import type { HostId } from '../../protocol/host-id';
import { stableName } from '../files/stable-name';

/** The folder of session records in a state home (and in an older bearing's `.bearing/`): `sessions/<host>/<session>.json`. */
export const SESSIONS_FOLDER = 'sessions';

/** `sessions/<host>`: one folder per host, so that ids of different hosts never meet. */
export function sessionFolders(host: HostId | string): string[] {
  return [SESSIONS_FOLDER, host];
}

export function sessionFileName(sessionId: string): string {
  return `${safeFileName(sessionId)}.json`;
}

/** A session id as a file name: ids come from the host and may hold any character. */
function safeFileName(id: string): string {
  const plain = id.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
  return plain === id ? id : `${plain}-${stableName(id)}`;
}
