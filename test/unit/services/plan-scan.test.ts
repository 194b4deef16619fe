import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PLAN_SCAN_LIMITS } from '../../../src/services/plan/plan-scan.limits';
import { scanPlans } from '../../../src/services/plan/plan-scan';
import { READY_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';

const scratch = useScratch();
const workspace = (files: Record<string, string> = {}) => scratch.workspace(files, 'bearing-scan-');
const NO_PLAN = {
  documents: [],
  planPresent: false,
  journeyMarked: false,
  tasks: [],
  nextActionKnown: false,
  writeSet: [],
  journeyDiscoverable: false,
  handoff: { blocker: 'none' },
};

describe('scanPlans: what it could not read is in the snapshot', () => {
  test('the walk’s problems: a root that is a file', () => {
    const root = join(workspace(), 'plan.md');
    writeFileSync(root, READY_PLAN);
    expect(scanPlans(root, DEFAULT_PLAN_SCAN_LIMITS)).toStrictEqual({ root, ...NO_PLAN, problems: ['.: ENOTDIR'] });
  });

  test('an oversized candidate is skipped without a problem; the plan beside it is read', () => {
    const root = workspace({ 'plan.md': `${READY_PLAN}${'x'.repeat(64)}`, 'docs/plan.md': READY_PLAN });
    const snapshot = scanPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxBytes: READY_PLAN.length });
    expect([snapshot.documents, snapshot.problems]).toEqual([['docs/plan.md'], []]);
  });

  test('a candidate that cannot be opened: a problem with its path and error code', () => {
    const root = workspace();
    // A folder path well under PATH_MAX (4096), a file name that takes it past: the walk lists the folder, the open fails.
    const segment = 's'.repeat(250);
    const pad = 'p'.repeat(3899 - root.length - 15 * 251);
    const name = `plan-${'x'.repeat(230)}.md`;
    try {
      // Made one relative step at a time, from inside: no absolute path that long can be passed to the file system.
      const chain = `process.chdir(process.argv[1]); const [file, ...folders] = process.argv.slice(2); for (const f of folders) { fs.mkdirSync(f); process.chdir(f); } fs.writeFileSync(file, '');`;
      execFileSync(process.execPath, ['-e', chain, root, name, pad, ...Array<string>(15).fill(segment)]);
      const path = [pad, ...Array<string>(15).fill(segment), name].join('/');
      expect(scanPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxDepth: 20 })).toStrictEqual({ root, ...NO_PLAN, problems: [`${path}: ENAMETOOLONG`] });
    } finally {
      // rmSync cannot reach past PATH_MAX; rm walks by descriptor.
      execFileSync('rm', ['-rf', join(root, pad)]);
    }
  });
});
