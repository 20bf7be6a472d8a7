#!/usr/bin/env python3
"""The kept decodings of every development and held-out set matched again,
and the two pipelines' counts added up: how a change to the matcher is
judged (Docs/voice.md, "Measured").

    python3 Tools/rematch-sets.py --out .build/rematch/NAME [--phrase BIN] [--param NAME=VALUE ...]
                                  [--sets development|held-out|all|Tests/UnseenN,...] [--against .build/rematch/OTHER]

Each set is matched by `voice-measure.py --rematch --modes pipelines` (no
recogniser, nothing heard anew) into OUT/<set>, two at a time. The table
gives, for each group of sets and each pipeline (what voice-pipeline.py
sends with pocketsphinx and with Whisper): in-domain lines within reach
(right, or some hypothesis sent, not a grammar's, right on its own: what
the recogniser heard bounds what the matcher can get right); right; wrong
answers (of which questions asking what the speaker said, and actions);
the actions taken without asking (0.9 or more, voice-pipeline.py's
`--confirm-below` default), right and wrong; and the out-of-domain lines
accepted (of which actions, of which without asking). With `--against`,
each count is followed by its change from that earlier run's.

`--changes` lists the development sets' lines whose answer differs from
the `--against` run's. Held-out sets (`Tests/Unseen9` and later) are
counted, never listed: their READMEs' rule.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVELOPMENT = ["Tests/Evaluation", "Tests/Unseen"] + ["Tests/Unseen%d" % n for n in range(2, 8)]
HELD_OUT = ["Tests/Unseen%d" % n for n in range(9, 13)]
PIPELINES = (("pocketsphinx", "free 5-best + grammar, both pronunciations"),
             ("Whisper", "whisper 5-best + prompt, then the app's own prompt"))
COLUMNS = (("within-reach-unconstrained", "within reach"), ("right", "right"), ("wrong", "wrong"),
           ("asked-on-track", "of which the right question"), ("acted", "of which acted"),
           ("right-sure", "without asking: right"), ("acted-sure", "without asking: wrong"),
           ("accepted", "out of domain accepted"), ("accepted-acted", "acted"),
           ("accepted-acted-sure", "without asking"))


def is_held_out(path):
    return os.path.normpath(path) in HELD_OUT


def rematch(path, options):
    out = os.path.join(options.out, os.path.basename(os.path.normpath(path)))
    command = [sys.executable, os.path.join(ROOT, "Tools/voice-measure.py"), "--evaluation", os.path.join(ROOT, path),
               "--phrase", options.phrase, "--out", out, "--rematch", "--modes", "pipelines"]
    for param in options.param:
        command += ["--param", param]
    if options.every > 1:
        command += ["--every", str(options.every)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("rematch-sets: %s failed:\n%s" % (path, done.stderr[-3000:]))
    # Decodings kept with another prompt or grammar, or not kept at all: the
    # set's figures are not the pipeline's as it is now (voice-measure says which).
    for line in done.stderr.splitlines():
        if line.startswith("warning:"):
            print("rematch-sets: %s: %s" % (path, line), file=sys.stderr)
    with open(os.path.join(out, "summary.json"), encoding="utf-8") as f:
        return json.load(f)


def summed(summaries):
    total = {}
    for summary in summaries:
        for _, mode in PIPELINES:
            counts = total.setdefault(mode, {})
            for key, value in summary[mode]["all"].items():
                counts[key] = counts.get(key, 0) + value
    return total


def table(title, sets, totals, earlier):
    counts = totals[PIPELINES[0][1]]
    lines = ["", "%s (%s): {:,} in-domain, {:,} out-of-domain utterances".format(
        counts["in-domain"], counts["out-of-domain"]) % (title, ", ".join(os.path.basename(s) for s in sets)), "",
        "| pipeline | " + " | ".join(label for _, label in COLUMNS) + " |", "|---|" + "---:|" * len(COLUMNS)]
    for name, mode in PIPELINES:
        cells = []
        for key, _ in COLUMNS:
            value = totals[mode].get(key, 0)
            cell = "{:,}".format(value)
            if earlier is not None:
                delta = value - earlier[mode].get(key, 0)
                cell += " (%+d)" % delta if delta else " (=)"
            cells.append(cell)
        lines.append("| %s | %s |" % (name, " | ".join(cells)))
    return lines


def answers(folder):
    """(mode, kind, spoken, voice) -> a short answer, from a run's cases.jsonl."""
    found = {}
    with open(os.path.join(folder, "cases.jsonl"), encoding="utf-8") as f:
        for line in f:
            case = json.loads(line)
            voice = (case["decode"] or case["whisper"] or {}).get("voice", "")
            for mode, result in case["results"].items():
                parameters = " ".join("%s=%s" % (k, v["value"]) for k, v in sorted(result.get("parameters", {}).items()))
                found[(mode, case["kind"], case["row"]["spoken"], voice)] = "%s %s %s %s [%.2f]" % (
                    result.get("status"), result.get("app") or "", result.get("intent") or "", parameters,
                    result.get("confidence", 0))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="a folder for this run (one folder a set)")
    parser.add_argument("--phrase", default=os.path.join(ROOT, ".build/release/phrase"), help="the phrase binary")
    parser.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                        help="a matcher parameter (phrase match --param; repeatable)")
    parser.add_argument("--sets", default="all", help="development, held-out, all, or set folders separated by commas")
    parser.add_argument("--against", help="an earlier run's --out: each count's change from it")
    parser.add_argument("--changes", action="store_true",
                        help="list the development sets' answers that differ from the --against run's")
    parser.add_argument("--jobs", type=int, default=2, help="sets matched at once")
    parser.add_argument("--every", type=int, default=1, help="every Nth line of each list only (a quick run)")
    options = parser.parse_args()
    options.phrase = os.path.abspath(options.phrase)
    options.out = os.path.abspath(options.out)
    if options.changes and not options.against:
        parser.error("--changes needs --against")
    sets = {"development": DEVELOPMENT, "held-out": HELD_OUT, "all": DEVELOPMENT + HELD_OUT}.get(
        options.sets, [s.strip() for s in options.sets.split(",") if s.strip()])
    for path in sets:
        if not os.path.isdir(os.path.join(ROOT, path, "voice")):
            parser.error("%s keeps no decodings (no %s/voice)" % (path, path))

    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        summaries = dict(zip(sets, pool.map(lambda path: rematch(path, options), sets)))

    def earlier(group):
        if not options.against:
            return None
        found = []
        for path in group:
            with open(os.path.join(options.against, os.path.basename(path), "summary.json"), encoding="utf-8") as f:
                found.append(json.load(f))
        return summed(found)

    report = ["# Kept decodings matched again: %s%s" % (
        os.path.basename(options.phrase) if not options.param else
        os.path.basename(options.phrase) + " --param " + " --param ".join(options.param),
        ", against %s" % options.against if options.against else "")]
    groups = [("Development sets", [s for s in sets if not is_held_out(s)]), ("Held out, counts only", [s for s in sets if is_held_out(s)])]
    for title, group in groups:
        if group:
            report += table(title, group, summed(summaries[s] for s in group), earlier(group))
    if options.changes:
        for path in (s for s in sets if not is_held_out(s)):
            name = os.path.basename(path)
            now, before = answers(os.path.join(options.out, name)), answers(os.path.join(options.against, name))
            changed = sorted(key for key in now if key in before and now[key] != before[key])
            if changed:
                report += ["", "## %s: %d answers changed" % (name, len(changed)), ""]
                report += ["- %s, %s `%s` (%s): %s → %s" % (mode.split(",")[0], kind, spoken, voice, before[key], now[key])
                           for key in changed for mode, kind, spoken, voice in [key]]
    text = "\n".join(report) + "\n"
    with open(os.path.join(options.out, "report.md"), "w", encoding="utf-8") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
