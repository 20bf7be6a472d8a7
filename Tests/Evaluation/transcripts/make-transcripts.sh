#!/usr/bin/env bash
# Regenerate the recogniser transcripts of the development set.
#
#   Tests/Evaluation/transcripts/make-transcripts.sh           # write the TSVs, print WER
#   Tests/Evaluation/transcripts/make-transcripts.sh --check   # run twice, compare, keep nothing
#
# Speaks every phrase of phrases.txt, negatives.txt and out-of-domain.txt with
# five TTS voices (flite rms/awb/slt/kal16, festival slt-hts), converts with
# sox (no dither), adds a reproducible faint noise floor and decodes with
# pocketsphinx's default US English model. See README.md beside this file.
#
# Installs what it needs when missing: Debian packages flite, festival,
# festvox-us-slt-hts, sox (apt-get, as root), and pocketsphinx into a
# virtualenv (TRANSCRIPT_VENV, default /tmp/phrasebook-transcripts-venv).
# Audio is written under a temporary directory and removed afterwards
# (set TRANSCRIPT_AUDIO_DIR to keep it). TRANSCRIPT_JOBS sets the number of
# worker processes (default 2).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="${TRANSCRIPT_VENV:-/tmp/phrasebook-transcripts-venv}"
POCKETSPHINX_VERSION="5.1.1"   # pinned: a different model/decoder gives different transcripts
APT_PACKAGES=(flite festival festvox-us-slt-hts sox)

log() { printf '%s\n' "$*" >&2; }

install_tools() {
    local missing=()
    for p in "${APT_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    if ((${#missing[@]})); then
        log "installing Debian packages: ${missing[*]}"
        local sudo=()
        [[ $(id -u) -eq 0 ]] || sudo=(sudo)
        "${sudo[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
    if [[ "$("$VENV/bin/pip" show pocketsphinx 2>/dev/null | sed -n 's/^Version: //p')" != "$POCKETSPHINX_VERSION" ]]; then
        log "installing pocketsphinx $POCKETSPHINX_VERSION into $VENV"
        python3 -m venv "$VENV"
        "$VENV/bin/pip" install -q --disable-pip-version-check "pocketsphinx==$POCKETSPHINX_VERSION"
    fi
}

versions() {
    echo "flite $(dpkg-query -W -f='${Version}' flite), festival $(dpkg-query -W -f='${Version}' festival)," \
         "festvox-us-slt-hts $(dpkg-query -W -f='${Version}' festvox-us-slt-hts), sox $(dpkg-query -W -f='${Version}' sox)," \
         "pocketsphinx $("$VENV/bin/pip" show pocketsphinx | sed -n 's/^Version: //p')," \
         "$("$VENV/bin/python" --version)"
}

generate() { # OUTDIR
    local out="$1"
    "$VENV/bin/python" "$HERE/transcribe.py" run "$out/transcripts.tsv" \
        positive="$HERE/phrases.txt" negative="$HERE/negatives.txt"
    "$VENV/bin/python" "$HERE/transcribe.py" run "$out/out-of-domain-transcripts.tsv" \
        ood="$HERE/out-of-domain.txt"
}

install_tools
log "tools: $(versions)"
"$VENV/bin/python" "$HERE/transcribe.py" verify-reset 3 >&2

start=$SECONDS
if [[ "${1:-}" == "--check" ]]; then
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$tmp/a" "$tmp/b"
    generate "$tmp/a"
    generate "$tmp/b"
    if diff -q "$tmp/a/transcripts.tsv" "$tmp/b/transcripts.tsv" >/dev/null &&
       diff -q "$tmp/a/out-of-domain-transcripts.tsv" "$tmp/b/out-of-domain-transcripts.tsv" >/dev/null; then
        log "deterministic: two runs gave identical TSVs"
    else
        log "NOT deterministic: the two runs differ"; exit 1
    fi
    for f in transcripts.tsv out-of-domain-transcripts.tsv; do
        if [[ -f "$HERE/$f" ]] && ! cmp -s "$tmp/a/$f" "$HERE/$f"; then
            log "note: $f differs from the committed one"
        fi
    done
else
    generate "$HERE"
    "$VENV/bin/python" "$HERE/transcribe.py" wer "$HERE/transcripts.tsv" "$HERE/out-of-domain-transcripts.tsv"
fi
log "done in $((SECONDS - start)) s"
