"""`bridgelint lsp` driven by an independent client, pytest-lsp, speaking the protocol as
VS Code declares it. The Swift test PytestLSPTests runs this with BRIDGELINT_BINARY set to
the built binary."""

import atexit
import os
import pathlib
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

BINARY = os.environ.get("BRIDGELINT_BINARY", "bridgelint")

MENU = """import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["button", "list"]
  static values = { open: Boolean }

  toggle() {}
}
"""

TEMPLATE = '<p>\U0001F600</p><div data-controller="menu"><a data-menu-target="list" data-action="click->menu#"></a></div>\n<div data-controller="serch"></div>\n'


def make_project() -> pathlib.Path:
    root = pathlib.Path(tempfile.mkdtemp(prefix="bridgelint-pytest-lsp-"))
    controller = root / "app/javascript/controllers/menu_controller.js"
    controller.parent.mkdir(parents=True)
    controller.write_text(MENU)
    view = root / "app/views/menus/show.html.erb"
    view.parent.mkdir(parents=True)
    view.write_text(TEMPLATE)
    return root


ROOT = make_project()
atexit.register(shutil.rmtree, ROOT, ignore_errors=True)
VIEW_URI = (ROOT / "app/views/menus/show.html.erb").as_uri()
CONTROLLER_URI = (ROOT / "app/javascript/controllers/menu_controller.js").as_uri()


def utf16_character(line: str, after: str) -> int:
    """The UTF-16 offset just after the first `after` in `line`."""
    end = line.index(after) + len(after)
    return len(line[:end].encode("utf-16-le")) // 2


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=ROOT.as_uri(),
        )
    )
    lsp_client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=VIEW_URI, language_id="erb", version=1, text=TEMPLATE)
        )
    )
    await lsp_client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    yield
    await lsp_client.shutdown_session()


def position(after: str, line: int = 0) -> types.Position:
    return types.Position(line=line, character=utf16_character(TEMPLATE.split("\n")[line], after))


async def test_publishes_the_unknown_controller(client: LanguageClient):
    # The action being typed (`click->menu#`) is incomplete, and `serch` is unknown.
    diagnostics = {d.code: d for d in client.diagnostics[VIEW_URI]}
    assert sorted(diagnostics) == ["stimulus-invalid-action", "stimulus-unknown-controller"]
    assert diagnostics["stimulus-unknown-controller"].range.start == types.Position(line=1, character=22)


async def test_completes_action_methods_after_an_emoji(client: LanguageClient):
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=VIEW_URI), position=position("menu#"))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [item.label for item in items] == ["toggle"]
    assert items[0].text_edit.range.start == position("menu#")


async def test_goes_to_the_target_declaration(client: LanguageClient):
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=VIEW_URI), position=position('target="li'))
    )
    assert len(result) == 1
    assert result[0].uri == CONTROLLER_URI
    assert result[0].range.start == types.Position(line=3, character=31)


async def test_hovers_with_the_controller_summary(client: LanguageClient):
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=VIEW_URI), position=position('controller="me'))
    )
    assert result.contents.kind == types.MarkupKind.Markdown
    assert "- Targets: `button`, `list`" in result.contents.value


async def test_offers_to_create_the_missing_controller(client: LanguageClient):
    at = position('controller="se', line=1)
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=VIEW_URI),
            range=types.Range(start=at, end=at),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [action.title for action in result]
    assert "create the controller `serch` in app/javascript/controllers/serch_controller.js" in titles
    assert "disable `stimulus-unknown-controller` on this line" in titles


async def test_renames_a_target_in_the_template_and_the_controller(client: LanguageClient):
    result = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=VIEW_URI), position=position('target="li'), new_name="items"
        )
    )
    assert sorted(result.changes.keys()) == sorted([VIEW_URI, CONTROLLER_URI])
    assert [edit.new_text for edit in result.changes[CONTROLLER_URI]] == ["items"]
