#!/usr/bin/env bash
# Speed of bridgelint, as ratios against references measured in the same run (timings on a
# shared machine are noisy; ratios much less so). Not part of `swift test`.
#
#   Tests/Benchmarks/benchmark.sh [TEMPLATES] [CONTROLLERS]
#
# 1. A whole run over TEMPLATES synthetic templates (default 2,000) against
#    `xmllint --html --noout` over the same files (both given both cores). Target: <= 0.5.
# 2. One staged template in a project of CONTROLLERS controllers (default 300), process start
#    included. Target: under 30 ms.
# 3. Building the project model: 300 controllers from disk, 100 native files, a 200-table
#    schema (the opt-in measurement tests, in release). Target: under 50 ms together.
# The corpus generator is the team's shared one (../shared/bench/gen_synth.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
templates=${1:-2000}
controllers=${2:-300}
generator=../shared/bench/gen_synth.py
[ -f "$generator" ] || { echo "needs $generator (the shared benchmark corpus generator)"; exit 2; }
command -v xmllint >/dev/null || { echo "needs xmllint: apt-get install -y libxml2-utils"; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$generator" "$work/app-root" "$templates" 7 >/dev/null
# The controllers the corpus uses (so the run measures linting, not thousands of "unknown
# controller" findings), then filler controllers up to CONTROLLERS.
controllers_dir="$work/app-root/app/javascript/controllers"
mkdir -p "$controllers_dir/form"
used="dropdown modal toggle clipboard form--autosave tabs search infinite-scroll chart reveal sortable flash character-counter date-picker nested-form"
count=0
for identifier in $used; do
  file="$controllers_dir/$(echo "$identifier" | sed 's/--/\//; s/-/_/g')_controller.js"
  cat > "$file" <<JS
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {
  static targets = ["item", "menu", "content", "sentinel", "message", "button", "input", "output"]
  static values = { url: String, delay: Number, open: Boolean }
  toggle() {} open() {} close() {} submit() {} copy() {} filter() {} dismiss() {}
  select() {} save() {} reset() {} next() {} previous() {} load() {}
}
JS
  count=$((count + 1))
done
for i in $(seq "$((count + 1))" "$controllers"); do
  cat > "$controllers_dir/thing_${i}_controller.js" <<JS
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {
  static targets = ["item", "menu"]
  static values = { open: Boolean, count: Number }
  toggle() { this.openValue = !this.openValue }
  close(event) { event.preventDefault() }
}
JS
done
swift build -c release >/dev/null
binary=.build/release/bridgelint
find "$work/app-root" -name '*.erb' | sort > "$work/files.txt"

# Best of five wall times, in seconds.
best() {
  local best=999
  for _ in 1 2 3 4 5; do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    best=$(python3 -c "print(min($best, $end - $start))")
  done
  echo "$best"
}

xml=$(best xargs -a "$work/files.txt" -P 2 -n $(( (templates + 1) / 2 )) xmllint --html --noout)
lint=$(best "$binary" "$work/app-root")
findings=$("$binary" "$work/app-root" 2>/dev/null | tail -1 || true)
one=$(best "$binary" "$(head -1 "$work/files.txt")")
echo "bridgelint on the corpus: $findings"
python3 - "$templates" "$controllers" "$xml" "$lint" "$one" <<'PY'
import sys
templates, controllers, xml, lint, one = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:])
print(f"whole run, {templates} templates: bridgelint {lint:.3f} s, xmllint --html --noout {xml:.3f} s, ratio {lint / xml:.2f} (target <= 0.50)")
print(f"one staged template, {controllers} controllers: {one * 1000:.1f} ms with process start (target < 30 ms)")
PY

echo "project model (release):"
BRIDGELINT_MEASURE=1 swift test -c release -Xswiftc -enable-testing --filter "ScanningSpeed|NativeScanTiming" 2>&1 \
  | grep -E "scanned 300|loaded a catalog|bridgelint timing" | sed 's/^/  /'
