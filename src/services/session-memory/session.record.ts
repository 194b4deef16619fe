import { IsIn, IsOptional, IsString } from 'class-validator';
import { HOST_IDS, type HostId } from '../../protocol/host-id';
import { StoredRecord } from '../records/stored-record';

/** `sessions/<host>/<session>.json` in the workspace's state home (state-home.ts): what bearing remembers about one host session. */
export class SessionRecord extends StoredRecord {
  @IsIn(HOST_IDS)
  host!: HostId;

  @IsString()
  sessionId!: string;

  /** The plan task this session worked on, when the host binds tasks to sessions. */
  @IsOptional()
  @IsString()
  taskId?: string;

  /** When the unfinished-task offer was made to this session (ISO 8601; made once per session). */
  @IsOptional()
  @IsString()
  offeredAt?: string;

  /** ISO 8601. */
  @IsString()
  updatedAt!: string;
}

export const SESSION_RECORD_SCHEMA = 1;
