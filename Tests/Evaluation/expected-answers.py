#!/usr/bin/env python3
"""Write down the expected answer of each development-set phrase.

    expected-answers.py fill SELECTION > phrases.tsv   # answers for new lines
    expected-answers.py check                          # the committed lists still agree with the apps?
    expected-answers.py fill SELECTION --evaluation DIR > DIR/phrases.tsv   # another evaluation set
    expected-answers.py check --evaluation DIR
    expected-answers.py selftest                       # how templates are laid over phrases

DIR (default: this folder) holds the set's lists, its split.tsv and its
apps/; the catalog is phrases/ and DIR/apps. Another set's lines are heard
on clean audio only (tts `clean`); it need not have a negatives.tsv.

The answer comes from the compiler's expansion (`phrase expand --json`,
what was said) and the intents' parameters (`phrase compile --json`), never
from the matcher. Run once, review the output by eye, commit it: from then
on `phrases.tsv` is the answer, and `check` says where the apps and the
written answers have drifted apart (it changes nothing).

SELECTION is one phrase a line, exactly as an app expands it, optionally
followed by ` | spoken form` (how a person says it: "Moss Ledger" for
"MossLedger", numbers as words); `#` comments. Or an existing phrases.tsv,
whose phrase and spoken columns are read back.

Rules (README.md, "Expected answers"):
- the phrase's readings are the expansions with the same text (case,
  accents and punctuation aside) in the catalog of every app together,
  and for a template with a free-text parameter the words in its place;
- one reading: that one; several, and one of them is the others plus
  parameters bound by its shortcut (same app and intent, no value
  different): that most specific one; otherwise `ambiguous`, listing every
  reading;
- `needs-value` when the reading leaves a required parameter of its intent
  empty, else `matched`;
- `spoken values`: the words the phrase's own parameters were said with,
  found by laying the template over the spoken form.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "transcripts"))
from transcribe import read_list  # noqa: E402  (one TSV reader for both scripts)
ROOT = os.path.dirname(os.path.dirname(HERE))
EVALUATION = HERE  # the evaluation set's folder (--evaluation DIR): its lists, split.tsv and apps/
APP_DIRS = [os.path.join(ROOT, "phrases"), os.path.join(EVALUATION, "apps")]
COLUMNS = ["split", "tts", "app", "template", "phrase", "spoken", "status", "intent", "parameters", "spoken values"]


def fold(text):
    """Case, accents and punctuation aside: 'Sacré-Cœur' -> 'sacre cœur'."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.sub(r"[^\w']+|'(?!\w)", " ", text).replace("'", "").split())


def phrase_tool():
    return os.environ.get("PHRASE", os.path.join(ROOT, ".build", "debug", "phrase"))


# Invented apps whose lines pocketsphinx hears on clean audio only (8 voices,
# not the 12 noisy and tempo rows): the ordering apps, whose long orders cost
# the most to decode; Whisper's transcripts hear them in noise.
CLEAN_ONLY = {"Zoppa", "Zyzza"}

TEXT_FIELD = re.compile(r'"text":("(?:[^"\\]|\\.)*")')


def expansions_saying(tmp, wanted):
    """The expansions of `phrase expand --json` whose text folds to one of
    `wanted`, every negative phrase and every phrase with a free-text slot.

    An ordering app expands to millions of phrases (several parameters a
    phrase): the output is read as it comes, and only the text of a line is
    decoded before it is known to be needed."""
    found = []
    with subprocess.Popen([phrase_tool(), "expand", tmp, "--json"], stdout=subprocess.PIPE,
                          text=True, encoding="utf-8") as proc:
        for line in proc.stdout:
            m = TEXT_FIELD.search(line)
            if not m:
                continue
            text = json.loads(m.group(1))
            if "${" in text or fold(text) in wanted or '"negative":true' in line:
                found.append(json.loads(line))
    if proc.returncode:
        raise SystemExit(f"phrase expand failed ({proc.returncode})")
    return found


def load_catalog(wanted):
    """(expansions saying one of `wanted` (folded texts), shortcuts by (app,
    intent), parameter kinds) of every app together."""
    with tempfile.TemporaryDirectory(prefix="evalset-apps-") as tmp:
        for base in APP_DIRS:
            for name in sorted(os.listdir(base)):
                path = os.path.join(base, name)
                if os.path.isdir(path):
                    os.symlink(path, os.path.join(tmp, name))
        expansions = expansions_saying(tmp, wanted)
        compiled = json.loads(subprocess.run([phrase_tool(), "compile", tmp, "--json"], check=True,
                                             capture_output=True, text=True).stdout)
    folders = {}
    required, kinds = {}, {}
    for app in compiled["apps"]:
        folders[app["name"]] = os.path.basename(app["directory"].rstrip("/"))
        for shortcut in app["shortcuts"]:
            params = shortcut.get("parameters", [])
            required[(app["name"], shortcut["intent"])] = [p["name"] for p in params if not p["optional"]]
            for p in params:
                kinds[(app["name"], shortcut["intent"], p["name"])] = p["type"]
    return expansions, required, kinds, folders


def read_split():
    split = {}
    for line in open(os.path.join(EVALUATION, "split.tsv"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            app, part = line.rstrip("\n").split("\t")
            split[app] = part
    return split


def template_regex(template, capture):
    """The template as a regex over folded text, one space between words;
    `capture` names the slots whose words to capture. A slot written
    against the template's text, with no space between ("${pet}'s"), runs
    into it, as folding runs "Biscuit's" into "biscuits"."""
    pattern = ""
    pieces = [piece for piece in re.split(r"(\$\{[^}]+\})", template) if piece]
    for k, piece in enumerate(pieces):
        if piece.startswith("${"):
            name = piece[2:-1]
            part = f"(?P<{name}>.+?)" if name in capture else "(?:.+?)"
            joined = k > 0 and pieces[k - 1][-1].isalnum()
        elif fold(piece):
            part = " ".join(re.escape(w) for w in fold(piece).split())
            joined = k > 0 and (piece[0].isalnum() or piece[:1] == "'" and piece[1:2].isalnum())
        else:
            continue
        pattern += part if not pattern or joined else " " + part
    return re.compile("^" + pattern + "$")


def readings_of(phrase, expansions):
    """Every (app, intent, template, parameters) the phrase's text can mean."""
    key = fold(phrase)
    found = []
    for e in expansions:
        if e["negative"]:
            continue
        params = {name: v["value"] for name, v in e["parameters"].items()}
        if "${" not in e["text"]:
            if fold(e["text"]) == key:
                found.append((e["app"], e["intent"], e["template"], params))
            continue
        # Free text: lay the expansion over the phrase, the slot captures the words.
        slots = re.findall(r"\$\{([^}]+)\}", e["text"])
        m = template_regex(e["text"], set(slots)).match(key)
        if m:
            for slot in slots:
                params[slot] = m.group(slot)
            found.append((e["app"], e["intent"], e["template"], params))
    return found


def distinct(readings):
    seen, out = set(), []
    for app, intent, template, params in readings:
        k = (app, intent, tuple(sorted(params.items())))
        if k not in seen:
            seen.add(k)
            out.append((app, intent, template, params))
    return out


def most_specific(readings):
    """The reading that is every other one plus bound parameters, if there is one."""
    for r in readings:
        if all(o[0] == r[0] and o[1] == r[1] and all(r[3].get(k) == v for k, v in o[3].items())
               for o in readings):
            return r
    return None


def spoken_values(template, spoken, params_in_template):
    if not params_in_template:
        return ""
    if re.search(r"\}\s*\$\{", template):
        return None  # two slots side by side: where one ends is for a person to say
    m = template_regex(template, set(params_in_template)).match(fold(spoken))
    if not m:
        return None
    return "; ".join(f"{p}={m.group(p)}" for p in params_in_template)


def params_text(params):
    return "; ".join(f"{k}={v}" for k, v in params.items())


def answer(phrase, spoken, catalog, split, warn=True):
    expansions, required, _kinds, folders = catalog
    readings = distinct(readings_of(phrase, expansions))
    if not readings:
        raise SystemExit(f"no expansion says {phrase!r}")
    one = readings[0] if len(readings) == 1 else most_specific(readings)
    app = folders[readings[0][0]]
    if one:
        _app, intent, template, params = one
        missing = [p for p in required.get((one[0], intent), []) if p not in params]
        status = "needs-value" if missing else "matched"
        said = re.findall(r"\$\{([^}]+)\}", template)
        said = [p for p in said if p != "applicationName"]
        values = spoken_values(template, spoken, said)
        if values is None and warn:
            print(f"warning: cannot lay {template!r} over {spoken!r}; write `spoken values` by hand",
                  file=sys.stderr)
        if values is None:
            values = "?"
        intents, parameters, templates = intent, params_text(params), template
    else:
        status = "ambiguous"
        if len({r[0] for r in readings}) > 1:
            app = " | ".join(folders[r[0]] for r in readings)
        intents = " | ".join(r[1] for r in readings)
        parameters = " | ".join(params_text(r[3]) for r in readings)
        templates = " | ".join(dict.fromkeys(r[2] for r in readings))
        said = [p for p in re.findall(r"\$\{([^}]+)\}", readings[0][2]) if p != "applicationName"]
        values = spoken_values(readings[0][2], spoken, said) or ""
    apps_dir = os.path.join(HERE, "apps")
    folder = app.split(" | ")[0]
    tts = "all" if (EVALUATION == HERE and os.path.isdir(os.path.join(apps_dir, folder))
                    and folder not in CLEAN_ONLY) else "clean"
    return [split[app.split(" | ")[0]], tts, app, templates, phrase, spoken, status, intents, parameters, values]


def read_selection(path):
    """[(phrase, spoken)] from a selection ('phrase | spoken' lines) or a phrases.tsv."""
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    if lines and lines[0].startswith("split\ttts\t"):
        header = lines[0].split("\t")
        return [(row["phrase"], row["spoken"]) for row in (dict(zip(header, l.split("\t"))) for l in lines[1:])]
    items = []
    for line in lines:
        phrase, _, spoken = line.partition("|")
        items.append((phrase.strip(), spoken.strip() or phrase.strip()))
    return items


def cmd_fill(path):
    selection = read_selection(path)
    catalog, split = load_catalog({fold(phrase) for phrase, _ in selection}), read_split()
    print("\t".join(COLUMNS))
    for phrase, spoken in selection:
        print("\t".join(answer(phrase, spoken, catalog, split)))


def read_tsv(name):
    return [(row["#"], row) for row in read_list(os.path.join(EVALUATION, name))]


def cmd_check():
    wanted = {fold(row["phrase"]) for _n, row in read_tsv("phrases.tsv")}
    wanted |= {fold(row["text"]) for _n, row in read_tsv("out-of-domain.tsv")}
    catalog, split = load_catalog(wanted), read_split()
    problems = 0
    for n, row in read_tsv("phrases.tsv"):
        want = answer(row["phrase"], row["spoken"], catalog, split, warn=False)
        have = [row[c] for c in COLUMNS]
        for column, a, b in zip(COLUMNS, have, want):
            # spoken values are written by hand where the template cannot be laid over the spoken form
            if a != b and not (column == "spoken values" and b == "?"):
                problems += 1
                print(f"phrases.tsv:{n}: {column}: written {a!r}, the apps now say {b!r}")
    expansions = catalog[0]
    negatives = {(catalog[3][e["app"]], fold(e["text"])) for e in expansions if e["negative"]}
    has_negatives = EVALUATION == HERE or os.path.exists(os.path.join(EVALUATION, "negatives.tsv"))
    for n, row in read_tsv("negatives.tsv") if has_negatives else []:
        if (row["app"], fold(row["negative"])) not in negatives:
            problems += 1
            print(f"negatives.tsv:{n}: {row['negative']!r} is not a negative phrase of {row['app']}")
        if row["form"] == "declared" and fold(row["text"]) != fold(row["negative"]):
            problems += 1
            print(f"negatives.tsv:{n}: a declared negative's text must be the negative phrase")
        if split.get(row["app"]) != row["split"]:
            problems += 1
            print(f"negatives.tsv:{n}: {row['app']} is in the {split.get(row['app'])} part")
    positives = {fold(e["text"]) for e in expansions if not e["negative"]}
    for n, row in read_tsv("out-of-domain.tsv"):
        if fold(row["text"]) in positives:
            problems += 1
            print(f"out-of-domain.tsv:{n}: {row['text']!r} is an app's phrase")
    print(f"{problems} problem(s)", file=sys.stderr)
    return 1 if problems else 0


def cmd_selftest():
    """How a template is laid over a phrase, on cases each rule is for:
    `make test` runs it before the lists' checks."""
    cases = [
        # (template, spoken, the spoken values laid out)
        ("Play ${sound} on ${applicationName}", "Play Rain on Hush Hour", "sound=rain"),
        ("Book ${service} with ${stylist} in ${applicationName}", "Book a Haircut with Ma chay in Snipsy",
         "service=a haircut; stylist=ma chay"),
        # A slot written against the text runs into it, as folding runs
        # "Biscuit's" into "biscuits".
        ("Add ${text} to ${pet}'s notes in ${applicationName}", "Add a walk to Biscuit's notes in Kibo",
         "text=a walk; pet=biscuit"),
        # Punctuation next to a slot is a space, not a join.
        ("${drink}, then ${food} from ${applicationName}", "Tea, then cake from Zoppa", "drink=tea; food=cake"),
        # Two slots side by side: where one ends is for a person to say.
        ("Order ${size} ${drink} from ${applicationName}", "Order large latte from Zoppa", None),
    ]
    failures = 0
    for template, spoken, want in cases:
        names = [n for n in re.findall(r"\$\{([^}]+)\}", template) if n != "applicationName"]
        got = spoken_values(template, spoken, names)
        if got != want:
            failures += 1
            print(f"selftest: {template!r} over {spoken!r}: {got!r}, want {want!r}")
    print(f"selftest: {len(cases) - failures} of {len(cases)} cases", file=sys.stderr)
    return 1 if failures else 0


def main(argv):
    global EVALUATION
    if "--evaluation" in argv[:-1]:
        i = argv.index("--evaluation")
        EVALUATION = os.path.abspath(argv[i + 1])
        APP_DIRS[1] = os.path.join(EVALUATION, "apps")
        argv = argv[:i] + argv[i + 2:]
    if len(argv) == 2 and argv[0] == "fill":
        cmd_fill(argv[1])
    elif argv == ["check"]:
        sys.exit(cmd_check())
    elif argv == ["selftest"]:
        sys.exit(cmd_selftest())
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
