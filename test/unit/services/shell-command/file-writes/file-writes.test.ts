import { EvaluatedShellCommandAnalyzer } from '../../../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { GitHeadFileReader } from '../../../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../../../src/services/git-files/git-refs-file.reader';
import type { ShellDialect } from '../../../../../src/protocol/shell-dialect';

/** The command runs in /w, a folder that does not exist: no destination is a folder, no source holds anything. */
const analyzer = new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), { HOME: '/home/u' });
/** Each write as `form path@directory` (`~` marks a path computed at run time, `!` one removed). */
const writes = (command: string, dialect: ShellDialect = 'posix') =>
  analyzer.analyze(command, dialect, '/w').writes.map((w) => `${w.form} ${w.dynamic ? '~' : ''}${w.removes ? '!' : ''}${w.path}@${w.directory ?? '?'}`);

describe('ShellAnalysis.writes: every file a command line writes, moves or deletes', () => {
  test.each([
    ['echo {} > bearing.config.json', ['> bearing.config.json@/w']],
    ['echo x >> a; printf y >| b; cmd &> c; cmd &>> d; cmd <> e; cmd >&f', ['>> a@/w', '>| b@/w', '&> c@/w', '&>> d@/w', '<> e@/w', '>& f@/w']],
    ['git push 2>&1 >/dev/null <in 9>&- 1>&2', ['> /dev/null@/w']],
    ['cat <<EOF > bearing.config.json\n{}\nEOF', ['> bearing.config.json@/w']],
    ['( cd sub && make ) > log 2>&1', ['> log@/w']],
    ['{ echo a; } >> log', ['>> log@/w']],
    ['cd sub && echo x > f', ['> f@/w/sub']],
    ['bash -c "echo x > .bearing/a"', ['> .bearing/a@/w']],
    ['echo $X > $F', ['> ~$F@/w']],
    ['echo x > ~/.config/bearing/config.json', ['> /home/u/.config/bearing/config.json@/w']],
    ['mv bearing.config.json{,.bak}', ['mv !bearing.config.json@/w', 'mv bearing.config.json.bak@/w']],
    ['rm -rf .bearing dist', ['rm !.bearing@/w', 'rm !dist@/w']],
    ['unlink a; rmdir b; shred -n 3 c', ['unlink !a@/w', 'rmdir !b@/w', 'shred !c@/w']],
    ['mv -f a b', ['mv !a@/w', 'mv b@/w']],
    ['cp -r src bearing.config.json', ['cp bearing.config.json@/w']],
    ['cp -t dir a b', ['cp dir/a@/w', 'cp dir/b@/w']],
    ['cp --target-directory=dir a', ['cp dir/a@/w']],
    ['cp ../x/bearing.config.json dir/', ['cp dir/bearing.config.json@/w']],
    ['ln -sf x bearing.config.json', ['ln bearing.config.json@/w']],
    ['install -m 644 x /etc/y', ['install /etc/y@/w']],
    ['rsync -a --exclude x src dest/', ['rsync dest/src@/w']],
    ['touch -d 2020-01-01 a b', ['touch a@/w', 'touch b@/w']],
    ['truncate -s 0 bearing.config.json', ['truncate bearing.config.json@/w']],
    ['echo x | tee -a one two', ['tee one@/w', 'tee two@/w']],
    ['echo x | sudo tee bearing.config.json', ['tee bearing.config.json@/w']],
    ["sed -i 's/deny/false/' bearing.config.json", ['sed -i bearing.config.json@/w']],
    ['sed -i.bak -e s/a/b/ f g', ['sed -i f@/w', 'sed -i g@/w']],
    ["sed --in-place=.orig 's/a/b/' f", ['sed -i f@/w']],
    ["sed 's/a/b/' f", []],
    ["perl -pi -e 's/a/b/' f", ['perl -i f@/w']],
    ["perl -ne 'print' f", []],
    ['dd if=/dev/zero of=bearing.config.json bs=1', ['dd of= bearing.config.json@/w']],
    ['cat bearing.config.json; grep x .bearing/a; ls .bearing', []],
  ])('%s', (command, expected) => expect(writes(command)).toEqual(expected));

  test.each([
    ['Set-Content -Path bearing.config.json -Value "{}"', ['Set-Content bearing.config.json@/w']],
    ["sc bearing.config.json '{}'", ['Set-Content bearing.config.json@/w']],
    ['Add-Content -Value x -Path f', ['Add-Content f@/w']],
    ['"{}" | Out-File -FilePath f -Encoding utf8', ['Out-File f@/w']],
    ['Remove-Item -Recurse -Force .bearing', ['Remove-Item !.bearing@/w']],
    ['del a, b', ['Remove-Item !a@/w', 'Remove-Item !b@/w']],
    ['Copy-Item x -Destination bearing.config.json', ['Copy-Item bearing.config.json@/w']],
    ['copy x y', ['Copy-Item y@/w']],
    ['Move-Item -Path a -Destination b', ['Move-Item !a@/w', 'Move-Item !b@/w']],
    ['Rename-Item a -NewName bearing.config.json', ['Rename-Item !bearing.config.json@/w', 'Rename-Item !a@/w']],
    ['New-Item -ItemType File -Path f', ['New-Item f@/w']],
    ['Get-Content bearing.config.json', []],
    ['echo x > f', ['> f@/w']],
  ])('PowerShell: %s', (command, expected) => expect(writes(command, 'powershell')).toEqual(expected));
});
