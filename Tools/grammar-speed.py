#!/usr/bin/env python3
"""How fast pocketsphinx searches the grammar `phrase grammar` writes: the
decoder's build time, and its decoding time over the audio's length, on
phrases of the grammar itself said by a TTS voice (Docs/voice.md, issue 35).

    Tools/grammar-speed.py phrases                       # the sample apps
    Tools/grammar-speed.py Tests/PhrasebookTests/Apps    # Brewline: 1,440 templates, six parameters
    Tools/grammar-speed.py DIR --jsgf old.gram           # another grammar of the same phrases

Picks `--count` phrases of `phrase grammar DIR --format corpus` (seeded),
speaks each with `--voice`, and decodes it with the grammar and the
pipeline's beams (`GRAMMAR_BEAMS`), one process, one core. Prints the
grammar's size, the decoder's build time, each utterance's processor time
over its length, and how many were heard as said. Needs flite (or festival),
sox, and pocketsphinx (`make voice-venv`).
"""

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from phrasebook_voice import VOICES, Recogniser, synthesize


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("phrases", help="the phrase folder (as `phrase grammar` takes it)")
    parser.add_argument("--phrase", default=os.path.join(os.path.dirname(here), ".build/release/phrase"),
                        help="the phrase binary (default: %(default)s)")
    parser.add_argument("--jsgf", help="decode with this grammar file instead of `phrase grammar`'s")
    parser.add_argument("--count", type=int, default=20, help="utterances (default: %(default)s)")
    parser.add_argument("--voice", default="flite-rms", choices=sorted(VOICES), help="(default: %(default)s)")
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--timeout", type=float, default=600,
                        help="stop after this many seconds of decoding (default: %(default)s)")
    options = parser.parse_args()

    def grammar(fmt):
        return subprocess.run([options.phrase, "grammar", options.phrases, "--format", fmt], check=True,
                              capture_output=True, text=True).stdout

    started = time.monotonic()
    jsgf = grammar("jsgf")
    grammar_seconds = time.monotonic() - started
    if options.jsgf:
        with open(options.jsgf, encoding="utf-8") as f:
            jsgf = f.read()
    dictionary = grammar("dict")
    lines = grammar("corpus").splitlines()
    phrases = random.Random(options.seed).sample(lines, min(options.count, len(lines)))

    started, cpu = time.monotonic(), time.process_time()
    recogniser = Recogniser(jsgf, dictionary, "merged", free=False)
    build, build_cpu = time.monotonic() - started, time.process_time() - cpu
    print("grammar: %d bytes, %d lines (phrase grammar: %.2f s); decoder built in %.2f s, %.2f s of processor time "
          "(%.2f s of it pocketsphinx's, the rest merging dictionaries)"
          % (len(jsgf.encode()), jsgf.count("\n"), grammar_seconds, build, build_cpu, recogniser.load_seconds))

    folder = tempfile.mkdtemp(prefix="phrasebook-speed-")
    ratios, right, audio_total, cpu_total = [], 0, 0.0, 0.0
    decoding_started = time.monotonic()
    for n, phrase in enumerate(phrases, 1):
        audio = synthesize(options.voice, phrase, folder)
        seconds = len(audio) / 32000
        _, heard, spent, _ = recogniser.hear(audio)
        text = heard[0] if heard else ""
        ratio = spent["grammar-cpu"] / seconds
        ratios.append(ratio)
        audio_total += seconds
        cpu_total += spent["grammar-cpu"]
        right += text == phrase
        print("%3d  %.2f  %5.2f s audio  %6.2f s  %s%s" % (
            n, ratio, seconds, spent["grammar-cpu"], phrase, "" if text == phrase else "  → heard %r" % text),
            flush=True)
        if time.monotonic() - decoding_started > options.timeout:
            print("stopped after %.0f s (--timeout)" % options.timeout)
            break
    print("decoding: %.3f × real time in all (%.1f s of processor time for %.1f s of audio); per utterance "
          "p50 %.3f, max %.3f; heard as said: %d of %d"
          % (cpu_total / audio_total, cpu_total, audio_total, statistics.median(ratios), max(ratios), right,
             len(ratios)))


if __name__ == "__main__":
    try:
        main()
    except ImportError as error:
        sys.exit("grammar-speed: %s (make voice-venv)" % error)
