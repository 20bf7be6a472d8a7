#!/usr/bin/env python3
"""Speak the development set's lines with TTS voices and decode them with pocketsphinx.

Used by make-transcripts.sh; see README.md beside this file.

    transcribe.py run OUTDIR [--every K] [--keep DIR]
                                           # OUTDIR/{positive,negative,out-of-domain}.tsv
    transcribe.py compare DIR_A DIR_B      # the rows both have must be identical
    transcribe.py wer DIR                  # markdown tables: WER per voice, per voice x condition
    transcribe.py verify-reset [N]         # reused decoder == fresh decoder?

Inputs are the lists of ../ (phrases.tsv, negatives.tsv, out-of-domain.tsv):
their `spoken` column is said, their `tts` column says in which conditions
(`clean`: every voice, clean audio; `all`: also slow, fast and two noise
levels for NOISY_VOICES; `-`: not spoken). `--every K` takes every K-th line
of each list only (for `make-transcripts.sh --check`). `--keep DIR` takes
every row DIR's TSVs already have (same list, phrase, spoken text, voice and
condition) as it is there and decodes only the others: lines added to a list
cost their own decodes, not an hour (`make-transcripts.sh --add`). The
pipeline is deterministic (`--check`), so a kept row is the row a full run
would write.

Pipeline for each (line, voice, condition):
  text -> flite / festival -> WAV
       -> sox -D (no dither) [tempo 0.9 | 1.15] gain -n -3 (peak -3 dBFS),
          16 kHz mono s16 raw
       -> + 0.25 s lead-in/tail, + Gaussian noise floor at -60 dBFS (clean,
          slow, fast) or pink noise at 30 / 20 dB below the utterance's RMS
          (noise30, noise20); every PRNG seeded from (voice, condition,
          spoken text): reproducible, independent of order and worker
       -> pocketsphinx 5 default en-US acoustic model, language model and
          dictionary; decoder front end reset before every utterance;
          1-best hypothesis and the n-best list (distinct strings, best
          first, up to NBEST, with their path scores).

Output TSVs (UTF-8, header line first), rows in list order, then voice,
then condition:
  spoken  voice  condition  transcript  nbest  kind  split  phrase
"""

import array
import math
import multiprocessing
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
import zlib

SAMPLE_RATE = 16000
PAD_SECONDS = 0.25
NOISE_DBFS = -60.0          # RMS of the noise floor relative to full scale
PEAK_DBFS = -3              # speech peak after normalisation
NOISE_SEED = "phrasebook-transcripts-v1"
WORKERS = int(os.environ.get("TRANSCRIPT_JOBS", "2"))
NBEST = 5                   # distinct hypotheses kept
NBEST_SCAN = 200            # n-best entries looked at, at most, to find them

HERE = os.path.dirname(os.path.abspath(__file__))
LISTS = os.path.dirname(HERE)

# voice name in the TSV -> how to make it
VOICES = [
    ("flite-rms", ("flite", "rms")),
    ("flite-awb", ("flite", "awb")),
    ("flite-slt", ("flite", "slt")),
    ("flite-kal16", ("flite", "kal16")),
    ("festival-slt-hts", ("festival", "voice_cmu_us_slt_arctic_hts")),
    ("flite-kal", ("flite", "kal")),
    ("festival-kal-diphone", ("festival", "voice_kal_diphone")),
    ("festival-ked-diphone", ("festival", "voice_ked_diphone")),
]
# condition -> (sox tempo factor or None, pink noise SNR in dB or None)
CONDITIONS = [
    ("clean", (None, None)),
    ("slow", (0.9, None)),
    ("fast", (1.15, None)),
    ("noise30", (None, 30.0)),
    ("noise20", (None, 20.0)),
]
NOISY_VOICES = ["flite-rms", "flite-slt", "festival-slt-hts"]

# (kind, list file, output file, column with the utterance's key)
LIST_FILES = [
    ("positive", "phrases.tsv", "positive.tsv", "phrase"),
    ("negative", "negatives.tsv", "negative.tsv", "text"),
    ("ood", "out-of-domain.tsv", "out-of-domain.tsv", "text"),
]
HEADER = ["spoken", "voice", "condition", "transcript", "nbest", "kind", "split", "phrase"]


# ----------------------------------------------------------------- inputs

def read_list(path):
    """Rows of a list TSV as dicts ('#' comment lines, then a header line);
    key "#" holds the line number."""
    header, rows = None, []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                continue
            if len(cells) != len(header):
                sys.exit(f"{path}:{lineno}: {len(cells)} columns, the header has {len(header)}")
            rows.append({"#": lineno, **dict(zip(header, cells))})
    return rows


def utterances(every=1):
    """[(kind, output file, [(key, spoken, split, [(voice, condition)])])] to speak."""
    out = []
    for kind, list_file, out_file, key_column in LIST_FILES:
        items = []
        spoken_rows = [r for r in read_list(os.path.join(LISTS, list_file)) if r["tts"] != "-"]
        for n, row in enumerate(spoken_rows):
            if n % every:
                continue
            if row["tts"] not in ("clean", "all"):
                sys.exit(f"{list_file}: tts must be -, clean or all, not {row['tts']!r}")
            plan = [(v, "clean") for v, _ in VOICES]
            if row["tts"] == "all":
                plan += [(v, c) for v, _ in VOICES if v in NOISY_VOICES for c, _ in CONDITIONS if c != "clean"]
            items.append((row[key_column], row["spoken"], row["split"], plan))
        out.append((kind, out_file, items))
    return out


# -------------------------------------------------------------- synthesis

def to_raw(wav, raw, tempo=None):
    """WAV -> 16 kHz mono signed 16-bit raw, peak-normalised, no dither.
    `tempo` is a tempo factor, or a tuple of sox effects (whisper.py's
    pitch variants)."""
    change = list(tempo) if isinstance(tempo, tuple) else (["tempo", str(tempo)] if tempo else [])
    effects = change + ["gain", "-n", str(PEAK_DBFS)]
    subprocess.run(
        ["sox", "-D", "-V1", wav,
         "-t", "raw", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16",
         "-e", "signed-integer", raw, *effects],
        check=True)


def convert(wav, outputs):
    """One raw file per tempo the conditions need; the WAV is removed."""
    for tempo, raw in outputs:
        to_raw(wav, raw, tempo)
    os.remove(wav)


def synth_flite(task):
    voice, spoken, wav, outputs = task
    subprocess.run(["flite", "-voice", voice, "-t", spoken, "-o", wav],
                   check=True, stdout=subprocess.DEVNULL)
    convert(wav, outputs)
    return 1


def scheme_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def synth_festival(task):
    """One festival process for a batch of utterances (startup is the cost)."""
    voice, batch, scm = task
    with open(scm, "w", encoding="utf-8") as f:
        f.write(f"({voice})\n")
        for spoken, wav, _outputs in batch:
            f.write(f"(utt.save.wave (utt.synth (Utterance Text {scheme_string(spoken)})) "
                    f"{scheme_string(wav)} 'riff)\n")
    subprocess.run(["festival", "--batch", scm], check=True,
                   stdout=subprocess.DEVNULL)
    for _spoken, wav, outputs in batch:
        convert(wav, outputs)
    return len(batch)


def synth_any(task):
    return synth_festival(task[1:]) if task[0] == "festival" else synth_flite(task[1:])


# ------------------------------------------------------------ conditions

def read_s16(path):
    samples = array.array("h")
    with open(path, "rb") as f:
        samples.frombytes(f.read())
    if sys.byteorder != "little":
        samples.byteswap()
    return samples


def to_bytes(samples):
    out = array.array("h", (32767 if v > 32767 else (-32768 if v < -32768 else v) for v in samples))
    if sys.byteorder != "little":
        out.byteswap()
    return out.tobytes()


def seeded(seed_text):
    return random.Random(zlib.crc32(f"{NOISE_SEED}\t{seed_text}".encode("utf-8")))


def noisy(raw_path, seed_text):
    """Pad and add a reproducible Gaussian noise floor; returns s16 bytes."""
    speech = read_s16(raw_path)
    pad = int(PAD_SECONDS * SAMPLE_RATE)
    rng = seeded(seed_text)
    sigma = 32768.0 * 10 ** (NOISE_DBFS / 20.0)
    out = [0] * (len(speech) + 2 * pad)
    for i in range(len(out)):
        s = speech[i - pad] if pad <= i < pad + len(speech) else 0
        out[i] = int(round(s + rng.gauss(0.0, sigma)))
    return to_bytes(out)


def pink(raw_path, seed_text, snr_db):
    """Pad and add pink noise `snr_db` below the utterance's RMS; s16 bytes.

    Pink noise: Gaussian white noise from a seeded PRNG through Paul Kellet's
    economy filter (-3 dB per octave), scaled to the wanted RMS. Pure Python
    floats, so the same samples on every machine.
    """
    speech = read_s16(raw_path)
    pad = int(PAD_SECONDS * SAMPLE_RATE)
    rms = math.sqrt(sum(s * s for s in speech) / max(len(speech), 1)) or 1.0
    rng = seeded(seed_text)
    n = len(speech) + 2 * pad
    noise = [0.0] * n
    b0 = b1 = b2 = 0.0
    for i in range(n):
        w = rng.gauss(0.0, 1.0)
        b0 = 0.99765 * b0 + w * 0.0990460
        b1 = 0.96300 * b1 + w * 0.2965164
        b2 = 0.57000 * b2 + w * 1.0526913
        noise[i] = b0 + b1 + b2 + w * 0.1848
    noise_rms = math.sqrt(sum(v * v for v in noise) / n) or 1.0
    scale = rms / 10 ** (snr_db / 20.0) / noise_rms
    out = [0] * n
    for i in range(n):
        s = speech[i - pad] if pad <= i < pad + len(speech) else 0
        out[i] = int(round(s + noise[i] * scale))
    return to_bytes(out)


def audio_for(raw, voice, condition, spoken):
    _tempo, snr = dict(CONDITIONS)[condition]
    # The clean seed is the first set's, so its audio (and 1-best) is unchanged.
    seed = f"{voice}\t{spoken}" if condition == "clean" else f"{voice}\t{condition}\t{spoken}"
    return pink(raw, seed, snr) if snr is not None else noisy(raw, seed)


# -------------------------------------------------------------- decoding

_decoder = None


def new_decoder():
    from pocketsphinx import Decoder
    # Default en-US acoustic model, language model and dictionary; no log.
    return Decoder(logfn=os.devnull)


def decode_bytes(decoder, pcm):
    """(1-best, [(score, text)] n-best) for one utterance."""
    # The decoder carries front-end state (noise estimate, cepstral mean)
    # from one utterance to the next; reinit_feat() resets it so each
    # utterance decodes exactly as with a freshly made decoder
    # (`transcribe.py verify-reset` checks this).
    decoder.reinit_feat()
    decoder.start_utt()
    decoder.process_raw(pcm, no_search=False, full_utt=True)
    decoder.end_utt()
    hyp = decoder.hyp()
    best = " ".join(hyp.hypstr.split()) if hyp is not None else ""
    nbest, seen = [], set()
    for n, h in enumerate(decoder.nbest()):
        if n >= NBEST_SCAN or len(nbest) >= NBEST:
            break
        text = " ".join(h.hypstr.split())
        if text and text not in seen:
            seen.add(text)
            # Path score in the decoder's log base (1.0001): higher is better.
            nbest.append((decoder.logmath.log(h.score), text))
    return best, nbest


def decode_task(task):
    global _decoder
    raw, voice, condition, spoken = task
    if _decoder is None:
        _decoder = new_decoder()
    return decode_bytes(_decoder, audio_for(raw, voice, condition, spoken))


def nbest_cell(nbest):
    return "|".join(f"{score}:{text}" for score, text in nbest)


# ------------------------------------------------------------------ run

def audio_name(voice, spoken, tempo=None):
    key = zlib.crc32(spoken.encode("utf-8")) & 0xFFFFFFFF
    slug = re.sub(r"[^a-z0-9]+", "-", strip_accents(spoken).lower()).strip("-")[:40]
    if isinstance(tempo, tuple):
        tempo = "-".join(tempo)
    return f"{voice}__{slug}__{key:08x}" + (f"__t{tempo}" if tempo else "")


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def cmd_run(out_dir, every, keep=None):
    lists = utterances(every)
    kept = keyed(keep) if keep else {}
    workdir = os.environ.get("TRANSCRIPT_AUDIO_DIR") or tempfile.mkdtemp(prefix="phrasebook-transcripts-")
    os.makedirs(workdir, exist_ok=True)
    os.makedirs(out_dir, exist_ok=True)
    engines = dict(VOICES)
    t0 = time.time()

    rows = []   # (out file, kind, key, spoken, split, voice, condition)
    for kind, out_file, items in lists:
        for key, spoken, split, plan in items:
            for voice, condition in plan:
                rows.append((out_file, kind, key, spoken, split, voice, condition))

    def kept_row(row):
        """The row `keep` has for this one (keyed by `keyed`), or None."""
        _out, kind, key, spoken, _split, voice, condition = row
        return kept.get((kind, key, spoken, voice, condition))

    todo = [row for row in rows if kept_row(row) is None]

    # Audio to make: (voice, spoken) -> {tempo: raw path}
    raws = {}
    for _out, _kind, _key, spoken, _split, voice, condition in todo:
        tempo = dict(CONDITIONS)[condition][0]
        base = os.path.join(workdir, audio_name(voice, spoken, tempo))
        raws.setdefault((voice, spoken), {})[tempo] = base + ".raw"
    flite_tasks, festival_items = [], {}
    for (voice, spoken), by_tempo in raws.items():
        engine, name = engines[voice]
        wav = os.path.join(workdir, audio_name(voice, spoken) + ".wav")
        outputs = sorted(by_tempo.items(), key=lambda kv: kv[0] or 0)
        if engine == "flite":
            flite_tasks.append(("flite", name, spoken, wav, outputs))
        else:
            festival_items.setdefault(name, []).append((spoken, wav, outputs))
    tasks = []
    for name, batch in festival_items.items():
        half = (len(batch) + 1) // 2     # two festival processes per voice
        for n, chunk in enumerate((batch[:half], batch[half:])):
            if chunk:
                tasks.append(("festival", name, chunk, os.path.join(workdir, f"{name}-{n}.scm")))
    tasks += flite_tasks

    with multiprocessing.Pool(WORKERS) as pool:
        for _ in pool.imap_unordered(synth_any, tasks):
            pass
        t1 = time.time()
        decoded = pool.map(
            decode_task,
            [(raws[(voice, spoken)][dict(CONDITIONS)[condition][0]], voice, condition, spoken)
             for _o, _k, _key, spoken, _s, voice, condition in todo],
            chunksize=4)
    t2 = time.time()
    heard = {row: (best, nbest_cell(nbest)) for row, (best, nbest) in zip(todo, decoded)}

    write_tsvs(out_dir, [out_file for _kind, out_file, _items in lists], rows, heard, kept, HEADER)

    if not os.environ.get("TRANSCRIPT_AUDIO_DIR"):
        shutil.rmtree(workdir, ignore_errors=True)
    print(f"{out_dir}: {len(todo)} decodes, {len(rows) - len(todo)} rows kept "
          f"({sum(len(i) for _k, _o, i in lists)} lines); "
          f"synthesis {t1 - t0:.0f} s, decoding {t2 - t1:.0f} s", file=sys.stderr)


def write_tsvs(out_dir, out_files, rows, heard, kept, header, extra=()):
    """Each of `out_files` in OUT_DIR: the header, then its rows in order
    (out file, kind, key, spoken, split, voice, condition), each with what
    `heard` has for it (1-best, n-best cell) or else what the `kept` row
    with its key has; `extra` cells at the end of every row."""
    files = {}
    for row in rows:
        out_file, kind, key, spoken, split, voice, condition = row
        if row in heard:
            best, nbest = heard[row]
        else:
            old = kept[(kind, key, spoken, voice, condition)]
            best, nbest = old["transcript"], old["nbest"]
        files.setdefault(out_file, []).append("\t".join([spoken, voice, condition, best, nbest, kind, split, key, *extra]))
    for out_file in out_files:
        with open(os.path.join(out_dir, out_file), "w", encoding="utf-8", newline="\n") as f:
            f.write("\t".join(header) + "\n")
            for line in files.get(out_file, []):
                f.write(line + "\n")


# ------------------------------------------------------------- compare

def read_rows(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            yield dict(zip(header, line.rstrip("\n").split("\t")))


def keyed(directory, files=None):
    """Rows of DIR's TSVs (`files`, default the three of LIST_FILES) by
    (kind, phrase, spoken, voice, condition)."""
    out = {}
    for out_file in files or [f for _kind, _list, f, _col in LIST_FILES]:
        path = os.path.join(directory, out_file)
        if os.path.exists(path):
            for row in read_rows(path):
                out[(row["kind"], row["phrase"], row["spoken"], row["voice"], row["condition"])] = row
    return out


def cmd_compare(a_dir, b_dir, files=None):
    a, b = keyed(a_dir, files), keyed(b_dir, files)
    common = sorted(set(a) & set(b))
    differ = [k for k in common if (a[k]["transcript"], a[k]["nbest"]) != (b[k]["transcript"], b[k]["nbest"])]
    best_only = [k for k in common if a[k]["transcript"] != b[k]["transcript"]]
    for k in differ[:10]:
        print(f"  differs: {' / '.join(k)}\n    {a[k]['transcript']!r} {a[k]['nbest']!r}\n"
              f"    {b[k]['transcript']!r} {b[k]['nbest']!r}", file=sys.stderr)
    print(f"compare {a_dir} {b_dir}: {len(common)} rows in both, {len(differ)} differ "
          f"({len(best_only)} in the 1-best)", file=sys.stderr)
    return 1 if differ or not common else 0


# ------------------------------------------------------------------- WER

def normalise(text):
    """Lowercase, no accents, no punctuation ("what's" -> "whats"), words."""
    text = strip_accents(text).lower()
    text = text.replace("'", "").replace("\u2019", "")
    text = re.sub(r"[^a-z0-9]+", " ", text)
    return text.split()


def edit_distance(ref, hyp):
    prev = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        cur = [i] + [0] * len(hyp)
        for j, h in enumerate(hyp, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r != h))
        prev = cur
    return prev[-1]


def percent(s):
    return f"{100.0 * s[0] / s[1]:.1f}%" if s and s[1] else "-"


def cmd_wer(directory):
    rows = [row for _k, _l, out_file, _c in LIST_FILES
            for row in read_rows(os.path.join(directory, out_file))]
    # Utterances spoken in every condition: the set the condition table compares on.
    everywhere = {(r["kind"], r["phrase"], r["spoken"]) for r in rows if r["condition"] != "clean"}
    stats = {}
    for row in rows:
        ref, hyp = normalise(row["spoken"]), normalise(row["transcript"])
        e = edit_distance(ref, hyp)
        keys = []
        if row["condition"] == "clean":
            keys += [("clean", row["kind"], row["voice"]), ("clean", "all", row["voice"]),
                     ("clean", row["kind"], "all"), ("clean", "all", "all")]
        if (row["kind"], row["phrase"], row["spoken"]) in everywhere and row["voice"] in NOISY_VOICES:
            keys += [("cond", row["condition"], row["voice"]), ("cond", row["condition"], "all")]
        for key in keys:
            s = stats.setdefault(key, [0, 0, 0, 0])
            s[0] += e
            s[1] += len(ref)
            s[2] += 1
            s[3] += (e == 0)
    kinds = ["positive", "negative", "ood", "all"]
    voices = [v for v, _ in VOICES] + ["all"]
    print("Clean audio, every line:\n")
    print("| voice | " + " | ".join(f"WER {k}" for k in kinds) + " | utterances | transcript = spoken |")
    print("|---|" + "---:|" * (len(kinds) + 2))
    for v in voices:
        tot = stats.get(("clean", "all", v))
        if not tot:
            continue
        cells = [percent(stats.get(("clean", k, v))) for k in kinds]
        print(f"| {v} | " + " | ".join(cells) + f" | {tot[2]} | {100.0 * tot[3] / tot[2]:.0f}% |")
    conditions = [c for c, _ in CONDITIONS]
    n = len(everywhere)
    print(f"\nWER per condition, on the {n} lines spoken in every condition (the new apps, "
          "their negatives, the new out-of-domain lines):\n")
    print("| voice | " + " | ".join(conditions) + " |")
    print("|---|" + "---:|" * len(conditions))
    for v in NOISY_VOICES + ["all"]:
        print(f"| {v} | " + " | ".join(percent(stats.get(("cond", c, v))) for c in conditions) + " |")


# --------------------------------------------------------- verify-reset

def cmd_verify_reset(n):
    """Decode N utterances with one reused decoder (forwards and backwards)
    and with a fresh decoder each; they must agree exactly, n-best included."""
    workdir = tempfile.mkdtemp(prefix="phrasebook-verify-")
    texts = ["Open Niagara Falls in Landmarks", "Reorder coffee from Daily Byte",
             "Ask Coding Bridge about my code", "Start sleep meditation in Calm",
             "Share with Diver", "Set a timer for ten minutes"][:n]
    data = []
    for t in texts:
        for name, voice in (("flite-rms", "rms"), ("flite-slt", "slt")):
            base = os.path.join(workdir, audio_name(name, t))
            synth_flite((voice, t, base + ".wav", [(None, base + ".raw")]))
            data.append(noisy(base + ".raw", f"{name}\t{t}"))
            data.append(pink(base + ".raw", f"{name}\tnoise20\t{t}", 20.0))
    fresh = [decode_bytes(new_decoder(), d) for d in data]
    d = new_decoder()
    fwd = [decode_bytes(d, x) for x in data]
    bwd = [decode_bytes(d, x) for x in reversed(data)][::-1]
    shutil.rmtree(workdir, ignore_errors=True)
    ok = fresh == fwd == bwd
    print(f"verify-reset: {len(data)} utterances, reused decoder "
          f"{'matches' if ok else 'DIFFERS FROM'} a fresh decoder per utterance")
    return 0 if ok else 1


def run_arguments(argv, usage):
    """`OUTDIR [--every K] [--keep DIR]` as (OUTDIR, K, DIR or None); the usage otherwise."""
    options = dict(zip(argv[1::2], argv[2::2]))
    if len(argv) not in (1, 3, 5) or set(options) - {"--every", "--keep"}:
        sys.exit(usage)
    return argv[0], int(options.get("--every", 1)), options.get("--keep")


def main(argv):
    if argv and argv[0] == "run":
        cmd_run(*run_arguments(argv[1:], __doc__))
    elif len(argv) == 3 and argv[0] == "compare":
        sys.exit(cmd_compare(argv[1], argv[2]))
    elif len(argv) == 2 and argv[0] == "wer":
        cmd_wer(argv[1])
    elif argv and argv[0] == "verify-reset":
        sys.exit(cmd_verify_reset(int(argv[1]) if len(argv) > 1 else 6))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
