#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz/Targets and runs each for SECONDS (default 60).
#
#   Tests/Fuzz/run.sh [SECONDS] [TARGET...]      e.g. Tests/Fuzz/run.sh 600 template lsp_json
#
# The library modules are built by SwiftPM with coverage and AddressSanitizer instrumentation
# (`-sanitize=fuzzer,address` compiles without linking libFuzzer's main into a library) in their
# own build folder, and each target is one file linked against their object files with
# `swiftc -sanitize=fuzzer,address -parse-as-library` (debug builds are testable, so a target may
# reach internal parsers with `@testable import`). Inputs that crash, time out (over 10 s) or use
# more than 2 GB land in .build/fuzz/findings/<target>/; the corpus grows in
# .build/fuzz/corpus/<target>/ beside the committed seeds; each run's output is in
# .build/fuzz/logs/<target>.log, and a last table gives, per target, the seconds, executions,
# coverage (edges) and features libFuzzer reported. Run it under `nice -n 19` on a shared
# machine. Exit status: 1 when any target found something. Seeds end in `.seed`: this repository
# is itself a repository bridgelint lints (its examples), and a seed named `.kt` or `.html.erb`
# would be read as one of its sources.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
fuzz_dir=Tests/Fuzz
build=.build/fuzz
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for file in "$fuzz_dir"/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

swift build --build-path "$build" --target BridgeLintLanguageServer -Xswiftc -sanitize=fuzzer,address
modules="$build/debug/Modules"
objects=()
for module in BridgeLintCore BridgeLintTemplate BridgeLintProject BridgeLintGraph BridgeLintRules \
              BridgeLintReporters BridgeLintEngine BridgeLintLanguageServer; do
  while IFS= read -r object; do objects+=("$object"); done < <(find "$build/debug/$module.build" -name '*.o')
done

status=0
summary=""
for target in "${targets[@]}"; do
  binary="$build/bin/$target"
  log="$build/logs/$target.log"
  mkdir -p "$build/bin" "$build/logs" "$build/corpus/$target" "$build/findings/$target"
  swiftc -sanitize=fuzzer,address -parse-as-library -g \
    -I "$modules" \
    -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    -Xcc -fmodule-map-file=Sources/CYAML/module.modulemap \
    "$fuzz_dir/Targets/$target.swift" "${objects[@]}" -lxml2 -lyaml \
    -o "$binary" 2> >(grep -v 'Cannot export local symbol' >&2)
  echo "== $target: $seconds s, log in $log"
  result=passed
  "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -dict="$fuzz_dir/Dictionaries/$target.dict" -artifact_prefix="$build/findings/$target/" \
    "$build/corpus/$target" "$fuzz_dir/Corpus/$target" > "$log" 2>&1 || { result="FOUND $(ls "$build/findings/$target" | tr '\n' ' ')"; status=1; }
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  coverage=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  summary+="$(printf '%-18s %6s s %12s runs  %-22s %s' "$target" "$seconds" "${executions:-?}" "${coverage:-?}" "$result")"$'\n'
done
printf '%s' "$summary"
exit $status
