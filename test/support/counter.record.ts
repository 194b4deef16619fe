import { IsInt, Min } from 'class-validator';
import { StoredRecord } from '../../src/services/records/stored-record';

/** A record for concurrency tests: processes add one each. */
export class CounterRecord extends StoredRecord {
  @IsInt()
  @Min(0)
  count!: number;
}
