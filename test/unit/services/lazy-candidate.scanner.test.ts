import { LazyCandidateScanner } from '../../../src/services/active-capability/lazy-candidate.scanner';
import { GitRepo } from '../../support/git-repo';
import { writeFiles } from '../../support/workspace';

describe('LazyCandidateScanner', () => {
  let r: GitRepo;
  beforeEach(() => (r = new GitRepo('work')));
  afterEach(() => r.remove());

  test('answers with the git scan, in the environment it was given', async () => {
    writeFiles(r.root, { 'src/a.ts': 'a\n', 'other.txt': 'o\n' });
    const head = r.git('rev-parse', 'HEAD');
    const state = await new LazyCandidateScanner({ PATH: process.env['PATH'] ?? '' }).scan(r.root, { writeSet: ['src'] });
    expect(state).toStrictEqual({
      checkout: r.root,
      revision: { known: true, value: head },
      branch: { known: true, value: 'work' },
      diffBase: { known: false, reason: 'diff_base_not_recorded' },
      committed: { known: false, reason: 'diff_base_not_recorded' },
      workingTree: { known: true, value: ['other.txt', 'src/a.ts'] },
      scopePaths: ['src'],
      changedPaths: ['src/a.ts'],
    });
  });

  test('the environment reaches git: without git on PATH the scan says so', async () => {
    const state = await new LazyCandidateScanner({ PATH: '' }).scan(r.root, { writeSet: ['src'] });
    expect(state.revision).toStrictEqual({ known: false, reason: 'git_unavailable', detail: 'git is not on PATH' });
  });
});
