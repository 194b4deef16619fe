import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';

/**
 * `npm run mutation:score` (test/mutation/scores.cjs) over a project of its own: a file Stryker's instrumenter finds
 * no mutant in is counted apart and never holds the score back; a file with mutants counts only from results of its
 * current text, and without them it is not measured and the score fails.
 */
describe('the mutation score counts what has mutants', () => {
  const sources = {
    // Declarations only: an interface, a type, a class of fields without initialisers.
    'src/services/types.ts': 'export interface Reply {\n  readonly text: string;\n}\nexport type Verdict = "allow" | "deny";\n',
    'src/services/payload.ts': 'export class Payload {\n  declare readonly tool: string;\n  readonly input!: Record<string, unknown>;\n}\n',
    'src/services/logic.ts': 'export const over = (n: number): boolean => n > 1;\n',
    // The other folders, measured in full: a folder without a mutant measured has no score to pass on.
    'src/framework/measured.ts': 'export const under = (n: number): boolean => n < 1;\n',
    'src/policies/measured.ts': 'export const under = (n: number): boolean => n < 1;\n',
    'src/hosts/measured.ts': 'export const under = (n: number): boolean => n < 1;\n',
  };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const logic = (text = sources['src/services/logic.ts']) => ({ sha256: sha256(text), counts: { Killed: 3 }, survivors: [] });
  const others = Object.fromEntries(
    ['framework', 'policies', 'hosts'].map((folder) => [
      `src/${folder}/measured.ts`,
      { sha256: sha256(sources['src/hosts/measured.ts']), counts: { Killed: 2 }, survivors: [] },
    ]),
  );

  /** The score's exit and its rows, over those sources with these results kept. */
  const score = (results: Record<string, unknown> = {}, parts: Record<string, unknown> = {}) => {
    const root = mkdtempSync(join(tmpdir(), 'bearing-scores-'));
    for (const folder of ['framework', 'policies', 'services', 'hosts']) mkdirSync(join(root, 'src', folder), { recursive: true });
    mkdirSync(join(root, 'reports', 'mutation'), { recursive: true });
    for (const [file, text] of Object.entries(sources)) writeFileSync(join(root, file), text);
    writeFileSync(join(root, 'stryker.config.json'), JSON.stringify({ mutate: ['src/**/*.ts'] }));
    writeFileSync(join(root, 'reports', 'mutation', 'results.json'), JSON.stringify({ ...others, ...results }));
    for (const [name, files] of Object.entries(parts)) writeFileSync(join(root, 'reports', 'mutation', `${name}.incremental.json`), JSON.stringify({ files }));
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'test/mutation/scores.cjs')], { cwd: root, encoding: 'utf8' });
    const rows = Object.fromEntries(
      run.stdout
        .split('\n')
        .filter((row) => /^\w+ +\d/.test(row))
        .map((row) => [row.split(' ')[0], row]),
    );
    return {
      status: run.status,
      rows,
      stdout: run.stdout,
      stderr: run.stderr,
      kept: () => readFileSync(join(root, 'reports', 'mutation', 'results.json'), 'utf8'),
    };
  };

  test('the files without mutants are counted apart; the file with mutants and results of its text makes the score', () => {
    const run = score({ 'src/services/logic.ts': logic() });
    expect(run.stderr).toBe('');
    expect(run.rows.services).toMatch(/ 100\.00% +3\/3 .*, 1 of 1 files with mutants \(2 without\) {2}ok$/);
    expect(run.rows.overall).toMatch(/ 100\.00% +9\/9 .*, 4 of 4 files with mutants \(2 without\) {2}ok$/);
    expect(run.status).toBe(0);
  });

  test('a file with mutants and no results is not measured, and the score fails', () => {
    const run = score();
    expect(run.rows.services).toMatch(/0 of 1 files with mutants \(2 without\) {2}1 files not measured yet$/);
    expect(run.stdout).toContain('not measured (1):\nsrc/services/logic.ts (');
    expect(run.stdout).toContain('no results)');
    expect(run.status).toBe(1);
  });

  test('results of an older text do not count: the file is not measured, and they are not kept', () => {
    const run = score({ 'src/services/logic.ts': logic('export const over = (n: number): boolean => n >= 1;\n') });
    expect(run.rows.services).toMatch(/0 of 1 files with mutants \(2 without\) {2}1 files not measured yet$/);
    expect(run.stdout).toContain('results of an older text)');
    expect(run.kept()).not.toContain('logic.ts');
    expect(run.status).toBe(1);
  });

  test('results of a file gone since are dropped without dropping the ones after them', () => {
    const run = score({ 'src/services/a-gone.ts': { sha256: sha256('gone'), counts: { Killed: 1 }, survivors: [] }, 'src/services/logic.ts': logic() });
    expect(run.status).toBe(0);
    expect(run.kept()).toContain('"src/services/logic.ts"');
    expect(run.kept()).not.toContain('a-gone.ts');
  });

  test("a part's run of the file's current text measures it, and its results are kept", () => {
    const mutant = (status: string, replacement: string) => ({
      status,
      mutatorName: 'EqualityOperator',
      replacement,
      location: { start: { line: 1, column: 45 }, end: { line: 1, column: 50 } },
    });
    const run = score(
      {},
      {
        services: {
          'src/services/logic.ts': { source: sources['src/services/logic.ts'], mutants: [mutant('Killed', 'n <= 1'), mutant('Survived', 'n >= 1')] },
        },
      },
    );
    expect(run.rows.services).toMatch(/ 50\.00% +1\/2 .*, 1 of 1 files with mutants \(2 without\) {2}under 85%$/);
    expect(run.stdout).toContain('src/services/logic.ts:1:45 Survived EqualityOperator: n >= 1');
    expect(JSON.parse(run.kept())['src/services/logic.ts']).toEqual({
      sha256: sha256(sources['src/services/logic.ts']),
      counts: { Killed: 1, Survived: 1 },
      survivors: ['1:45 Survived EqualityOperator: n >= 1'],
    });
    expect(run.status).toBe(1);
  });
});
