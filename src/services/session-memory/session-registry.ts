import { join } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { HostId } from '../../protocol/host-id';
import { sessionIdOf } from '../../framework/payload/canonical-fields';
import { stableName } from '../files/stable-name';
import { LockHeld } from '../records/atomic-file';
import { RecordStore, refusal, type RecordUpdate } from '../records/record-store';
import { ensureRuntimeDirectory, existingRuntimeDirectory, RuntimeDirectoryRefused } from '../records/runtime-directory';
import { SESSION_RECORD_SCHEMA, SessionRecord } from './session.record';

/** Why a session cannot be remembered: its record needs a newer bearing, or is damaged (one line). */
export class SessionMemoryUnavailable extends Error {
  override readonly name = 'SessionMemoryUnavailable';
}

/**
 * Which host session worked on which plan task, and which sessions were already offered the unfinished
 * tasks: one small record per session under `.bearing/sessions/`, so concurrent hooks of different sessions
 * never touch the same file, and hooks of one session serialise on its lock. The plan stays the only task record.
 */
@injectable()
export class SessionRegistry {
  constructor(@inject(RecordStore) private readonly records: RecordStore) {}

  /**
   * The task bound to a session, if any; none for an event without a session id (reading never creates `.bearing/`).
   * Throws SessionMemoryUnavailable where the record needs a newer bearing or is damaged: not knowing the binding
   * is not the same as having none.
   */
  boundTask(root: string, host: HostId, sessionId: string | undefined): string | undefined {
    const id = sessionIdOf(sessionId);
    if (id === undefined) return undefined;
    let directory: string | undefined;
    try {
      directory = existingRuntimeDirectory(root, ...sessionFolders(host));
    } catch (error) {
      if (error instanceof RuntimeDirectoryRefused) throw new SessionMemoryUnavailable(error.message);
      throw new SessionMemoryUnavailable(`session memory is off in ${root}: cannot read .bearing/ (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    if (directory === undefined) return undefined;
    const file = join(directory, sessionFileName(id));
    const read = this.records.read(file, [SessionRecord]);
    if (read.kind === 'absent') return undefined;
    if (read.kind !== 'ok') throw new SessionMemoryUnavailable(refusal(read, file));
    return read.record.taskId;
  }

  /** True exactly once per (host, session): for the first caller, across processes. A blank id names no session: always true, nothing recorded. */
  async claimOffer(root: string, host: HostId, sessionId: string): Promise<boolean> {
    if (sessionIdOf(sessionId) === undefined) return true;
    let first = false;
    await this.change(root, host, sessionId, (record) => {
      if (record.offeredAt) return undefined;
      first = true;
      return { ...record, offeredAt: new Date().toISOString() };
    });
    return first;
  }

  /** Records that this session works on the given task (a blank id names no session: nothing is recorded). */
  async bind(root: string, host: HostId, sessionId: string, taskId: string): Promise<void> {
    if (sessionIdOf(sessionId) === undefined) return;
    await this.change(root, host, sessionId, (record) => (record.taskId === taskId ? undefined : { ...record, taskId }));
  }

  private async change(root: string, host: HostId, sessionId: string, edit: (record: SessionRecord) => Partial<SessionRecord> | undefined): Promise<void> {
    let result: RecordUpdate<SessionRecord>;
    try {
      const file = join(ensureRuntimeDirectory(root, ...sessionFolders(host)), sessionFileName(sessionId));
      result = await this.records.update(file, [SessionRecord], (current) => {
        const base = current ?? Object.assign(new SessionRecord(), { schema: SESSION_RECORD_SCHEMA, host, sessionId });
        const edited = edit(base);
        return edited && Object.assign(new SessionRecord(), base, edited, { updatedAt: new Date().toISOString() });
      });
    } catch (error) {
      if (error instanceof RuntimeDirectoryRefused || error instanceof LockHeld) throw new SessionMemoryUnavailable(error.message);
      // A read-only or foreign workspace, a full disk: sessions cannot be remembered there.
      const code = (error as NodeJS.ErrnoException).code;
      if (!code) throw error;
      throw new SessionMemoryUnavailable(`session memory is off in ${root}: cannot write .bearing/ (${code})`);
    }
    if (result.kind === 'refused') throw new SessionMemoryUnavailable(result.message);
  }
}

/** `.bearing/sessions/<host>/<session>.json`. */
function sessionFolders(host: HostId): string[] {
  return ['sessions', host];
}

function sessionFileName(sessionId: string): string {
  return `${safeFileName(sessionId)}.json`;
}

/** A session id as a file name: ids come from the host and may hold any character. */
function safeFileName(id: string): string {
  const plain = id.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
  return plain === id ? id : `${plain}-${stableName(id)}`;
}
