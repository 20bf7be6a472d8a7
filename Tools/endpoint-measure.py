#!/usr/bin/env python3
"""Measures endpointing (issue 37, Docs/voice.md): how much sooner an
utterance is dispatched when the voice pipeline stops as soon as phrased
says the command is complete, and whether any answer changes for it.

    Tools/endpoint-measure.py --evaluation Tests/Evaluation --out .build/endpoint-measure
    Tools/endpoint-measure.py --evaluation Tests/Evaluation --out /tmp/ep --every 3    # a third of the lines

Speaks the spoken lines of the evaluation set's `phrases.tsv` with a TTS
voice (`synthesize`, as voice-measure.py does: flite, 16 kHz, 0.25 s of
padding, a faint seeded noise floor), follows each with 1.5 s of that
noise floor alone (quiet, as a microphone gives it: not digital zeros),
and streams it through `Endpointing` (what `voice-pipeline.py
--microphone` and `--simulate-stream` run) against a `phrased` of every
app (the sample apps and the evaluation apps in one catalog), with
`early=False`: one decoding gives both the frame at which the early stop
fires (`complete` and the short pause) and the one at which the full
silence ends the utterance. Then, as the pipeline does after a stop, the
audio up to the early stop is cut to its speech with the quiet the
pipeline keeps around it (`around_speech`), decoded free and with the
grammar and matched, and so is the audio up to the full silence's end
(one decoding where the early stop never fired): an early answer unlike
the silence's is a command cut short. The whole synthesized utterance,
decoded as `voice-pipeline.py` decodes a WAV file (cut the same way),
gives the full-transcript answer both are compared with too (status, app,
intent, parameter values). Where a stop's cut audio is the very samples
the file's is, its answer is the file's, not decoded again (pocketsphinx
hears the same samples alike); the report says how often. The file is
also decoded with all of its padding, as the pipeline decoded a file
before `around_speech`: what the quiet around the speech alone changes,
and each answer is checked against the one phrases.tsv says is right.

Times are the stream's, from frame positions, not the clock: the end of
speech is the end of the last 10 ms of the synthesized audio louder than
-40 dBFS (its peak is -3 dB); each stop is the end of the frame that
decided it. So they assume the decoder keeps up with the audio (the
grammar decoder runs at a small fraction of real time: Docs/voice.md).
The final decoding and match after the stop is timed by the clock and
reported beside them. Writes OUT/endpoint.jsonl (a row per utterance) and
OUT/report.md. Needs flite, sox, pocketsphinx (`make voice-venv`) and a
release `phrased`.
"""

import argparse
import importlib.util
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time

from phrasebook_voice import (VOICES, Endpointing, Phrased, PhrasedError, Recogniser, around_speech, hypotheses,
                              noise_floor, synthesize)

HERE = os.path.dirname(os.path.abspath(__file__))


def voice_measure():
    """Tools/voice-measure.py as a module: its list reader and answer comparison."""
    spec = importlib.util.spec_from_file_location("voice_measure", os.path.join(HERE, "voice-measure.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


measure = voice_measure()

TRAILING_SILENCE = 1.5


def speech_end(audio, loudness=-40.0):
    """Where the speech of `audio` ends, in seconds: the end of its last
    10 ms louder than `loudness` dBFS (RMS)."""
    block = 160
    threshold = (32768 * 10 ** (loudness / 20)) ** 2
    samples = memoryview(audio).cast("h")
    end = 0
    for start in range(0, len(samples) - block + 1, block):
        chunk = samples[start:start + block]
        if sum(x * x for x in chunk) / block >= threshold:
            end = start + block
    return end / 16000.0


_worker = {}


def _start_worker(socket_path, pause, silence):
    phrased = Phrased(socket_path)
    jsgf, _ = phrased.grammar("jsgf")
    dictionary, _ = phrased.grammar("dict")
    _worker.update(phrased=phrased, recogniser=Recogniser(jsgf, dictionary, "merged", nbest=5), pause=pause,
                   silence=silence, folder=tempfile.mkdtemp(prefix="phrasebook-endpoint-"))


def _partial(text):
    return _worker["phrased"].request({"op": "match", "text": text, "partial": True}).get("completion")


def _answer(audio):
    """Decodes `audio` free and with the grammar and matches it, as
    voice-pipeline.py does. Returns (response, seconds)."""
    started = time.monotonic()
    free, grammar, _, segments = _worker["recogniser"].hear(audio)
    listed = hypotheses(free, grammar, free_segments=segments)
    response = _worker["phrased"].request({"op": "match", "hypotheses": listed, "dispatch": False}) if listed \
        else {"status": "no-match"}
    return response, time.monotonic() - started


def _measure(job):
    voice, spoken, expected = job
    audio = synthesize(voice, spoken, _worker["folder"])
    stream = audio + noise_floor(TRAILING_SILENCE, "%s|%s|after" % (voice, spoken))
    endpointing = Endpointing(lambda: _worker["recogniser"].grammar, _partial, pause=_worker["pause"],
                              silence=_worker["silence"], early=False)
    utterances = []
    for offset in range(0, len(stream) - endpointing.frame_bytes + 1, endpointing.frame_bytes):
        utterance = endpointing.process(stream[offset:offset + endpointing.frame_bytes])
        if utterance:
            utterances.append(utterance)
    last = endpointing.end_stream()
    if last:
        utterances.append(last)
    row = {"voice": voice, "spoken": spoken, "audioSeconds": len(audio) / 32000, "speechEnd": speech_end(audio),
           "utterances": len(utterances)}
    # The file as it was decoded before around_speech: all of its padding.
    raw, row["rawSeconds"] = _answer(audio)
    row["raw"] = measure.result_reading(raw), raw.get("status")
    row["right-raw"] = measure.is_right(expected, raw)
    # The file as voice-pipeline.py decodes it now, and as the stream's stops are.
    heard = around_speech(audio)
    whole, row["wholeSeconds"] = _answer(heard)
    row["whole"] = measure.result_reading(whole), whole.get("status")
    row["right-whole"] = measure.is_right(expected, whole)
    row["heardSeconds"] = len(heard) / 32000

    def decoded(audio):
        """The answer to `audio` cut as the pipeline cuts it, and its time: the
        whole file's, not decoded again, when the cut audio is the same
        samples (pocketsphinx decodes the same samples alike)."""
        cut = around_speech(audio)
        return ((whole, row["wholeSeconds"]) if cut == heard else _answer(cut)), cut == heard

    if utterances:
        # The utterance that holds the end of speech (a pause inside a line may cut it in two).
        utterance = next((u for u in utterances if u.start < row["speechEnd"] <= u.end), utterances[-1])
        cut = utterance.audio_until(utterance.early) if utterance.early is not None else utterance.audio
        (early, row["earlySeconds"]), row["early-same-audio"] = decoded(cut)
        row.update(start=utterance.start, early=utterance.early, silence=utterance.end, reason=utterance.reason,
                   partials=utterance.partials)
        row["early-answer"] = measure.result_reading(early), early.get("status")
        row["right-early"] = measure.is_right(expected, early)
        # What waiting the full silence gets: the same audio where the early stop never fired.
        if utterance.early is not None:
            (silence, row["silenceSeconds"]), row["silence-same-audio"] = decoded(utterance.audio)
        else:
            silence, row["silenceSeconds"], row["silence-same-audio"] = early, row["earlySeconds"], \
                row["early-same-audio"]
        row["silence-answer"] = measure.result_reading(silence), silence.get("status")
        row["right-silence"] = measure.is_right(expected, silence)
    return row


def median(values):
    return statistics.median(values) if values else float("nan")


def main():
    root = os.path.dirname(HERE)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--evaluation", required=True, help="the evaluation set's folder (phrases.tsv, apps/)")
    parser.add_argument("--phrases", default=os.path.join(root, "phrases"), help="the sample apps")
    parser.add_argument("--phrased", default=os.path.join(root, ".build/release/phrased"), help="the daemon")
    parser.add_argument("--voice", default="flite-rms", choices=sorted(VOICES), help="the TTS voice")
    parser.add_argument("--every", type=int, default=1, help="every Nth spoken line only (a quicker run)")
    parser.add_argument("--jobs", type=int, default=2, help="processes decoding at once")
    parser.add_argument("--pause", type=float, default=0.25, help="the pause after a complete command (seconds)")
    parser.add_argument("--silence", type=float, default=1.0, help="the endpointer's full silence (seconds)")
    parser.add_argument("--out", required=True, help="folder for apps/, endpoint.jsonl and report.md")
    parser.add_argument("--report", action="store_true", help="only write the report of OUT/endpoint.jsonl again")
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)
    if options.report:
        with open(os.path.join(options.out, "endpoint.jsonl"), encoding="utf-8") as f:
            write_report([json.loads(line) for line in f], options, float("nan"))
        return
    catalog = measure.link_catalog(options.out, [options.phrases, os.path.join(options.evaluation, "apps")])
    rows = [row for row in measure.read_list(os.path.join(options.evaluation, "phrases.tsv")) if row["tts"] != "-"]
    rows = rows[::options.every]
    # One job a spoken line; its first row says the right answer.
    first = {}
    for row in rows:
        first.setdefault(row["spoken"], row)
    jobs = [(options.voice, spoken, row) for spoken, row in first.items()]

    socket_path = os.path.join(tempfile.mkdtemp(prefix="phrasebook-endpoint-"), "phrased.sock")
    daemon = subprocess.Popen([options.phrased, "--phrases", catalog, "--socket", socket_path, "--no-dispatch",
                               "--log-level", "warning"])
    try:
        for _ in range(200):
            try:
                Phrased(socket_path).close()
                break
            except PhrasedError:
                time.sleep(0.05)
        print("endpoint-measure: %d utterances (%s), %d workers" % (len(jobs), options.voice, options.jobs),
              file=sys.stderr)
        started = time.monotonic()
        measured = []
        with multiprocessing.Pool(options.jobs, _start_worker, (socket_path, options.pause, options.silence)) as pool, \
                open(os.path.join(options.out, "endpoint.jsonl"), "w", encoding="utf-8") as out:
            for n, row in enumerate(pool.imap_unordered(_measure, jobs), 1):
                measured.append(row)
                out.write(json.dumps(row) + "\n")
                out.flush()
                if n % 25 == 0:
                    print("  %d/%d, %.0f s" % (n, len(jobs), time.monotonic() - started), file=sys.stderr)
    finally:
        daemon.terminate()
        daemon.wait()

    write_report(measured, options, time.monotonic() - started)


def write_report(rows, options, seconds):
    report = summarise(rows, options, seconds)
    with open(os.path.join(options.out, "report.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(report) + "\n")
    print("\n".join(report))


def summarise(rows, options, seconds):
    """The report's lines."""
    heard = [r for r in rows if "silence" in r]
    stopped = [r for r in heard if r["early"] is not None]
    early_wait = [(r["early"] if r["early"] is not None else r["silence"]) - r["speechEnd"] for r in heard]
    silence_wait = [r["silence"] - r["speechEnd"] for r in heard]
    saved = [s - e for s, e in zip(silence_wait, early_wait)]
    differ = [r for r in heard if r["early-answer"] != r["whole"]]
    unlike_silence = [r for r in stopped if r["early-answer"] != r["silence-answer"]]
    after_speech = [r["early"] - r["speechEnd"] for r in stopped]
    completions = {}
    for r in heard:
        last = r["partials"][-1][2] if r["partials"] else None
        completions[str(last)] = completions.get(str(last), 0) + 1

    def ms(values):
        return "%.0f ms" % (1000 * median(values))

    lines = [
        "# Endpointing measurements",
        "",
        "%d spoken lines of phrases.tsv%s, voice %s, pause %.2f s, full silence %.2f s; %s."
        % (len(rows), " (every %d)" % options.every if options.every > 1 else "", options.voice, options.pause,
           options.silence, "%.0f s on %d workers" % (seconds, options.jobs) if seconds == seconds
           else "written again from endpoint.jsonl"),
        "",
        "| | median | p90 |",
        "|---|---:|---:|",
        "| end of speech → stop, early stop (frames) | %s | %.0f ms |"
        % (ms(early_wait), 1000 * measure.percentile(early_wait, 0.9)),
        "| end of speech → stop, silence endpointer alone (frames) | %s | %.0f ms |"
        % (ms(silence_wait), 1000 * measure.percentile(silence_wait, 0.9)),
        "| saved per utterance (frames) | %s | %.0f ms |" % (ms(saved), 1000 * measure.percentile(saved, 0.9)),
        "| final decoding + match after the early stop (clock) | %s | %.0f ms |"
        % (ms([r["earlySeconds"] for r in heard]), 1000 * measure.percentile([r["earlySeconds"] for r in heard], 0.9)),
        "| final decoding + match after the full silence (clock) | %s | %.0f ms |"
        % (ms([r["silenceSeconds"] for r in heard]), 1000 * measure.percentile([r["silenceSeconds"] for r in heard],
                                                                               0.9)),
        "| end of speech → answer, early stop (frames + clock) | %s | |"
        % ms([w + r["earlySeconds"] for w, r in zip(early_wait, heard)]),
        "| end of speech → answer, silence alone (frames + clock) | %s | |"
        % ms([w + r["silenceSeconds"] for w, r in zip(silence_wait, heard)]),
        "",
        "Stopped early: %d of %d; the last partial's completion: %s. Heard as more than one utterance: %d; "
        "not heard at all: %d." % (
            len(stopped), len(heard), ", ".join("%s %d" % item for item in sorted(completions.items())),
            sum(1 for r in rows if r["utterances"] > 1), len(rows) - len(heard)),
        "",
        "Early stops before the end of speech: %d; the earliest %.2f s after it (median %.2f s)."
        % (sum(1 for gap in after_speech if gap <= 0), min(after_speech, default=float("nan")), median(after_speech)),
        "",
        "Answers that differ from the whole synthesized utterance's, decoded as voice-pipeline.py decodes a WAV "
        "file (cut to its speech with the same quiet around it, `around_speech`; status, app, intent, parameter "
        "values): **%d of %d** after the early stop (%d of them stopped early); %d of %d after the full silence. "
        "The audio decoded after the early stop is the file's very samples in %d of %d, after the full silence in "
        "%d of %d." % (len(differ), len(heard), sum(1 for r in differ if r in stopped),
                      sum(1 for r in heard if r["silence-answer"] != r["whole"]), len(heard),
                      sum(1 for r in heard if r.get("early-same-audio")), len(heard),
                      sum(1 for r in heard if r.get("silence-same-audio")), len(heard)),
        "",
        "Early stops whose answer differs from the full silence's: %d of %d (of them, %d have the whole "
        "utterance's answer)." % (len(unlike_silence), len(stopped),
                                  sum(1 for r in unlike_silence if r["early-answer"] == r["whole"])),
    ]
    if all("raw" in r for r in heard):
        lines += [
            "",
            "Against the whole file decoded with all of its padding (as voice-pipeline.py decoded a file before "
            "`around_speech`): %d of %d differ after the early stop, %d after the full silence; the file cut "
            "to its speech differs from it in %d. Right answers (phrases.tsv's): the file with all its padding "
            "%d of %d, cut to its speech %d, after the early stop %d, after the full silence %d."
            % (sum(1 for r in heard if r["early-answer"] != r["raw"]), len(heard),
               sum(1 for r in heard if r["silence-answer"] != r["raw"]),
               sum(1 for r in heard if r["whole"] != r["raw"]),
               sum(1 for r in heard if r["right-raw"]), len(heard), sum(1 for r in heard if r["right-whole"]),
               sum(1 for r in heard if r["right-early"]), sum(1 for r in heard if r["right-silence"])),
        ]
    for r in unlike_silence + [r for r in differ if r not in unlike_silence] \
            + [r for r in heard if "raw" in r and r["early-answer"] != r["raw"] and r not in differ + unlike_silence]:
        lines.append("- %r: whole %s%s, full silence %s, early %s (%s; stopped at %.2f s, speech ended %.2f s)"
                     % (r["spoken"], r["whole"], " (with all its padding %s)" % (r["raw"],) if "raw" in r else "",
                        r["silence-answer"], r["early-answer"],
                        "stopped early" if r["early"] is not None else "no early stop",
                        r["early"] if r["early"] is not None else r["silence"], r["speechEnd"]))
    return lines


if __name__ == "__main__":
    main()
