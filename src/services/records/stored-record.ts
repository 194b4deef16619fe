import { IsArray, IsInt, IsOptional, IsString, Min } from 'class-validator';

/**
 * The envelope every state file shares. `critical` lists the key paths (dotted, `*` for array
 * items) a reader must understand: a reader that would have to drop one of them, or a parent of one,
 * refuses the record instead of silently losing what it means.
 */
export abstract class StoredRecord {
  @IsInt()
  @Min(1)
  schema!: number;

  @IsOptional()
  @IsString({ each: true })
  @IsArray()
  critical?: string[];
}

/** A record class (constructed by class-transformer, checked by class-validator). */
export type RecordSchema<T extends StoredRecord = StoredRecord> = new () => T;
