import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../fixtures';
import { GUARD_CASES } from '../guard-cases';
import { unmatchedNotes } from './guard-case-notes';
import { noteKey } from './rows';
import { requireBubblewrap, runContained } from './sandbox';
import { SHARDS } from './tier';
import { protectedRoots } from './snapshot';
import { SandboxStore, SESSION_RECORD } from './workspace';

/**
 * Checks of the harness itself, run beside the rows: the sandbox keeps every write inside its folder, and every
 * policy note for the command table names a row that exists.
 */
export function harnessChecks(): void {
  describe('the reality harness', () => {
    let made: SandboxStore | undefined;
    const store = () => (made ??= new SandboxStore());
    afterAll(() => made?.remove());

    test('a command in the sandbox writes only inside its own folder: not above it, not in /tmp, not in /, not over the network', async () => {
      requireBubblewrap();
      const sandbox = await store().sandbox({ on: 'work', config: '{}', keepMain: true, branches: [], dirty: false, staged: false, ahead: false });
      const outside = join(store().root, 'escape');
      const marker = `bearing-reality-escape-${process.pid}`;
      const command = [
        `touch ${outside}`,
        `echo x > /tmp/${marker}`,
        `touch /${marker}`,
        `touch ${join('/dev/shm', marker)}`,
        'touch inside.txt',
        'git ls-remote https://example.invalid/x.git >/dev/null 2>&1 && echo NETWORK',
        'echo done',
      ].join('; ');
      const run = await runContained(sandbox, command);
      expect({
        outside: existsSync(outside),
        tmp: existsSync(`/tmp/${marker}`),
        root: existsSync(`/${marker}`),
        shm: existsSync(join('/dev/shm', marker)),
        inside: existsSync(join(sandbox.repo, 'inside.txt')),
        network: run.stdout.includes('NETWORK'),
        finished: run.stdout.includes('done'),
      }).toEqual({ outside: false, tmp: false, root: false, shm: false, inside: true, network: false, finished: true });
      store().release(sandbox);
    });

    test('the sandbox is the recipe: clone, branches, state in the git directory, a .bearing folder that is not state, home, cache, seed, stubs on PATH', async () => {
      requireBubblewrap();
      const sandbox = await store().sandbox({ on: 'work', config: '{}', keepMain: true, branches: [], dirty: true, staged: false, ahead: false });
      const run = await runContained(
        sandbox,
        [
          'git for-each-ref --format="%(refname) %(upstream)" refs/heads refs/remotes/origin/HEAD',
          'git -C ../origin.git for-each-ref --format="%(refname:short)" refs/heads | tr "\\n" " "; echo',
          'git log --format=%s -2 | tr "\\n" " "; echo',
          'git status --porcelain',
          'for d in .git/bearing/sessions/claude-code .bearing .bearing/test-engineering ../seed ../seed/tmpl; do echo "$d:" $(ls -A $d); done',
          'cat .git/bearing/sessions/claude-code/s1.json',
          'cat ~/.config/bearing/config.json',
          'ls -A ~/.cache/bearing | grep -c . | sed "s/^[1-9][0-9]*$/cache: warm/"',
          'stat -c %a ~/.cache/bearing',
          'git config core.editor',
          'ls -A .git/hooks | wc -l; git show HEAD:bearing.config.json | od -An -c | tr -s " "',
          'git config user.email',
          'gh pr view 12 && git town ship && cat ../stub.log',
        ].join('; '),
      );
      expect(run.stderr).toBe('');
      expect(run.stdout.split('\n')).toEqual([
        'refs/heads/main refs/remotes/origin/main',
        'refs/heads/work ',
        'refs/remotes/origin/HEAD ',
        'develop feature/x main master prod production ',
        'B A ',
        ' M bearing.config.json',
        '.git/bearing/sessions/claude-code: s1.json',
        '.bearing: .gitignore test-engineering',
        '.bearing/test-engineering: handoff.md',
        '../seed: bearing.config.json config.tar seed.tar tmpl x.json',
        '../seed/tmpl: bearing.config.json x.json',
        SESSION_RECORD.trimEnd(),
        '{}',
        'cache: warm',
        '700',
        'true',
        '0',
        ' { } \\n',
        'reality@bearing.invalid',
        '["gh","pr","view","12"]',
        '["git-town","ship"]',
        '',
      ]);
      expect(readFileSync(join(sandbox.repo, '.bearing', '.gitignore'), 'utf8')).toContain('*\n');
      // What the truth counts as bearing's: its state in the git directory, its cache, the user's config folder; not `.bearing/`.
      expect(protectedRoots(sandbox).map((path) => relative(sandbox.root, path))).toEqual(['repo/.git/bearing', 'home/.cache/bearing', 'home/.config/bearing']);
      store().release(sandbox);
    });

    test(`the tier's rows are all in a shard file: guard-reality.shard-1 to -${SHARDS}.test.ts`, () => {
      const files = readdirSync(join(REPO_ROOT, 'test', 'reality')).filter((name) => /^guard-reality\.shard-\d+\.test\.ts$/.test(name));
      expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => `guard-reality.shard-${i + 1}.test.ts`).sort());
    });

    test('every policy note for the command table names a row of it', () => {
      expect(unmatchedNotes(new Set(GUARD_CASES.map((row) => noteKey(row.group, row.command))))).toEqual([]);
    });
  });
}
