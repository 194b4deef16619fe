import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { readTolerantly } from '../../../../src/services/records/tolerant-read';
import { StoredRecord } from '../../../../src/services/records/stored-record';

class Item {
  @IsString()
  id!: string;
}

class Inner {
  @IsString()
  name!: string;
}

class Sample extends StoredRecord {
  @IsString()
  title!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => Inner)
  inner?: Inner;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Item)
  @IsArray()
  items?: Item[];
}

class WithCount extends StoredRecord {
  @IsString()
  title!: string;

  @IsInt()
  count!: number;
}

const base = { schema: 1, title: 't' };

describe('readTolerantly', () => {
  test('a record this reader fully knows reads as is', () => {
    const read = readTolerantly({ ...base, inner: { name: 'n' }, items: [{ id: 'a' }] }, [Sample]);
    expect(read).toMatchObject({ kind: 'ok', dropped: [], record: { title: 't', inner: { name: 'n' }, items: [{ id: 'a' }] } });
    expect(read.kind === 'ok' && read.record).toBeInstanceOf(Sample);
  });

  test('unknown keys are dropped, at any depth, and reading goes on', () => {
    const read = readTolerantly({ ...base, future: 1, inner: { name: 'n', hue: 'blue' }, items: [{ id: 'a' }, { id: 'b', weight: 2 }] }, [Sample]);
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(read.dropped).toEqual(['future', 'inner.hue', 'items.1.weight']);
    expect(JSON.parse(JSON.stringify(read.record))).toEqual({ ...base, inner: { name: 'n' }, items: [{ id: 'a' }, { id: 'b' }] });
  });

  test.each([
    [['future'], ['future']],
    [['future.flag'], ['future']],
    [['items.*.weight'], ['items.1.weight']],
    [['items.3.weight'], ['items.1.weight']],
    [['inner.hue.shade'], ['inner.hue']],
  ])('critical %j: a reader that would drop it (or its parent) refuses', (critical, lost) => {
    const plain = { ...base, critical, future: { flag: true }, inner: { name: 'n', hue: { shade: 1 } }, items: [{ id: 'a' }, { id: 'b', weight: 2 }] };
    const read = readTolerantly(plain, [Sample]);
    expect(read).toEqual({ kind: 'needs-upgrade', paths: expect.arrayContaining(lost) });
  });

  test('critical paths the reader knows do not matter', () => {
    expect(readTolerantly({ ...base, critical: ['title', 'inner.name'], extra: 1 }, [Sample]).kind).toBe('ok');
  });

  test.each([
    [{ schema: 1 }, 'title must be a string'],
    [{ ...base, inner: { name: 7 } }, 'inner.name must be a string'],
    [{ ...base, schema: 0 }, 'schema must not be less than 1'],
    [[], 'a record must be a JSON object'],
    [null, 'a record must be a JSON object'],
  ])('any other violation is an error: %j', (plain, message) => {
    expect(readTolerantly(plain, [Sample])).toEqual({ kind: 'invalid', message });
  });

  test('of a union that fits nowhere, the message is the first problem of the schema with the fewest problems', () => {
    // Sample finds two problems here (inner.name, items), WithCount one (count); the keys each does not know are no problem.
    const plain = { ...base, count: 'x', inner: { name: 5 }, items: 'none' };
    expect(readTolerantly(plain, [Sample, WithCount])).toEqual({ kind: 'invalid', message: 'count must be an integer number' });
  });

  test('of a union, the schema that drops the fewest keys wins', () => {
    const read = readTolerantly({ ...base, count: 3, inner: { name: 'n' } }, [Sample, WithCount]);
    expect(read).toMatchObject({ kind: 'ok', dropped: ['count'] });
    const other = readTolerantly({ ...base, count: 3 }, [Sample, WithCount]);
    expect(other).toMatchObject({ kind: 'ok', dropped: [] });
    expect(other.kind === 'ok' && other.record).toBeInstanceOf(WithCount);
  });
});
