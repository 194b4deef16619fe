import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { argv, dyn, lit, NOTHING, reading, removal, write } from './reading-helpers';

const read = (code: string) => readInlineCode('php', code);

describe('readInlineCode: PHP commands', () => {
  test.each([
    ['system("git push origin HEAD:main");', 'git push origin HEAD:main'],
    ["exec('git push', $output, $code);", 'git push'],
    ["passthru('git push');", 'git push'],
    ["echo shell_exec('git push');", 'git push'],
    ['echo `git push`;', 'git push'],
    ["pclose(popen('git push', 'r'));", 'git push'],
    ["$p = proc_open('git push', [], $pipes);", 'git push'],
    ["SYSTEM('git push');", 'git push'],
    ["\\system('git push');", 'git push'],
    ["$c = 'git push'; system($c);", 'git push'],
    ['$r = \'origin\'; system("git push $r");', 'git push origin'],
    ["system('git push ' . escapeshellarg('HEAD:main'));", "git push 'HEAD:main'"],
    ["system(implode(' ', ['git', 'push']));", 'git push'],
    ["$f = 'system'; $f('git push');", 'git push'],
    ["call_user_func('passthru', 'git push');", 'git push'],
    ["call_user_func_array('system', ['git push']);", 'git push'],
    ['eval(\'system("git push");\');', 'git push'],
    ['<?php system("git push"); ?>', 'git push'],
  ])('%s hands a shell the script %j', (code, script) => {
    expect(read(code)).toEqual(reading({ scripts: [lit(script)] }));
  });

  test.each([
    ["proc_open(['git', 'push'], [], $pipes);", ['git', 'push']],
    ["proc_open(array('git', 'push'), array(), $pipes);", ['git', 'push']],
    ["pcntl_exec('/usr/bin/git', ['push']);", ['/usr/bin/git', 'push']],
    ["proc_open(explode(' ', 'git push'), [], $p);", ['git', 'push']],
  ])('%s runs %j directly', (code, words) => {
    expect(read(code)).toEqual(reading({ argvs: [argv(...words)] }));
  });

  test('a command computed at run time is dynamic, and unread', () => {
    expect(read('system("git push $argv[1]");')).toEqual(
      reading({ scripts: [dyn('"git push $argv[1]"')], unread: ['php system runs a command computed at run time: "git push $argv[1]"'] }),
    );
  });

  test('code of another file is unread', () => {
    expect(read("require 'vendor/autoload.php';")).toEqual(reading({ unread: ['php require runs code from vendor/autoload.php'] }));
  });
});

describe('readInlineCode: PHP writes', () => {
  test.each([
    ["file_put_contents('bearing.config.json', '{}');", write('bearing.config.json', 'php file_put_contents')],
    ["$f = 'bearing.config.json'; file_put_contents($f, json_encode([]));", write('bearing.config.json', 'php file_put_contents')],
    ["$h = fopen('bearing.config.json', 'w'); fwrite($h, '{}');", write('bearing.config.json', "php fopen(…, 'w')")],
    ["fopen('bearing.config.json', 'c+');", write('bearing.config.json', "php fopen(…, 'c+')")],
    ["copy('x.json', 'bearing.config.json');", write('bearing.config.json', 'php copy')],
    ["touch('bearing.config.json');", write('bearing.config.json', 'php touch')],
    ["new SplFileObject('bearing.config.json', 'w');", write('bearing.config.json', "php splfileobject(…, 'w')")],
    [
      "file_put_contents(__DIR__ . '/bearing.config.json', '');",
      { path: dyn("__DIR__ . '/bearing.config.json'"), removes: false, form: 'php file_put_contents' },
    ],
  ])('%s writes', (code, expected) => {
    expect(read(code)).toEqual(reading({ writes: [expected] }));
  });

  test('unlink removes, rename moves away', () => {
    expect(read("unlink('bearing.config.json');")).toEqual(reading({ writes: [removal('bearing.config.json', 'php unlink')] }));
    expect(read("rename('bearing.config.json', 'old.json');")).toEqual(
      reading({ writes: [removal('bearing.config.json', 'php rename'), write('old.json', 'php rename')] }),
    );
  });
});

describe('readInlineCode: harmless PHP', () => {
  test.each([
    "echo file_get_contents('bearing.config.json');",
    "$c = json_decode(file_get_contents('bearing.config.json'), true); var_dump($c);",
    "$h = fopen('bearing.config.json', 'r'); echo fgets($h);",
    "new SplFileObject('bearing.config.json');",
    "echo 'git push';",
    '// system("git push");',
    "# system('git push');\necho 1;",
    '/* exec("git push"); */',
    '?>system("git push")<?php echo 1;',
    'echo <<<EOT\nsystem("git push")\nEOT;',
  ])('%s hands nothing to the system', (code) => {
    expect(read(code)).toEqual(NOTHING);
  });
});
