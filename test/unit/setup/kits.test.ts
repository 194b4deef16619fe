import { join } from 'node:path';
import { CODEX_INSTALLER } from '../../../src/hosts/codex/setup/codex.installer';
import { KIMI_CODE_INSTALLER } from '../../../src/hosts/kimi-code/setup/kimi-code.installer';
import { runsBearingHook } from '../../../src/setup/bearing-root';
import { InstallRefusal } from '../../../src/setup/install-refusal';
import { isBearingNpmSpec } from '../../../src/setup/kits/bearing-package';
import { jsonObjectOf } from '../../../src/setup/kits/lenient-json';
import { snapshot, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

describe('the installer kits', () => {
  test.each([
    ['kimi-code', '.kimi-code/config.toml', KIMI_CODE_INSTALLER],
    ['codex', '.codex/config.toml', CODEX_INSTALLER],
  ] as const)(
    'a marked TOML block of %s with its start line only is refused the one way, install and uninstall, and nothing is written',
    (host, file, installer) => {
      const start = `# >>> bearing: added by \`bearing install --host ${host}\`; \`bearing uninstall --host ${host}\` removes it`;
      const text = `a = 1\n${start}\n[x]\n`;
      const home = homes.home({ [file]: text });
      const context = homes.context(home);
      const refusal = new InstallRefusal(
        `${join(home, file)}: it has the line "${start}" but not "# <<< bearing" after it; put the line back, or remove bearing's lines by hand (nothing was written)`,
      );
      expect(() => installer.install(context)).toThrow(refusal);
      expect(() => installer.uninstall(context)).toThrow(refusal);
      expect(snapshot(home)).toEqual({ [file]: text });
    },
  );

  test.each([
    ['node "/opt/b/hooks/bearing-hook.cjs" cursor', true],
    ['node "C:\\b\\hooks\\bearing-hook.cjs" cursor --event x', true],
    ['bearing-hook cursor', true],
    ['/usr/local/bin/bearing-hook cursor', true],
    ['my-bearing-hook cursor', false],
    ['bearing-hook cursorx', false],
    ['node "/opt/b/hooks/bearing-hook.cjs" codex', false],
  ])('runsBearingHook(%j, cursor) is %j: the packaged hook or the bin, for that host only', (command, ours) => {
    expect(runsBearingHook(command, 'cursor')).toBe(ours);
  });

  test('an npm spec of bearing is its name, with a version or not; a JSON file of the host is read leniently', () => {
    expect(['bearing-hooks', 'bearing-hooks@0.1.0', 'bearing-hooksx', 'npm:bearing-hooks', 7].map(isBearingNpmSpec)).toEqual([true, true, false, false, false]);
    expect([null, '{', '[1]', '5', '{"a":1}'].map(jsonObjectOf)).toEqual([undefined, undefined, undefined, undefined, { a: 1 }]);
  });
});
