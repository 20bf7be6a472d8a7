#!/usr/bin/env python3
"""The voice pipeline end to end on an app shaped like real ordering
(issue 35; Brewline, Tools/make-ordering-app.py): orders drawn from
`phrase grammar --format corpus` (seeded), said by a TTS voice, decoded by
Tools/voice-pipeline.py with each recogniser against a `phrased` serving
the app alone, and scored against the order as written.

    make ordering-measure
    Tools/ordering-measure.py --phrase .build/release/phrase --phrased .build/release/phrased --out DIR
    Tools/ordering-measure.py … --param runTogetherValueSimilarity=2     # phrased with a matcher number changed

An order is right where the answer is `matched` with the intent and every
value of the line as typed (matched by `phrase match` with the stage that
asks about values run together off: the line is the order its words say);
a wrong action is any other `matched`; `ambiguous` and `needs-value` are
asked (and whether the right order is among an ambiguous answer's two);
else no match. Also the decoding time per utterance from voice-pipeline's
own lines (pocketsphinx: both decoders side by side; Whisper: both passes
and the app's own prompt where it heard again) and the whole run's wall
time over the number of orders, start-up included.

Needs flite (or festival) and sox, pocketsphinx and, for Whisper,
faster-whisper in this Python (the whisper venv has both:
`make whisper-venv`). Writes DIR/report.md, DIR/summary.json and, per
recogniser, DIR/<recogniser>.jsonl (one answer a line) and
DIR/<recogniser>.log (voice-pipeline's lines).
"""

import argparse
import json
import os
import random
import re
import shutil
import socket as sockets
import statistics
import subprocess
import sys
import tempfile
import time
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from phrasebook_voice import VOICES, percentile, synthesize  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def orders(phrase, app, count, seed):
    """`count` lines of the app's corpus, drawn with `seed`."""
    lines = subprocess.run([phrase, "grammar", app, "--format", "corpus"], check=True,
                           capture_output=True, text=True).stdout.splitlines()
    lines = [line for line in lines if line.strip()]
    return random.Random(seed).sample(lines, min(count, len(lines)))


def written(phrase, app, lines):
    """Each line's answer as typed, the order its words say: `phrase
    match` with the values-run-together stage off (it would ask about
    "triple shot" however it was written)."""
    out = subprocess.run([phrase, "match", app, "--json", "--param", "runTogetherValueSimilarity=2"],
                         input="\n".join(lines) + "\n", check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def values(result):
    return {name: value["value"] for name, value in (result.get("parameters") or {}).items()}


def same_order(a, b):
    return a.get("app") == b.get("app") and a.get("intent") == b.get("intent") and values(a) == values(b)


def verdict(expected, answer):
    """right, wrong, asked, asked-right (the order among an ambiguous
    answer's candidates) or none."""
    status = answer.get("status")
    if status == "matched":
        return "right" if same_order(expected, answer) else "wrong"
    if status == "ambiguous" and any(same_order(expected, c) for c in answer.get("alternatives", [])):
        return "asked-right"
    if status in ("ambiguous", "needs-value"):
        return "asked"
    return "none"


def serve(phrased, app, folder, params):
    """A `phrased` serving `app` alone on a socket in `folder`, handlers
    off; returns the process and the socket's path once it listens."""
    path = os.path.join(folder, "phrased.sock")
    state = os.path.join(folder, "state")
    os.makedirs(state, exist_ok=True)
    command = [phrased, "--phrases", app, "--socket", path, "--state-dir", state, "--no-dispatch"]
    for assignment in params:
        command += ["--param", assignment]
    log = open(os.path.join(folder, "phrased.log"), "w")
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.exit("ordering-measure: phrased exited (%d); see %s" % (process.returncode, log.name))
        try:
            probe = sockets.socket(sockets.AF_UNIX)
            probe.connect(path)
            probe.close()
            return process, path
        except OSError:
            time.sleep(0.1)
    process.kill()
    sys.exit("ordering-measure: phrased did not listen on %s within 30 s" % path)


# voice-pipeline.py's lines: pocketsphinx's decoding time side by side,
# Whisper's passes, and Whisper's pass with the app's own prompt.
SIDE_BY_SIDE = re.compile(r"side by side ([0-9.]+) s\)")
WHISPER_PASS = re.compile(r"s of audio; ([0-9.]+) s\)")
HEARD_AGAIN = re.compile(r"heard again with .*\(([0-9.]+) s\)$")


def decoding_times(log, wavs):
    """Seconds of decoding per file, from voice-pipeline's lines."""
    seconds = {wav: 0.0 for wav in wavs}
    for line in log.splitlines():
        name = line.split(":", 1)[0]
        if name not in seconds:
            continue
        for pattern in (SIDE_BY_SIDE, WHISPER_PASS, HEARD_AGAIN):
            found = pattern.search(line)
            if found:
                seconds[name] += float(found.group(1))
    return [seconds[wav] for wav in wavs]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--phrase", default=os.path.join(ROOT, ".build/release/phrase"))
    parser.add_argument("--phrased", default=os.path.join(ROOT, ".build/release/phrased"))
    parser.add_argument("--app", default=os.path.join(ROOT, "Tests/PhrasebookTests/Apps/Brewline"),
                        help="the app's folder, served alone (default: Brewline)")
    parser.add_argument("--count", type=int, default=40, help="orders drawn (default: 40)")
    parser.add_argument("--seed", type=int, default=35, help="which orders (default: 35)")
    parser.add_argument("--voice", default="flite-rms", choices=sorted(VOICES), help="who says them (default: flite-rms)")
    parser.add_argument("--recognisers", default="pocketsphinx,whisper", help="comma-separated (default: both)")
    parser.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                        help="start phrased with this matcher number changed (repeatable)")
    parser.add_argument("--out", required=True, help="folder for the report and the answers")
    args = parser.parse_args()

    engine = VOICES[args.voice][0]
    for tool, package in [("sox", "sox"), ("flite", "flite") if engine == "flite" else ("text2wave", "festival")]:
        if not shutil.which(tool):
            sys.exit("ordering-measure: %s is needed (Debian: apt-get install %s)" % (tool, package))
    os.makedirs(args.out, exist_ok=True)
    app = os.path.abspath(args.app)
    lines = orders(args.phrase, app, args.count, args.seed)
    expected = written(args.phrase, app, lines)
    if any(result.get("status") != "matched" for result in expected):
        sys.exit("ordering-measure: some corpus lines are no order as typed: %s"
                 % [line for line, result in zip(lines, expected) if result.get("status") != "matched"][:3])

    summary = {"app": os.path.basename(app), "orders": len(lines), "voice": args.voice, "seed": args.seed,
               "param": args.param, "recognisers": {}}
    with tempfile.TemporaryDirectory(prefix="ordering-measure-") as folder:
        wavs = []
        audio = []
        for number, line in enumerate(lines):
            samples = synthesize(args.voice, line, folder)
            path = os.path.join(folder, "order-%02d.wav" % number)
            with wave.open(path, "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(16000)
                w.writeframes(samples)
            wavs.append(path)
            audio.append(len(samples) / 2 / 16000)
        daemon, path = serve(args.phrased, app, folder, args.param)
        try:
            for recogniser in [r.strip() for r in args.recognisers.split(",") if r.strip()]:
                start = time.monotonic()
                run = subprocess.run([sys.executable, os.path.join(HERE, "voice-pipeline.py"), "--recogniser", recogniser,
                                      "--socket", path, "--json", "--no-dispatch"] + wavs,
                                     capture_output=True, text=True)
                wall = time.monotonic() - start
                with open(os.path.join(args.out, recogniser + ".log"), "w") as log:
                    log.write(run.stderr)
                answers = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
                if run.returncode != 0 or len(answers) != len(wavs):
                    sys.exit("ordering-measure: voice-pipeline.py --recogniser %s failed (%d answers of %d); see %s"
                             % (recogniser, len(answers), len(wavs), log.name))
                with open(os.path.join(args.out, recogniser + ".jsonl"), "w") as out:
                    for line, answer in zip(lines, answers):
                        out.write(json.dumps({"order": line, "answer": answer}) + "\n")
                verdicts = [verdict(e, a) for e, a in zip(expected, answers)]
                seconds = decoding_times(run.stderr, wavs)
                summary["recognisers"][recogniser] = {
                    "right": verdicts.count("right"), "wrong": verdicts.count("wrong"),
                    "asked": verdicts.count("asked") + verdicts.count("asked-right"),
                    "asked-right": verdicts.count("asked-right"), "none": verdicts.count("none"),
                    "decoding-p50": round(statistics.median(seconds), 2), "decoding-p90": round(percentile(seconds, 0.9), 2),
                    "decoding-max": round(max(seconds), 2), "wall-per-order": round(wall / len(wavs), 2),
                    "audio-p50": round(statistics.median(audio), 2),
                    "wrong-orders": [[line, values(a)] for line, a, v in zip(lines, answers, verdicts) if v == "wrong"],
                }
        finally:
            daemon.terminate()
            daemon.wait(timeout=10)

    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    report = ["# %s end to end: %d orders said by %s (seed %d)%s" % (
        summary["app"], len(lines), args.voice, args.seed, ", phrased --param " + " ".join(args.param) if args.param else ""), "",
        "| recogniser | right | wrong actions | asked (right order among the two) | no match | decoding p50 / p90 / max | wall per order |",
        "|---|---:|---:|---:|---:|---:|---:|"]
    for name, r in summary["recognisers"].items():
        report.append("| %s | %d | %d | %d (%d) | %d | %.2f / %.2f / %.2f s | %.2f s |" % (
            name, r["right"], r["wrong"], r["asked"], r["asked-right"], r["none"], r["decoding-p50"], r["decoding-p90"],
            r["decoding-max"], r["wall-per-order"]))
    report.append("")
    report.append("Audio: %.2f s an order at the median." % statistics.median(audio))
    for name, r in summary["recognisers"].items():
        for line, got in r["wrong-orders"]:
            report.append("- %s, wrong: \"%s\" → %s" % (name, line, got))
    text = "\n".join(report) + "\n"
    with open(os.path.join(args.out, "report.md"), "w") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
