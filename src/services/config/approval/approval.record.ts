import { Type } from 'class-transformer';
import { IsArray, IsIn, IsISO8601, IsObject, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { StoredRecord } from '../../records/stored-record';

/** Who made the settings the approved ones: the first look at the workspace, the user, or bearing (a change that loosens nothing). */
const APPROVED_BY = ['first-seen', 'user', 'bearing'] as const;
export type ApprovedBy = (typeof APPROVED_BY)[number];

/** One settings file as it was approved: where it was and its text, or no text when there was no file. */
export class ApprovedFile {
  @IsIn(['user', 'workspace'])
  scope!: 'user' | 'workspace';

  @IsString()
  path!: string;

  /** The file's whole text, as read; absent: no such file (what it approved is the defaults). */
  @IsOptional()
  @IsString()
  text?: string;

  /** The text's SHA-256, hex: for a person or a tool to compare; bearing itself compares the text. */
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/)
  sha256?: string;
}

/**
 * `<user cache>/approved/<stableName(root)>.json`: the settings files bearing last obeyed in one workspace, as the
 * user approved them (services/config/approval). A change that loosens them waits for `bearing config approve`.
 */
export class ApprovalRecord extends StoredRecord {
  /** The workspace root the record is for (the file name is a hash of it). */
  @IsString()
  root!: string;

  /** The files that applied, the user-level one first (where there is a home), then the workspace's. */
  @ValidateNested({ each: true })
  @Type(() => ApprovedFile)
  @IsObject({ each: true })
  @IsArray()
  files!: ApprovedFile[];

  @IsISO8601()
  approvedAt!: string;

  @IsIn(APPROVED_BY)
  approvedBy!: ApprovedBy;
}

export const APPROVAL_RECORD_SCHEMA = 1;
