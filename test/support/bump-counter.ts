// Run as a separate process (node -r reflect-metadata -r esbuild-register): adds 1 to a counter record.
import { RecordStore } from '../../src/services/records/record-store';
import { CounterRecord } from './counter.record';

const file = process.argv[2]!;
new RecordStore()
  .update(file, [CounterRecord], (current) => Object.assign(new CounterRecord(), { schema: 1, count: (current?.count ?? 0) + 1 }))
  .then(
    (result) => process.stdout.write(result.kind),
    (error: Error) => {
      process.stdout.write(`error: ${error.message}`);
      process.exitCode = 1;
    },
  );
