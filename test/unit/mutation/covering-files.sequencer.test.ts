import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface TestFile {
  readonly path: string;
  readonly context: { readonly config: { readonly rootDir: string } };
}
interface Sequencer {
  sort(tests: readonly TestFile[]): TestFile[];
}
type SequencerClass = (new (options: { globalConfig: { testNamePattern?: string } }) => Sequencer) & { namesOf(pattern: string): string[] | undefined };
// Required, not imported: a plain CommonJS file jest loads itself.
const CoveringFilesSequencer = require('../../mutation/covering-files.sequencer.cjs') as SequencerClass;

/** Stryker's jest runner's filter, as it writes it (@stryker-mutator/jest-runner mutantRun, util escapeRegExp). */
const strykerPattern = (names: readonly string[]) => names.map((name) => `(${name.replace(/[.*+\-?^${}()|[\]\\]/g, '\\$&')})`).join('|');

describe('the mutation tiers load only the test files that hold a covering test', () => {
  test.each([[['a']], [['a (weird) \\ name | x', 'b.c*d']], [['x', 'y', 'z [1] {2} $3 ^4 +5 ?6 -7']]])('reads back the names Stryker wrote: %j', (names) => {
    expect(CoveringFilesSequencer.namesOf(strykerPattern(names))).toEqual(names);
  });

  test.each(['a|b', '(a', 'a)'])('a pattern not of that shape names nothing: %j', (pattern) => {
    expect(CoveringFilesSequencer.namesOf(pattern)).toBeUndefined();
  });

  const root = mkdtempSync(join(tmpdir(), 'bearing-sequencer-'));
  mkdirSync(join(root, 'node_modules', '.cache', 'bearing-mutation'), { recursive: true });
  writeFileSync(
    join(root, 'node_modules', '.cache', 'bearing-mutation', 'test-index.json'),
    JSON.stringify({
      files: { 'slow.test.ts': ['s1', 'shared'], 'quick.test.ts': ['q1', 'shared'], 'other.test.ts': ['o1'] },
      durations: { 'slow.test.ts': 900, 'quick.test.ts': 5, 'other.test.ts': 1 },
    }),
  );
  const tests = ['slow.test.ts', 'quick.test.ts', 'other.test.ts', 'new.test.ts'].map((file) => ({
    path: join(root, file),
    context: { config: { rootDir: root } },
  }));
  const sorted = (testNamePattern?: string) =>
    new CoveringFilesSequencer({ globalConfig: { testNamePattern } }).sort(tests).map((test) => test.path.slice(root.length + 1));

  test('keeps the files holding a named test, and any the index does not know, the quickest first', () => {
    expect(sorted(strykerPattern(['shared']))).toEqual(['quick.test.ts', 'slow.test.ts', 'new.test.ts']);
    expect(sorted(strykerPattern(['o1', 's1']))).toEqual(['other.test.ts', 'slow.test.ts', 'new.test.ts']);
  });

  test('keeps every file without a pattern, or when a name is not in the index', () => {
    expect(sorted(undefined)).toHaveLength(4);
    expect(sorted(strykerPattern(['q1', 'a test written since']))).toHaveLength(4);
  });
});
