/** One piece of a command's output on stdout, ending in a newline. A closed stdout is the entry's to handle. */
export function print(text = ''): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
