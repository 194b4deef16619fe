/**
 * git's own commands (git 2.39–2.52, builtins and the scripts git ships): an alias of the same name is never used,
 * git runs its own command. Any other word after `git` is an external `git-<word>` or an alias.
 */
export const GIT_COMMANDS: ReadonlySet<string> = new Set(
  (
    'add am annotate apply archimport archive backfill bisect blame branch bugreport bundle cat-file check-attr check-ignore check-mailmap ' +
    'check-ref-format checkout checkout-index cherry cherry-pick citool clean clone column commit commit-graph commit-tree config count-objects ' +
    'credential credential-cache credential-store cvsexportcommit cvsimport cvsserver daemon describe diagnose diff diff-files diff-index diff-pairs ' +
    'diff-tree difftool fast-export fast-import fetch fetch-pack filter-branch fmt-merge-msg for-each-ref for-each-repo format-patch fsck fsck-objects ' +
    'fsmonitor--daemon gc get-tar-commit-id grep gui hash-object help hook http-backend http-fetch http-push imap-send index-pack init init-db ' +
    'instaweb interpret-trailers last-modified log ls-files ls-remote ls-tree mailinfo mailsplit maintenance merge merge-base merge-file merge-index ' +
    'merge-octopus merge-one-file merge-ours merge-recursive merge-recursive-ours merge-recursive-theirs merge-resolve merge-subtree merge-tree ' +
    'mergetool mktag mktree multi-pack-index mv name-rev notes p4 pack-objects pack-redundant pack-refs patch-id pickaxe prune prune-packed pull push ' +
    'quiltimport range-diff read-tree rebase receive-pack reflog refs remote remote-ext remote-fd repack replace replay repo request-pull rerere reset ' +
    'restore rev-list rev-parse revert rm send-email send-pack sh-i18n--envsubst shell shortlog show show-branch show-index show-ref sparse-checkout ' +
    'stage stash status stripspace submodule submodule--helper subtree svn switch symbolic-ref tag unpack-file unpack-objects update-index update-ref ' +
    'update-server-info upload-archive upload-pack var verify-commit verify-pack verify-tag version web--browse whatchanged worktree write-tree'
  ).split(' '),
);
