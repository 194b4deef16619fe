import type { Arg } from '../arg';

/**
 * What reading a program's code found (readInlineCode). A file of its own: the recorder that builds one and the
 * Python modules' reader, both imported by inline-code.ts, return it too.
 */
export interface InlineCodeReading {
  /** Command lines the code hands to a shell (`os.system(s)`, `subprocess.run(s, shell=True)`, `execSync(s)`, perl `system("one string")`, backticks/qx, awk `system(s)`, `print | "cmd"`): Arg dynamic when not literal. */
  readonly scripts: readonly Arg[];
  /** Programs the code runs directly with an argument vector (`subprocess.run(['git','push'])`, `spawn('git', ['push'])`, `execFileSync`, perl `system('git','push')`, ruby `system('git','push')`, `os.execvp`): each element an Arg (dynamic when not a literal). */
  readonly argvs: readonly (readonly Arg[])[];
  /** Files it writes, truncates, creates, moves away or deletes, by literal path (Arg dynamic when computed): `open(p,'w'|'a'|'x'|'+'…)`, `Path(p).write_text`, `os.remove`, `shutil.copy(src, DST)`/`move`, `fs.writeFileSync`, `fs.rmSync`, `renameSync`, `copyFileSync` (destination), perl `open(F, '>', p)`/`open(F, ">p")`/`unlink`/`rename`, ruby `File.write`/`File.open(p,'w')`/`FileUtils.*`, php `file_put_contents`/`fopen(p,'w')`/`unlink`/`rename`/`copy`, awk `print > "f"`/`>> "f"`; `removes` true for delete and move-away (the source of a rename/move), `form` for messages (`python open(…, 'w')`, `fs.writeFileSync`). */
  readonly writes: readonly { readonly path: Arg; readonly removes: boolean; readonly form: string }[];
  /** What it could not read: a process call whose command is not literal, code it cannot scan (one short line each). */
  readonly unread: readonly string[];
}
