import { join } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { HostId } from '../../protocol/host-id';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { sessionIdOf } from '../../framework/payload/canonical-fields';
import { LockHeld } from '../records/atomic-file';
import { RecordStore, refusal, type RecordRead, type RecordUpdate } from '../records/record-store';
import { StateFolderRefused } from '../records/state-folders';
import { ensureHomeFolder, existingHomeFolder, homeDirectory, stateHome, type StateHome } from '../records/state-home';
import { legacySessionFile, migrateLegacySessions, type SessionMemoryNote } from './legacy-sessions';
import { sessionFileName, sessionFolders } from './session-files';
import { SESSION_RECORD_SCHEMA, SessionRecord } from './session.record';

export type { SessionMemoryNote } from './legacy-sessions';

/** Why a session cannot be remembered: its record needs a newer bearing, or is damaged (one line). */
export class SessionMemoryUnavailable extends Error {
  override readonly name = 'SessionMemoryUnavailable';
}

/** A note nobody asked for is dropped. */
const UNHEARD: SessionMemoryNote = () => undefined;

/**
 * Which host session worked on which plan task, and which sessions were already offered the unfinished tasks: one
 * small record per session under `sessions/<host>/` in the workspace's state home (`<git dir>/bearing/`, or the
 * user cache outside git: see state-home.ts), so concurrent hooks of different sessions never touch the same file,
 * and hooks of one session serialise on its lock. The plan stays the only task record. At a workspace's first use,
 * the records an older bearing kept in `.bearing/sessions/` are moved there (migrateLegacySessions); one it could
 * not move is read where it is. `note` hears, in one line each, what did not stop session memory but should be said.
 */
@injectable()
export class SessionRegistry {
  /** Each workspace's state home, found (and its old records moved there) once: a registry lives for one event. */
  private readonly homes = new Map<string, StateHome | undefined>();

  constructor(
    @inject(RecordStore) private readonly records: RecordStore,
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
  ) {}

  /**
   * The task bound to a session, if any; none for an event without a session id (reading creates no folder of its
   * own). Throws SessionMemoryUnavailable where the record needs a newer bearing or is damaged: not knowing the
   * binding is not the same as having none.
   */
  boundTask(root: string, host: HostId, sessionId: string | undefined, note: SessionMemoryNote = UNHEARD): string | undefined {
    const id = sessionIdOf(sessionId);
    if (id === undefined) return undefined;
    const home = this.homeOf(root, note);
    let directory: string | undefined;
    try {
      directory = home && existingHomeFolder(home, sessionFolders(host));
    } catch (error) {
      if (error instanceof StateFolderRefused) throw new SessionMemoryUnavailable(error.message);
      throw new SessionMemoryUnavailable(
        `session memory is off in ${root}: cannot read ${homeDirectory(home!)} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    const name = sessionFileName(id);
    const file = directory === undefined ? undefined : join(directory, name);
    const found = (file !== undefined && this.readAt(file)) || this.legacyRead(root, host, name);
    if (!found) return undefined;
    if (found.read.kind !== 'ok') throw new SessionMemoryUnavailable(refusal(found.read, found.file));
    return found.read.record.taskId;
  }

  /** True exactly once per (host, session): for the first caller, across processes. A blank id names no session: always true, nothing recorded. */
  async claimOffer(root: string, host: HostId, sessionId: string, note: SessionMemoryNote = UNHEARD): Promise<boolean> {
    if (sessionIdOf(sessionId) === undefined) return true;
    let first = false;
    await this.change(root, host, sessionId, note, (record) => {
      if (record.offeredAt) return undefined;
      first = true;
      return { ...record, offeredAt: new Date().toISOString() };
    });
    return first;
  }

  /** Records that this session works on the given task (a blank id names no session: nothing is recorded). */
  async bind(root: string, host: HostId, sessionId: string, taskId: string, note: SessionMemoryNote = UNHEARD): Promise<void> {
    if (sessionIdOf(sessionId) === undefined) return;
    await this.change(root, host, sessionId, note, (record) => (record.taskId === taskId ? undefined : { ...record, taskId }));
  }

  private async change(
    root: string,
    host: HostId,
    sessionId: string,
    note: SessionMemoryNote,
    edit: (record: SessionRecord) => Partial<SessionRecord> | undefined,
  ): Promise<void> {
    const home = this.homeOf(root, note);
    if (!home)
      throw new SessionMemoryUnavailable(
        `session memory is off in ${root}: it is in no git repository, and no user cache folder is named (BEARING_CACHE_DIR, XDG_CACHE_HOME, LOCALAPPDATA or HOME)`,
      );
    let result: RecordUpdate<SessionRecord>;
    try {
      const name = sessionFileName(sessionId);
      const file = join(ensureHomeFolder(home, sessionFolders(host)), name);
      result = await this.records.update(file, [SessionRecord], (current) => {
        const base = current ?? this.leftBehind(root, host, name) ?? Object.assign(new SessionRecord(), { schema: SESSION_RECORD_SCHEMA, host, sessionId });
        const edited = edit(base);
        return edited && Object.assign(new SessionRecord(), base, edited, { updatedAt: new Date().toISOString() });
      });
    } catch (error) {
      if (error instanceof SessionMemoryUnavailable) throw error;
      if (error instanceof StateFolderRefused || error instanceof LockHeld) throw new SessionMemoryUnavailable(error.message);
      // A read-only git directory, a full disk: sessions cannot be remembered there.
      const code = (error as NodeJS.ErrnoException).code;
      if (!code) throw error;
      throw new SessionMemoryUnavailable(`session memory is off in ${root}: cannot write ${homeDirectory(home)} (${code})`);
    }
    if (result.kind === 'refused') throw new SessionMemoryUnavailable(result.message);
  }

  /** The workspace's state home, once its old records were moved there (the first time it is asked for). */
  private homeOf(root: string, note: SessionMemoryNote): StateHome | undefined {
    if (this.homes.has(root)) return this.homes.get(root);
    const home = stateHome(root, this.environment);
    this.homes.set(root, home);
    if (home) migrateLegacySessions(root, home, note);
    return home;
  }

  /** A record read at `file`, or nothing when there is none. */
  private readAt(file: string): { file: string; read: Exclude<RecordRead<SessionRecord>, { kind: 'absent' }> } | undefined {
    const read = this.records.read(file, [SessionRecord]);
    return read.kind === 'absent' ? undefined : { file, read };
  }

  /** The record of a session that the move into the state home left in `.bearing/sessions/`, read where it is. */
  private legacyRead(root: string, host: HostId, name: string) {
    const file = legacySessionFile(root, host, name);
    return file === undefined ? undefined : this.readAt(file);
  }

  /** What to change for a session whose record was left in `.bearing/sessions/`: that record (refused as a read refuses it). */
  private leftBehind(root: string, host: HostId, name: string): SessionRecord | undefined {
    const found = this.legacyRead(root, host, name);
    if (found === undefined) return undefined;
    if (found.read.kind !== 'ok') throw new SessionMemoryUnavailable(refusal(found.read, found.file));
    return found.read.record;
  }
}
