import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { HOST_IDS, type HostId } from '../../protocol/host-id';
import { StoredRecord } from '../records/stored-record';

/** `.bearing/sessions/<host>/<session>.json`: what bearing remembers about one host session. */
export class SessionRecord extends StoredRecord {
  @IsIn(HOST_IDS)
  host!: HostId;

  @IsString()
  @MaxLength(512)
  sessionId!: string;

  /** The plan task this session worked on, when the host binds tasks to sessions. */
  @IsOptional()
  @IsString()
  @MaxLength(512)
  taskId?: string;

  /** When the unfinished-task offer was made to this session (made once per session). */
  @IsOptional()
  @IsISO8601()
  offeredAt?: string;

  @IsISO8601()
  updatedAt!: string;
}

export const SESSION_RECORD_SCHEMA = 1;
