#!/bin/sh
# `make fuzz`: builds every libFuzzer target with --sanitize=fuzzer (release,
# in its own scratch path so the normal .build is left alone), seeds it from
# the sample apps in phrases/, runs it for FUZZ_SECONDS, and prints per
# target the executions and whether it found anything. Exits nonzero when a
# target crashed or broke an invariant; the input is saved under
# .build/fuzz/crashes/<target>/ and its path printed. Docs/fuzzing.md.
set -u

SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"FuzzLexer FuzzExtractor FuzzPhraseTest FuzzEntityJSON FuzzInfoPlist FuzzRequestDecoder FuzzWyoming FuzzStringsTable FuzzMatcher FuzzConversation"}
PHRASES=${PHRASES:-phrases}
SCRATCH=${FUZZ_SCRATCH:-.build-fuzz}
WORK=${FUZZ_WORK:-.build/fuzz}
HERE=Tests/FuzzReplayTests

build() {
    "$SWIFT" build -c release --scratch-path "$SCRATCH" --sanitize=fuzzer "$@"
}

# The longest input each target is given (seeds longer than it are cut).
max_len() {
    case $1 in
        FuzzLexer) echo 2048 ;;
        FuzzExtractor) echo 4096 ;;
        FuzzPhraseTest) echo 1024 ;;
        FuzzEntityJSON) echo 2048 ;;
        FuzzInfoPlist) echo 4096 ;;
        FuzzMatcher | FuzzConversation) echo 512 ;;
        *) echo 2048 ;;
    esac
}

# Copies the target's seeds into directory $2: the sample apps' files of the
# kind it reads, the committed seeds, and the committed crashers.
seed() {
    rm -rf "$2" && mkdir -p "$2" || exit 1
    case $1 in
        FuzzLexer | FuzzExtractor) find "$PHRASES" -name '*.swift' ;;
        FuzzPhraseTest) find "$PHRASES" -name '*.phrasetest' ;;
        FuzzEntityJSON) find "$PHRASES" -path '*/entities/*.json' -o -name '*.xcstrings' ;;
        FuzzInfoPlist) find "$PHRASES" -name Info.plist ;;
    esac | {
        n=0
        while IFS= read -r file; do
            n=$((n + 1))
            cp "$file" "$2/sample-$n"
        done
    }
    # The matcher's: every sample transcript, read as one utterance (a
    # first byte of 0; MatcherCheck says what the first byte picks).
    if [ "$1" = FuzzMatcher ]; then
        n=0
        grep -v -e '^#' -e '^[[:space:]]*$' "$PHRASES/transcripts.txt" | while IFS= read -r line; do
            n=$((n + 1))
            printf '\000%s' "$line" >"$2/transcript-$n"
        done
    fi
    for dir in "$HERE/Seeds/$1" "$HERE/Crashers/$1"; do
        [ -d "$dir" ] && find "$dir" -type f -exec cp {} "$2/" \;
    done
    :
}

for target in $TARGETS; do
    echo "== building $target (release, --sanitize=fuzzer, $SCRATCH)"
    build --product "$target" || exit 1
done
BIN=$(build --show-bin-path) || exit 1

failed=""
summary=""
for target in $TARGETS; do
    corpus="$WORK/corpus/$target"
    seeds="$WORK/seeds/$target"
    crashes="$WORK/crashes/$target"
    log="$WORK/logs/$target.log"
    mkdir -p "$corpus" "$crashes" "$WORK/logs"
    seed "$target" "$seeds"
    echo "== fuzzing $target for ${SECONDS_EACH}s (max_len $(max_len "$target"); corpus $corpus; log $log)"
    started=$(date +%s)
    # New inputs go to the first directory; the seeds are only read.
    SWIFT_BACKTRACE=enable=no FUZZ_PHRASES="$PHRASES" "$BIN/$target" "$corpus" "$seeds" \
        -max_total_time="$SECONDS_EACH" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$crashes/" >"$log" 2>&1
    status=$?
    elapsed=$(($(date +%s) - started))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
    if [ $status -eq 0 ]; then
        result="no crash"
    else
        result="FAILED (exit $status)${artifact:+: $artifact}"
        failed="$failed $target"
        grep -E -A 3 'Fatal error|ERROR: libFuzzer|==ERROR' "$log" | grep -v '^ *#' | head -n 8
        echo "   full log: $log"
    fi
    line=$(printf '%-20s %6ss %12s executions  %s' "$target" "$elapsed" "${runs:-?}" "$result")
    echo "$line"
    # Every run, for totals over time: date, target, seconds, executions, result.
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$elapsed" "${runs:-?}" "$result" >>"$WORK/history.tsv"
    summary="$summary$line
"
done

echo "== summary"
printf '%s' "$summary"
if [ -n "$failed" ]; then
    echo "fuzz: findings in:$failed (replay one: $BIN/<target> <file>; Docs/fuzzing.md)"
    exit 1
fi
echo "fuzz: no findings"
