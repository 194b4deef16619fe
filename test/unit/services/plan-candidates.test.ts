import { BestPlanCandidates, nameKey } from '../../../src/services/plan/plan-candidates';

/** Offers each path (at the depth its `/`s give) and returns the kept paths, best first. */
function best(size: number, paths: readonly string[]): string[] {
  const candidates = new BestPlanCandidates(size);
  for (const path of paths) candidates.offer(path, `/w/${path}`, path.split('/').length - 1, path.split('/').pop()!);
  return candidates.best().map((c) => c.path);
}

describe('nameKey', () => {
  test('docs, then plans, then every other name', () => {
    expect(['src', 'plans', 'docs', 'a'].map(nameKey)).toEqual(['2src', '1plans', '0docs', '2a']);
  });
});

describe('BestPlanCandidates', () => {
  test('equal rank and depth: docs/ before plans/ before other folders by name', () => {
    expect(best(10, ['b/plan.md', 'plans/plan.md', 'a/plan.md', 'docs/plan.md'])).toEqual(['docs/plan.md', 'plans/plan.md', 'a/plan.md', 'b/plan.md']);
  });

  test('a folder comes before a sibling whose name merely starts with it', () => {
    expect(best(10, ['a-b/plan.md', 'a/plan.md'])).toEqual(['a/plan.md', 'a-b/plan.md']);
  });

  test('keeps only the best `size`, whatever order they are offered in', () => {
    expect(best(2, ['notes.md', 'a/b/plan.md', 'my-plan.md', 'plan.md', 'progress-log.md'])).toEqual(['plan.md', 'a/b/plan.md']);
    expect(best(0, ['plan.md'])).toEqual([]);
  });
});
