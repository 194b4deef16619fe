import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EvaluatedShellCommandAnalyzer } from '../../../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { GitHeadFileReader } from '../../../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../../../src/services/git-files/git-refs-file.reader';
import { useScratch } from '../../../../support/scratch';

const scratch = useScratch();

/**
 * A folder `w` (the command's cwd) holding `there.json` and `sub/`, beside `src/` (a project to copy from:
 * bearing.config.json, x.json, tmpl/{bearing.config.json,x.json}, deep/tmpl/y.json) and `a.tar` (bearing.config.json, x.json).
 */
const top = scratch.dir('bearing-program-writes-');
const w = join(top, 'w');
mkdirSync(join(w, 'sub'), { recursive: true });
writeFileSync(join(w, 'there.json'), '{}');
const src = join(top, 'src');
mkdirSync(join(src, 'tmpl'), { recursive: true });
mkdirSync(join(src, 'deep', 'tmpl'), { recursive: true });
for (const file of ['bearing.config.json', 'x.json', 'tmpl/bearing.config.json', 'tmpl/x.json', 'deep/tmpl/y.json']) writeFileSync(join(src, file), '{}');
writeFileSync(join(top, 'rules.txt'), '; the copy leaves these out\n# and this is a comment too\nx.json\n+ tmpl/\n- *.json\n');
execFileSync('tar', ['-cf', join(top, 'a.tar'), 'bearing.config.json', 'x.json'], { cwd: src });

const analyzer = new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), { HOME: '/home/u' });
/** The paths a command writes, relative to w (`~` marks a path computed at run time), sorted. */
const writes = (command: string) =>
  analyzer
    .analyze(command, 'posix', w)
    .writes.map((write) => `${write.dynamic ? '~' : ''}${write.path}`)
    .sort();
const EVERYTHING = ['bearing.config.json', 'deep', 'deep/tmpl', 'deep/tmpl/y.json', 'tmpl', 'tmpl/bearing.config.json', 'tmpl/x.json', 'x.json'];
const without = (...left: string[]) => EVERYTHING.filter((path) => !left.includes(path));

describe("programWrites: rsync's include and exclude rules", () => {
  test.each([
    ['no rule', '', EVERYTHING],
    // A pattern without `/` matches a name at any depth.
    ['a name', '--exclude bearing.config.json', without('bearing.config.json', 'tmpl/bearing.config.json')],
    ['a name, with =', '--exclude=bearing.config.json', without('bearing.config.json', 'tmpl/bearing.config.json')],
    ['a glob', "--exclude '*.json'", ['deep', 'deep/tmpl', 'tmpl']],
    // A leading `/` anchors it at the transfer's root.
    ['anchored', '--exclude /bearing.config.json', without('bearing.config.json')],
    // With a `/` inside, it matches the end of the path, at a folder's boundary.
    ['a path', '--exclude tmpl/x.json', without('tmpl/x.json')],
    ['a path, not inside a name', '--exclude mpl/x.json', EVERYTHING],
    // A trailing `/` matches only a folder, and a folder left out takes everything under it along.
    ['a folder', '--exclude tmpl/', without('tmpl', 'tmpl/bearing.config.json', 'tmpl/x.json', 'deep/tmpl', 'deep/tmpl/y.json')],
    ['a file pattern with a trailing / matches no file', '--exclude x.json/', EVERYTHING],
    // `*` stays in a name (an end of the path still matches), `**` crosses folders, and `**/` at the start also matches at the top.
    ['* at the end of a path', "--exclude '*/y.json'", without('deep/tmpl/y.json')],
    ['* within a name', "--exclude '/deep/*.json'", EVERYTHING],
    ['**', "--exclude 'deep/**'", without('deep/tmpl', 'deep/tmpl/y.json')],
    ['**/ at the start', "--exclude '**/bearing.config.json'", without('bearing.config.json', 'tmpl/bearing.config.json')],
    ['/*** a folder and all in it', "--exclude '/deep/***'", without('deep', 'deep/tmpl', 'deep/tmpl/y.json')],
    // The first rule that matches decides; `!` clears the rules before it.
    ['an include first', "--include bearing.config.json --exclude '*.json'", ['bearing.config.json', 'deep', 'deep/tmpl', 'tmpl', 'tmpl/bearing.config.json']],
    ['an exclude first', "--exclude bearing.config.json --include '*.json'", without('bearing.config.json', 'tmpl/bearing.config.json')],
    ['! clears', "--exclude bearing.config.json --exclude '!'", EVERYTHING],
    // `- ` and `+ ` say the rule's kind, in --exclude as in --filter.
    [
      '"+ " in --exclude',
      "--exclude '+ bearing.config.json' --exclude '*.json'",
      ['bearing.config.json', 'deep', 'deep/tmpl', 'tmpl', 'tmpl/bearing.config.json'],
    ],
    ['--filter "- "', "--filter '- bearing.config.json'", without('bearing.config.json', 'tmpl/bearing.config.json')],
    ['-f exclude', "-f 'exclude bearing.config.json'", without('bearing.config.json', 'tmpl/bearing.config.json')],
    ['--filter hide', "--filter 'hide bearing.config.json'", without('bearing.config.json', 'tmpl/bearing.config.json')],
    // protect and risk only keep files from --delete.
    ['--filter protect', "--filter 'P bearing.config.json'", EVERYTHING],
    // A list read from a file: a pattern a line, comments skipped, `+ `/`- ` kept.
    ['--exclude-from', `--exclude-from ${join(top, 'rules.txt')}`, ['deep', 'deep/tmpl', 'tmpl']],
    ['--include-from', `--include-from=${join(top, 'rules.txt')} --exclude '*'`, ['tmpl', 'tmpl/x.json', 'x.json']],
    // Rules the reading cannot follow leave every rule unused: all is sent.
    ['a list not there', `--exclude-from ${join(top, 'missing.txt')} --exclude bearing.config.json`, EVERYTHING],
    ['a list on stdin', '--exclude-from=- --exclude bearing.config.json', EVERYTHING],
    ['a pattern computed at run time', '--exclude "$X" --exclude bearing.config.json', EVERYTHING],
    ['a merge rule', "--filter '. rules' --exclude bearing.config.json", EVERYTHING],
    ['modifiers', "--filter '-r bearing.config.json'", EVERYTHING],
    ['-F', '-F --exclude bearing.config.json', EVERYTHING],
    // --cvs-exclude only leaves out more (object files, CVS folders): taken as leaving out nothing.
    ['-C', '-C --exclude bearing.config.json', without('bearing.config.json', 'tmpl/bearing.config.json')],
  ])('%s: rsync -a %s src/ ./', (_, rules, expected) => expect(writes(`rsync -a ${rules} ${src}/ ./`)).toEqual(expected));

  test('the rules see the path under the transfer’s root: `src` itself when the source has no trailing slash', () => {
    const under = (...paths: string[]) => paths.map((p) => `sub/src${p === '' ? '' : `/${p}`}`);
    expect(writes(`rsync -a --exclude /src/bearing.config.json ${src} sub/`)).toEqual(under('', ...without('bearing.config.json')));
    expect(writes(`rsync -a --exclude /bearing.config.json ${src} sub/`)).toEqual(under('', ...EVERYTHING));
    expect(writes(`rsync -a --exclude src/ ${src} sub/`)).toEqual([]);
    // One file: its own name.
    expect(writes(`rsync --exclude bearing.config.json ${src}/bearing.config.json .`)).toEqual([]);
    expect(writes(`rsync --exclude x.json ${src}/bearing.config.json .`)).toEqual(['bearing.config.json']);
  });

  test('a list the command wrote before is read as written', () => {
    expect(writes(`printf 'bearing.config.json\\n' > ex.txt && rsync -a --exclude-from=ex.txt ${src}/ ./`)).toEqual(
      ['ex.txt', ...without('bearing.config.json', 'tmpl/bearing.config.json')].sort(),
    );
  });

  test('-n (--dry-run) writes nothing', () => {
    expect(writes(`rsync -avn ${src}/ ./`)).toEqual([]);
    expect(writes(`rsync -a --dry-run ${src}/ ./`)).toEqual([]);
  });
});

/** Whether a program is on PATH here (the measurements against the real rsync need it). */
const installed = (program: string) => {
  try {
    execFileSync(program, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

(installed('rsync') ? describe : describe.skip)('programWrites: rsync’s rules, measured against rsync itself', () => {
  const tree = join(top, 'tree');
  for (const file of [
    'bearing.config.json',
    'x.json',
    'a/bearing.config.json',
    'a/b/bearing.config.json',
    'a/b/c/bearing.config.json',
    'tmpl/x.json',
    'deep/tmpl/y.json',
    'sub/q/bearing.config.json',
    'bearing.config.json.d/z',
  ]) {
    mkdirSync(join(tree, file, '..'), { recursive: true });
    writeFileSync(join(tree, file), '{}');
  }
  const PATTERNS = [
    'bearing.config.json',
    '/bearing.config.json',
    '*.json',
    '*/bearing.config.json',
    '*/*/bearing.config.json',
    'a/*',
    'a/**',
    'a/',
    '/a/',
    'a',
    'b/*.json',
    '*b/bearing.config.json',
    '**/bearing.config.json',
    '**bearing.config.json',
    'a**',
    'a/**/bearing.config.json',
    '/a/***',
    'a/b/***',
    'c/',
    '?/bearing.config.json',
    '[ab]/bearing.config.json',
    '[!x]*.json',
    '*/c/*',
    'bearing.config.json/',
    'bearing.config.json.d/',
    '*',
    '**',
    '/*/bearing.config.json',
    'sub/*/bearing.config.json',
    '*/q/*.json',
    'a/*/c',
    '- bearing.config.json',
    '+ bearing.config.json',
  ];
  /** The .json files rsync really writes, and those the reading says it writes. */
  const both = (rules: readonly string[]) => {
    const dest = join(top, 'dest');
    execFileSync('rm', ['-rf', dest]);
    mkdirSync(dest);
    execFileSync('rsync', ['-a', ...rules, `${tree}/`, `${dest}/`]);
    const real = execFileSync('find', ['.', '-name', '*.json'], { cwd: dest, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((p) => p.slice(2))
      .sort();
    const command = `rsync -a ${rules.map((r) => `'${r}'`).join(' ')} ${tree}/ ${dest}/`;
    const read = analyzer
      .analyze(command, 'posix', w)
      .writes.map((write) => write.path.slice(dest.length + 1))
      .filter((p) => p.endsWith('.json'))
      .sort();
    return { real, read };
  };
  test.each(PATTERNS)('--exclude %j', (pattern) => {
    const { real, read } = both(['--exclude', pattern]);
    expect(read).toEqual(real);
  });
  test.each(PATTERNS)('--include %j, then everything else left out', (pattern) => {
    const { real, read } = both(['--include', pattern, '--include', '*/', '--exclude', '*']);
    expect(read).toEqual(real);
  });
});

describe('programWrites: a copy or an extraction that keeps what is there', () => {
  test.each([
    [`cp ${src}/x.json there.json`, ['there.json']],
    [`cp -n ${src}/x.json there.json`, []],
    [`cp --no-clobber ${src}/x.json there.json`, []],
    [`cp --update=none ${src}/x.json there.json`, []],
    [`cp --update=none-fail ${src}/x.json there.json`, []],
    // `-u`, `--update[=older]` compare times, which is not read: written.
    [`cp -u ${src}/x.json there.json`, ['there.json']],
    [`cp --update=older ${src}/x.json there.json`, ['there.json']],
    // The last of -n and -i decides for cp (-f does not undo -n); for mv, -f too.
    [`cp -n -i ${src}/x.json there.json`, ['there.json']],
    [`cp -i -n ${src}/x.json there.json`, []],
    [`cp -n -f ${src}/x.json there.json`, []],
    [`mv -n -f ${src}/x.json there.json`, [`${src}/x.json`, 'there.json']],
    // mv -n onto a file that is there moves nothing: the source stays too.
    [`mv -n ${src}/x.json there.json`, []],
    [`mv -n ${src}/x.json new.json`, [`${src}/x.json`, 'new.json']],
    // Into a folder: each file there is kept, each one not yet there is a create.
    [`cp -n ${src}/x.json ${src}/bearing.config.json sub/`, ['sub/bearing.config.json', 'sub/x.json']],
    [`cp -rn ${src}/. .`, without().filter((p) => p !== 'there.json')],
    [`rsync -a --ignore-existing ${src}/x.json there.json`, []],
    // ln -n is --no-dereference: it still writes.
    [`ln -sfn ${src}/x.json there.json`, ['there.json']],
  ])('%s', (command, expected) => expect(writes(command)).toEqual(expected));

  test('what the command wrote before is there', () => {
    expect(writes(`echo {} > made.json && cp -n ${src}/x.json made.json`)).toEqual(['made.json']);
    expect(writes(`echo {} > made.json && cp ${src}/x.json made.json`)).toEqual(['made.json', 'made.json']);
  });

  test.each([
    [`tar -xf ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
    [`tar -xf ${join(top, 'a.tar')} -C sub`, ['sub/bearing.config.json', 'sub/x.json']],
    // To stdout or a command: no file.
    [`tar -xOf ${join(top, 'a.tar')}`, []],
    [`tar xOf ${join(top, 'a.tar')}`, []],
    [`tar --to-stdout -xf ${join(top, 'a.tar')}`, []],
    [`tar -xf ${join(top, 'a.tar')} --to-command=cat`, []],
    // -k keeps what is there: there.json is; neither of these is.
    [`tar -xkf ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
    [`echo {} > x.json; tar -xkf ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
    [`echo {} > x.json; tar --skip-old-files -xf ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
    // The last of -k, --overwrite, -U decides.
    [`echo {} > x.json; tar -xkf ${join(top, 'a.tar')} --overwrite`, ['bearing.config.json', 'x.json', 'x.json']],
    [`echo {} > x.json; tar --overwrite -xkf ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
    // The value of a short option that takes one is no member to extract.
    [`tar -xX ex.txt -f ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
    [`tar -xT list.txt -f ${join(top, 'a.tar')}`, ['bearing.config.json', 'x.json']],
  ])('%s', (command, expected) => expect(writes(command)).toEqual(expected));

  test.each([
    // Streamed: what `tar -c` and `git archive` put on stdout is what `tar -x` extracts.
    [
      `tar -C ${src} -cf - . | tar -xf - -C sub`,
      [
        'sub',
        'sub/bearing.config.json',
        'sub/deep',
        'sub/deep/tmpl',
        'sub/deep/tmpl/y.json',
        'sub/tmpl',
        'sub/tmpl/bearing.config.json',
        'sub/tmpl/x.json',
        'sub/x.json',
      ],
    ],
    [`tar -C ${src} -c x.json tmpl | tar -x`, ['tmpl', 'tmpl/bearing.config.json', 'tmpl/x.json', 'x.json']],
    [`tar -C ${src} -cf - x.json | tar -xO`, []],
    // Made earlier in the line: the archive file holds what went in (and is itself a write).
    [`tar -C ${src} -cf ../b.tar bearing.config.json && tar -xf ../b.tar`, ['../b.tar', 'bearing.config.json']],
    [`(cd ${src} && zip -q ${top}/s.zip bearing.config.json) && unzip -o -q ${top}/s.zip`, [`${top}/s.zip`, 'bearing.config.json']],
    [
      `cd ${src} && zip -qr ${top}/t tmpl && cd ${w} && unzip ${top}/t.zip -d sub`,
      [`${top}/t.zip`, 'sub/tmpl', 'sub/tmpl/bearing.config.json', 'sub/tmpl/x.json'],
    ],
    [`cd ${src} && zip -qj ${top}/j.zip tmpl/x.json && cd ${w} && unzip ${top}/j.zip`, [`${top}/j.zip`, 'x.json']],
    // What the text does not tell stays unknown: names from stdin, an exclusion list.
    [`cd ${src} && ls | zip -q@ ${top}/u.zip && cd ${w} && unzip ${top}/u.zip`, [`~./<what ${top}/u.zip holds>`]],
  ])('an archive made in the same line: %s', (command, expected) => expect(writes(command)).toEqual(expected));

  test('unzip: -p and -c extract to stdout, -n keeps what is there', () => {
    execFileSync('zip', ['-q', join(top, 'a.zip'), 'bearing.config.json', 'x.json'], { cwd: src });
    writeFileSync(join(w, 'x.json'), '{}');
    try {
      expect(writes(`unzip ${join(top, 'a.zip')}`)).toEqual(['bearing.config.json', 'x.json']);
      expect(writes(`unzip -o ${join(top, 'a.zip')}`)).toEqual(['bearing.config.json', 'x.json']);
      expect(writes(`unzip -n ${join(top, 'a.zip')}`)).toEqual(['bearing.config.json']);
      expect(writes(`unzip -qn ${join(top, 'a.zip')}`)).toEqual(['bearing.config.json']);
      expect(writes(`unzip -p ${join(top, 'a.zip')}`)).toEqual([]);
      expect(writes(`unzip -c ${join(top, 'a.zip')} x.json`)).toEqual([]);
    } finally {
      execFileSync('rm', ['-f', join(w, 'x.json')]);
    }
  });
});
