#!/usr/bin/env python3
"""Measures the voice pipeline of Docs/voice.md on synthesized speech: how
often the intent (and every parameter) comes out right when phrased gets the
free recogniser's hypotheses alone, and with the grammar-constrained one's;
how many out-of-domain sentences get accepted; how long decoding takes.

    Tools/voice-measure.py --evaluation ../wt-evalset/Tests/Evaluation --out /tmp/voice

Speaks every line of the evaluation set's `phrases.tsv` and the spoken lines
of `out-of-domain.tsv` (their `spoken` column) with TTS voices (flite,
festival), converts with sox (no dither, 16 kHz, peak −3 dB, 0.25 s of
padding, a faint seeded noise floor), decodes each utterance with pocketsphinx
free, and constrained by `phrase grammar` of every app (sample apps and the
evaluation apps in one catalog) with two dictionaries (the recogniser's own
pronunciations where it has them, or Phrasebook's for every word), then sends
each combination of hypotheses through `phrase match --json` and scores the
results against the answers written in the lists.

Decodings are kept in OUT/decodes.jsonl and reused: re-running after a change
to the matcher only matches again (--rematch). Needs flite, festival with
festvox-us-slt-hts, sox and pocketsphinx (PyPI 5.x).
"""

import argparse
import array
import csv
import hashlib
import json
import math
import multiprocessing
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import zlib

from phrasebook_voice import GRAMMAR_BEAMS, Recogniser, hypotheses

VOICES = {
    "flite-rms": ["flite", "rms"], "flite-slt": ["flite", "slt"], "flite-awb": ["flite", "awb"],
    "flite-kal16": ["flite", "kal16"], "festival-slt-hts": ["festival", "voice_cmu_us_slt_arctic_hts"],
}

# What Tools/voice-pipeline.py sends by default (its --nbest).
PIPELINE = "free 5-best + grammar"

# What is sent to phrased, per utterance: (name, free hypotheses used, grammar decoding used).
# "unchecked": the grammar's hypothesis sent whatever its acoustic fit (`fits_as_heard`), as
# before the pipeline checked it. The last is a diagnosis, not a pipeline: the grammar's
# hypothesis alone as plain text, trusted without support (what it would give if nothing
# checked it).
MODES = [
    ("free 1-best", 1, None),
    ("free 5-best", 5, None),
    ("free 1-best + grammar", 1, "merged"),
    ("free 3-best + grammar", 3, "merged"),
    ("free 5-best + grammar", 5, "merged"),
    ("free 5-best + grammar, its fit unchecked", 5, "merged unchecked"),
    ("free 5-best + grammar (Phrasebook's pronunciations only)", 5, "phrase"),
    ("grammar alone, unchecked (diagnosis)", 0, "alone"),
]


def read_list(path):
    """The rows of an evaluation list (a TSV with `#` comments and a header)."""
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def synthesize(voice, text, folder):
    """16 kHz mono 16-bit samples of `text` said by `voice`, padded, with a
    noise floor seeded by (voice, text): the same bytes every run."""
    engine, name = VOICES[voice]
    raw = os.path.join(folder, "tts.wav")
    if engine == "flite":
        subprocess.run(["flite", "-voice", name, "-t", text, "-o", raw], check=True)
    else:
        script = os.path.join(folder, "text.txt")
        with open(script, "w", encoding="utf-8") as f:
            f.write(text + "\n")
        subprocess.run(["text2wave", "-eval", "(%s)" % name, script, "-o", raw], check=True,
                       stderr=subprocess.DEVNULL)
    converted = subprocess.run(
        ["sox", "-D", raw, "-t", "raw", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed", "-",
         "norm", "-3", "pad", "0.25", "0.25"], check=True, stdout=subprocess.PIPE).stdout
    samples = array.array("h", converted)
    noise = random.Random(zlib.crc32(("%s|%s" % (voice, text)).encode()))
    floor = 32768 * 10 ** (-60 / 20)
    for i, s in enumerate(samples):
        samples[i] = max(-32768, min(32767, int(round(s + noise.gauss(0, floor)))))
    return samples.tobytes()


_worker = {}


def grammar_settings(jsgf, dictionary):
    """Which grammar decoding a kept row has: the beams and a digest of the
    grammar and dictionary it was decoded with. Rows of other settings are
    decoded again with the grammar only, their free decoding kept: a
    changed grammar (an app, a value, a pronunciation) is heard anew."""
    digest = hashlib.sha256((jsgf + "\0" + dictionary).encode("utf-8")).hexdigest()[:16]
    return json.dumps(dict(GRAMMAR_BEAMS, grammar=digest), sort_keys=True)


def _start_worker(jsgf, dictionary):
    _worker["settings"] = grammar_settings(jsgf, dictionary)
    _worker["merged"] = Recogniser(jsgf, dictionary, "merged", nbest=5)
    _worker["grammar"] = Recogniser(jsgf, dictionary, "merged", free=False)
    _worker["phrase"] = Recogniser(jsgf, dictionary, "phrase", free=False)
    _worker["folder"] = tempfile.mkdtemp(prefix="phrasebook-measure-")


def _decode(job):
    voice, text, kept = job
    audio = synthesize(voice, text, _worker["folder"])
    if kept:
        free, seconds = kept["free"], {"free": kept["seconds"]["free"], "free-cpu": kept["cpuSeconds"]["free"]}
        free_segments = kept["freeSegments"]
        _, merged, grammar_seconds, _ = _worker["grammar"].hear(audio, free_segments)
        seconds.update(grammar_seconds)
    else:
        free, merged, seconds, free_segments = _worker["merged"].hear(audio)
    _, ours, ours_seconds, _ = _worker["phrase"].hear(audio, free_segments)
    return {
        "voice": voice, "spoken": text, "audioSeconds": len(audio) / 32000, "free": free,
        "freeSegments": free_segments,
        "grammar": {"merged": merged, "phrase": ours}, "grammarSettings": _worker["settings"],
        "seconds": {"free": seconds["free"], "merged": seconds["grammar"], "phrase": ours_seconds["grammar"]},
        "cpuSeconds": {"free": seconds["free-cpu"], "merged": seconds["grammar-cpu"],
                       "phrase": ours_seconds["grammar-cpu"]},
    }


def decode_all(jobs, jsgf, dictionary, jobs_count, path):
    """Decodes every (voice, text) not yet in `path` (or only its grammar
    part, when it was decoded with other grammar settings), appending as it
    goes: the last row of a (voice, text) is the one that counts."""
    settings = grammar_settings(jsgf, dictionary)
    done = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                done[(row["voice"], row["spoken"])] = row
    # A row without the free best's segments (from before the pipeline
    # checked the grammar's fit) is decoded anew, free part too.
    todo = [(voice, text, done[(voice, text)] if "freeSegments" in done.get((voice, text), {}) else None)
            for voice, text in jobs
            if done.get((voice, text), {}).get("grammarSettings") != settings
            or "freeSegments" not in done.get((voice, text), {})]
    if todo:
        print("decoding %d utterances (%d kept from %s) with %d workers"
              % (len(todo), len(done), path, jobs_count), file=sys.stderr)
        started = time.monotonic()
        with multiprocessing.Pool(jobs_count, _start_worker, (jsgf, dictionary)) as pool, \
                open(path, "a", encoding="utf-8") as out:
            for n, row in enumerate(pool.imap_unordered(_decode, todo), 1):
                done[(row["voice"], row["spoken"])] = row
                out.write(json.dumps(row) + "\n")
                if n % 50 == 0:
                    print("  %d/%d, %.0f s" % (n, len(todo), time.monotonic() - started), file=sys.stderr)
    return done


def fold(text):
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def reading(app, intent, parameters):
    """A reading as compared: app folded, intent, parameters folded."""
    return (fold(app or "").replace(" ", ""), intent or "",
            tuple(sorted((name, fold(value)) for name, value in parameters.items())))


def expected_readings(row):
    """The readings a phrases.tsv row accepts, one per `|` alternative."""
    intents = [i.strip() for i in row["intent"].split("|")]
    parameter_sets = [p.strip() for p in row["parameters"].split("|")] if row["parameters"] else [""] * len(intents)
    readings = []
    for intent, params in zip(intents, parameter_sets):
        values = dict(pair.split("=", 1) for pair in params.split("; ") if pair)
        readings.append(reading(row["app"], intent, values))
    return readings


def result_reading(result):
    return reading(result.get("app"), result.get("intent"),
                   {name: p["value"] for name, p in result.get("parameters", {}).items()})


def is_right(row, result):
    want = expected_readings(row)
    if result.get("status") != row["status"]:
        return False
    if row["status"] == "ambiguous":
        return all(any(result_reading(a) == w for a in result.get("alternatives", [])) for w in want)
    return result_reading(result) == want[0]


def accepts(result):
    return result.get("status") in ("matched", "needs-value", "ambiguous")


def words_error(reference, heard):
    """Word edit distance over the reference's length."""
    ref, hyp = fold(reference).split(), fold(heard).split()
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        previous, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (r != h))
    return row[-1], len(ref)


def match_all(phrase, catalog, requests):
    """phrase match --json over every request line; the results in order."""
    text = "".join(json.dumps(r) + "\n" for r in requests)
    out = subprocess.run([phrase, "match", catalog, "--json"], input=text, capture_output=True, text=True, check=True)
    results = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    assert len(results) == len(requests), (len(results), len(requests), out.stderr[-2000:])
    return results


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(math.ceil(q * len(values))) - 1)] if values else float("nan")


def losses(cases, results, free_text_templates):
    """Why the pipeline's in-domain lines are not right: the grammar heard
    them right but the matcher's rule did not let its hypothesis count, or
    the grammar did not hear them right either (free text among them)."""
    names = [m[0] for m in MODES]
    pipeline, alone = names.index(PIPELINE), names.index("grammar alone, unchecked (diagnosis)")
    kinds = {}
    for c, (kind, row, decode) in enumerate(cases):
        base = c * len(MODES)
        if kind != "in-domain" or is_right(row, results[base + pipeline]):
            continue
        if is_right(row, results[base + alone]):
            why = "the grammar heard it right; its hypothesis did not count (it sounds like no free hypothesis, agreement < 0.7)"
        elif row["template"] in free_text_templates:
            why = "a free-text template (not in the grammar); the free hypotheses missed"
        else:
            why = "the grammar did not hear it right either"
        kinds[why] = kinds.get(why, 0) + 1
    lines = ["", "In-domain lines the pipeline (%s) gets wrong, by cause:" % PIPELINE, "",
             "| cause | utterances |", "|---|---:|"]
    lines += ["| %s | %d |" % item for item in sorted(kinds.items(), key=lambda item: -item[1])]
    return lines


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--evaluation", required=True, help="the evaluation set's folder (lists and apps/)")
    parser.add_argument("--phrases", default=os.path.join(root, "phrases"), help="the sample apps")
    parser.add_argument("--phrase", default=os.path.join(root, ".build/release/phrase"), help="the phrase binary")
    parser.add_argument("--voices", default=",".join(VOICES), help="comma-separated, of: " + ", ".join(VOICES))
    parser.add_argument("--jobs", type=int, default=2, help="decoding processes")
    parser.add_argument("--out", required=True, help="folder for decodes.jsonl and report.md")
    parser.add_argument("--rematch", action="store_true", help="only match the kept decodings again")
    parser.add_argument("--every", type=int, default=1, help="every Nth line of each list only (a quick run)")
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)

    catalog = os.path.join(options.out, "apps")
    os.makedirs(catalog, exist_ok=True)
    for folder in [options.phrases, os.path.join(options.evaluation, "apps")]:
        for name in sorted(os.listdir(folder)):
            source = os.path.join(os.path.abspath(folder), name)
            link = os.path.join(catalog, name)
            if not os.path.isdir(source):
                continue
            # A link kept from a run on another checkout points at that one's apps.
            if os.path.lexists(link) and os.path.realpath(link) != os.path.realpath(source):
                os.remove(link)
            if not os.path.lexists(link):
                os.symlink(source, link)

    started = time.monotonic()
    jsgf = subprocess.run([options.phrase, "grammar", catalog, "--format", "jsgf"], capture_output=True,
                          text=True, check=True).stdout
    grammar_seconds = time.monotonic() - started
    dictionary = subprocess.run([options.phrase, "grammar", catalog, "--format", "dict"], capture_output=True,
                                text=True, check=True).stdout
    with open(os.path.join(options.out, "phrases.gram"), "w") as f:
        f.write(jsgf)
    with open(os.path.join(options.out, "phrases.dict"), "w") as f:
        f.write(dictionary)

    positives = read_list(os.path.join(options.evaluation, "phrases.tsv"))[::options.every]
    outside = [row for row in read_list(os.path.join(options.evaluation, "out-of-domain.tsv"))
               if row["tts"] != "-"][::options.every]
    voices = options.voices.split(",")
    jobs = [(voice, row["spoken"]) for row in positives + outside for voice in voices]
    jobs = list(dict.fromkeys(jobs))
    path = os.path.join(options.out, "decodes.jsonl")
    decodes = decode_all([] if options.rematch else jobs, jsgf, dictionary, options.jobs, path)
    settings = grammar_settings(jsgf, dictionary)
    stale = sum(1 for job in jobs if job in decodes and decodes[job].get("grammarSettings") != settings)
    if stale:
        print("warning: %d kept grammar decodings were made with another grammar or dictionary; "
              "run without --rematch to hear them with this one" % stale, file=sys.stderr)

    cases = []  # (kind, row, decode)
    for kind, rows in (("in-domain", positives), ("out-of-domain", outside)):
        for row in rows:
            for voice in voices:
                decode = decodes.get((voice, row["spoken"]))
                if decode:
                    cases.append((kind, row, decode))
    requests = []
    for kind, row, decode in cases:
        for _, nbest, grammar in MODES:
            if grammar == "alone":
                requests.append({"text": (decode["grammar"]["merged"] or ("",))[0]})
                continue
            source, _, unchecked = (grammar or "").partition(" ")
            listed = hypotheses(decode["free"][:nbest], decode["grammar"][source] if grammar else None,
                                check=not unchecked)
            requests.append({"hypotheses": listed} if listed else {"text": ""})
    results = match_all(options.phrase, catalog, requests)

    report = ["# Voice pipeline measurements", "",
              "%d in-domain and %d out-of-domain utterances (%s lines × %d voices: %s); grammar of every app "
              "(%d rules' lines, %d words), exported in %.0f ms."
              % (sum(k == "in-domain" for k, _, _ in cases), sum(k == "out-of-domain" for k, _, _ in cases),
                 "%d + %d" % (len(positives), len(outside)), len(voices), ", ".join(voices),
                 len(jsgf.splitlines()), len(dictionary.splitlines()), grammar_seconds * 1000), "",
              "| hypotheses sent | in-domain right | out-of-domain accepted |", "|---|---:|---:|"]
    details = []
    for m, (name, _, _) in enumerate(MODES):
        right = total = accepted = outside_total = 0
        lost, false_accepts = [], []
        for c, (kind, row, decode) in enumerate(cases):
            result = results[c * len(MODES) + m]
            if kind == "in-domain":
                total += 1
                if is_right(row, result):
                    right += 1
                else:
                    lost.append((row, decode, result))
            else:
                outside_total += 1
                if accepts(result):
                    accepted += 1
                    false_accepts.append((row, decode, result))
        report.append("| %s | %d of %d (%.1f %%) | %d of %d |" % (name, right, total, 100 * right / max(total, 1),
                                                                  accepted, outside_total))
        details.append((name, lost, false_accepts))

    # By part of the evaluation set: the tuning apps (and the sample apps)
    # the matcher's constants were set on, the checking apps it never saw.
    report += ["", "By part of the set (tuning: the sample and tuning apps; checking: apps no constant was set on):", "",
               "| hypotheses sent | tuning: in-domain right | out-of-domain accepted | checking: in-domain right "
               "| out-of-domain accepted |", "|---|---:|---:|---:|---:|"]
    for m, (name, _, _) in enumerate(MODES):
        cells = []
        for split in ("tuning", "checking"):
            part = [(k, row, results[c * len(MODES) + m]) for c, (k, row, _) in enumerate(cases) if row.get("split") == split]
            inside = [(row, r) for k, row, r in part if k == "in-domain"]
            right = sum(is_right(row, r) for row, r in inside)
            outside = [r for k, _, r in part if k != "in-domain"]
            cells += ["%d of %d (%.1f %%)" % (right, len(inside), 100 * right / max(len(inside), 1)),
                      "%d of %d" % (sum(accepts(r) for r in outside), len(outside))]
        report.append("| %s | %s |" % (name, " | ".join(cells)))

    # Word error rates and decode times.
    report += ["", "| decoding | word error (in-domain) | heard exactly | processor time per utterance p50 / p90 "
               "| real-time factor (processor) | wall time p50 |", "|---|---:|---:|---:|---:|---:|"]
    positive_cases = [(row, d) for k, row, d in cases if k == "in-domain"]
    for label, key in (("free (default LM)", "free"), ("grammar, merged dictionary", "merged"),
                       ("grammar, Phrasebook's dictionary", "phrase")):
        errors = words = exact = 0
        for row, d in positive_cases:
            heard = d["free"][0][0] if key == "free" and d["free"] else \
                (d["grammar"][key] or ("",))[0] if key != "free" else ""
            # Against what was said, or the phrase as written ("what's" is "what is" in the grammar).
            e, n = min(words_error(row["spoken"], heard), words_error(row["phrase"], heard))
            errors, words, exact = errors + e, words + n, exact + (e == 0)
        times = [d.get("cpuSeconds", d["seconds"])[key] for _, _, d in cases]
        audio = sum(d["audioSeconds"] for _, _, d in cases)
        report.append("| %s | %.1f %% | %.1f %% | %.2f / %.2f s | %.2f | %.2f s |" % (
            label, 100 * errors / max(words, 1), 100 * exact / max(len(positive_cases), 1),
            statistics.median(times), percentile(times, 0.9), sum(times) / audio,
            statistics.median(d["seconds"][key] for _, _, d in cases)))

    report += losses(cases, results, set(re.findall(r"// (.*)\n//   left out", jsgf)))
    with open(os.path.join(options.out, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c, (kind, row, decode) in enumerate(cases):
            f.write(json.dumps({"kind": kind, "row": row, "decode": decode,
                                "results": dict(zip([m[0] for m in MODES], results[c * len(MODES):(c + 1) * len(MODES)]))})
                    + "\n")

    for name, lost, false_accepts in details:
        report += ["", "## %s" % name, "", "In-domain lines not right: %d" % len(lost), ""]
        for row, d, result in lost:
            report.append("- `%s` (%s) → %s %s %s; free %r, grammar %r, hypothesis %s" % (
                row["spoken"], d["voice"], result.get("status"), result.get("intent") or "",
                " ".join("%s=%s" % (k, v["value"]) for k, v in result.get("parameters", {}).items()),
                d["free"][0][0] if d["free"] else "", d["grammar"]["merged"][0] if d["grammar"]["merged"] else None,
                result.get("hypothesis")))
        report += ["", "Out-of-domain accepted: %d" % len(false_accepts), ""]
        for row, d, result in false_accepts:
            report.append("- `%s` (%s) → %s %s %s [%.2f, hypothesis %s]; free %r, grammar %r" % (
                row["spoken"], d["voice"], result.get("status"), result.get("app"), result.get("intent") or "",
                result.get("confidence", 0), result.get("hypothesis"),
                [t for t, _ in d["free"]], d["grammar"]["merged"][0] if d["grammar"]["merged"] else None))
    text = "\n".join(report) + "\n"
    with open(os.path.join(options.out, "report.md"), "w", encoding="utf-8") as f:
        f.write(text)
    print("\n".join(report[:report.index("## %s" % MODES[0][0]) - 1]))
    print("\ndetails: %s" % os.path.join(options.out, "report.md"))


if __name__ == "__main__":
    main()
