import { ADAPTER_HOSTS } from '../support/hosts';
import { FuzzSandbox } from './support/fuzz-sandbox';
import { InProcessHook } from './support/hook-call';
test('prof', async () => {
  const sandbox = new FuzzSandbox(); const hook = new InProcessHook();
  const host = ADAPTER_HOSTS.find((h) => h.id === 'claude-code')!;
  const nest = (d: number, bt = false) => { let t = 'echo deep'; for (let i = 0; i < d; i++) t = `echo $(${t})`; return t; };
  const texts: [string, string][] = [['status', 'git status'], ['odd', 'echo "unclosed ${ \u0000'], ['n10', nest(10)], ['n50', nest(50)], ['n100', nest(100)], ['n400', nest(400)],
    ['a20k', 'echo ' + 'a'.repeat(20_000)], ['a100k', 'echo ' + 'a'.repeat(100_000)], ['echo100k', 'echo ' + 'echo x; '.repeat(12_000)], ['q100k', 'echo ' + '"'.repeat(100_000)], ['sub100k', 'echo ' + '$('.repeat(50_000)], ['bs100k', 'echo ' + '\\'.repeat(100_000)], ['kanji', 'echo ' + '漢'.repeat(100_000)]];
  for (const [name, cmd] of texts) {
    const stdin = JSON.stringify(host.samples!.shellCall(cmd, sandbox.repo.root));
    const t = performance.now(); let o; for (let i = 0; i < 5; i++) o = await hook.call({ host: 'claude-code', stdin });
    console.log(name, ((performance.now() - t) / 5).toFixed(1), 'ms', o!.stderr.slice(0, 100));
  }
  hook.remove(); sandbox.remove();
}, 600000);
