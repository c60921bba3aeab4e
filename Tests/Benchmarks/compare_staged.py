#!/usr/bin/env python3
"""One staged template, two bridgelint binaries run in turn (so both see the same machine load):
the process start alone (`--version`), no cache, a cold cache, a warm cache, and a warm cache
after the template was edited (an HTML comment appended, then the file restored), each the
median of RUNS runs (wall time, and CPU as user + system). The app is written to: the edit
mode changes the template for a moment, so run it on a copy of the app.

usage: compare_staged.py BEFORE AFTER APP TEMPLATE [RUNS]
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

before, after, app, template = sys.argv[1:5]
runs = int(sys.argv[5]) if len(sys.argv) > 5 else 5
cache_root = tempfile.mkdtemp(prefix="staged-bench-")
template_path = os.path.join(app, template)
with open(template_path, "rb") as original_file:
    original = original_file.read()


def timed(command):
    start_usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(["nice", *command], cwd=app, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    end_usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (end_usage.ru_utime - start_usage.ru_utime) + (end_usage.ru_stime - start_usage.ru_stime)


def check(binary, *arguments):
    return timed([binary, "check", "--format", "json", *arguments, template])


modes = ["process start (--version)", "no cache", "cold cache", "warm cache", "warm cache, template edited"]
results = {}
try:
    for run in range(runs):
        for name, binary in (("before", before), ("after", after)):
            cache = os.path.join(cache_root, name)
            shutil.rmtree(cache, ignore_errors=True)
            measured = [timed([binary, "--version"]), check(binary, "--no-cache"),
                        check(binary, "--cache-dir", cache), check(binary, "--cache-dir", cache)]
            with open(template_path, "wb") as edited:
                edited.write(original + f"\n<!-- edit {run} {name} -->\n".encode())
            measured.append(check(binary, "--cache-dir", cache))
            with open(template_path, "wb") as restored:
                restored.write(original)
            for mode, result in zip(modes, measured):
                results.setdefault((name, mode), []).append(result)
finally:
    with open(template_path, "wb") as restored:
        restored.write(original)
    shutil.rmtree(cache_root, ignore_errors=True)

print(f"medians of {runs} runs")
print("| run | wall before (ms) | wall after (ms) | CPU before (ms) | CPU after (ms) |")
print("| --- | ---: | ---: | ---: | ---: |")
for mode in modes:
    b, a = results[("before", mode)], results[("after", mode)]
    print(f"| {mode} | {statistics.median(w for w, _ in b) * 1000:.0f} | {statistics.median(w for w, _ in a) * 1000:.0f} "
          f"| {statistics.median(c for _, c in b) * 1000:.0f} | {statistics.median(c for _, c in a) * 1000:.0f} |")
