# Phrasebook — the two commands a fresh clone needs: `make run` and `make test`.
SWIFT      ?= swift
STRICT     := -Xswiftc -warnings-as-errors
RELEASE    := .build/release
PHRASES    ?= phrases

.PHONY: all build release test run install bench fuzz loadtest clean format-lint

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

# Warnings are errors; unit, golden and end-to-end tests.
test:
	$(SWIFT) build $(STRICT) --build-tests
	$(SWIFT) test $(STRICT) --skip-build

# Until the daemon lands: compile phrases/ and match lines typed on standard input.
run: release
	$(RELEASE)/phrase match $(PHRASES)

# In-process matching speed at 1,000 / 10,000 / 100,000 entity values (release).
bench:
	$(SWIFT) build -c release --product phrase-bench
	$(RELEASE)/phrase-bench

clean:
	rm -rf .build
