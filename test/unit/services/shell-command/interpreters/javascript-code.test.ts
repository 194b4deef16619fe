import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { argv, dyn, lit, NOTHING, reading, removal, write } from './reading-helpers';

const read = (code: string) => readInlineCode('node', code);

describe('readInlineCode: JavaScript command lines', () => {
  test.each([
    ["require('child_process').execSync('git push origin HEAD:main')", 'git push origin HEAD:main'],
    ["const cp = require('child_process'); cp.exec('git push', () => {})", 'git push'],
    ["const { execSync } = require('node:child_process'); execSync('git push')", 'git push'],
    ["const { execSync: run } = require('child_process');\nrun('git push')", 'git push'],
    ["import { execSync } from 'child_process'; execSync('git push')", 'git push'],
    ["import { execSync as x } from 'node:child_process'; x('git push')", 'git push'],
    ["import * as cp from 'child_process'; cp.execSync('git push')", 'git push'],
    ["import cp from 'child_process'; cp.execSync('git push')", 'git push'],
    ["const { execSync } = await import('node:child_process'); execSync('git push')", 'git push'],
    ["child_process.execSync('git push')", 'git push'],
    ["process.getBuiltinModule('child_process').execSync('git push')", 'git push'],
    ["require('child_process').execSync(`git push origin ${'HEAD:main'}`)", 'git push origin HEAD:main'],
    ["require('child_process').execSync('git ' + \"push\")", 'git push'],
    ["const c = 'git push'\nrequire('child_process').execSync(c, { stdio: 'inherit' })", 'git push'],
    ["require('child_process').spawnSync('git', ['push'], { shell: true })", 'git push'],
    ["require('child_process').execFile('git', ['push'], { shell: '/bin/bash' }, () => {})", 'git push'],
    ["require('child_process').spawn('git push', { shell: true })", 'git push'],
    ["import('child_process').then(cp => cp.exec('git push'))", 'git push'],
    ['eval(\'require("child_process").execSync("git push")\')', 'git push'],
    ['new Function(\'require("child_process").execSync("git push")\')()', 'git push'],
    ["require('vm').runInThisContext('child_process.execSync(\"git push\")')", 'git push'],
    ['await Bun.$`git push`', 'git push'],
    ["import { $ } from 'bun'; await $`git push origin ${'HEAD:main'}`", 'git push origin HEAD:main'],
    // Bun passes each interpolated value as one word, as a quoted word would be.
    ["await Bun.$`git commit -m ${'a b'}`", "git commit -m 'a b'"],
  ])('%s hands a shell the script %j', (code, script) => {
    expect(read(code)).toEqual(reading({ scripts: [lit(script)] }));
  });

  test.each([
    ["const { spawn } = require('child_process'); spawn('git', ['push', 'origin', 'HEAD:main'], { stdio: 'inherit' })", ['git', 'push', 'origin', 'HEAD:main']],
    ["require('child_process').spawnSync('git', ['push'])", ['git', 'push']],
    ["require('child_process').execFileSync('git', ['push'])", ['git', 'push']],
    ["require('node:child_process').execFile('git', ['push'], (e) => {})", ['git', 'push']],
    ["require('child_process').spawnSync('git', 'push origin'.split(' '))", ['git', 'push', 'origin']],
    ["const args = ['push']\nrequire('child_process').spawnSync('git', args)", ['git', 'push']],
    ["require('child_process').spawnSync('git', ['push'].concat(['--force']))", ['git', 'push', '--force']],
    ["require('child_process').spawnSync('git', [...['push']])", ['git', 'push']],
    ["require('child_process').fork('hook.js', ['x'])", ['node', 'hook.js', 'x']],
    ["Bun.spawn(['git', 'push'])", ['git', 'push']],
    ["Bun.spawnSync({ cmd: ['git', 'push'] })", ['git', 'push']],
    ["new Deno.Command('git', { args: ['push'] }).outputSync()", ['git', 'push']],
    ["Deno.run({ cmd: ['git', 'push'] })", ['git', 'push']],
  ])('%s runs %j directly', (code, words) => {
    expect(read(code)).toEqual(reading({ argvs: [argv(...words)] }));
  });

  test('a string without shell names one program, blanks and all', () => {
    expect(read("require('child_process').spawnSync('git push')")).toEqual(reading({ argvs: [argv('git push')] }));
  });

  test('a command computed at run time is dynamic, and unread', () => {
    expect(read('require("child_process").execSync(`git push origin ${branch}`)')).toEqual(
      reading({
        scripts: [dyn('`git push origin ${branch}`')],
        unread: ['child_process.execSync runs a command computed at run time: `git push origin ${branch}`'],
      }),
    );
    expect(read("import { $ } from 'bun'; await $`git push ${branch}`")).toEqual(
      reading({ scripts: [dyn('`git push ${branch}`')], unread: ['Bun $ runs a command computed at run time: `git push ${branch}`'] }),
    );
    expect(read("require('child_process').spawn(program, ['push'])")).toEqual(
      reading({ argvs: [[dyn('program'), lit('push')]], unread: ['child_process.spawn runs a program computed at run time: program'] }),
    );
  });

  test('arguments the reader cannot count stay in the vector as computed words', () => {
    expect(read("require('child_process').spawn('git', ['push', ...process.argv.slice(2)])")).toEqual(
      reading({ argvs: [[lit('git'), lit('push'), dyn('...process.argv.slice(2)')]] }),
    );
    expect(read("const args = ['push']; args.push('--force'); require('child_process').spawnSync('git', args)")).toEqual(
      reading({ argvs: [[lit('git'), dyn('args')]] }),
    );
  });

  test('a module name computed at run time is unread', () => {
    expect(read("require(name).readFileSync('x')")).toEqual(reading({ unread: ['require loads a module computed at run time: name'] }));
  });
});

describe('readInlineCode: JavaScript writes', () => {
  test.each([
    ["fs.writeFileSync('bearing.config.json','{}')", write('bearing.config.json', 'fs.writeFileSync')],
    ["const fs = require('fs'); fs.writeFileSync('bearing.config.json', JSON.stringify({}))", write('bearing.config.json', 'fs.writeFileSync')],
    ["const f = 'bearing.config.json'\nrequire('node:fs').writeFile(f, '{}', () => {})", write('bearing.config.json', 'fs.writeFile')],
    ["require('fs').promises.writeFile('bearing.config.json', '{}')", write('bearing.config.json', 'fs.promises.writeFile')],
    ["import { writeFile } from 'node:fs/promises'; await writeFile('bearing.config.json', '{}')", write('bearing.config.json', 'fs.promises.writeFile')],
    ["fs.appendFileSync('bearing.config.json', 'x')", write('bearing.config.json', 'fs.appendFileSync')],
    ["fs.copyFileSync('x.json', 'bearing.config.json')", write('bearing.config.json', 'fs.copyFileSync')],
    ["fs.openSync('bearing.config.json', 'w')", write('bearing.config.json', 'fs.openSync')],
    ["fs.openSync('bearing.config.json', 'r+')", write('bearing.config.json', 'fs.openSync')],
    ["fs.createWriteStream('bearing.config.json')", write('bearing.config.json', 'fs.createWriteStream')],
    ["fs.truncateSync('bearing.config.json')", write('bearing.config.json', 'fs.truncateSync')],
    ["require('path'); fs.writeFileSync(require('path').join('conf', 'bearing.config.json'), '')", write('conf/bearing.config.json', 'fs.writeFileSync')],
    ["Deno.writeTextFile('bearing.config.json', '{}')", write('bearing.config.json', 'Deno.writeTextFile')],
    ["Deno.openSync('bearing.config.json', { write: true })", write('bearing.config.json', 'Deno.openSync')],
    ["Bun.write('bearing.config.json', '{}')", write('bearing.config.json', 'Bun.write')],
    ["Bun.write(Bun.file('bearing.config.json'), '{}')", write('bearing.config.json', 'Bun.write')],
  ])('%s writes', (code, expected) => {
    expect(read(code)).toEqual(reading({ writes: [expected] }));
  });

  test.each([
    ["require('fs').rmSync('bearing.config.json')", 'fs.rmSync'],
    ["fs.unlinkSync('bearing.config.json')", 'fs.unlinkSync'],
    ["require('fs/promises').rm('bearing.config.json', { force: true })", 'fs.promises.rm'],
    ["Deno.removeSync('bearing.config.json')", 'Deno.removeSync'],
    ["Bun.file('bearing.config.json').delete()", 'Bun.file().delete'],
  ])('%s removes', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form)] }));
  });

  test('renameSync moves the source away and writes the destination', () => {
    expect(read("fs.renameSync('bearing.config.json', 'old.json')")).toEqual(
      reading({ writes: [removal('bearing.config.json', 'fs.renameSync'), write('old.json', 'fs.renameSync')] }),
    );
  });
});

describe('readInlineCode: harmless JavaScript', () => {
  test.each([
    "console.log(JSON.parse(require('fs').readFileSync('bearing.config.json', 'utf8')))",
    "fs.readFileSync('bearing.config.json')",
    "fs.openSync('bearing.config.json', 'r')",
    "fs.openSync('bearing.config.json')",
    "require('child_process')",
    "console.log('git push origin main')",
    "const x = /git push/.exec('git push')",
    "const m = 'a'.match(/b/); [1, 2].map((x) => x * 2)",
    '// child_process.execSync("git push")',
    "Deno.readTextFile('bearing.config.json')",
    "Deno.openSync('bearing.config.json', { read: true, write: false })",
    "Bun.file('bearing.config.json').text()",
    '`git push ${x}`',
  ])('%s hands nothing to the system', (code) => {
    expect(read(code)).toEqual(NOTHING);
  });
});
