# Everyday commands; each installs what it needs when missing (see README.md, "Two commands").
#   make example                 build bridgelint and lint the bundled example app
#   make test                    run the whole test suite (`swift test`) with every outside tool
#                                and the slow tests (BRIDGELINT_SLOW_TESTS=1)
#   make install PREFIX=/usr/local   install a release binary (Linux: no Swift runtime needed)
#   make static                  build that binary and check it runs without the Swift runtime

SWIFT ?= swift
PREFIX ?= /usr/local
PYTHON ?= python3
VENV := .build/venv

ifeq ($(shell uname -s),Darwin)
# Homebrew's libxml2 is keg-only: point pkg-config at it.
export PKG_CONFIG_PATH := $(shell brew --prefix libxml2 2>/dev/null)/lib/pkgconfig:$(PKG_CONFIG_PATH)
RELEASE_FLAGS := -c release
else
RELEASE_FLAGS := -c release --static-swift-stdlib
endif

.PHONY: example test install static system-packages test-system-packages

example: system-packages
	@# The example app has deliberate mistakes: exit 1 (findings) is the expected outcome.
	$(SWIFT) run bridgelint Examples/todo-app || [ $$? -eq 1 ]

test: test-system-packages $(VENV)/requirements.txt
	BRIDGELINT_PYTHON="$(CURDIR)/$(VENV)/bin/python" BRIDGELINT_REQUIRE_TOOLS=1 BRIDGELINT_SLOW_TESTS=1 $(SWIFT) test

install: system-packages
	$(SWIFT) build $(RELEASE_FLAGS) --product bridgelint
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/bridgelint" "$(DESTDIR)$(PREFIX)/bin/bridgelint"

static: system-packages
	.ci/check-static-binary

system-packages:
	.ci/install-system-packages

test-system-packages:
	.ci/install-system-packages --tests

# The Python tools the tests drive live in a virtual environment inside the build folder, never
# in the system's Python; the copy of the requirements records what was installed.
$(VENV)/requirements.txt: Tests/python-requirements.txt | test-system-packages
	[ -x "$(VENV)/bin/python" ] || $(PYTHON) -m venv "$(VENV)"
	"$(VENV)/bin/python" -m pip install --quiet --disable-pip-version-check -r Tests/python-requirements.txt
	cp Tests/python-requirements.txt "$@"
