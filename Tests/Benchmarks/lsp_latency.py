#!/usr/bin/env python3
"""Latency and memory of `bridgelint lsp` in a big project. Not part of `swift test`: timings on
a shared machine are noisy, so nothing asserts them.

    python3 Tests/Benchmarks/lsp_latency.py [BINARY] [TEMPLATES=2000] [CONTROLLERS=300]

Generates TEMPLATES synthetic templates with the team's generator (../shared/bench/gen_synth.py)
and CONTROLLERS controllers, starts the server over pipes and reports, as median and worst of
repeated requests:
  1. completion (action methods after `#`) and hover (a controller summary), target < 20 ms;
  2. diagnostics of a 500-line template after a change, asked with `textDocument/diagnostic`
     right after the change (the pull skips the typing pause), target < 50 ms;
  3. the server's resident memory after opening 200 templates;
  4. opening a controller file: the whole-project run behind its whole-app findings (once per
     project until a file changes, in the background), and a hover asked while it runs.
"""
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = sys.argv[1] if len(sys.argv) > 1 else str(
    next((p for p in [ROOT / ".build/release/bridgelint", ROOT / ".build/debug/bridgelint"] if p.exists()), "bridgelint"))
TEMPLATES = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
CONTROLLERS = int(sys.argv[3]) if len(sys.argv) > 3 else 300
GENERATOR = ROOT.parent.parent / "shared/bench/gen_synth.py"
if not GENERATOR.exists():
    GENERATOR = ROOT / "../shared/bench/gen_synth.py"

CONTROLLER = """import { Controller } from "@hotwired/stimulus"
export default class extends Controller {
  static targets = ["item", "menu", "content", "button"]
  static values = { url: String, delay: Number, open: Boolean }
  toggle() {} open() {} close() {} submit() {} copy() {} filter() {} select() {} save() {}
}
"""
USED = ["dropdown", "modal", "toggle", "clipboard", "form--autosave", "tabs", "search", "infinite-scroll",
        "chart", "reveal", "sortable", "flash", "character-counter", "date-picker", "nested-form"]


class Server:
    def __init__(self, binary: str):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 1
        # Notifications read while waiting for a response.
        self.backlog = []

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self) -> dict:
        length = 0
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params) -> dict:
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == request_id and "method" not in message:
                return message
            if "method" in message:
                self.backlog.append(message)

    def notify(self, method: str, params) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for(self, method: str) -> dict:
        for message in self.backlog:
            if message.get("method") == method:
                self.backlog.remove(message)
                return message
        while True:
            message = self.read()
            if message.get("method") == method:
                return message

    def resident_kb(self) -> int:
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return -1

    def close(self) -> None:
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def make_project(root: pathlib.Path) -> None:
    subprocess.run([sys.executable, str(GENERATOR), str(root), str(TEMPLATES), "7"], check=True, stdout=subprocess.DEVNULL)
    folder = root / "app/javascript/controllers"
    for index in range(CONTROLLERS):
        identifier = USED[index] if index < len(USED) else f"thing-{index}"
        path = folder / (identifier.replace("--", "/").replace("-", "_") + "_controller.js")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(CONTROLLER)


def timed(call, repeats: int):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    work = pathlib.Path(tempfile.mkdtemp(prefix="bridgelint-lsp-bench-"))
    try:
        root = work / "app-root"
        make_project(root)
        templates = sorted(root.rglob("*.html.erb"))
        server = Server(BINARY)
        server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {"textDocument": {"diagnostic": {}}}})
        server.notify("initialized", {})

        page = root / "app/views/bench/page.html.erb"
        page.parent.mkdir(parents=True, exist_ok=True)
        row = '<div data-controller="dropdown"><a href="#" data-action="click->dropdown#toggle" data-dropdown-target="item">Item</a></div>\n'
        text = "".join(row for _ in range(499)) + '<div data-controller="modal"><a data-action="click->modal#"></a></div>\n'
        page.write_text(text)
        uri = page.as_uri()
        start = time.perf_counter()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "erb", "version": 1, "text": text}})
        server.wait_for("textDocument/publishDiagnostics")
        first = (time.perf_counter() - start) * 1000

        document = {"uri": uri}
        last_line = {"line": 499, "character": text.splitlines()[499].index("modal#") + 6}
        completion = timed(lambda: server.request("textDocument/completion", {"textDocument": document, "position": last_line}), 50)
        hover = timed(lambda: server.request("textDocument/hover", {"textDocument": document, "position": {"line": 0, "character": 24}}), 50)
        version = [1]

        def change_and_pull():
            version[0] += 1
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version[0]},
                                                     "contentChanges": [{"range": {"start": {"line": 10, "character": 0}, "end": {"line": 10, "character": 0}}, "text": " "}]})
            server.request("textDocument/diagnostic", {"textDocument": document})
        diagnostics = timed(change_and_pull, 30)

        for template in templates[:200]:
            server.notify("textDocument/didOpen", {"textDocument": {"uri": template.as_uri(), "languageId": "erb", "version": 1, "text": template.read_text()}})
        server.request("textDocument/hover", {"textDocument": document, "position": {"line": 0, "character": 24}})
        memory = server.resident_kb()

        controller = root / "app/javascript/controllers/dropdown_controller.js"
        start = time.perf_counter()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": controller.as_uri(), "languageId": "javascript", "version": 1, "text": controller.read_text()}})
        meanwhile = timed(lambda: server.request("textDocument/hover", {"textDocument": document, "position": {"line": 0, "character": 24}}), 1)[0]
        server.backlog.clear()  # the template lints of the opens above
        while server.wait_for("textDocument/publishDiagnostics")["params"]["uri"] != controller.as_uri():
            pass
        whole_app = (time.perf_counter() - start) * 1000
        server.close()

        print(f"binary: {BINARY}")
        print(f"project: {len(templates)} templates, {CONTROLLERS} controllers")
        print(f"first open (project model + lint of a 500-line template): {first:.1f} ms")
        print(f"completion: median {completion[0]:.2f} ms, worst {completion[1]:.2f} ms (target < 20)")
        print(f"hover: median {hover[0]:.2f} ms, worst {hover[1]:.2f} ms (target < 20)")
        print(f"diagnostics of a 500-line template after a change: median {diagnostics[0]:.2f} ms, worst {diagnostics[1]:.2f} ms (target < 50)")
        print(f"resident memory after opening 200 templates: {memory / 1024:.1f} MB")
        print(f"whole-app findings on opening a controller file (whole-project run): {whole_app:.0f} ms; a hover meanwhile: {meanwhile:.2f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
