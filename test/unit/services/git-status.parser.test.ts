import { parseGitStatus } from '../../../src/services/candidate/git-status.parser';

const z = (...records: string[]) => records.join('\u0000');

describe('parseGitStatus', () => {
  test('no headers: neither oid nor head is set, not even to undefined', () => {
    expect(parseGitStatus(z('? a.ts', ''))).toStrictEqual({ paths: ['a.ts'] });
    expect(parseGitStatus('')).toStrictEqual({ paths: [] });
  });

  test('only the oid header: the head stays absent', () => {
    expect(parseGitStatus(z('# branch.oid (initial)', ''))).toStrictEqual({ oid: '(initial)', paths: [] });
  });

  test('only the head header: the oid stays absent', () => {
    expect(parseGitStatus(z('# branch.head main', ''))).toStrictEqual({ head: 'main', paths: [] });
  });

  test('headers git may add (upstream, stash) are not paths', () => {
    const output = z('# branch.oid abc', '# branch.head main', '# branch.upstream origin/main', '# stash 2', '1 .M N... 100644 100644 100644 h1 h2 a.ts', '');
    expect(parseGitStatus(output)).toStrictEqual({ oid: 'abc', head: 'main', paths: ['a.ts'] });
  });

  test('a record whose type letter is not followed by a space is not a status record', () => {
    // Porcelain v2 asks parsers to skip what they do not know; this one starts with a known letter.
    const output = z('1x .M N... 100644 100644 100644 h1 h2 not a path.ts', '? real.ts', '');
    expect(parseGitStatus(output)).toStrictEqual({ paths: ['real.ts'] });
  });

  test('a record cut short before its path adds no empty path', () => {
    expect(parseGitStatus(z('1 .M N... 100644', 'u UU N...', '? real.ts', ''))).toStrictEqual({ paths: ['real.ts'] });
  });

  test('ordinary, rename and unmerged records each skip their own number of fields before the path', () => {
    // Paths with spaces show where each record's fields end: a wrong count keeps a field or cuts a word.
    const output = z(
      '1 .M N... 100644 100644 100644 h1 h2 one two.ts',
      '2 R. N... 100644 100644 100644 h1 h2 R100 three four.ts',
      'old name.ts',
      'u UU N... 100644 100644 100644 100644 h1 h2 h3 five six.ts',
      '',
    );
    expect(parseGitStatus(output)).toStrictEqual({ paths: ['one two.ts', 'three four.ts', 'five six.ts'] });
  });
});
