"""Audio to phrased: pocketsphinx decoding twice, constrained by Phrasebook's
grammar and free, and the socket client that sends both hypotheses.

Shared by `voice-pipeline.py` (the pipeline of Docs/voice.md) and
`voice-measure.py` (its measurements). Needs pocketsphinx (PyPI, 5.x) and
nothing else outside the standard library.
"""

import json
import os
import socket
import tempfile
import time
import wave

SAMPLE_RATE = 16000


def default_socket():
    """phrased's default socket path (Docs/daemon.md)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return os.path.join(runtime, "phrased.sock") if runtime else "/tmp/phrased-%d.sock" % os.getuid()


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
        self.sock.sendall(json.dumps(body).encode() + b"\n")
        line = self.reader.readline()
        if not line:
            raise PhrasedError("phrased closed the connection")
        return json.loads(line)

    def grammar(self, fmt, app=None):
        """The text of op `grammar` in `fmt`, and the index generation it is of."""
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
    variant) for the words it knows: ours only for the words it lacks."""
    ours = {}
    for line in phrase_dict.splitlines():
        if line.strip():
            word, phones = line.split(None, 1)
            ours[word] = phones
    known = {}
    with open(recogniser_dict, encoding="utf-8") as f:
        for line in f:
            word, phones = line.split(None, 1)
            base = word.split("(", 1)[0]
            if base in ours:
                known.setdefault(base, []).append((word, phones.strip()))
    lines = []
    for word, phones in ours.items():
        lines += ["%s %s" % pair for pair in known.get(word, [(word, phones)])]
    return "\n".join(lines) + "\n"


# pocketsphinx's default beams (1e-48, 7e-29, 1e-48) suit its language model;
# with them a grammar search loses the right path for some voices (festival's
# slt: "share with diver" heard as nothing at all). A grammar's search space
# is small enough for wide beams at almost no cost (Docs/voice.md).
GRAMMAR_BEAMS = {"beam": 1e-80, "wbeam": 1e-60, "pbeam": 1e-80}


class Recogniser:
    """pocketsphinx's US English model, twice: free (its default language
    model: what a generic frontend hears) and constrained by a JSGF grammar
    with a dictionary (`phrase grammar --format jsgf` / `dict`).

    `pronunciations`: "merged" (the recogniser's own for words it knows,
    Phrasebook's for the rest) or "phrase" (Phrasebook's for every word).
    """

    def __init__(self, jsgf, dictionary, pronunciations="merged", nbest=3, free=True):
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

    @staticmethod
    def _decode(decoder, audio):
        # The front end keeps state from one utterance to the next: reset it,
        # so each utterance is decoded as by a fresh decoder.
        decoder.reinit_feat()
        decoder.start_utt()
        decoder.process_raw(audio, full_utt=True)
        decoder.end_utt()

    def hear(self, audio):
        """Decodes `audio` both ways. Returns (free, grammar, seconds): the
        free n-best list as [(text, score)], best first, without repeats or
        empties; the grammar's best as (text, score) or None (no phrase
        fits); and each decoding's time (`free`, `grammar`) and processor
        time (`free-cpu`, `grammar-cpu`: steadier on a busy machine)."""
        seconds = {}
        free = []
        if self.free is not None:
            started, cpu = time.monotonic(), time.process_time()
            self._decode(self.free, audio)
            seconds["free"], seconds["free-cpu"] = time.monotonic() - started, time.process_time() - cpu
            best = self.free.hyp()
            candidates = [(best.hypstr, best.score)] if best else []
            candidates += [(h.hypstr, h.score) for h, _ in zip(self.free.nbest(), range(4 * self.nbest))]
            for text, score in candidates:
                if text.strip() and text not in [t for t, _ in free] and len(free) < self.nbest:
                    free.append((text, score))
        started, cpu = time.monotonic(), time.process_time()
        self._decode(self.grammar, audio)
        seconds["grammar"], seconds["grammar-cpu"] = time.monotonic() - started, time.process_time() - cpu
        best = self.grammar.hyp()
        grammar = (best.hypstr, best.score) if best and best.hypstr.strip() else None
        return free, grammar, seconds


def hypotheses(free, grammar):
    """The `hypotheses` of a match request (SPEC §4): the free n-best list,
    then the grammar's best marked `"grammar": true`."""
    listed = [{"text": text, "score": score} for text, score in free]
    if grammar:
        listed.append({"text": grammar[0], "score": grammar[1], "grammar": True})
    return listed
