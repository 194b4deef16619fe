import { readInterpreterModule } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { dyn, reading, removal, write } from './reading-helpers';
import { run } from './command-line/run-helpers';

/** What `words` (a command line) does as a run of a library module. */
const moduleRun = (...words: string[]) => readInterpreterModule(run(...words)!);

// Each checked against CPython 3.11's own module in a scratch folder: the file named here is the one it wrote.
describe('readInterpreterModule: python -m modules of the standard library that write the files they are given', () => {
  test.each([
    [['python3', '-m', 'json.tool', 'bearing.config.json', 'bearing.config.json'], write('bearing.config.json', 'python3 -m json.tool')],
    [['python3', '-m', 'json.tool', '--sort-keys', 'in.json', 'out.json'], write('out.json', 'python3 -m json.tool')],
    // argparse takes a long option by any prefix only it has, its value after `=` or as the next word.
    [['python3', '-m', 'json.tool', '--ind', '2', 'in.json', 'out.json'], write('out.json', 'python3 -m json.tool')],
    [['python3', '-mjson.tool', '--indent=2', '--', 'in.json', 'out.json'], write('out.json', 'python3 -m json.tool')],
    // 3.11 opens the outfile as a Path: `-` is a file of that name.
    [['python3', '-m', 'json.tool', 'in.json', '-'], write('-', 'python3 -m json.tool')],
    [['python3', '-m', 'zipfile', '-c', 'bearing.config.json', 'src'], write('bearing.config.json', 'python3 -m zipfile -c')],
    [['python3', '-m', 'tarfile', '--create', 'bearing.config.json', 'src'], write('bearing.config.json', 'python3 -m tarfile -c')],
    [['python3', '-m', 'gzip', 'notes.txt'], write('notes.txt.gz', 'python3 -m gzip')],
    [['python3', '-m', 'gzip', '-d', 'bearing.config.json.gz'], write('bearing.config.json', 'python3 -m gzip -d')],
    [['python3', '-m', 'zipapp', 'app', '-o', 'bearing.config.json'], write('bearing.config.json', 'python3 -m zipapp')],
    // Without -o, the source's suffix made .pyz (pathlib's with_suffix: my.app gives my.pyz).
    [['python3', '-m', 'zipapp', 'my.app'], write('my.pyz', 'python3 -m zipapp')],
    [['python3', '-m', 'pickletools', '-o', 'bearing.config.json', 'p.pkl'], write('bearing.config.json', 'python3 -m pickletools -o')],
    [['python3', '-m', 'venv', '--without-pip', 'env'], write('env', 'python3 -m venv')],
    // --clear deletes what the folder held.
    [['python3', '-m', 'venv', '--clear', '.'], removal('.', 'python3 -m venv --clear')],
  ])('%j', (words, expected) => {
    expect(moduleRun(...words)).toEqual(reading({ writes: [expected] }));
  });

  test('an archive extracted into a folder writes what it holds, which the text does not show', () => {
    expect(moduleRun('python3', '-m', 'zipfile', '-e', 'x.zip', 'out')).toEqual(
      reading({ writes: [{ path: dyn('out/<what x.zip holds>'), removes: false, form: 'python3 -m zipfile -e' }] }),
    );
    expect(moduleRun('python3', '-m', 'tarfile', '-ve', 'x.tar')).toEqual(
      reading({ writes: [{ path: dyn('./<what x.tar holds>'), removes: false, form: 'python3 -m tarfile -e' }] }),
    );
  });

  test('gzip writes beside each file, and -d only for names ending in .gz (it stops at the first that does not)', () => {
    expect(moduleRun('python3', '-m', 'gzip', '--best', 'a', 'b')?.writes).toEqual([write('a.gz', 'python3 -m gzip'), write('b.gz', 'python3 -m gzip')]);
    expect(moduleRun('python3', '-m', 'gzip', '-d', 'a.gz', 'b')?.writes).toEqual([write('a', 'python3 -m gzip -d')]);
  });

  test('cProfile -o writes its stats, and the script it profiles is not read', () => {
    expect(moduleRun('python3', '-m', 'cProfile', '-o', 'bearing.config.json', 'script.py', '-o', 'x')).toEqual(
      reading({ writes: [write('bearing.config.json', 'python3 -m cProfile -o')], unread: ['it runs the script script.py, which is not read'] }),
    );
  });

  test.each([
    [['python3', '-m', 'json.tool', 'in.json']],
    [['python3', '-m', 'json.tool']],
    [['python3', '-m', 'zipfile', '-l', 'x.zip']],
    [['python3', '-m', 'tarfile', '-t', 'x.tar']],
    [['python3', '-m', 'zipapp', 'app.pyz', '--info']],
    [['python3', '-m', 'gzip']],
  ])('%j writes nothing', (words) => {
    expect(moduleRun(...words)).toEqual(reading({}));
  });

  test('a path computed at run time stays computed', () => {
    expect(moduleRun('python3', '-m', 'json.tool', 'in.json', '$OUT')).toEqual(
      reading({ writes: [{ path: dyn('$OUT'), removes: false, form: 'python3 -m json.tool' }] }),
    );
  });

  test.each([
    [['python3', '-m', 'http.server']],
    [['python3', '-m', 'pip', 'install', 'x']],
    [['python3', '-m', '$MODULE', 'a', 'b']],
    [['python3', '-c', 'print(1)']],
    [['python3', 'script.py']],
    [['node', '-e', '1']],
  ])('%j is no module the reading knows', (words) => {
    expect(moduleRun(...words)).toBeUndefined();
  });

  test('the module name is matched whole', () => {
    expect(moduleRun('python3', '-m', 'constructor', 'a', 'b')).toBeUndefined();
    expect(moduleRun('python3', '-m', 'json', 'a', 'b')).toBeUndefined();
  });
});
