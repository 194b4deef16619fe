import { commandWrites } from '../../../../../src/services/shell-command/file-writes/command-writes';
import { word } from '../../../../support/shell-tokens';

/** What commandWrites gives for a command named `name` with plain literal words. */
const writes = (name: string, args: readonly string[], powershell = false) =>
  commandWrites(
    name,
    args.map((text) => word(text)),
    powershell,
  );
/** The expected writes: each path in `paths`, cited as `form`. */
const written = (form: string, removes: boolean, ...paths: string[]) => paths.map((path) => ({ word: word(path), form, removes }));

describe('commandWrites: POSIX file commands', () => {
  test.each([
    // Only the destination is written: every operand before it is a source.
    ['cp', ['a', 'b', 'c'], written('cp', false, 'c')],
    ['cp', ['a', 'b'], written('cp', false, 'b')],
    // After `--` every word is an operand, even one that looks like an option.
    ['rm', ['-r', '--', '-f', 'a'], written('rm', true, '-f', 'a')],
    // A lone `-` is an operand, not an option.
    ['rm', ['-'], written('rm', true, '-')],
    // A long option that takes a value consumes the next word; one spelt with `=` does not.
    ['touch', ['--date', '2020-01-01', 'a'], written('touch', false, 'a')],
    ['touch', ['--date=2020-01-01', 'a'], written('touch', false, 'a')],
    // A long option of a command that has no valued options takes no value.
    ['rm', ['--recursive', 'a'], written('rm', true, 'a')],
    // A short option cluster ending in `t` is no target directory for a command without `-t`.
    ['rm', ['-rt', 'a'], written('rm', true, 'a')],
    // `--target-directory DIR` names the one directory written, as `-t DIR` and `--target-directory=DIR` do.
    ['cp', ['--target-directory', 'dir', 'a', 'b'], written('cp', false, 'dir')],
    ['cp', ['--target-directory=dir', 'a'], written('cp', false, 'dir')],
    ['cp', ['-t', 'dir', 'a', 'b'], written('cp', false, 'dir')],
    // `-S SUFFIX` takes a value, but it is no directory: the destination is still the last operand.
    ['cp', ['-S', '.bak', 'a', 'b'], written('cp', false, 'b')],
    ['mv', ['-S', '.bak', 'a', 'b'], written('mv', true, 'a', 'b')],
    ['grep', ['-r', 'x', '.'], []],
  ] as const)('%s %j', (name, args, expected) => expect(writes(name, args)).toStrictEqual(expected));

  test('PowerShell aliases are plain commands outside PowerShell', () => {
    expect(writes('del', ['a'])).toStrictEqual([]);
    expect(writes('copy', ['x', 'y'])).toStrictEqual([]);
    expect(writes('del', ['a'], true)).toStrictEqual(written('Remove-Item', true, 'a'));
  });
});

describe('commandWrites: sed -i and perl -i edit every operand but the script', () => {
  test.each([
    ['sed', ['s/a/b/', 'f'], []],
    // `-i` inside a script is no in-place option.
    ['sed', ['s/-i//', 'f'], []],
    ['sed', ['--in-place', 's/a/b/', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', 's/a/b/', 'f', 'g'], written('sed -i', false, 'f', 'g')],
    // Each script option names a script, so no operand is one.
    ['sed', ['-i', '-e', 's/a/b/', '-f', 'b.sed', '--expression', 's/c/d/', '--file', 'd.sed', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', '-e', 's/a/b/', '-e', 's/c/d/', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', '-f', 'a.sed', '-f', 'b.sed', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', '--expression', 's/a/b/', '--expression', 's/c/d/', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', '--file', 'a.sed', '--file', 'b.sed', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', '--expression=s/a/b/', 'f', 'g'], written('sed -i', false, 'f', 'g')],
    ['sed', ['-i', '--file=a.sed', 'f', 'g'], written('sed -i', false, 'f', 'g')],
    // GNU sed reads `-ie` as `-i` with the backup suffix `e`: the next word is a script option, not a script.
    ['sed', ['-ie', '-e', 's/a/b/', 'f'], written('sed -i', false, 'f')],
    ['sed', ['-i', 's/a/b/', '-'], written('sed -i', false, '-')],
    ['perl', ['-i', '-pe', 's/a/b/', 'f'], written('perl -i', false, 'f')],
    ['perl', ['-i', '-lpe', 's/a/b/', 'f'], written('perl -i', false, 'f')],
    // `-es/a/b/` carries its script: the next word is a file.
    ['perl', ['-pi', '-es/a/b/', 'f'], written('perl -i', false, 'f')],
    ['perl', ['-pi', '-e', 's/a/b/', 'take-e'], written('perl -i', false, 'take-e')],
  ] as const)('%s %j', (name, args, expected) => expect(writes(name, args)).toStrictEqual(expected));
});

describe('commandWrites: sort -o writes its output file', () => {
  test.each([
    ['sort', ['-o', 'bearing.config.json', 'bearing.config.json'], written('sort -o', false, 'bearing.config.json')],
    ['sort', ['-obearing.config.json', 'x'], written('sort -o', false, 'bearing.config.json')],
    // In a bundle, the letters before `o` are flags; the rest of the word, or the next word, is the file.
    ['sort', ['-ro', 'out', 'x'], written('sort -o', false, 'out')],
    ['sort', ['-uoout', 'x'], written('sort -o', false, 'out')],
    ['sort', ['--output=out', 'x'], written('sort -o', false, 'out')],
    ['sort', ['--output', 'out', 'x'], written('sort -o', false, 'out')],
    // GNU getopt takes an unambiguous start of `--output`.
    ['sort', ['--out=out', 'x'], written('sort -o', false, 'out')],
    ['sort', ['--o', 'out', 'x'], written('sort -o', false, 'out')],
    // Values of other options are no output: `-t o`, `-k o`, `--key o`, `-T dir`.
    ['sort', ['-t', 'o', '-k', '2', 'x'], []],
    ['sort', ['-to', 'x'], []],
    ['sort', ['--key', 'o', '--field-separator=o', 'x'], []],
    ['sort', ['-T', '/tmp', 'x'], []],
    // After `--` every word is an input.
    ['sort', ['--', '-o', 'x'], []],
    ['sort', ['bearing.config.json'], []],
  ] as const)('%s %j', (name, args, expected) => expect(writes(name, args)).toStrictEqual(expected));
});

describe('commandWrites: PowerShell cmdlets', () => {
  test.each([
    // The first positional operand is the path; a second (the value) is not written.
    ['sc', ['f', 'x'], written('Set-Content', false, 'f')],
    ['set-content', ['-Path:f'], written('Set-Content', false, 'f')],
    // PowerShell takes any unambiguous prefix of a parameter name.
    ['copy-item', ['-Dest', 'b', 'a'], written('Copy-Item', false, 'b')],
    // A switch takes no value: the word after it is a path.
    ['remove-item', ['-Recurse', '.bearing'], written('Remove-Item', true, '.bearing')],
    // A value given inline with `:` leaves the next word an operand.
    ['out-file', ['-Encoding:utf8', 'f'], written('Out-File', false, 'f')],
    // A valued switch at the end of the line has nothing to take.
    ['set-content', ['f', '-Encoding'], written('Set-Content', false, 'f')],
    // The value of `-Value` is taken whatever it ends with.
    ['set-content', ['-Value', 'n-', 'f'], written('Set-Content', false, 'f')],
    // A lone `-` is a path, not a parameter.
    ['remove-item', ['-', 'a'], written('Remove-Item', true, '-', 'a')],
  ] as const)('%s %j', (name, args, expected) => expect(writes(name, args, true)).toStrictEqual(expected));
});
