#!/bin/sh
# Writes a Swift file declaring `buildCommit`: the abbreviated git commit of the package in $1
# (with "-dirty" when the tracked files among the paths after $2, relative to $1, or any tracked
# file when none is named, differ from it), or nil when $1 is not a git checkout.
# The file in $2 is only replaced when its text changes, so an unchanged commit rebuilds nothing.
# Run by the BuildCommit plugin's build command whenever the commit or those files change; the
# tests run it too.
set -eu
package="$1"
output="$2"
shift 2
value=nil
if [ -e "$package/.git" ] && commit="$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null)"; then
  # No optional locks: never write the index while the user's own git may be running.
  # Literal pathspecs: a file name is a name, never a pattern.
  if [ -n "$(GIT_OPTIONAL_LOCKS=0 GIT_LITERAL_PATHSPECS=1 git -C "$package" status --porcelain --untracked-files=no -- "$@" 2>/dev/null)" ]; then
    commit="$commit-dirty"
  fi
  value="\"$commit\""
fi
mkdir -p "$(dirname "$output")"
text="/// The git commit this binary was built from (written by Plugins/write-build-commit.sh).
let buildCommit: String? = $value"
if [ ! -f "$output" ] || [ "$(cat "$output")" != "$text" ]; then
  printf '%s\n' "$text" > "$output"
fi
