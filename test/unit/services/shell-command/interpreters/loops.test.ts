import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import type { InterpreterLanguage } from '../../../../../src/services/shell-command/interpreters/interpreter-run';
import { argv, dyn, lit, reading, write } from './reading-helpers';

const PUSHES = [argv('git', 'push', 'origin', 'HEAD:develop'), argv('git', 'push', 'origin', 'HEAD:prod')];
const PUSH_SCRIPTS = [lit('git push origin HEAD:develop'), lit('git push origin HEAD:prod')];

// Each loop checked against the interpreter itself (python 3.11, node 20, perl 5.36, ruby 3.1, php 8.2) with a git
// that logs what it is run with: the reading runs what the program ran, in the same order.
describe('readInlineCode: a loop over a list the reader knows runs its body once for each item', () => {
  test.each<[InterpreterLanguage, string]>([
    ['python', "import subprocess\nfor b in ['develop', 'prod']:\n    subprocess.call(['git', 'push', 'origin', 'HEAD:' + b])\n"],
    ['python', "import subprocess\nfor b in ('develop', 'prod'):\n    subprocess.call(['git', 'push', 'origin', f'HEAD:{b}'])"],
    [
      'python',
      "import subprocess\nbranches = ['develop', 'prod']\nfor b in branches:\n    ref = 'HEAD:' + b\n    subprocess.run(['git', 'push', 'origin', ref])",
    ],
    ['python', "import subprocess\nfor b in 'develop prod'.split(): subprocess.run(['git', 'push', 'origin', 'HEAD:' + b])"],
    ['node', "for (const b of ['develop', 'prod']) { require('child_process').execFileSync('git', ['push', 'origin', 'HEAD:' + b]) }"],
    ['node', "const cp = require('child_process'); for (let b of ['develop', 'prod']) cp.spawnSync('git', ['push', 'origin', `HEAD:${b}`]);"],
    ['node', "['develop', 'prod'].forEach(b => require('child_process').execFileSync('git', ['push', 'origin', 'HEAD:' + b]))"],
    ['node', "['develop', 'prod'].forEach(function (b) { require('child_process').spawnSync('git', ['push', 'origin', 'HEAD:' + b]); })"],
    ['node', "const bs = ['develop', 'prod']; bs.map((b) => { child_process.execFileSync('git', ['push', 'origin', 'HEAD:' + b]) })"],
    ['perl', 'for my $b (qw(develop prod)) { system("git", "push", "origin", "HEAD:$b") }'],
    ['perl', "foreach my $b ('develop', 'prod') { system('git', 'push', 'origin', \"HEAD:$b\"); }"],
    ['perl', 'for (qw(develop prod)) { system "git", "push", "origin", "HEAD:$_" }'],
    ['perl', 'my @b = qw(develop prod); for my $b (@b) { system("git", "push", "origin", "HEAD:$b") }'],
    ['perl', 'system("git", "push", "origin", "HEAD:$_") for qw(develop prod);'],
    ['perl', 'system("git", "push", "origin", "HEAD:$_") foreach "develop", "prod";'],
    ['ruby', "%w[develop prod].each do |b|\n  system('git', 'push', 'origin', \"HEAD:#{b}\")\nend"],
    ['ruby', "['develop', 'prod'].each { |b| system('git', 'push', 'origin', 'HEAD:' + b) }"],
    ['ruby', "for b in %w[develop prod] do\n  system('git', 'push', 'origin', \"HEAD:#{b}\")\nend"],
    ['ruby', "for b in %w[develop prod]\n  if b\n    system('git', 'push', 'origin', \"HEAD:#{b}\")\n  end\n  puts b if b\nend"],
  ])('%s: %s', (language, code) => {
    expect(readInlineCode(language, code)).toEqual(reading({ argvs: PUSHES }));
  });

  test.each<[InterpreterLanguage, string]>([
    ['python', "import os\nfor b in ['develop', 'prod']:\n    os.system('git push origin HEAD:' + b)"],
    ['node', "const cp = require('child_process'); for (let b of ['develop', 'prod']) cp.execSync(`git push origin HEAD:${b}`);"],
    ['perl', 'for my $b (qw(develop prod)) { system("git push origin HEAD:$b") }'],
    ['ruby', "['develop', 'prod'].each { |b| system \"git push origin HEAD:#{b}\" }"],
    ['php', 'foreach (["develop", "prod"] as $b) { system("git push origin HEAD:$b"); }'],
    ['php', "foreach (array('develop', 'prod') as $b) passthru('git push origin HEAD:' . $b);"],
  ])('%s hands a shell each line: %s', (language, code) => {
    expect(readInlineCode(language, code)).toEqual(reading({ scripts: PUSH_SCRIPTS }));
  });

  test('writes in the body are read for each item', () => {
    expect(readInlineCode('python', "for f in ['bearing.config.json', 'x.txt']:\n    open(f, 'w').write('{}')\n")).toEqual(
      reading({ writes: [write('bearing.config.json', "python open(…, 'w')"), write('x.txt', "python open(…, 'w')")] }),
    );
  });

  test('what a pass leaves in a name, the next pass starts from (s = s + b)', () => {
    expect(readInlineCode('python', "import os\ns = 'git push origin'\nfor b in ['develop', 'prod']:\n    s = s + ' ' + b\n    os.system(s)\n")).toEqual(
      reading({ scripts: [lit('git push origin develop'), lit('git push origin develop prod')] }),
    );
  });

  test('nested loops run the inner body for each pair', () => {
    expect(
      readInlineCode(
        'python',
        "import subprocess\nfor r in ['origin', 'up']:\n    for b in ['develop', 'prod']:\n        subprocess.run(['git', 'push', r, b])\n",
      ).argvs,
    ).toEqual([
      argv('git', 'push', 'origin', 'develop'),
      argv('git', 'push', 'origin', 'prod'),
      argv('git', 'push', 'up', 'develop'),
      argv('git', 'push', 'up', 'prod'),
    ]);
  });

  test("python's body is the lines indented under the loop (blank lines and comments inside); what follows runs once", () => {
    const code =
      "import subprocess\nfor b in ['develop', 'prod']:\n    if b:\n        subprocess.run(['git', 'push', 'origin', b])\n\n    # tag it too\n    subprocess.run(['git', 'tag', b])\nsubprocess.run(['git', 'status'])\n";
    expect(readInlineCode('python', code).argvs).toEqual([
      argv('git', 'push', 'origin', 'develop'),
      argv('git', 'tag', 'develop'),
      argv('git', 'push', 'origin', 'prod'),
      argv('git', 'tag', 'prod'),
      argv('git', 'status'),
    ]);
  });

  test("python's one-line body runs every statement of its line", () => {
    expect(
      readInlineCode(
        'python',
        "import subprocess\nfor b in ('develop', 'prod'): subprocess.call(['git', 'push', 'origin', b]); subprocess.call(['git', 'fetch', b])\n",
      ).argvs,
    ).toEqual([argv('git', 'push', 'origin', 'develop'), argv('git', 'fetch', 'develop'), argv('git', 'push', 'origin', 'prod'), argv('git', 'fetch', 'prod')]);
  });

  test("ruby's do … end body holds nested blocks and ifs; a modifier if opens none", () => {
    const code =
      "%w[develop prod].each do |b|\n  system('git', 'push', 'origin', b) if b\n  ARGV.each do |q|\n    puts q\n  end\n  if b then puts b end\n  x.end\n  system('git', 'tag', b)\nend\nsystem('git', 'status')";
    expect(readInlineCode('ruby', code).argvs).toEqual([
      argv('git', 'push', 'origin', 'develop'),
      argv('git', 'tag', 'develop'),
      argv('git', 'push', 'origin', 'prod'),
      argv('git', 'tag', 'prod'),
      argv('git', 'status'),
    ]);
  });
});

describe('readInlineCode: after an unrolled loop', () => {
  test('the loop variable is computed', () => {
    expect(readInlineCode('python', "import subprocess\nfor b in ['develop']:\n    pass\nsubprocess.run(['git', 'push', 'origin', b])\n")).toEqual(
      reading({ argvs: [[lit('git'), lit('push'), lit('origin'), dyn('b')]] }),
    );
  });

  test('a name every pass left the same keeps its value (an import in the body)', () => {
    expect(
      readInlineCode('python', "for b in ['develop', 'prod']:\n    import shlex as s\nimport subprocess\nsubprocess.run(s.split('git push origin main'))\n"),
    ).toEqual(reading({ argvs: [argv('git', 'push', 'origin', 'main')] }));
  });

  test('a name the passes left different is computed', () => {
    expect(readInlineCode('python', "import os\nfor b in ['develop', 'prod']:\n    c = 'git push origin ' + b\nos.system(c)\n")).toEqual(
      reading({ scripts: [dyn('c')], unread: ['os.system runs a command computed at run time: c'] }),
    );
  });
});

describe('readInlineCode: loops read as before (the variable computed)', () => {
  const computedPush = (language: InterpreterLanguage, code: string) => {
    const found = readInlineCode(language, code);
    expect(found.argvs.length + found.scripts.length).toBe(1);
    expect([...found.argvs.flat(), ...found.scripts].some((w) => w.dynamic)).toBe(true);
  };

  test.each<[InterpreterLanguage, string]>([
    ['python', "import os\nfor b in get_branches():\n    os.system('git push origin ' + b)"],
    ['python', "import os\nfor b in 'develop':\n    os.system('git push origin ' + b)"],
    ['python', "import os\nfor k, v in [('a', 'b')]:\n    os.system('git push origin ' + v)"],
    ['python', "import os\nfor b in []:\n    os.system('git push origin ' + b)"],
    ['python', "import os\n[os.system('git push origin ' + b) for b in ['develop', 'prod']]"],
    ['node', "for (const b in ['develop', 'prod']) child_process.execSync('git push origin ' + b)"],
    ['node', "for (const [a, b] of [['x', 'develop']]) child_process.execSync('git push origin ' + b)"],
    ['node', "for (let i = 0; i < 2; i++) child_process.execSync('git push origin ' + i)"],
    ['perl', 'for (my $i = 0; $i < 2; $i++) { system "git push origin $i" }'],
    ['perl', 'for my $b (@ARGV) { system "git push origin $b" }'],
    ['ruby', "ARGV.each { |b| system 'git push origin ' + b }"],
    ['ruby', "%w[develop prod].each_with_index { |b, i| system 'git push origin ' + b }"],
    // each_index yields the indexes, not the items.
    ['ruby', '%w[develop prod].each_index { |b| system "git push origin #{b}" }'],
    ['php', 'foreach ($argv as $b) { system("git push origin $b"); }'],
    ['php', 'foreach (["a" => "develop"] as $k => $b) { system("git push origin $b"); }'],
    // $k is the index, not the item.
    ['php', 'foreach (["develop", "prod"] as $k => $b) { system("git push origin $k"); }'],
  ])('%s: %s', (language, code) => computedPush(language, code));

  test('more than 16 items', () => {
    const items = Array.from({ length: 17 }, (_, i) => `'b${i}'`).join(', ');
    computedPush('python', `import os\nfor b in [${items}]:\n    os.system('git push origin ' + b)`);
    const sixteen = Array.from({ length: 16 }, (_, i) => `'b${i}'`).join(', ');
    expect(readInlineCode('python', `import os\nfor b in [${sixteen}]:\n    os.system('git push origin ' + b)`).scripts).toHaveLength(16);
  });

  test('a body too long to read again for every item is read once, its variable computed', () => {
    const body = `${'    x = 1\n'.repeat(300)}    os.system('git push origin ' + b)`;
    const loop = (count: number) => `import os\nfor b in [${Array.from({ length: count }, (_, i) => `'b${i}'`).join(', ')}]:\n${body}`;
    expect(readInlineCode('python', loop(16)).scripts).toEqual([dyn("'git push origin ' + b")]);
    expect(readInlineCode('python', loop(2)).scripts).toEqual([lit('git push origin b0'), lit('git push origin b1')]);
  });

  test('loops nested past the budget of passes are read once each, their variables computed: 16⁴ passes are not read', () => {
    const items = `[${Array.from({ length: 16 }, (_, i) => `'b${i}'`).join(', ')}]`;
    const code = [
      'import os',
      ...Array.from({ length: 4 }, (_, depth) => `${'    '.repeat(depth)}for v${depth} in ${items}:`),
      `${'    '.repeat(4)}os.system('git push origin ' + v3)`,
    ].join('\n');
    const found = readInlineCode('python', code);
    expect(found.scripts.length).toBeLessThanOrEqual(300);
    expect(found.scripts).toContainEqual(lit('git push origin b15'));
    expect(found.scripts).toContainEqual(dyn("'git push origin ' + v3"));
  });
});
