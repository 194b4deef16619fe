import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');
export const FIXTURES = join(REPO_ROOT, 'fixtures');

/** Where a fixture came from; kept inside the payload (hosts' payloads are decoded leniently). */
interface FixtureProvenance {
  readonly source: 'live' | 'docs';
  readonly host: string;
  readonly version: string;
  readonly date: string;
  readonly how: string;
}

export interface Fixture {
  readonly file: string;
  readonly text: string;
  readonly payload: Record<string, unknown> & { _fixture: FixtureProvenance };
}

export function readFixture(relative: string, root = FIXTURES): Fixture {
  const file = join(root, relative);
  const text = readFileSync(file, 'utf8');
  return { file: relative, text, payload: JSON.parse(text) };
}

/** Every fixture of one host, recursively, as paths relative to fixtures/ (or another fixtures root). */
export function fixturesOf(host: string, root = FIXTURES): Fixture[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
    );
  return walk(host)
    .sort()
    .map((file) => readFixture(file, root));
}
