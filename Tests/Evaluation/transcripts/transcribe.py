#!/usr/bin/env python3
"""Speak phrases with several TTS voices and decode them with pocketsphinx.

Used by make-transcripts.sh; see README.md beside this file.

    transcribe.py run OUT.tsv KIND=PHRASEFILE [KIND=PHRASEFILE ...]
    transcribe.py wer TSV [TSV ...]          # markdown table of WER per voice
    transcribe.py verify-reset [N]           # reused decoder == fresh decoder?

Pipeline for each (phrase, voice):
  text -> flite / festival -> WAV
       -> sox -D (no dither): gain -n -3 (peak -3 dBFS), 16 kHz mono s16 raw
       -> + 0.25 s lead-in/tail, + Gaussian noise floor at -60 dBFS whose
          PRNG seed is derived from (voice, spoken text): reproducible and
          independent of order and worker
       -> pocketsphinx 5 default en-US acoustic model, language model and
          dictionary; decoder front end reset before every utterance.

Output TSV (UTF-8, header line first):
  spoken  voice  transcript  kind  phrase
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

# voice name in the TSV -> how to make it
VOICES = [
    ("flite-rms", ("flite", "rms")),
    ("flite-awb", ("flite", "awb")),
    ("flite-slt", ("flite", "slt")),
    ("flite-kal16", ("flite", "kal16")),
    ("festival-slt-hts", ("festival", "voice_cmu_us_slt_arctic_hts")),
]

HEADER = ["spoken", "voice", "transcript", "kind", "phrase"]


# ----------------------------------------------------------------- inputs

def read_phrases(path):
    """[(phrase, spoken)] from a phrase file: 'phrase[ | spoken]', '#' comments."""
    items = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if "|" in line:
                phrase, spoken = (part.strip() for part in line.split("|", 1))
            else:
                phrase = spoken = line
            if not phrase or not spoken or "\t" in line:
                sys.exit(f"{path}:{lineno}: bad line: {line!r}")
            items.append((phrase, spoken))
    return items


# -------------------------------------------------------------- synthesis

def to_raw(wav, raw):
    """WAV -> 16 kHz mono signed 16-bit raw, peak-normalised, no dither."""
    subprocess.run(
        ["sox", "-D", "-V1", wav,
         "-t", "raw", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16",
         "-e", "signed-integer", raw, "gain", "-n", str(PEAK_DBFS)],
        check=True)


def synth_flite(task):
    voice, spoken, wav, raw = task
    subprocess.run(["flite", "-voice", voice, "-t", spoken, "-o", wav],
                   check=True, stdout=subprocess.DEVNULL)
    to_raw(wav, raw)
    os.remove(wav)
    return raw


def scheme_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def synth_festival(task):
    """One festival process for a batch of utterances (startup is the cost)."""
    voice, batch, scm = task
    with open(scm, "w", encoding="utf-8") as f:
        f.write(f"({voice})\n")
        for spoken, wav, _raw in batch:
            f.write(f"(utt.save.wave (utt.synth (Utterance Text {scheme_string(spoken)})) "
                    f"{scheme_string(wav)} 'riff)\n")
    subprocess.run(["festival", "--batch", scm], check=True,
                   stdout=subprocess.DEVNULL)
    for _spoken, wav, raw in batch:
        to_raw(wav, raw)
        os.remove(wav)
    return len(batch)


def synth_any(task):
    return synth_festival(task[1:]) if task[0] == "festival" else synth_flite(task[1:])


# -------------------------------------------------------------- decoding

def noisy(raw_path, seed_text):
    """Pad and add a reproducible Gaussian noise floor; returns s16 bytes."""
    speech = array.array("h")
    with open(raw_path, "rb") as f:
        speech.frombytes(f.read())
    if sys.byteorder != "little":
        speech.byteswap()
    pad = int(PAD_SECONDS * SAMPLE_RATE)
    rng = random.Random(zlib.crc32(f"{NOISE_SEED}\t{seed_text}".encode("utf-8")))
    sigma = 32768.0 * 10 ** (NOISE_DBFS / 20.0)
    out = array.array("h", bytes(2 * (len(speech) + 2 * pad)))
    for i in range(len(out)):
        s = speech[i - pad] if pad <= i < pad + len(speech) else 0
        v = int(round(s + rng.gauss(0.0, sigma)))
        out[i] = 32767 if v > 32767 else (-32768 if v < -32768 else v)
    if sys.byteorder != "little":
        out.byteswap()
    return out.tobytes()


_decoder = None


def new_decoder():
    from pocketsphinx import Decoder
    # Default en-US acoustic model, language model and dictionary; no log.
    return Decoder(logfn=os.devnull)


def decode_bytes(decoder, pcm):
    # The decoder carries front-end state (noise estimate, cepstral mean)
    # from one utterance to the next; reinit_feat() resets it so each
    # utterance decodes exactly as with a freshly made decoder
    # (`transcribe.py verify-reset` checks this).
    decoder.reinit_feat()
    decoder.start_utt()
    decoder.process_raw(pcm, no_search=False, full_utt=True)
    decoder.end_utt()
    hyp = decoder.hyp()
    return " ".join(hyp.hypstr.split()) if hyp is not None else ""


def decode_task(task):
    global _decoder
    raw, seed_text = task
    if _decoder is None:
        _decoder = new_decoder()
    return decode_bytes(_decoder, noisy(raw, seed_text))


# ------------------------------------------------------------------ run

def audio_name(voice, spoken):
    key = zlib.crc32(spoken.encode("utf-8")) & 0xFFFFFFFF
    slug = re.sub(r"[^a-z0-9]+", "-", strip_accents(spoken).lower()).strip("-")[:40]
    return f"{voice}__{slug}__{key:08x}"


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def cmd_run(out_path, specs):
    items = []  # (kind, phrase, spoken)
    for spec in specs:
        kind, _, path = spec.partition("=")
        if not path:
            sys.exit(f"expected KIND=FILE, got {spec!r}")
        items += [(kind, p, s) for p, s in read_phrases(path)]

    workdir = os.environ.get("TRANSCRIPT_AUDIO_DIR") or tempfile.mkdtemp(
        prefix="phrasebook-transcripts-")
    os.makedirs(workdir, exist_ok=True)
    t0 = time.time()

    # Unique audio to make: (voice, spoken) -> raw path
    raws = {}
    flite_tasks, festival_items = [], {}
    for _kind, _phrase, spoken in items:
        for name, (engine, voice) in VOICES:
            if (name, spoken) in raws:
                continue
            base = os.path.join(workdir, audio_name(name, spoken))
            raws[(name, spoken)] = base + ".raw"
            if engine == "flite":
                flite_tasks.append(("flite", voice, spoken, base + ".wav", base + ".raw"))
            else:
                festival_items.setdefault(voice, []).append((spoken, base + ".wav", base + ".raw"))
    tasks = []
    for voice, batch in festival_items.items():
        half = (len(batch) + 1) // 2     # two festival processes, one per worker
        for n, chunk in enumerate((batch[:half], batch[half:])):
            if chunk:
                tasks.append(("festival", voice, chunk,
                              os.path.join(workdir, f"festival-{n}.scm")))
    tasks += flite_tasks

    with multiprocessing.Pool(WORKERS) as pool:
        for _ in pool.imap_unordered(synth_any, tasks):
            pass
        t1 = time.time()
        rows = [(kind, phrase, spoken, name)
                for kind, phrase, spoken in items for name, _ in VOICES]
        transcripts = pool.map(
            decode_task,
            [(raws[(name, spoken)], f"{name}\t{spoken}") for _k, _p, spoken, name in rows],
            chunksize=4)
    t2 = time.time()

    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(HEADER) + "\n")
        for (kind, phrase, spoken, name), transcript in zip(rows, transcripts):
            f.write("\t".join([spoken, name, transcript, kind, phrase]) + "\n")

    if not os.environ.get("TRANSCRIPT_AUDIO_DIR"):
        shutil.rmtree(workdir, ignore_errors=True)
    print(f"{out_path}: {len(rows)} utterances ({len(items)} phrases x {len(VOICES)} voices); "
          f"synthesis {t1 - t0:.0f} s, decoding {t2 - t1:.0f} s", file=sys.stderr)


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


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            yield dict(zip(header, line.rstrip("\n").split("\t")))


def cmd_wer(paths):
    stats = {}  # (kind, voice) -> [errors, words, utterances, exact]
    for path in paths:
        for row in read_tsv(path):
            ref, hyp = normalise(row["spoken"]), normalise(row["transcript"])
            e = edit_distance(ref, hyp)
            for key in ((row["kind"], row["voice"]), ("all", row["voice"]),
                        (row["kind"], "all"), ("all", "all")):
                s = stats.setdefault(key, [0, 0, 0, 0])
                s[0] += e
                s[1] += len(ref)
                s[2] += 1
                s[3] += (e == 0)
    kinds = [k for k in ("positive", "negative", "ood") if any(key[0] == k for key in stats)]
    kinds.append("all")
    voices = [name for name, _ in VOICES] + ["all"]
    print("| voice | " + " | ".join(f"WER {k}" for k in kinds) + " | utterances | transcript = spoken |")
    print("|---|" + "---:|" * (len(kinds) + 2))
    for v in voices:
        if ("all", v) not in stats:
            continue
        cells = []
        for k in kinds:
            s = stats.get((k, v))
            cells.append(f"{100.0 * s[0] / s[1]:.1f}%" if s else "-")
        tot = stats[("all", v)]
        print(f"| {v} | " + " | ".join(cells) +
              f" | {tot[2]} | {100.0 * tot[3] / tot[2]:.0f}% |")


# --------------------------------------------------------- verify-reset

def cmd_verify_reset(n):
    """Decode N utterances with one reused decoder (forwards and backwards)
    and with a fresh decoder each; they must agree exactly."""
    workdir = tempfile.mkdtemp(prefix="phrasebook-verify-")
    texts = ["Open Niagara Falls in Landmarks", "Reorder coffee from Daily Byte",
             "Ask Coding Bridge about my code", "Start sleep meditation in Calm",
             "Share with Diver", "Set a timer for ten minutes"][:n]
    data = []
    for t in texts:
        for name, voice in (("flite-rms", "rms"), ("flite-slt", "slt")):
            base = os.path.join(workdir, audio_name(name, t))
            synth_flite((voice, t, base + ".wav", base + ".raw"))
            data.append(noisy(base + ".raw", f"{name}\t{t}"))
    fresh = [decode_bytes(new_decoder(), d) for d in data]
    d = new_decoder()
    fwd = [decode_bytes(d, x) for x in data]
    bwd = [decode_bytes(d, x) for x in reversed(data)][::-1]
    shutil.rmtree(workdir, ignore_errors=True)
    ok = fresh == fwd == bwd
    print(f"verify-reset: {len(data)} utterances, reused decoder "
          f"{'matches' if ok else 'DIFFERS FROM'} a fresh decoder per utterance")
    return 0 if ok else 1


def main(argv):
    if len(argv) >= 3 and argv[0] == "run":
        cmd_run(argv[1], argv[2:])
    elif len(argv) >= 2 and argv[0] == "wer":
        cmd_wer(argv[1:])
    elif argv and argv[0] == "verify-reset":
        sys.exit(cmd_verify_reset(int(argv[1]) if len(argv) > 1 else 6))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
