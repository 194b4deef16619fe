import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { argv, dyn, lit, NOTHING, reading, removal, write } from './reading-helpers';

const read = (code: string) => readInlineCode('ruby', code);

describe('readInlineCode: Ruby commands', () => {
  test.each([
    ['system("git push origin HEAD:main")', 'git push origin HEAD:main'],
    ['system "git push"', 'git push'],
    ['exec "git push" if true', 'git push'],
    ['Kernel.system("git push")', 'git push'],
    ['pid = spawn("git push"); Process.wait(pid)', 'git push'],
    ['`git push`', 'git push'],
    ['out = %x(git push origin)', 'git push origin'],
    ['IO.popen("git push").read', 'git push'],
    ['require "open3"; out, status = Open3.capture2("git push")', 'git push'],
    ['open("|git push").read', 'git push'],
    ['IO.read("|git push")', 'git push'],
    ['cmd = "git push"\nsystem(cmd)', 'git push'],
    ['remote = "origin"\nsystem("git push #{remote}")', 'git push origin'],
    ['system("git " + "push")', 'git push'],
    ['system(%w[git push].join(" "))', 'git push'],
    ['eval("system(%q(git push))")', 'git push'],
    ['x = <<~EOS\n  #{`git push`}\nEOS', 'git push'],
  ])('%s hands a shell the script %j', (code, script) => {
    expect(read(code)).toEqual(reading({ scripts: [lit(script)] }));
  });

  test.each([
    ['system("git", "push", "origin", "HEAD:main")', ['git', 'push', 'origin', 'HEAD:main']],
    ['system "git", "push"', ['git', 'push']],
    ['system({"GIT_DIR" => ".git"}, "git", "push", chdir: "/tmp")', ['git', 'push']],
    ['system(["git", "fake-name"], "push")', ['git', 'push']],
    ['Process.spawn("git", "push")', ['git', 'push']],
    ['IO.popen(["git", "push"]).read', ['git', 'push']],
    ['require "open3"; Open3.capture3("git", "push")', ['git', 'push']],
    ['cmd = %w[git push]\nsystem(*cmd)', ['git', 'push']],
    ['require "shellwords"; system(*Shellwords.split("git push"))', ['git', 'push']],
    ['system(*"git push".split)', ['git', 'push']],
  ])('%s runs %j directly', (code, words) => {
    expect(read(code)).toEqual(reading({ argvs: [argv(...words)] }));
  });

  test('an array of two names the program and its argv[0]: system(%w[git push]) runs git alone', () => {
    expect(read('system(%w[git push])')).toEqual(reading({ argvs: [argv('git')] }));
  });

  test('a command computed at run time is dynamic, and unread', () => {
    expect(read('system("git push #{ARGV[0]}")')).toEqual(
      reading({ scripts: [dyn('"git push #{ARGV[0]}"')], unread: ['ruby system runs a command computed at run time: "git push #{ARGV[0]}"'] }),
    );
  });
});

describe('readInlineCode: Ruby writes', () => {
  test.each([
    ['File.write("bearing.config.json", "{}")', write('bearing.config.json', 'File.write')],
    ['File.write "bearing.config.json", "{}"', write('bearing.config.json', 'File.write')],
    ['IO.write("bearing.config.json", "{}")', write('bearing.config.json', 'IO.write')],
    ['f = "bearing.config.json"\nFile.open(f, "w") { |h| h.write("{}") }', write('bearing.config.json', "File.open(…, 'w')")],
    ['File.open("bearing.config.json", mode: "a") do |h| h.puts "x" end', write('bearing.config.json', "File.open(…, 'a')")],
    ['File.open("bearing.config.json", File::WRONLY | File::TRUNC)', write('bearing.config.json', 'File.open(…, File::WRONLY | File::TRUNC)')],
    ['File.new("bearing.config.json", "r+")', write('bearing.config.json', "File.new(…, 'r+')")],
    ['open("bearing.config.json", "w") { |h| h << "{}" }', write('bearing.config.json', "ruby open(…, 'w')")],
    ['require "fileutils"; FileUtils.cp("x.json", "bearing.config.json")', write('bearing.config.json', 'FileUtils.cp')],
    ['FileUtils.touch(["a", "bearing.config.json"])', write('a', 'FileUtils.touch')],
    ['require "pathname"; Pathname.new("bearing.config.json").write("{}")', write('bearing.config.json', 'Pathname#write')],
    ['File.write(File.join("conf", "bearing.config.json"), "")', write('conf/bearing.config.json', 'File.write')],
  ])('%s writes', (code, expected) => {
    expect(read(code).writes[0]).toEqual(expected);
  });

  test.each([
    ['File.delete("bearing.config.json")', 'File.delete'],
    ['require "fileutils"; FileUtils.rm_f "bearing.config.json"', 'FileUtils.rm_f'],
    ['FileUtils.rm_rf(["bearing.config.json"])', 'FileUtils.rm_rf'],
    ['Pathname("bearing.config.json").delete', 'Pathname#delete'],
  ])('%s removes', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form)] }));
  });

  test.each([
    ['File.rename("bearing.config.json", "old.json")', 'File.rename'],
    ['FileUtils.mv "bearing.config.json", "old.json"', 'FileUtils.mv'],
  ])('%s moves the source away and writes the destination', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form), write('old.json', form)] }));
  });
});

describe('readInlineCode: harmless Ruby', () => {
  test.each([
    'puts File.read("bearing.config.json")',
    'require "json"; p JSON.parse(File.read("bearing.config.json"))',
    'File.open("bearing.config.json") { |f| puts f.read }',
    'File.open("bearing.config.json", "r").each_line { |l| puts l }',
    '$stdin.each_line { |l| puts l.sub("a", "b") }',
    'puts "git push origin"',
    'x = \'system("git push")\'',
    '# system("git push")',
    '=begin\nsystem("git push")\n=end\nputs 1',
    'ARGV.each { |a| puts a }',
  ])('%s hands nothing to the system', (code) => {
    expect(read(code)).toEqual(NOTHING);
  });
});
