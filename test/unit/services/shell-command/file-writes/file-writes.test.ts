import { ParsedShellCommandAnalyzer } from '../../../../../src/services/shell-command/parsed-shell-command.analyzer';
import type { ShellDialect } from '../../../../../src/protocol/shell-dialect';

const analyzer = new ParsedShellCommandAnalyzer();
/** Each write as `form path@directory` (`~` marks a path computed at run time, `!` one removed). */
const writes = (command: string, dialect: ShellDialect = 'posix') =>
  analyzer.analyze(command, dialect).writes.map((w) => `${w.form} ${w.dynamic ? '~' : ''}${w.removes ? '!' : ''}${w.path}@${w.directory ?? '?'}`);

describe('ShellAnalysis.writes: every file a command line writes, moves or deletes', () => {
  test.each([
    ['echo {} > bearing.config.json', ['> bearing.config.json@.']],
    ['echo x >> a; printf y >| b; cmd &> c; cmd &>> d; cmd <> e; cmd >&f', ['>> a@.', '>| b@.', '&> c@.', '&>> d@.', '<> e@.', '>& f@.']],
    ['git push 2>&1 >/dev/null <in 9>&- 1>&2', ['> /dev/null@.']],
    ['cat <<EOF > bearing.config.json\n{}\nEOF', ['> bearing.config.json@.']],
    ['( cd sub && make ) > log 2>&1', ['> log@.']],
    ['{ echo a; } >> log', ['>> log@.']],
    ['cd sub && echo x > f', ['> f@sub']],
    ['bash -c "echo x > .bearing/a"', ['> .bearing/a@.']],
    ['echo $X > $F', ['> ~$F@.']],
    ['rm -rf .bearing dist', ['rm !.bearing@.', 'rm !dist@.']],
    ['unlink a; rmdir b; shred -n 3 c', ['unlink !a@.', 'rmdir !b@.', 'shred !c@.']],
    ['mv -f a b', ['mv !a@.', 'mv !b@.']],
    ['cp -r src bearing.config.json', ['cp bearing.config.json@.']],
    ['cp -t dir a b', ['cp dir@.']],
    ['cp --target-directory=dir a', ['cp dir@.']],
    ['ln -sf x bearing.config.json', ['ln bearing.config.json@.']],
    ['install -m 644 x /etc/y', ['install /etc/y@.']],
    ['rsync -a --exclude x src/ dest/', ['rsync dest/@.']],
    ['touch -d 2020-01-01 a b', ['touch a@.', 'touch b@.']],
    ['truncate -s 0 bearing.config.json', ['truncate bearing.config.json@.']],
    ['echo x | tee -a one two', ['tee one@.', 'tee two@.']],
    ['echo x | sudo tee bearing.config.json', ['tee bearing.config.json@.']],
    ["sed -i 's/deny/false/' bearing.config.json", ['sed -i bearing.config.json@.']],
    ['sed -i.bak -e s/a/b/ f g', ['sed -i f@.', 'sed -i g@.']],
    ["sed --in-place=.orig 's/a/b/' f", ['sed -i f@.']],
    ["sed 's/a/b/' f", []],
    ["perl -pi -e 's/a/b/' f", ['perl -i f@.']],
    ["perl -ne 'print' f", []],
    ['dd if=/dev/zero of=bearing.config.json bs=1', ['dd of= bearing.config.json@.']],
    ['cat bearing.config.json; grep x .bearing/a; ls .bearing', []],
  ])('%s', (command, expected) => expect(writes(command)).toEqual(expected));

  test.each([
    ['Set-Content -Path bearing.config.json -Value "{}"', ['Set-Content bearing.config.json@.']],
    ["sc bearing.config.json '{}'", ['Set-Content bearing.config.json@.']],
    ['Add-Content -Value x -Path f', ['Add-Content f@.']],
    ['"{}" | Out-File -FilePath f -Encoding utf8', ['Out-File f@.']],
    ['Remove-Item -Recurse -Force .bearing', ['Remove-Item !.bearing@.']],
    ['del a, b', ['Remove-Item !a@.', 'Remove-Item !b@.']],
    ['Copy-Item x -Destination bearing.config.json', ['Copy-Item bearing.config.json@.']],
    ['copy x y', ['Copy-Item y@.']],
    ['Move-Item -Path a -Destination b', ['Move-Item !a@.', 'Move-Item !b@.']],
    ['Rename-Item a -NewName bearing.config.json', ['Rename-Item !bearing.config.json@.', 'Rename-Item !a@.']],
    ['New-Item -ItemType File -Path f', ['New-Item f@.']],
    ['Get-Content bearing.config.json', []],
    ['echo x > f', ['> f@.']],
  ])('PowerShell: %s', (command, expected) => expect(writes(command, 'powershell')).toEqual(expected));
});
