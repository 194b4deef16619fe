import { createInterface } from 'node:readline';
import { print } from '../args/print';

/** Where `bearing config approve` talks to the user: a terminal, or whatever stands in for one (a test's). */
export interface ApprovalTerminal {
  /** A person is there: standard input and output are both a terminal (an agent's tool call has neither, as a rule). */
  readonly interactive: boolean;
  say(text: string): void;
  /** The user's answer to `question` (empty when input ends first). */
  ask(question: string): Promise<string>;
}

/** This process's terminal. */
export function processTerminal(): ApprovalTerminal {
  return {
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    say: print,
    ask: (question) =>
      new Promise((resolve) => {
        const lines = createInterface({ input: process.stdin, output: process.stdout });
        let answered = false;
        lines.question(question, (answer) => {
          answered = true;
          lines.close();
          resolve(answer);
        });
        lines.on('close', () => answered || resolve(''));
      }),
  };
}
