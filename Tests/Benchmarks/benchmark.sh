#!/usr/bin/env bash
# Speed of bridgelint, as ratios against references measured in the same run (timings on a
# shared machine are noisy; ratios much less so). Not part of `swift test`.
#
#   Tests/Benchmarks/benchmark.sh [--real FOLDER] [--runs N] [TEMPLATES] [CONTROLLERS]
#   Tests/Benchmarks/benchmark.sh --make-app DIR [--with-findings] [TEMPLATES] [CONTROLLERS]
#
# Prints one table (medians of N runs, default 5): for each corpus, `xmllint --html --noout`
# over the same files (both cores), then bridgelint without cache on 2 and 1 jobs, with a cold
# cache (emptied before each run), a warm one, and a fresh clone with a restored cache (before
# each run, the apps and the cache an earlier run left in them are copied anew, so every file
# has a new modification time, as after `git clone` on a CI runner). Corpora: TEMPLATES synthetic templates
# (default 2,000; the team's generator ../shared/bench/gen_synth.py, or
# $BRIDGELINT_BENCH_GENERATOR) with controllers for what they use and filler controllers up to
# CONTROLLERS (default 300), 100 native components (50 iOS, 50 Android, registered), a schema
# of 200 tables and 200 models, a Rails controller with an action for each page of each view
# folder and routes (so that the run proves which templates nothing renders), and four times
# as many templates for scaling.
# With --real, FOLDER holds Rails apps, one per subfolder (real templates from public apps; not
# committed): each is linted by its own process, in turn. Then one staged template in the
# synthetic project (the binary run directly, no wrapper script), process start included,
# with no cache, a cold one and a warm one, a warm one with the template edited before each
# run and one with a controller edited before each run, beside the start of the process alone
# (`bridgelint --version`). Last, the synthetic corpus without cache with five custom rules of
# the README's cookbook against none, run in turn (ratios of the medians of wall and CPU time).
# Then whole-repository scale: the synthetic app at BRIDGELINT_SCALE_BASE templates (2,500) and
# at 8 times as many, without cache (ratios of the medians, peak memory of the larger).
# These two have a finding in one template of ten (`--with-findings` for `--make-app`).
# Targets (issue 12): whole run <= 0.5x xmllint; one staged file < 30 ms; peak RSS < 64 MB for
# 2,000 templates; 4x the files <= 4.2x the time. Issue 22: five custom rules <= 1.15x.
# Issue 21: 8x the templates <= 8.5x the time; peak RSS < 64 MB at 20,000 templates.
set -euo pipefail
cd "$(dirname "$0")/../.."
real=""
runs=5
make_app=""
with_findings=""
while [ $# -gt 0 ]; do
  case "$1" in
    --make-app) make_app=$2; shift 2 ;;
    --with-findings) with_findings=1; shift ;;
    --real) real=$(cd "$2" && pwd); shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) break ;;
  esac
done
templates=${1:-2000}
controllers=${2:-300}
generator=${BRIDGELINT_BENCH_GENERATOR:-../shared/bench/gen_synth.py}
[ -f "$generator" ] || { echo "needs $generator (the shared benchmark corpus generator; or set BRIDGELINT_BENCH_GENERATOR)"; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time for peak memory: apt-get install -y time"; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A synthetic app of $2 templates in $1, with the controllers the corpus uses (so the run
# measures linting, not thousands of "unknown controller" findings), then filler controllers;
# with a third argument, a finding in one template of ten (a misspelt action method, with its
# did-you-mean and fix), so that the run measures reporting too, as on an app not yet linted.
synthetic_app() {
  local app=$1 count=$2 findings=${3:-}
  python3 "$generator" "$app" "$count" 7 >/dev/null
  if [ -n "$findings" ]; then
    find "$app" -name '*.erb' | sort | awk 'NR % 10 == 1' | while read -r template; do
      echo '<div data-controller="dropdown"><button data-action="click->dropdown#opne">Open</button></div>' >> "$template"
    done
  fi
  local controllers_dir="$app/app/javascript/controllers" used number=0
  mkdir -p "$controllers_dir/form"
  for used in dropdown modal toggle clipboard form--autosave tabs search infinite-scroll chart reveal sortable flash character-counter date-picker nested-form; do
    cat > "$controllers_dir/$(echo "$used" | sed 's/--/\//; s/-/_/g')_controller.js" <<JS
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {
  static targets = ["item", "menu", "content", "sentinel", "message", "button", "input", "output"]
  static values = { url: String, delay: Number, open: Boolean }
  toggle() {} open() {} close() {} submit() {} copy() {} filter() {} dismiss() {}
  select() {} save() {} reset() {} next() {} previous() {} load() {}
}
JS
    number=$((number + 1))
  done
  for number in $(seq "$((number + 1))" "$controllers"); do
    cat > "$controllers_dir/thing_${number}_controller.js" <<JS
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {
  static targets = ["item", "menu"]
  static values = { open: Boolean, count: Number }
  toggle() { this.openValue = !this.openValue }
  close(event) { event.preventDefault() }
}
JS
  done
  native_sources "$app"
  schema_and_models "$app"
  rails_controllers "$app"
}

# A Rails controller for each view folder, with routes, as a Rails app has them, so that the
# run reads the controllers' actions and render calls and proves which templates nothing
# renders (`rails-unrendered-template`). In each folder, in name order: a page of ten has no
# action (an old copy), one answers JSON (its page is never rendered), one renders the page
# before it (`render :page_...`); the others are plain actions. Each partial is rendered by
# name from a page of its folder (one of ten is not: a partial nothing renders).
rails_controllers() {
  python3 - "$1" <<'PY'
import os, sys
app = sys.argv[1]
views = os.path.join(app, "app", "views")
controllers = os.path.join(app, "app", "controllers")
os.makedirs(controllers, exist_ok=True)
os.makedirs(os.path.join(app, "config"), exist_ok=True)
with open(os.path.join(controllers, "application_controller.rb"), "w") as out:
    out.write("class ApplicationController < ActionController::Base\n"
              "  before_action :authenticate_user!\n"
              "end\n")
folders = sorted(f for f in os.listdir(views)
                 if f != "layouts" and os.path.isdir(os.path.join(views, f)))
with open(os.path.join(app, "config", "routes.rb"), "w") as out:
    out.write("Rails.application.routes.draw do\n")
    out.write("".join(f"  resources :{folder}\n" for folder in folders))
    out.write("end\n")
for folder in folders:
    files = sorted(os.listdir(os.path.join(views, folder)))
    pages = [name for name in files if not name.startswith("_")]
    partials = [name for name in files if name.startswith("_")]
    one = folder[:-1]
    model = "".join(word.capitalize() for word in one.split("_"))
    lines = ["class " + "".join(word.capitalize() for word in folder.split("_"))
             + "Controller < ApplicationController"]
    for number, page in enumerate(pages):
        action = page.split(".")[0]
        kind = number % 10
        if kind == 9:
            continue
        lines.append(f"  def {action}")
        lines.append(f"    @{folder} = {model}.order(created_at: :desc).page(params[:page])")
        if kind == 4:
            lines.append(f"    render json: @{folder}")
        elif kind == 7:
            lines.append(f"    render :{pages[number - 1].split('.')[0]}")
        lines.append("  end")
        lines.append("")
    lines.append("  private")
    lines.append("")
    lines.append(f"  def {one}_params")
    lines.append(f"    params.require(:{one}).permit(:title, :body, :status)")
    lines.append("  end")
    lines.append("end")
    with open(os.path.join(controllers, f"{folder}_controller.rb"), "w") as out:
        out.write("\n".join(lines) + "\n")
    if not pages:
        continue
    for number, partial in enumerate(partials):
        if number % 10 == 9:
            continue
        with open(os.path.join(views, folder, pages[number % len(pages)]), "a") as out:
            out.write(f'<%= render "{folder}/{partial.split(".")[0][1:]}" %>\n')
PY
}

# 50 iOS and 50 Android bridge components, each registered, as a Hotwire Native app has them.
native_sources() {
  local app=$1 number ios="$1/ios/Bench" android="$1/android/app/src/main/java/com/example/bench"
  mkdir -p "$ios" "$android"
  for number in $(seq 1 50); do
    cat > "$ios/Thing${number}Component.swift" <<SWIFT
import HotwireNative
import UIKit

final class Thing${number}Component: BridgeComponent {
    override class var name: String { "thing-${number}" }

    override func onReceive(message: Message) {
        guard message.event == "connect", let data: MessageData = message.data() else { return }
        viewController?.navigationItem.title = data.title
    }

    private var viewController: UIViewController? { delegate?.destination as? UIViewController }
}

private extension Thing${number}Component {
    struct MessageData: Decodable { let title: String }
}
SWIFT
    cat > "$android/Thing${number}Component.kt" <<KOTLIN
package com.example.bench

import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

class Thing${number}Component(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {
    override fun onReceive(message: Message) {
        if (message.event == "connect") message.data<MessageData>()
    }

    @Serializable
    data class MessageData(@SerialName("title") val title: String)
}
KOTLIN
  done
  {
    echo "import HotwireNative"
    echo "enum Registration {"
    echo "    static func start() {"
    echo "        Hotwire.registerBridgeComponents(["
    for number in $(seq 1 50); do echo "            Thing${number}Component.self,"; done
    echo "        ])"
    echo "    }"
    echo "}"
  } > "$ios/Registration.swift"
  {
    echo "package com.example.bench"
    echo "import dev.hotwire.core.bridge.BridgeComponentFactory"
    echo "import dev.hotwire.core.config.Hotwire"
    echo "import dev.hotwire.navigation.config.registerBridgeComponents"
    echo "object Registration {"
    echo "    fun start() {"
    echo "        Hotwire.registerBridgeComponents("
    for number in $(seq 1 50); do echo "            BridgeComponentFactory(\"thing-${number}\", ::Thing${number}Component),"; done
    echo "        )"
    echo "    }"
    echo "}"
  } > "$android/Registration.kt"
}

# A schema of 200 tables and a model for each.
schema_and_models() {
  local app=$1 number
  mkdir -p "$app/db" "$app/app/models"
  {
    echo 'ActiveRecord::Schema[8.0].define(version: 2025_01_01_000000) do'
    for number in $(seq 1 200); do
      echo "  create_table \"table_${number}s\", force: :cascade do |t|"
      echo '    t.string "name", null: false'
      echo '    t.text "body"'
      echo '    t.boolean "published", default: false, null: false'
      echo '    t.references :user, null: false, foreign_key: true'
      echo '    t.timestamps'
      echo '  end'
    done
    echo 'end'
  } > "$app/db/schema.rb"
  for number in $(seq 1 200); do
    cat > "$app/app/models/table_${number}.rb" <<RUBY
class Table${number} < ApplicationRecord
  belongs_to :user
  has_many :comments, dependent: :destroy
  validates :name, presence: true
  scope :published, -> { where(published: true) }
end
RUBY
  done
}

# --make-app DIR only writes the synthetic app into DIR (for profiling), and stops.
if [ -n "$make_app" ]; then
  synthetic_app "$make_app" "$templates" "$with_findings"
  exit 0
fi

# The measurements below compare against xmllint (--make-app does not need it).
command -v xmllint >/dev/null || { echo "needs xmllint: apt-get install -y libxml2-utils"; exit 2; }

# BRIDGELINT_BENCH_BINARY measures a binary built elsewhere (another checkout, a release).
binary=${BRIDGELINT_BENCH_BINARY:-}
if [ -z "$binary" ]; then
  # Built as `make install` builds it (on Linux with the Swift runtime linked in, which also
  # starts each process about 6 ms sooner than loading the runtime's shared libraries).
  release_flags=(-c release)
  [ "$(uname -s)" = Linux ] && release_flags+=(--static-swift-stdlib)
  swift build "${release_flags[@]}" --product bridgelint >/dev/null
  binary=$(swift build "${release_flags[@]}" --show-bin-path)/bridgelint
fi
synthetic_app "$work/synth" "$templates"
synthetic_app "$work/synth4" "$((templates * 4))"

# Median wall time (s) and median peak RSS (KB) of $runs runs of a command; `setup` runs
# before each (untimed).
measure() {
  local setup=$1; shift
  local walls=() rsses=() i start end
  for i in $(seq "$runs"); do
    eval "$setup"
    start=$(date +%s.%N)
    /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    walls+=("$(python3 -c "print($end - $start)")")
    rsses+=("$(tail -1 "$work/rss")")
  done
  python3 -c 'import statistics, sys; w, r = sys.argv[1].split(), sys.argv[2].split(); print(statistics.median(map(float, w)), int(statistics.median(map(int, r))))' "${walls[*]}" "${rsses[*]}"
}

rows="$work/rows"
: > "$rows"
# corpus, what, files, bytes, median wall, median peak RSS (KB), reference wall (xmllint)
row() { echo "$1|$2|$3|$4|$5|$6|$7" >> "$rows"; }

# `$lint OPTIONS APP...` lints each app in turn with the bridgelint options OPTIONS (one word
# list), from the app's folder as CI does; a script, so that GNU time measures it and the peak
# memory of its processes.
lint="$work/lint-apps"
cat > "$lint" <<SH
#!/usr/bin/env bash
options=\$1
shift
for app in "\$@"; do (cd "\$app" && "$binary" \$options . >/dev/null 2>&1) || true; done
SH
chmod +x "$lint"

bench_corpus() {
  local name=$1; shift
  local apps=("$@") files bytes xml wall rss
  find "${apps[@]}" -name '*.erb' -not -path '*/node_modules/*' | sort > "$work/files.txt"
  files=$(wc -l < "$work/files.txt")
  bytes=$(xargs -a "$work/files.txt" cat | wc -c)
  read -r xml rss < <(measure : xargs -a "$work/files.txt" -P 2 -n $(( (files + 1) / 2 )) xmllint --html --noout)
  row "$name" "xmllint --html --noout" "$files" "$bytes" "$xml" "$rss" "$xml"
  local cache="$work/cache-${name//[^a-z0-9]/-}"
  read -r wall rss < <(measure : "$lint" "--no-cache" "${apps[@]}")
  row "$name" "bridgelint, no cache, 2 jobs" "$files" "$bytes" "$wall" "$rss" "$xml"
  read -r wall rss < <(measure : "$lint" "--no-cache --jobs 1" "${apps[@]}")
  row "$name" "bridgelint, no cache, 1 job" "$files" "$bytes" "$wall" "$rss" "$xml"
  read -r wall rss < <(measure "rm -rf '$cache'" "$lint" "--cache-dir $cache" "${apps[@]}")
  row "$name" "bridgelint, cold cache" "$files" "$bytes" "$wall" "$rss" "$xml"
  read -r wall rss < <(measure : "$lint" "--cache-dir $cache" "${apps[@]}")
  row "$name" "bridgelint, warm cache" "$files" "$bytes" "$wall" "$rss" "$xml"
  # The default cache, inside each app, filled once in `origin`; each run lints a new copy.
  local origin="$work/origin-${name//[^a-z0-9]/-}" clone="$work/clone-${name//[^a-z0-9]/-}" app clones=()
  mkdir -p "$origin"
  for app in "${apps[@]}"; do
    cp -r "$app" "$origin/"
    clones+=("$clone/$(basename "$app")")
  done
  "$lint" "" "$origin"/*
  read -r wall rss < <(measure "rm -rf '$clone'; cp -r '$origin' '$clone'" "$lint" "" "${clones[@]}")
  row "$name" "bridgelint, fresh clone + restored cache" "$files" "$bytes" "$wall" "$rss" "$xml"
  rm -rf "$origin" "$clone"
}

bench_corpus "synthetic" "$work/synth"
bench_corpus "synthetic x4" "$work/synth4"
if [ -n "$real" ]; then
  mapfile -t apps < <(find "$real" -mindepth 1 -maxdepth 1 -type d | sort)
  bench_corpus "real ($(basename -a "${apps[@]}" | paste -sd+))" "${apps[@]}"
fi

find "$work/synth" -name '*.erb' | sort > "$work/synth-files.txt"
staged=$(sed -n 1p "$work/synth-files.txt")
staged_bytes=$(wc -c < "$staged")
cache="$work/cache-staged"
read -r wall rss < <(measure : "$binary" --version)
row "one staged file" "process start alone (--version)" 0 0 "$wall" "$rss" ""
read -r wall rss < <(measure : "$binary" --no-cache "$staged")
row "one staged file" "bridgelint, no cache" 1 "$staged_bytes" "$wall" "$rss" ""
read -r wall rss < <(measure "rm -rf '$cache'" "$binary" --cache-dir "$cache" "$staged")
row "one staged file" "bridgelint, cold cache" 1 "$staged_bytes" "$wall" "$rss" ""
read -r wall rss < <(measure : "$binary" --cache-dir "$cache" "$staged")
row "one staged file" "bridgelint, warm cache" 1 "$staged_bytes" "$wall" "$rss" ""
# Edited before each run: its findings are linted again, with the model built from the stored
# scans of the unchanged controllers, schema and models (`facts.bin`).
read -r wall rss < <(measure "echo '<!-- edited -->' >> '$staged'" "$binary" --cache-dir "$cache" "$staged")
row "one staged file" "bridgelint, warm cache, file edited" 1 "$staged_bytes" "$wall" "$rss" ""
# A controller edited before each run: the model is read again, the other sources' facts are not.
edited="$work/synth/app/javascript/controllers/thing_${controllers}_controller.js"
read -r wall rss < <(measure "echo '// edited' >> '$edited'" "$binary" --cache-dir "$cache" "$staged")
row "one staged file" "bridgelint, warm cache, a controller edited" 1 "$staged_bytes" "$wall" "$rss" ""

# Five custom rules against none on the synthetic corpus, without cache, each run after the
# other so both see the same load; CPU time (user + system) is the steadier measure on a
# shared machine.
cat > "$work/none.yml" <<'YAML'
# no custom rules
YAML
cat > "$work/five.yml" <<'YAML'
custom_rules:
  - id: img-needs-alt
    css: "img:not([alt])"
    message: images need alt text
  - id: no-inline-handlers
    css: "[onclick], [onchange], [onsubmit], [oninput], [onkeydown]"
    message: use a Stimulus action, not an inline handler
  - id: confirm-needs-method
    xpath: "//a[@data-turbo-confirm][not(@data-turbo-method)]"
    message: Turbo asks to confirm only a link that submits
  - id: blank-target-noopener
    css: "a[target=_blank]:not([rel~=noopener])"
    message: a new tab gets rel=noopener
  - id: button-type
    css: "button:not([type])"
    message: say type=button or type=submit
YAML
: > "$work/custom-times"
for i in $(seq "$runs"); do
  for rules in none five; do
    cp "$work/$rules.yml" "$work/synth/.bridgelint.yml"
    /usr/bin/time -f "$rules %e %U %S" -a -o "$work/custom-times" "$binary" --no-cache "$work/synth" >/dev/null 2>&1 || true
  done
done
rm -f "$work/synth/.bridgelint.yml"

# Whole-repository scale (issue 21): the synthetic app at $scale_base templates and at 8 times
# as many (20,000 by default), each without cache (a finding in one template of ten), run in
# turn: the ratio of the medians of wall and CPU time (target <= 8.5), and the peak memory of
# the larger (target < 64 MB).
scale_base=${BRIDGELINT_SCALE_BASE:-2500}
synthetic_app "$work/scale1" "$scale_base" findings
synthetic_app "$work/scale8" "$((scale_base * 8))" findings
: > "$work/scale-times"
for i in $(seq "$runs"); do
  for size in scale1 scale8; do
    /usr/bin/time -f "$size %e %U %S %M" -a -o "$work/scale-times" "$binary" --no-cache "$work/$size" >/dev/null 2>&1 || true
  done
done
rm -rf "$work/scale1" "$work/scale8"

echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); medians of $runs runs; $controllers controllers"
python3 - "$rows" <<'PY'
import sys
rows = [line.rstrip("\n").split("|") for line in open(sys.argv[1])]
print("| corpus | run | files | MB | wall (s) | files/s | MB/s | peak RSS (MB) | ratio to xmllint |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for corpus, what, files, size, wall, rss, xml in rows:
    files, size, wall, rss = int(files), int(size) / 1e6, float(wall), int(rss) / 1024
    ratio = f"{wall / float(xml):.2f}" if xml else ""
    print(f"| {corpus} | {what} | {files} | {size:.1f} | {wall:.3f} | {files / wall:.0f} | {size / wall:.1f} | {rss:.0f} | {ratio} |")
PY
python3 - "$work/custom-times" "$runs" <<'PY'
import statistics, sys
runs = {}
for rules, wall, user, system in (line.split() for line in open(sys.argv[1])):
    runs.setdefault(rules, []).append((float(wall), float(user) + float(system)))
wall = {rules: statistics.median(w for w, _ in times) for rules, times in runs.items()}
cpu = {rules: statistics.median(c for _, c in times) for rules, times in runs.items()}
print()
print(f"synthetic, no cache, five custom rules against none (medians of {sys.argv[2]} runs each, in turn):")
print(f"  none: wall {wall['none']:.3f} s, CPU {cpu['none']:.3f} s; five: wall {wall['five']:.3f} s, CPU {cpu['five']:.3f} s")
print(f"  ratio: wall {wall['five'] / wall['none']:.3f}, CPU {cpu['five'] / cpu['none']:.3f} (target <= 1.15)")
PY
python3 - "$work/scale-times" "$runs" "$scale_base" <<'PY'
import statistics, sys
runs = {}
for size, wall, user, system, rss in (line.split() for line in open(sys.argv[1]) if not line.startswith("Command")):
    runs.setdefault(size, []).append((float(wall), float(user) + float(system), int(rss)))
median = lambda size, field: statistics.median(run[field] for run in runs[size])
base = int(sys.argv[3])
print()
print(f"whole-repository scale, no cache, {base} templates against {base * 8} (medians of {sys.argv[2]} runs each, in turn):")
for size, count in (("scale1", base), ("scale8", base * 8)):
    print(f"  {count}: wall {median(size, 0):.3f} s, CPU {median(size, 1):.3f} s, peak RSS {median(size, 2) / 1024:.0f} MB")
print(f"  8x the templates: wall {median('scale8', 0) / median('scale1', 0):.2f}x, CPU {median('scale8', 1) / median('scale1', 1):.2f}x (target <= 8.5); "
      f"peak RSS at {base * 8}: {median('scale8', 2) / 1024:.0f} MB (target < 64)")
PY
