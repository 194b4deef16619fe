import { readGitConfigFile, type GitConfigEntry } from '../../git-files/git-config-file';
import { readRefNames } from '../../git-files/git-refs';

/** Parsed config files on disk, each read once per command line. */
export class GitConfigFiles {
  private readonly parsed = new Map<string, GitConfigEntry[]>();

  read(path: string, home: string | undefined): GitConfigEntry[] {
    let entries = this.parsed.get(path);
    if (!entries) {
      entries = readGitConfigFile(path, home);
      this.parsed.set(path, entries);
    }
    return entries;
  }
}

/** What reading git needs besides the evaluator: the config files, and the refs of each repository, read once per command line. */
export class GitReads {
  readonly configFiles = new GitConfigFiles();
  private readonly refs = new Map<string, ReadonlySet<string>>();

  refNames(repository: string): ReadonlySet<string> {
    let names = this.refs.get(repository);
    if (!names) {
      names = readRefNames(repository);
      this.refs.set(repository, names);
    }
    return names;
  }
}
