#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then ThreadSanitizer (or only the ones named),
# each in its own build folder (.build/sanitize-<name>) so the everyday build stays as it is. The
# test binaries and the `bridgelint` binary the CLI and language-server tests run are built with
# the sanitizer, so the parallel engine and the server's background threads are checked too.
#
#   Tests/Sanitizers/run.sh [address] [thread] [-- swift test arguments]
#
# Any sanitizer report fails the run (halt_on_error). Tests/Sanitizers/thread.supp holds the
# suppressions, each explained; it is for reports inside the toolchain's own libraries only.
# Prints how long each pass took (build and tests).
set -euo pipefail
cd "$(dirname "$0")/../.."

sanitizers=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do sanitizers+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)

# Leak checking is off: even a suite that passes is failed by LeakSanitizer for objects of
# XCTest's own test runner (libXCTest's XCTMainMisc and XCTestSuiteRun, 144 bytes), which
# bridgelint cannot free. The quarantine of freed memory is 64 MB instead of 256: a
# use-after-free of recent memory is still caught, and the language server's memory test
# (10,000 changes) measures its steady state rather than the quarantine filling up.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:quarantine_size_mb=64"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/Tests/Sanitizers/thread.supp"
status=0
times=""
for sanitizer in "${sanitizers[@]}"; do
  start=$(date +%s)
  result=passed
  swift test --build-path ".build/sanitize-$sanitizer" --sanitize="$sanitizer" "$@" || { result=FAILED; status=1; }
  times+="$(printf '%-8s %5d s  %s' "$sanitizer" $(( $(date +%s) - start )) "$result")"$'\n'
done
printf '%s' "$times"
exit $status
