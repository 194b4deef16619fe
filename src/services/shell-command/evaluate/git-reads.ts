import { readRefNames } from '../../git-files/git-refs';
import { GitConfigFiles } from './git-config-view';

/** What reading git needs besides the evaluator: the config files, and the refs of each repository, read once per command line. */
export class GitReads {
  readonly configFiles = new GitConfigFiles();
  private readonly refs = new Map<string, ReadonlySet<string>>();

  refNames(repository: string): ReadonlySet<string> {
    let names = this.refs.get(repository);
    if (!names) this.refs.set(repository, (names = readRefNames(repository)));
    return names;
  }
}
