/** The program a command word runs: its base name, without `.exe`, in lower case (`/usr/bin/git`, `C:\…\git.exe` → `git`). */
export function commandName(word: string): string {
  const base = word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1).toLowerCase();
  return base.endsWith('.exe') ? base.slice(0, -4) : base;
}
