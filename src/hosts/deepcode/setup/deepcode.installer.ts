import { join } from 'node:path';
import { notInstalled, ok, warn, type Finding } from '../../../setup/finding';
import { SKILL_FILE } from '../../../framework/manifest-file';
import { readText } from '../../../setup/edit/file-write';
import type { HostInstaller } from '../../../setup/host-installer';
import { homeDirectory, projectRoot, repositoryRoot, type InstallContext, type InstallScope } from '../../../setup/install-context';
import { shellLine } from '../../../platform/shell-words';
import { manualPlan } from '../../../setup/kits/print-only.kit';

/**
 * DeepCode has no hooks and no plugins: it reads skills from `.deepcode/skills/` and `.agents/skills/`, in a project
 * and in the home folder (lessweb/deepcode-cli README). `bearing package --host deepcode --out <folder>` writes the
 * bearing skill to both; install prints that command for the project (or, with --scope user, the home folder).
 */
const SKILL_ROOTS = ['.deepcode', '.agents'];

function folder(context: InstallContext, scope: InstallScope): string {
  return scope === 'user' ? homeDirectory(context) : projectRoot(context);
}

export const DEEPCODE_INSTALLER: HostInstaller = {
  scopes: ['project', 'user'],
  runtime: { kind: 'none' },
  summary: {
    scopes: {
      project: 'prints `bearing package --host deepcode --out <repo>`: the skill in `.deepcode/skills/` and `.agents/skills/`, no hooks',
      user: 'prints `bearing package --host deepcode --out ~`',
    },
  },

  install(context) {
    const argv = ['bearing', 'package', '--host', 'deepcode', '--out', folder(context, context.scope)];
    return manualPlan(`DeepCode reads skills from files and has no hooks: write the bearing skill where it looks with: ${shellLine(argv)}`);
  },

  uninstall(context) {
    const base = folder(context, context.scope);
    return manualPlan(`DeepCode has only the skill bearing package wrote: remove ${SKILL_ROOTS.map((r) => join(base, r, 'skills', 'bearing')).join(' and ')}`);
  },

  check(context) {
    const findings: Finding[] = [];
    const bases = [homeDirectory(context), ...(repositoryRoot(context) ? [repositoryRoot(context)!] : [])];
    for (const base of bases) {
      for (const root of SKILL_ROOTS) {
        const path = join(base, root, SKILL_FILE);
        const text = readText(path);
        if (text === null) continue;
        findings.push(
          text === context.identity.skill
            ? ok('deepcode', `the bearing skill is at ${path} (DeepCode has no hooks: the skill tells the agent the rules)`)
            : warn('deepcode', `${path} is another bearing's skill`, `bearing package --host deepcode --out ${base}`),
        );
      }
    }
    if (findings.length === 0) findings.push(notInstalled('deepcode'));
    return { registered: findings.some((f) => f.level !== 'info'), findings };
  },
};
