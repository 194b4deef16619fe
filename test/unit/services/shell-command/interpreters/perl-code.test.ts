import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { argv, dyn, lit, NOTHING, reading, removal, write } from './reading-helpers';

const read = (code: string) => readInlineCode('perl', code);

describe('readInlineCode: Perl commands', () => {
  test.each([
    // One string: /bin/sh when it holds metacharacters, split by Perl otherwise; the same command either way.
    ['system("git push origin HEAD:main")', 'git push origin HEAD:main'],
    ['system "git push" and die', 'git push'],
    ["system('git push; true') == 0 or die", 'git push; true'],
    ['exec "git push"', 'git push'],
    ['`git push`', 'git push'],
    ['my $out = qx{git push origin};', 'git push origin'],
    ["qx'git push'", 'git push'],
    ['readpipe("git push")', 'git push'],
    ['my $cmd = "git push"; system($cmd)', 'git push'],
    ['my $r = "origin"; system("git push $r")', 'git push origin'],
    ['system("git " . "push")', 'git push'],
    ['open(my $fh, "git push |"); print <$fh>', 'git push'],
    ['open(P, "| git push")', 'git push'],
    ["open(my $fh, '-|', 'git push')", 'git push'],
    ['eval "system(q(git push))"', 'git push'],
    ['use IPC::Open3; open3(my $w, my $r, undef, "git push")', 'git push'],
  ])('%s hands a shell the script %j', (code, script) => {
    expect(read(code)).toEqual(reading({ scripts: [lit(script)] }));
  });

  test.each([
    ['system("git", "push", "origin", "HEAD:main")', ['git', 'push', 'origin', 'HEAD:main']],
    ['system "git", "push" or die', ['git', 'push']],
    ['system qw(git push)', ['git', 'push']],
    ['my @cmd = qw(git push); system(@cmd)', ['git', 'push']],
    ['my @cmd = ("git", "push"); exec @cmd', ['git', 'push']],
    ['system { "git" } "fake-name", "push"', ['git', 'push']],
    ["open(my $fh, '-|', 'git', 'push')", ['git', 'push']],
    ['CORE::system("git", "push")', ['git', 'push']],
    ['system(split(" ", "git push"))', ['git', 'push']],
  ])('%s runs %j directly', (code, words) => {
    expect(read(code)).toEqual(reading({ argvs: [argv(...words)] }));
  });

  test('a command computed at run time is dynamic, and unread', () => {
    expect(read('exec("git push $remote")')).toEqual(
      reading({ scripts: [dyn('"git push $remote"')], unread: ['perl exec runs a command computed at run time: "git push $remote"'] }),
    );
    expect(read('system(@ARGV)')).toEqual(reading({ argvs: [[dyn('@ARGV')]], unread: ['perl system runs a program computed at run time: @ARGV'] }));
  });

  test('a variable changed after it was bound is no longer known', () => {
    expect(read('my @cmd = ("git"); push @cmd, "push"; system(@cmd)')).toEqual(
      reading({ argvs: [[dyn('@cmd')]], unread: ['perl system runs a program computed at run time: @cmd'] }),
    );
  });
});

describe('readInlineCode: Perl writes', () => {
  test.each([
    ['open(F, ">bearing.config.json"); print F "{}"', write('bearing.config.json', "perl open(…, '>…')")],
    ['open(F, ">> bearing.config.json")', write('bearing.config.json', "perl open(…, '>>…')")],
    ['open(F, "+<bearing.config.json")', write('bearing.config.json', "perl open(…, '+<…')")],
    ["open(my $fh, '>', 'bearing.config.json') or die", write('bearing.config.json', "perl open(…, '>')")],
    ["open my $fh, '>:utf8', 'bearing.config.json';", write('bearing.config.json', "perl open(…, '>:utf8')")],
    ['my $f = "bearing.config.json"; open(my $fh, ">", $f)', write('bearing.config.json', "perl open(…, '>')")],
    ['use Fcntl; sysopen(my $fh, "bearing.config.json", O_WRONLY | O_CREAT)', write('bearing.config.json', 'perl sysopen')],
    ['use File::Copy; copy("x.json", "bearing.config.json")', write('bearing.config.json', 'File::Copy::copy')],
    ['truncate("bearing.config.json", 0)', write('bearing.config.json', 'perl truncate')],
    ['use Path::Tiny; path("bearing.config.json")->spew("{}")', write('bearing.config.json', 'Path::Tiny->spew')],
  ])('%s writes', (code, expected) => {
    expect(read(code)).toEqual(reading({ writes: [expected] }));
  });

  test.each([
    ['unlink "bearing.config.json"', 'perl unlink'],
    ["unlink('bearing.config.json') or die", 'perl unlink'],
    ['use File::Path qw(rmtree); rmtree("bearing.config.json")', 'File::Path::rmtree'],
  ])('%s removes', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form)] }));
  });

  test.each([
    ['rename("bearing.config.json", "old.json")', 'perl rename'],
    ['use File::Copy; move("bearing.config.json", "old.json")', 'File::Copy::move'],
  ])('%s moves the source away and writes the destination', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form), write('old.json', form)] }));
  });

  test('a two-argument open whose path interpolates keeps its mode', () => {
    expect(read('open(F, ">$dir/bearing.config.json")')).toEqual(
      reading({ writes: [{ path: dyn('">$dir/bearing.config.json"'), removes: false, form: "perl open(…, '>…')" }] }),
    );
  });
});

describe('readInlineCode: harmless Perl', () => {
  test.each([
    'open(my $fh, "<", "bearing.config.json"); print <$fh>',
    'open(F, "bearing.config.json"); print <F>',
    'while (<>) { s/a/b/; print }',
    'print "git push\\n"',
    'my $s = q(system("git push"));',
    '# system("git push")',
    'print STDERR "x"; printf("%s", join(",", @ARGV))',
    'my %h = (system => 1); print $h{system}',
    's{git push}{x}g; tr/a-z/A-Z/; print if m!system!',
    'print <<"EOF";\nsystem("git push")\nEOF\n',
  ])('%s hands nothing to the system', (code) => {
    expect(read(code)).toEqual(NOTHING);
  });
});

test('a method call needs no parentheses in Perl', () => {
  expect(readInlineCode('perl', 'my $p = path("bearing.config.json"); $p->remove')).toEqual(
    reading({ writes: [removal('bearing.config.json', 'Path::Tiny->remove')] }),
  );
});
