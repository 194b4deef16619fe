import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validatedInstance } from '../../../../src/platform/validated-instance';
import { validationProblems } from '../../../../src/platform/validation-problems';
import { CommandRuleConfig, PACK_NAMES } from '../../../../src/services/config/command-rules-config';
import { PACK_PROGRAMS } from '../../../../src/services/command-rules/named-programs';
import { compileMatcher, matchRun } from '../../../../src/services/command-rules/rule-matcher';
import { REPO_ROOT } from '../../../support/fixtures';

const PACK = join(REPO_ROOT, 'src', 'services', 'command-rules', 'packs', 'git-history.json');
const pack = JSON.parse(readFileSync(PACK, 'utf8')) as { name: string; rules: (CommandRuleConfig & { evidence: string })[] };

test('every rule of the pack is a valid rule of the config classes, with its evidence from git’s own documentation', () => {
  expect(pack.name).toBe('git-history');
  for (const { evidence, ...rule } of pack.rules) {
    expect(evidence).toMatch(/^git-\w+\(1\), .+ https:\/\/git-scm\.com\/docs\//);
    const [, errors] = validatedInstance(CommandRuleConfig, rule, true);
    expect(validationProblems(errors)).toEqual([]);
  }
});

/** Which of the pack's rules a git command line (literal words) meets. */
const met = (line: string) =>
  pack.rules
    .filter((r) =>
      matchRun(
        compileMatcher(r.match!),
        {
          program: 'git',
          args: line
            .split(' ')
            .slice(1)
            .map((text) => ({ text, dynamic: false })),
          directory: '/w',
        },
        { workspace: '/w' },
      ),
    )
    .map((r) => r.id);

test.each([
  ['git push --force origin topic', ['force-push']],
  ['git push -f', ['force-push']],
  ['git push origin +topic', ['force-push-refspec']],
  ['git push --force-with-lease origin topic', []],
  ['git push origin topic', []],
  ['git reset --hard HEAD~1', ['reset-hard']],
  ['git reset --soft HEAD~1', []],
  ['git clean -fdx', ['clean-ignored']],
  ['git clean -fd', []],
  ['git -C sub clean -x -d -f', ['clean-ignored']],
  ['git branch -D topic', ['branch-force-delete']],
  ['git branch -d topic', []],
  ['git status', []],
])('%s → %j', (line, expected) => {
  expect(met(line)).toEqual(expected);
});

describe('the program words each pack names, known without reading it', () => {
  test.each(PACK_NAMES)('%s: PACK_PROGRAMS holds exactly the programs its shipped rules name', (name) => {
    const file = join(REPO_ROOT, 'src', 'services', 'command-rules', 'packs', `${name}.json`);
    const rules = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { rules: { match: { program?: string | string[] } }[] }).rules : [];
    const named = [...new Set(rules.flatMap((r) => (typeof r.match.program === 'string' ? [r.match.program] : (r.match.program ?? ['*']))))].sort();
    expect(named).not.toContain('*');
    expect([...PACK_PROGRAMS[name]].sort()).toEqual(named);
  });
});
