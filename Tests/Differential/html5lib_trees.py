"""Parses HTML snippets with html5lib (a WHATWG-conformant parser) for bridgelint's
differential test (Tests/BridgeLintTemplateTests/HTML5DifferentialTests.swift).

stdin: a JSON list of snippets (templates with their ERB already blanked by bridgelint).
stdout: a JSON list, one entry per snippet: {"tree": [[tag, depth], ...], "errors": [[line, column, code], ...]}.
`tree` lists the elements in document order, lower-cased, without namespaces, leaving out
html, head and body (and tbody when the snippet writes none): the elements browsers add that a
template never shows. A snippet that writes <html>, <head> or <body> is parsed as a document,
any other as a fragment of <body>.
Scripting is on, as in the browsers that run Stimulus.
"""
import json
import re
import sys

import html5lib


def elements(root, implied):
    """(tag, depth) in document order, iteratively (no recursion on input depth)."""
    result = []
    stack = [(child, 0) for child in reversed(list(root))]
    while stack:
        node, depth = stack.pop()
        if not isinstance(node.tag, str):  # comments, processing instructions
            continue
        tag = node.tag.split("}")[-1].lower()
        if tag in implied:
            stack.extend((child, depth) for child in reversed(list(node)))
            continue
        result.append([tag, depth])
        stack.extend((child, depth + 1) for child in reversed(list(node)))
    return result


def parse(snippet):
    parser = html5lib.HTMLParser(tree=html5lib.getTreeBuilder("etree"), namespaceHTMLElements=False)
    lowered = snippet.lower()
    if re.search(r"<(html|head|body)[\s>/]", lowered):
        root = parser.parse(snippet, scripting=True)
        holder = [root]
    else:
        holder = parser.parseFragment(snippet, container="body", scripting=True)
    implied = {"html", "head", "body"} | (set() if "<tbody" in lowered else {"tbody"})
    tree = elements(holder, implied)
    errors = [[position[0], position[1], code] for position, code, _ in parser.errors]
    return {"tree": tree, "errors": errors}


def main():
    snippets = json.load(sys.stdin)
    json.dump([parse(snippet) for snippet in snippets], sys.stdout)


if __name__ == "__main__":
    main()
