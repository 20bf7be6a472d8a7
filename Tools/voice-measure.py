#!/usr/bin/env python3
"""Measures the voice pipeline of Docs/voice.md on synthesized speech, with
both recognisers: how often the intent (and every parameter) comes out
right, wrong or not at all when phrased gets pocketsphinx's free hypotheses
alone, with the grammar-constrained one's, or Whisper's with and without
Phrasebook's prompt; how many out-of-domain sentences get accepted; how long
decoding takes against the audio's length.

    Tools/voice-measure.py --evaluation Tests/Evaluation --out /tmp/voice
    Tools/voice-measure.py --evaluation Tests/Evaluation --out /tmp/voice --recognisers whisper

Speaks every line of the evaluation set's `phrases.tsv` and the spoken lines
of `out-of-domain.tsv` (their `spoken` column) with TTS voices (flite,
festival), converts with sox (no dither, 16 kHz, peak −3 dB, 0.25 s of
padding, a faint seeded noise floor), decodes each utterance with pocketsphinx
free, and constrained by `phrase grammar` of every app (sample apps and the
evaluation apps in one catalog) with two dictionaries (the recogniser's own
pronunciations where it has them, or Phrasebook's for every word), and with
Whisper (faster-whisper, tiny.en, 5-best) without a prompt and with `phrase
grammar --format prompt` of every app; then sends each combination of
hypotheses through `phrase match --json` and scores the results against the
answers written in the lists.

Decodings are kept in OUT/decodes.jsonl (pocketsphinx) and OUT/whisper.jsonl
and reused: re-running after a change to the matcher only matches again
(--rematch); a changed grammar or prompt is heard anew. The evaluation set
keeps a whole run's decodings (EVALUATION/voice, gzipped: --kept), read
before OUT's, so that a fresh checkout rematches in minutes what took two
hours to hear. OUT/summary.json has each mode's counts. Needs flite, festival
with festvox-us-slt-hts, sox, pocketsphinx (PyPI 5.x) and faster-whisper with
tiny.en (`make whisper-venv`), all in one Python for both recognisers
(`make voice-measure` puts pocketsphinx into the whisper venv).
"""

import argparse
import csv
import gzip
import hashlib
import json
import multiprocessing
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from phrasebook_voice import (GRAMMAR_BEAMS, NAME_FIT, VALUE_FIT, VOICES, Recogniser, WhisperRecogniser,
                              app_prompted_hypotheses, app_to_hear_again, fit_lists, fits_as_heard, folded, grammar_fit,
                              hypotheses, percentile, synthesize, whisper_hypotheses)


# What Tools/voice-pipeline.py sends by default (its --nbest, --pronunciations both), and with
# --recogniser whisper (its --nbest, the prompt, the decoding without it as witness, and an answer
# that is no sure action heard again with its app's own prompt).
PIPELINE = "free 5-best + grammar, both pronunciations"
WHISPER_PIPELINE = "whisper 5-best + prompt, then the app's own prompt"

# What is sent to phrased, per utterance: (name, recogniser, hypotheses used, what else).
# pocketsphinx: the free n-best, and the grammar decoding used ("unchecked": the grammar's
# hypothesis sent whatever its acoustic fit (`fits_as_heard`), as before the pipeline checked
# it). The last of them is a diagnosis, not a pipeline: the grammar's hypothesis alone as
# plain text, trusted without support (what it would give if nothing checked it).
# whisper: its n-best, decoded without a prompt or with Phrasebook's (marked `"prompted": true`;
# "witnessed": the n-best decoded without it beside them, witnesses to verbs and free text; the
# modes keep their names of stop 47; "app": where that answer is no sure action, the utterance
# decoded again with the prompt of the app it names, `app_prompted_hypotheses` sent instead).
MODES = [
    ("free 1-best", "pocketsphinx", 1, None),
    ("free 5-best", "pocketsphinx", 5, None),
    ("free 1-best + grammar", "pocketsphinx", 1, "merged"),
    ("free 3-best + grammar", "pocketsphinx", 3, "merged"),
    ("free 5-best + grammar", "pocketsphinx", 5, "merged"),
    ("free 5-best + grammar, its fit unchecked", "pocketsphinx", 5, "merged unchecked"),
    ("free 5-best + grammar (Phrasebook's pronunciations only)", "pocketsphinx", 5, "phrase"),
    ("free 5-best + grammar, both pronunciations", "pocketsphinx", 5, "merged both"),
    ("grammar alone, unchecked (diagnosis)", "pocketsphinx", 0, "alone"),
    ("whisper 1-best", "whisper", 1, "plain"),
    ("whisper 5-best", "whisper", 5, "plain"),
    ("whisper 1-best + prompt", "whisper", 1, "prompted"),
    ("whisper 5-best + prompt", "whisper", 5, "prompted"),
    ("whisper 1-best + prompt, free text witnessed without it", "whisper", 1, "prompted witnessed"),
    ("whisper 5-best + prompt, free text witnessed without it", "whisper", 5, "prompted witnessed"),
    ("whisper 5-best + prompt, then the app's own prompt", "whisper", 5, "prompted witnessed app"),
]

RECOGNISERS = ["pocketsphinx", "whisper"]


def read_list(path):
    """The rows of an evaluation list (a TSV with `#` comments and a header)."""
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


_worker = {}


def grammar_settings(jsgf, dictionary):
    """Which grammar decoding a kept row has: the beams and a digest of the
    grammar and dictionary it was decoded with. Rows of other settings are
    decoded again with the grammar only, their free decoding kept: a
    changed grammar (an app, a value, a pronunciation) is heard anew."""
    digest = hashlib.sha256((jsgf + "\0" + dictionary).encode("utf-8")).hexdigest()[:16]
    return json.dumps(dict(GRAMMAR_BEAMS, grammar=digest), sort_keys=True)


def parse_noise(text):
    """`pink:12` → ("pink", 12.0); "" → None."""
    if not text:
        return None
    kind, _, snr = text.partition(":")
    if kind not in ("pink", "brown", "white") or not snr:
        raise argparse.ArgumentTypeError("--noise: pink|brown|white:SNR, as pink:12")
    return kind, float(snr)


def _start_worker(jsgf, dictionary, noise):
    _worker["noise"] = noise
    _worker["settings"] = grammar_settings(jsgf, dictionary)
    _worker["merged"] = Recogniser(jsgf, dictionary, "merged", nbest=5)
    _worker["grammar"] = Recogniser(jsgf, dictionary, "merged", free=False)
    _worker["phrase"] = Recogniser(jsgf, dictionary, "phrase", free=False)
    _worker["folder"] = tempfile.mkdtemp(prefix="phrasebook-measure-")


def _decode(job):
    voice, text, kept = job
    audio = synthesize(voice, text, _worker["folder"], _worker["noise"])
    if kept:
        free, seconds = kept["free"], {"free": kept["seconds"]["free"], "free-cpu": kept["cpuSeconds"]["free"]}
        free_segments = kept["freeSegments"]
        _, merged, grammar_seconds, _ = _worker["grammar"].hear(audio, free_segments)
        seconds.update(grammar_seconds)
    else:
        free, merged, seconds, free_segments = _worker["merged"].hear(audio)
    _, ours, ours_seconds, _ = _worker["phrase"].hear(audio, free_segments)
    return {
        "voice": voice, "spoken": text, "noise": _worker["noise"], "audioSeconds": len(audio) / 32000, "free": free,
        "freeSegments": free_segments,
        "grammar": {"merged": merged, "phrase": ours}, "grammarSettings": _worker["settings"],
        "seconds": {"free": seconds["free"], "merged": seconds["grammar"], "phrase": ours_seconds["grammar"]},
        "cpuSeconds": {"free": seconds["free-cpu"], "merged": seconds["grammar-cpu"],
                       "phrase": ours_seconds["grammar-cpu"]},
    }


def utterance(row):
    """A kept row's key: (voice, text)."""
    return row["voice"], row["spoken"]


def kept_rows(paths, noise, key=utterance):
    """The rows kept in `paths` (JSON lines, gzipped where the name ends in
    .gz; those that exist) of this noise condition, by `key` ((voice,
    text)): the last row of a key is the one that counts, a later file's
    over an earlier one's."""
    done = {}
    for path in paths:
        if not os.path.exists(path):
            continue
        with (gzip.open(path, "rt", encoding="utf-8") if path.endswith(".gz") else open(path, encoding="utf-8")) as f:
            for line in f:
                row = json.loads(line)
                # A row of another noise condition is not this one's.
                if tuple(row.get("noise") or ()) == tuple(noise or ()):
                    done[key(row)] = row
    return done


def write_kept(path, rows):
    """`rows` as gzipped JSON lines at `path`, replaced whole (written
    beside it, then renamed): no time or name in the gzip header, so the
    same rows give the same bytes."""
    partial = path + ".partial"
    with open(partial, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as f:
        for row in rows:
            f.write((json.dumps(row) + "\n").encode("utf-8"))
    os.replace(partial, path)


def decode_into(path, done, todo, jobs_count, start, arguments, decode, label, key=utterance):
    """Decodes `todo` with `jobs_count` workers (`start(*arguments)` in
    each, `decode` per job), appending each row to `path` as it comes and
    putting it in `done`."""
    if not todo:
        return
    print("%s: decoding %d utterances with %d workers, into %s (%d decodings kept, some with other settings)"
          % (label, len(todo), jobs_count, path, len(done)), file=sys.stderr)
    started = time.monotonic()
    with multiprocessing.Pool(jobs_count, start, arguments) as pool, open(path, "a", encoding="utf-8") as out:
        for n, row in enumerate(pool.imap_unordered(decode, todo), 1):
            done[key(row)] = row
            out.write(json.dumps(row) + "\n")
            out.flush()
            if n % 50 == 0:
                print("  %s %d/%d, %.0f s" % (label, n, len(todo), time.monotonic() - started), file=sys.stderr)


def decode_all(jobs, jsgf, dictionary, jobs_count, path, noise, kept=()):
    """Decodes every (voice, text) not yet in `path` or `kept` (or only its
    grammar part, when it was decoded with other grammar settings),
    appending to `path` as it goes."""
    settings = grammar_settings(jsgf, dictionary)
    done = kept_rows(list(kept) + [path], noise)
    # A row without the free best's segments (from before the pipeline
    # checked the grammar's fit) is decoded anew, free part too; one
    # without the grammar best's (from before they were kept), its grammar
    # part.
    todo = [(voice, text, done[(voice, text)] if "freeSegments" in done.get((voice, text), {}) else None)
            for voice, text in jobs
            if done.get((voice, text), {}).get("grammarSettings") != settings
            or "freeSegments" not in done.get((voice, text), {})
            or any(len(heard or [None] * 4) < 4 for heard in done[(voice, text)]["grammar"].values())]
    decode_into(path, done, todo, jobs_count, _start_worker, (jsgf, dictionary, noise), _decode, "pocketsphinx")
    return done


def refit(decodes, jsgf):
    """Each grammar best's fit in `decodes` worked out again from its
    segments and the free best's (`grammar_fit`, with `jsgf`'s app names
    and values): a change to how the fit is weighed, measured without
    decoding again. A best kept without segments keeps its fit."""
    names, values, known = fit_lists(jsgf)
    for row in decodes.values():
        for source, heard in row["grammar"].items():
            if heard and len(heard) >= 4:
                row["grammar"][source] = heard[:2] + [grammar_fit(row["freeSegments"], heard[3], names, values, known)] + heard[3:]


# Whisper's model (`--whisper-model`): tiny.en, or a CTranslate2 model's folder.
WHISPER_MODEL = "tiny.en"


def model_name(model):
    """`model` as kept rows and the report name it: tiny.en, or its folder's name."""
    return model if model == "tiny.en" else os.path.basename(os.path.normpath(model))


def whisper_settings(prompt, model=None):
    """Which Whisper decoding a kept row has: the model (tiny.en's rows
    name it so; another's by its folder's name), beam and a digest of the
    prompt it was decoded with."""
    digest = hashlib.sha256(prompt.encode("utf-8")).hexdigest()[:16]
    return json.dumps({"model": model_name(model or WHISPER_MODEL), "beam": 5, "nbest": 5, "prompt": digest}, sort_keys=True)


def _start_whisper_worker(prompt, noise, model):
    _worker["noise"] = noise
    _worker["settings"] = whisper_settings(prompt, model)
    _worker["model"] = model
    _worker["whisper"] = WhisperRecogniser(model, nbest=5)
    _worker["starts"] = [_worker["whisper"].start_of(""), _worker["whisper"].start_of(prompt)]
    _worker["folder"] = tempfile.mkdtemp(prefix="phrasebook-measure-")


def _decode_whisper(job):
    voice, text = job
    audio = synthesize(voice, text, _worker["folder"], _worker["noise"])
    (plain, plain_seconds), (prompted, prompted_seconds) = _worker["whisper"].hear_each(audio, _worker["starts"])
    return {
        "voice": voice, "spoken": text, "noise": _worker["noise"], "audioSeconds": len(audio) / 32000, "plain": plain,
        "prompted": prompted,
        "settings": _worker["settings"],
        "seconds": {"plain": plain_seconds["whisper"], "prompted": prompted_seconds["whisper"]},
        "cpuSeconds": {"plain": plain_seconds["whisper-cpu"], "prompted": prompted_seconds["whisper-cpu"]},
    }


def decode_all_whisper(jobs, prompt, jobs_count, path, noise, kept=()):
    """Decodes every (voice, text) not yet in `path` or `kept` with these
    settings, with and without the prompt (the audio encoded once),
    appending to `path` as it goes."""
    settings = whisper_settings(prompt)
    done = kept_rows(list(kept) + [path], noise)
    todo = [job for job in jobs if done.get(job, {}).get("settings") != settings]
    decode_into(path, done, todo, jobs_count, _start_whisper_worker, (prompt, noise, WHISPER_MODEL), _decode_whisper,
                "whisper")
    return done


def heard_again_key(row):
    """A kept row's key in whisper-app.jsonl: (voice, text, app)."""
    return row["voice"], row["spoken"], row["app"]


def _decode_whisper_again(job):
    voice, text, app, prompt = job
    audio = synthesize(voice, text, _worker["folder"], _worker["noise"])
    recogniser = _worker["whisper"]
    (heard, seconds), = recogniser.hear_each(audio, [recogniser.start_of(prompt)])
    return {"voice": voice, "spoken": text, "noise": _worker["noise"], "app": app, "heard": heard,
            "settings": whisper_settings(prompt, _worker["model"]), "seconds": seconds["whisper"],
            "cpuSeconds": seconds["whisper-cpu"]}


def hear_again(phrase, catalog, prompt, cases, modes, results, options, path, kept):
    """The modes that hear an unsure answer again with its app's own prompt
    ("app"): for each of their cases whose first answer (`results`, the
    request of the mode without "app") names an app to hear again with
    (`app_to_hear_again`), the utterance decoded with that app's prompt
    (kept in `path` and `kept` by voice, text and app; decoded where
    missing unless --rematch) and `app_prompted_hypotheses` matched in the
    first answer's place (`prompt`: every app's, which the first hearing
    was decoded with). Returns the rows heard again by case number, how
    many were wanted but not kept (--rematch), and every kept row wanted,
    in the cases' order — with --write-kept, then the rows kept before
    that this run did not want and that still hold their app's prompt
    (another matcher's: a parameter swept asks for them), by app, voice and
    text."""
    again_modes = [m for m, mode in enumerate(modes) if mode[1] == "whisper" and mode[3].endswith(" app")]
    wanted = [(c, m, app_to_hear_again(results[c * len(modes) + m])) for m in again_modes for c in range(len(cases))]
    wanted = [(c, m, app) for c, m, app in wanted if app is not None]
    prompts = {app: app_prompt(phrase, catalog, app) for app in sorted({app for _, _, app in wanted})}
    done = kept_rows(list(kept) + [path], options.noise, heard_again_key)
    jobs = list(dict.fromkeys((cases[c][3]["voice"], cases[c][3]["spoken"], app) for c, _, app in wanted))
    todo = [job + (prompts[job[2]],) for job in jobs
            if done.get(job, {}).get("settings") != whisper_settings(prompts[job[2]])]
    if not options.rematch:
        decode_into(path, done, todo, options.jobs, _start_whisper_worker, ("", options.noise, WHISPER_MODEL), _decode_whisper_again,
                    "whisper, the app's prompt", heard_again_key)
        todo = []
    missing = {job[:3] for job in todo}
    again, requests, places = {}, [], []
    for c, m, app in wanted:
        whisper = cases[c][3]
        job = (whisper["voice"], whisper["spoken"], app)
        if job in missing or not done[job]["heard"]:
            continue
        again[c] = done[job]
        requests.append({"hypotheses": app_prompted_hypotheses(done[job]["heard"][:5], whisper["prompted"][:5],
                                                               whisper["plain"][:5], prompt, prompts[app])})
        places.append(c * len(modes) + m)
    for place, result in zip(places, match_all(phrase, catalog, requests)):
        results[place] = result
    sent = dict(zip(places, requests))
    kept_rows_wanted = [done[job] for job in jobs if job in done]
    if not options.write_kept:
        return again, len(missing), sent, kept_rows_wanted
    unwanted = sorted(set(done) - set(jobs), key=lambda job: (job[2], job[0], job[1]))
    for app in sorted({job[2] for job in unwanted} - set(prompts)):
        prompts[app] = app_prompt(phrase, catalog, app)
    still = [done[job] for job in unwanted if done[job].get("settings") == whisper_settings(prompts[job[2]])]
    return again, len(missing), sent, kept_rows_wanted + still


def app_prompt(phrase, catalog, app):
    """`phrase grammar --format prompt` of one app of `catalog`."""
    return subprocess.run([phrase, "grammar", catalog, "--format", "prompt", "--app", app],
                          capture_output=True, text=True, check=True).stdout.strip()


def reading(app, intent, parameters):
    """A reading as compared: app folded, intent, parameters folded."""
    return (folded(app or "").replace(" ", ""), intent or "",
            tuple(sorted((name, folded(value)) for name, value in parameters.items())))


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


def acts(result):
    """Whether a frontend acts on `result` (dispatches its intent) rather
    than asking the speaker: only `matched` does."""
    return result.get("status") == "matched"


def on_track(row, result):
    """Whether `result`, a question, asks the right one: `needs-value` for
    a parameter the expected reading has, the intent and every value given
    as expected; `ambiguous` with an expected reading among the
    alternatives. A wrong answer, but not a wrong action: the speaker is
    asked what they said."""
    if is_right(row, result):
        return False
    want = expected_readings(row)
    if result.get("status") == "needs-value":
        app, intent, values = result_reading(result)
        return any((app, intent) == w[:2] and set(values) <= set(w[2]) and result.get("parameter") in dict(w[2])
                   for w in want)
    if result.get("status") == "ambiguous":
        return any(result_reading(a) in want for a in result.get("alternatives", []))
    return False


def texts_sent(request):
    """Each hypothesis of `request` as a request of its own (what else the
    request says kept), with whether a grammar constrained it."""
    if "hypotheses" not in request:
        return [(request, False)]
    rest = {k: v for k, v in request.items() if k != "hypotheses"}
    alone = {}
    for h in request["hypotheses"]:
        text, grammar = (h, False) if isinstance(h, str) else (h.get("text", ""), bool(h.get("grammar")))
        alone[text] = alone.get(text, True) and grammar
    return [(dict(rest, text=text), grammar) for text, grammar in alone.items()]


def within_reach(phrase, catalog, cases, modes, results, requests):
    """For each result, in-domain: "right"; else "unconstrained" where a
    hypothesis its request sent, matched on its own, is right, "grammar"
    where only one decoded with a grammar is; else (and out of domain)
    None. What the recogniser heard bounds what any reading of the list
    can get right: the rest is the matcher's."""
    reach = [None] * len(results)
    alone, places = [], []
    for c, (kind, row, _, _) in enumerate(cases):
        for m in range(len(modes)):
            place = c * len(modes) + m
            if kind != "in-domain":
                continue
            if is_right(row, results[place]):
                reach[place] = "right"
                continue
            for request, grammar in texts_sent(requests[place]):
                alone.append(request)
                places.append((place, row, grammar))
    for (place, row, grammar), result in zip(places, match_all(phrase, catalog, alone) if alone else []):
        if is_right(row, result) and reach[place] != "unconstrained":
            reach[place] = "grammar" if grammar else "unconstrained"
    return reach


def words_error(reference, heard):
    """Word edit distance over the reference's length."""
    ref, hyp = folded(reference).split(), folded(heard).split()
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        previous, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (r != h))
    return row[-1], len(ref)


# `--param NAME=VALUE` for every `phrase match` (a matcher parameter tried
# without a build: MatchParameters.setting).
MATCH_FLAGS = []


def match_all(phrase, catalog, requests):
    """phrase match --json over every request line; the results in order."""
    text = "".join(json.dumps(r) + "\n" for r in requests)
    out = subprocess.run([phrase, "match", catalog, "--json"] + MATCH_FLAGS, input=text, capture_output=True, text=True, check=True)
    results = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    assert len(results) == len(requests), (len(results), len(requests), out.stderr[-2000:])
    return results


# The parts of a set (its lists' `split` column): the development set's
# tuning and checking parts, and the held-out set's (Tests/Unseen).
PARTS = ("tuning", "checking", "unseen")


def parts_of(cases):
    """The parts of the set that `cases` have lines of, in `PARTS` order."""
    return [part for part in PARTS if any(row.get("split") == part for _, row, _, _ in cases)]


def tally(cases, modes, results, reach=None):
    """Each mode's counts, whole and by part of the set, by mode name:
    in-domain lines, right, accepted otherwise (wrong) and of those acted
    on, or asked the right question (`on_track`); out-of-domain lines,
    accepted, and of those acted on; with `reach` (`within_reach`), the
    in-domain lines some hypothesis sent is right on its own, and some not
    decoded with a grammar."""
    reach = reach or [None] * len(results)
    summary = {}
    for m, (name, _, _, _) in enumerate(modes):
        summary[name] = {}
        for part in ["all"] + parts_of(cases):
            chosen = [(k, row, results[c * len(modes) + m]) for c, (k, row, _, _) in enumerate(cases)
                      if part == "all" or row.get("split") == part]
            reached = [reach[c * len(modes) + m] for c, (k, row, _, _) in enumerate(cases)
                       if k == "in-domain" and (part == "all" or row.get("split") == part)]
            inside = [(row, r) for k, row, r in chosen if k == "in-domain"]
            outside = [r for k, _, r in chosen if k != "in-domain"]
            summary[name][part] = {
                "in-domain": len(inside), "right": sum(is_right(row, r) for row, r in inside),
                "wrong": sum(accepts(r) and not is_right(row, r) for row, r in inside),
                "acted": sum(acts(r) and not is_right(row, r) for row, r in inside),
                "asked-on-track": sum(on_track(row, r) for row, r in inside),
                "within-reach": sum(found is not None for found in reached),
                "within-reach-unconstrained": sum(found in ("right", "unconstrained") for found in reached),
                "out-of-domain": len(outside), "accepted": sum(accepts(r) for r in outside),
                "accepted-acted": sum(acts(r) for r in outside),
                "acted-sure": sum(acts(r) and r.get("confidence", 0) >= SURE and not is_right(row, r) for row, r in inside),
                "right-sure": sum(acts(r) and r.get("confidence", 0) >= SURE and is_right(row, r) for row, r in inside),
                "accepted-acted-sure": sum(acts(r) and r.get("confidence", 0) >= SURE for r in outside)}
    return summary


# The confidence from which a frontend acts without asking (Docs/matching.md,
# "Acting on a match"); below it, it confirms. SPEC §4: `matched` at 0.9 or
# more is right at least 99 % of the time on real speech.
SURE = 0.9
BANDS = ((0.9, "≥ 0.9"), (0.8, "0.8–0.9"), (0.7, "0.7–0.8"), (0.0, "below 0.7"))


def free_text_parameters(phrase, catalog):
    """(app, intent, parameter) of every free-text (`String`) parameter of
    the catalog, from `phrase compile --json`."""
    compiled = json.loads(subprocess.run([phrase, "compile", catalog, "--json"], capture_output=True, text=True,
                                         check=True).stdout)
    return {(app["name"], shortcut["intent"], parameter["name"]) for app in compiled["apps"]
            for shortcut in app["shortcuts"] for parameter in shortcut["parameters"] if parameter["type"] == "String"}


def confidence_bands(cases, modes, results, free_text):
    """How often an action (`matched`) is right, per confidence band, for
    actions with listed values only and for those carrying free text
    (`free_text`: (app, intent, parameter) of every String parameter);
    out-of-domain actions count as wrong."""
    lines = ["", "Actions (`matched`) right per confidence band, right of all (out-of-domain actions are wrong); "
             "a frontend acts from %g without asking and confirms below it:" % SURE, "",
             "| hypotheses sent | values | " + " | ".join(label for _, label in BANDS) + " |",
             "|---|---|" + "---:|" * len(BANDS)]
    for m, (name, _, _, _) in enumerate(modes):
        counts = {}
        for c, (kind, row, _, _) in enumerate(cases):
            result = results[c * len(modes) + m]
            if not acts(result):
                continue
            carries = any((result.get("app"), result.get("intent"), p) in free_text for p in result.get("parameters", {}))
            band = next(low for low, _ in BANDS if result.get("confidence", 0) >= low)
            right, total = counts.get((carries, band), (0, 0))
            counts[(carries, band)] = (right + (kind == "in-domain" and is_right(row, result)), total + 1)
        for carries in (False, True):
            if not any(key[0] == carries for key in counts):
                continue
            cells = ["%d of %d" % counts[(carries, low)] if (carries, low) in counts else "–" for low, _ in BANDS]
            lines.append("| %s | %s | %s |" % (name, "with free text" if carries else "listed only", " | ".join(cells)))
    return lines


def losses(cases, modes, results, free_text_templates):
    """Why the pipeline's in-domain lines are not right: the grammar heard
    them right but the acoustic check did not send its hypothesis, or the
    matcher's rule did not let it count, or the grammar did not hear them
    right either (free text among them)."""
    names = [m[0] for m in modes]
    pipeline, alone = names.index(PIPELINE), names.index("grammar alone, unchecked (diagnosis)")
    one = names.index("free 5-best + grammar")
    kinds = {}
    for c, (kind, row, decode, _) in enumerate(cases):
        base = c * len(modes)
        if kind != "in-domain" or is_right(row, results[base + pipeline]):
            continue
        merged = decode["grammar"]["merged"]
        fit = merged[2] if merged and len(merged) >= 3 else None
        if is_right(row, results[base + one]):
            why = ("the grammar heard it right with the recogniser's pronunciations, another thing with Phrasebook's: "
                   "the two disagreed, neither counted")
        elif is_right(row, results[base + alone]) and not fits_as_heard(fit):
            # Not sent at all: the pipeline's acoustic check (`hypotheses`) dropped it.
            why = ("the grammar heard it right; the acoustic check did not send it (%s fits the audio worse than "
                   "the free hearing)" % ("its app's name" if fit["name"] is not None and fit["name"] < NAME_FIT
                                          else "a value" if fit.get("value") is not None and fit["value"] < VALUE_FIT
                                          else "a word"))
        elif is_right(row, results[base + alone]):
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


def request_of(mode, decode, whisper, prompt=""):
    """What one mode sends phrased for one utterance; `prompt`, the one
    Whisper's prompted hypotheses were decoded with."""
    _, recogniser, nbest, use = mode
    if recogniser == "whisper":
        source, _, how = use.partition(" ")
        listed = whisper_hypotheses(whisper[source][:nbest], whisper["plain"][:nbest] if how.startswith("witnessed") else None,
                                    prompted=source == "prompted", prompt=prompt)
        return {"hypotheses": listed} if listed else {"text": ""}
    if use == "alone":
        return {"text": (decode["grammar"]["merged"] or ("",))[0]}
    source, _, how = (use or "").partition(" ")
    listed = hypotheses(decode["free"][:nbest], decode["grammar"][source] if use else None, check=how != "unchecked",
                        second=decode["grammar"]["phrase"] if how == "both" else None, free_segments=decode.get("freeSegments"))
    return {"hypotheses": listed} if listed else {"text": ""}


def heard_by(mode_name, decode, whisper):
    """The best hypothesis a mode sent, for the details."""
    if mode_name.startswith("whisper"):
        use = "prompted" if "prompt" in mode_name else "plain"
        again = whisper.get("again") if "app's own prompt" in mode_name else None
        if again:
            return "whisper %r, with %s's prompt %r" % (whisper[use][0][0] if whisper[use] else "", again["app"],
                                                       again["heard"][0][0] if again["heard"] else "")
        return "whisper %r" % (whisper[use][0][0] if whisper[use] else "")
    return "free %r, grammar %r" % (decode["free"][0][0] if decode["free"] else "",
                                    decode["grammar"]["merged"][0] if decode["grammar"]["merged"] else None)


def link_catalog(out, folders):
    """OUT/apps: a link to every app folder of `folders`, one catalog of all of them."""
    catalog = os.path.join(out, "apps")
    os.makedirs(catalog, exist_ok=True)
    for folder in folders:
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
    return catalog


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--evaluation", required=True, help="the evaluation set's folder (lists and apps/)")
    parser.add_argument("--phrases", default=os.path.join(root, "phrases"), help="the sample apps")
    parser.add_argument("--phrase", default=os.path.join(root, ".build/release/phrase"), help="the phrase binary")
    parser.add_argument("--voices", default=",".join(VOICES), help="comma-separated, of: " + ", ".join(VOICES))
    parser.add_argument("--jobs", type=int, default=2, help="decoding processes")
    parser.add_argument("--out", required=True, help="folder for decodes.jsonl, whisper.jsonl and report.md")
    parser.add_argument("--rematch", action="store_true", help="only match the kept decodings again")
    parser.add_argument("--kept", help="decodings kept with the evaluation set (decodes.jsonl.gz, whisper.jsonl.gz), "
                                       "read before OUT's own (default: EVALUATION/voice; 'none': only OUT's)")
    parser.add_argument("--write-kept", action="store_true",
                        help="write the decodings this run used, in the lists' order, over those in --kept "
                             "(gzipped, the same rows the same bytes); of the app-prompted ones, those kept before "
                             "that this run did not use stay, after them")
    parser.add_argument("--modes", default="all",
                        help="'all' (default), 'pipelines' (what voice-pipeline.py sends with each recogniser) "
                             "or mode names as the report writes them, separated by semicolons")
    parser.add_argument("--every", type=int, default=1, help="every Nth line of each list only (a quick run)")
    parser.add_argument("--noise", type=parse_noise, default=None,
                        help="noise mixed into every utterance, KIND:SNR (pink, brown, white; dB), as pink:12; "
                             "keep each condition's decodings in an --out of its own")
    parser.add_argument("--prompt", help="Whisper's prompt from this file, not `phrase grammar --format prompt`'s "
                                         "(to compare prompts; an --out of its own)")
    parser.add_argument("--refit", action="store_true",
                        help="work each grammar best's fit out again from its kept segments with this grammar and the "
                             "pipeline's checks as they are now (needs pocketsphinx's dictionary), not take the kept fit")
    parser.add_argument("--recognisers", default=",".join(RECOGNISERS),
                        help="comma-separated, of: %s (default: both)" % ", ".join(RECOGNISERS))
    parser.add_argument("--whisper-model", default="tiny.en",
                        help="tiny.en (make whisper-venv) or a CTranslate2 Whisper model's folder (make whisper-base: "
                             "the multilingual base); its decodings are kept apart from tiny.en's")
    parser.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                        help="a matcher parameter for every match (phrase match --param; repeatable)")
    options = parser.parse_args()
    if options.whisper_model != "tiny.en" and not os.path.isfile(os.path.join(options.whisper_model, "model.bin")):
        parser.error("--whisper-model: tiny.en or a CTranslate2 Whisper model's folder (with model.bin), not %r"
                     % options.whisper_model)
    global WHISPER_MODEL
    WHISPER_MODEL = options.whisper_model
    os.makedirs(options.out, exist_ok=True)
    MATCH_FLAGS.extend(flag for param in options.param for flag in ("--param", param))

    catalog = link_catalog(options.out, [options.phrases, os.path.join(options.evaluation, "apps")])

    def grammar(fmt):
        return subprocess.run([options.phrase, "grammar", catalog, "--format", fmt], capture_output=True, text=True,
                              check=True).stdout

    started = time.monotonic()
    jsgf = grammar("jsgf")
    grammar_seconds = time.monotonic() - started
    dictionary = grammar("dict")
    prompt = grammar("prompt").strip()
    if options.prompt:
        with open(options.prompt, encoding="utf-8") as f:
            prompt = f.read().strip()
    for name, text in (("phrases.gram", jsgf), ("phrases.dict", dictionary), ("prompt.txt", prompt + "\n")):
        with open(os.path.join(options.out, name), "w") as f:
            f.write(text)

    recognisers = options.recognisers.split(",")
    chosen = {"all": [m[0] for m in MODES], "pipelines": [PIPELINE, WHISPER_PIPELINE]}.get(
        options.modes, [name.strip() for name in options.modes.split(";")])
    unknown = set(chosen) - {m[0] for m in MODES}
    if unknown:
        parser.error("no such mode: %s (of: %s)" % (", ".join(sorted(unknown)), "; ".join(m[0] for m in MODES)))
    modes = [m for m in MODES if m[1] in recognisers and m[0] in chosen]
    kept = options.kept or os.path.join(options.evaluation, "voice")
    kept = [] if kept == "none" else [kept]
    positives = read_list(os.path.join(options.evaluation, "phrases.tsv"))[::options.every]
    outside = [row for row in read_list(os.path.join(options.evaluation, "out-of-domain.tsv"))
               if row["tts"] != "-"][::options.every]
    voices = options.voices.split(",")
    jobs = [(voice, row["spoken"]) for row in positives + outside for voice in voices]
    jobs = list(dict.fromkeys(jobs))
    decodes, whispers = {}, {}
    if "pocketsphinx" in recognisers:
        path = os.path.join(options.out, "decodes.jsonl")
        decodes = decode_all([] if options.rematch else jobs, jsgf, dictionary, options.jobs, path, options.noise,
                             [os.path.join(k, "decodes.jsonl.gz") for k in kept])
        settings = grammar_settings(jsgf, dictionary)
        stale = sum(1 for job in jobs if job in decodes and decodes[job].get("grammarSettings") != settings)
        if stale:
            print("warning: %d kept grammar decodings were made with another grammar or dictionary; "
                  "run without --rematch to hear them with this one" % stale, file=sys.stderr)
        if options.refit:
            refit(decodes, jsgf)
    if "whisper" in recognisers:
        path = os.path.join(options.out, "whisper.jsonl")
        whispers = decode_all_whisper([] if options.rematch else jobs, prompt, options.jobs, path, options.noise,
                                      [os.path.join(k, "whisper.jsonl.gz") for k in kept])
        stale = sum(1 for job in jobs if job in whispers and whispers[job].get("settings") != whisper_settings(prompt))
        if stale:
            print("warning: %d kept Whisper decodings were made with another prompt; run without --rematch to "
                  "hear them with this one" % stale, file=sys.stderr)

    if options.write_kept:
        if not kept:
            parser.error("--write-kept needs a --kept folder")
        os.makedirs(kept[0], exist_ok=True)
        for name, rows in (("decodes.jsonl.gz", decodes), ("whisper.jsonl.gz", whispers)):
            if rows:
                write_kept(os.path.join(kept[0], name), [rows[job] for job in jobs if job in rows])

    cases = []  # (kind, row, pocketsphinx decode, whisper decode)
    for kind, rows in (("in-domain", positives), ("out-of-domain", outside)):
        for row in rows:
            for voice in voices:
                decode, whisper = decodes.get((voice, row["spoken"])), whispers.get((voice, row["spoken"]))
                if ("pocketsphinx" not in recognisers or decode) and ("whisper" not in recognisers or whisper):
                    cases.append((kind, row, decode, whisper))
    if not cases:
        sys.exit("voice-measure: no utterance has a decoding by %s (kept: %s; out: %s)%s"
                 % (" and ".join(recognisers), ", ".join(kept) or "none", options.out,
                    "; --rematch matches only what was heard before" if options.rematch else ""))
    requests = [request_of(mode, decode, whisper, prompt) for _, _, decode, whisper in cases for mode in modes]
    results = match_all(options.phrase, catalog, requests)
    if "whisper" in recognisers:
        again, unheard, sent_again, again_rows = hear_again(options.phrase, catalog, prompt, cases, modes, results, options,
                                                os.path.join(options.out, "whisper-app.jsonl"),
                                                [os.path.join(k, "whisper-app.jsonl.gz") for k in kept])
        if unheard:
            print("warning: %d utterances to hear again with their app's prompt were not kept; their first answer "
                  "stands (run without --rematch to hear them)" % unheard, file=sys.stderr)
        for place, request in sent_again.items():
            requests[place] = request
        cases = [(kind, row, decode, dict(whisper, again=again[c]) if c in again else whisper)
                 for c, (kind, row, decode, whisper) in enumerate(cases)]
        if options.write_kept and again_rows:
            write_kept(os.path.join(kept[0], "whisper-app.jsonl.gz"), again_rows)

    report = ["# Voice pipeline measurements", "",
              "%d in-domain and %d out-of-domain utterances (%s lines × %d voices: %s%s); %s."
              % (sum(k == "in-domain" for k, _, _, _ in cases), sum(k == "out-of-domain" for k, _, _, _ in cases),
                 "%d + %d" % (len(positives), len(outside)), len(voices), ", ".join(voices),
                 "; %s noise at %g dB SNR" % options.noise if options.noise else "",
                 "; ".join(([("grammar of every app (%d lines, %d KB, %d words), exported in %.0f ms"
                             % (len(jsgf.splitlines()), len(jsgf.encode()) // 1024, len(dictionary.splitlines()),
                                grammar_seconds * 1000))] if "pocketsphinx" in recognisers else [])
                           + (["Whisper %s's prompt %s" % (model_name(WHISPER_MODEL), "of %s" % options.prompt if options.prompt else
                                                           "of every app: %d tokens" % prompt_tokens(options.phrase, catalog))]
                              if "whisper" in recognisers else []))), "",
              "Right: the intended intent with every parameter (or the ambiguity or question written down); wrong: "
              "accepted otherwise, of which acted on (`matched`: a wrong action) and asked (`needs-value` or "
              "`ambiguous`: a question); not accepted: no-match or rejected. Without asking: the actions at %g or "
              "more, which voice-pipeline.py runs at once (below, it reads them back: `--confirm-below`)." % SURE, "",
              "| hypotheses sent | in-domain right | wrong | of which acted on | acted on without asking | not accepted "
              "| out-of-domain accepted | of which acted on | without asking |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    summary = tally(cases, modes, results, within_reach(options.phrase, catalog, cases, modes, results, requests))
    details = []
    for m, (name, _, _, _) in enumerate(modes):
        lost, false_accepts = [], []
        for c, (kind, row, decode, whisper) in enumerate(cases):
            result = results[c * len(modes) + m]
            if kind == "in-domain" and not is_right(row, result):
                lost.append((row, decode, whisper, result))
            elif kind != "in-domain" and accepts(result):
                false_accepts.append((row, decode, whisper, result))
        n = summary[name]["all"]
        total = n["in-domain"]
        report.append("| %s | %d of %d (%.1f %%) | %d (%.1f %%) | %d (%.1f %%) | %d (%.1f %%) | %d | %d of %d | %d | %d |" % (
            name, n["right"], total, 100 * n["right"] / max(total, 1), n["wrong"], 100 * n["wrong"] / max(total, 1),
            n["acted"], 100 * n["acted"] / max(total, 1), n["acted-sure"], 100 * n["acted-sure"] / max(total, 1),
            total - n["right"] - n["wrong"], n["accepted"], n["out-of-domain"], n["accepted-acted"], n["accepted-acted-sure"]))
        details.append((name, lost, false_accepts))

    report += ["", "Within reach: the in-domain lines right, or wrong with some hypothesis the list sent right when "
               "matched on its own — decoded without a grammar, or with one (which forces any speech into a phrase). "
               "Past that, the recogniser heard nothing right to read. Asked the right question: wrong answers "
               "that ask for a value the line has, the rest as said, or offer the right reading among the "
               "alternatives.", "",
               "| hypotheses sent | right | within reach | within reach, a grammar's hypothesis too "
               "| wrong: asked the right question |", "|---|---:|---:|---:|---:|"]
    for name, _, _, _ in modes:
        n = summary[name]["all"]
        report.append("| %s | %d | %d (%.1f %%) | %d (%.1f %%) | %d of %d |" % (
            name, n["right"], n["within-reach-unconstrained"], 100 * n["within-reach-unconstrained"] / max(n["in-domain"], 1),
            n["within-reach"], 100 * n["within-reach"] / max(n["in-domain"], 1), n["asked-on-track"], n["wrong"] - n["acted"]))

    # By part of the evaluation set: the tuning apps (and the sample apps)
    # the matcher's constants were set on, the checking apps it never saw.
    # The held-out set's lines are all `unseen`: apps nothing was tuned on.
    parts = parts_of(cases)
    report += ["", "By part of the set (tuning: the sample and tuning apps; checking: apps no constant was set on; "
               "unseen: the held-out set's apps, Tests/Unseen):", "",
               "| hypotheses sent | " + " | ".join("%s: in-domain right | wrong | acted on | out-of-domain accepted "
                                                   "| acted on" % part for part in parts) + " |",
               "|---|" + "---:|" * (5 * len(parts))]
    for name, _, _, _ in modes:
        cells = []
        for split in parts:
            n = summary[name][split]
            cells += ["%d of %d (%.1f %%)" % (n["right"], n["in-domain"], 100 * n["right"] / max(n["in-domain"], 1)),
                      "%d" % n["wrong"], "%d" % n["acted"], "%d of %d" % (n["accepted"], n["out-of-domain"]),
                      "%d" % n["accepted-acted"]]
        report.append("| %s | %s |" % (name, " | ".join(cells)))

    report += confidence_bands(cases, modes, results, free_text_parameters(options.phrase, catalog))

    # Word error rates and decode times.
    report += ["", "| decoding | word error (in-domain) | heard exactly | processor time per utterance p50 / p90 "
               "| decoding time ÷ audio length (processor) | wall time p50 |", "|---|---:|---:|---:|---:|---:|"]
    positive_cases = [(row, d, w) for k, row, d, w in cases if k == "in-domain"]
    decodings = []
    if "pocketsphinx" in recognisers:
        decodings += [("pocketsphinx free (default LM)", "pocketsphinx", "free"),
                      ("pocketsphinx with the grammar, merged dictionary", "pocketsphinx", "merged"),
                      ("pocketsphinx with the grammar, Phrasebook's dictionary", "pocketsphinx", "phrase")]
    if "whisper" in recognisers:
        name = model_name(WHISPER_MODEL)
        decodings += [("whisper %s, 5-best" % name, "whisper", "plain"), ("whisper %s, 5-best, prompt" % name, "whisper", "prompted")]
    for label, recogniser, key in decodings:
        def best(d, w):
            if recogniser == "whisper":
                return w[key][0][0] if w[key] else ""
            if key == "free":
                return d["free"][0][0] if d["free"] else ""
            return (d["grammar"][key] or ("",))[0]
        errors = words = exact = 0
        for row, d, w in positive_cases:
            # Against what was said, or the phrase as written ("what's" is "what is" in the grammar).
            heard = best(d, w)
            e, n = min(words_error(row["spoken"], heard), words_error(row["phrase"], heard))
            errors, words, exact = errors + e, words + n, exact + (e == 0)
        rows = [w if recogniser == "whisper" else d for _, _, d, w in cases]
        times = [r.get("cpuSeconds", r["seconds"])[key] for r in rows]
        audio = sum(r["audioSeconds"] for r in rows)
        report.append("| %s | %.1f %% | %.1f %% | %.2f / %.2f s | %.2f | %.2f s |" % (
            label, 100 * errors / max(words, 1), 100 * exact / max(len(positive_cases), 1),
            statistics.median(times), percentile(times, 0.9), sum(times) / audio,
            statistics.median(r["seconds"][key] for r in rows)))

    if all(name in summary for name in (PIPELINE, "free 5-best + grammar", "grammar alone, unchecked (diagnosis)")):
        report += losses(cases, modes, results, set(re.findall(r"// (.*)\n//   left out", jsgf)))
    # Each mode's counts, whole and by part, for what reads them (the rematch test).
    with open(os.path.join(options.out, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
        f.write("\n")
    with open(os.path.join(options.out, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c, (kind, row, decode, whisper) in enumerate(cases):
            f.write(json.dumps({"kind": kind, "row": row, "decode": decode, "whisper": whisper,
                                "results": dict(zip([m[0] for m in modes], results[c * len(modes):(c + 1) * len(modes)]))})
                    + "\n")

    for name, lost, false_accepts in details:
        report += ["", "## %s" % name, "", "In-domain lines not right: %d" % len(lost), ""]
        for row, d, w, result in lost:
            report.append("- `%s` (%s) → %s %s %s; %s, hypothesis %s" % (
                row["spoken"], (d or w)["voice"], result.get("status"), result.get("intent") or "",
                " ".join("%s=%s" % (k, v["value"]) for k, v in result.get("parameters", {}).items()),
                heard_by(name, d, w), result.get("hypothesis")))
        report += ["", "Out-of-domain accepted: %d" % len(false_accepts), ""]
        for row, d, w, result in false_accepts:
            report.append("- `%s` (%s) → %s %s %s [%.2f, hypothesis %s]; %s" % (
                row["spoken"], (d or w)["voice"], result.get("status"), result.get("app"), result.get("intent") or "",
                result.get("confidence", 0), result.get("hypothesis"), heard_by(name, d, w)))
    text = "\n".join(report) + "\n"
    with open(os.path.join(options.out, "report.md"), "w", encoding="utf-8") as f:
        f.write(text)
    print("\n".join(report[:report.index("## %s" % modes[0][0]) - 1]))
    print("\ndetails: %s" % os.path.join(options.out, "report.md"))


def prompt_tokens(phrase, catalog):
    """The prompt's length in Whisper's tokens, as `phrase grammar --json` says."""
    answer = subprocess.run([phrase, "grammar", catalog, "--format", "prompt", "--json"], capture_output=True,
                            text=True, check=True).stdout
    return json.loads(answer)["tokens"]


if __name__ == "__main__":
    main()
