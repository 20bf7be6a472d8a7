#!/usr/bin/env python3
"""Speech to dispatch: WAV files (or the microphone, through arecord) decoded
by a recogniser told what the phrases are, the hypotheses sent to phrased,
which matches them and runs the handler.

    Tools/voice-pipeline.py recording.wav …        # 16 kHz mono 16-bit WAV files
    Tools/voice-pipeline.py --microphone           # arecord; one request per utterance, Ctrl-C ends
    Tools/voice-pipeline.py --simulate-stream recording.wav …   # each WAV as a microphone would say it
    Tools/voice-pipeline.py --recogniser whisper recording.wav …

pocketsphinx (the default) decodes twice, constrained by phrased's grammar
and free, and sends both; Whisper (faster-whisper, tiny.en or another model)
decodes with phrased's prompt and again without it (the audio encoded once)
and sends both n-best lists, the prompted one marked; where the answer is no
sure action, it decodes once more with the prompt of the one app the answer
names (most of that app's values) and sends that list after the first. The grammar
(and its pronunciations) or the prompt come from the running phrased (op
`grammar`), so they hold its current entities; they are fetched again when
its index changes (reload, update-entities). Docs/voice.md explains each
step and what each recogniser costs. Needs pocketsphinx from PyPI (`make
voice-venv`), or faster-whisper and its model (`make whisper-venv`; the
microphone's endpointer is pocketsphinx's there too). Run this script with
that venv's Python (.build/voice-venv/bin/python Tools/voice-pipeline.py …).

Questions: where phrased's answer asks — a `needs-value` prompt, or an
action read back to confirm — the next utterance answers it, sent as a
plain line of the words heard first ("yes please" runs the action read
back; a value fills the one asked for; a command of its own is that
command), as Docs/protocol.md says. An action less sure than 0.9 is read
back before it runs (`--confirm-below`, each request's `confirmBelow`):
from 0.9 phrased's `matched` is right 99 times in 100 on real speech, and
below it are most wrong actions — free text the recogniser misheard, a name
the prompt wrote over one it never heard. A wrong action costs more than a
question; `--confirm-below 0` acts on every match, as phrased does for a
client that does not ask.

Streaming (--microphone, --simulate-stream): while an utterance is heard,
pocketsphinx's grammar decoder decodes it frame by frame, and each time its
hypothesis changes phrased is asked whether the words so far are a command
(`"partial": true`). The utterance ends when phrased says `complete` and a
short pause followed (--pause, 0.25 s), else after the full silence
(--silence, 1.0 s); then it is decoded and matched as a WAV file is: both
cut to their speech with the same quiet before and after it (0.4 s, 0.3 s),
so where the stream stopped changes nothing that is heard.
--simulate-stream feeds each WAV, then silence, at real-time speed.
"""

import argparse
import json
import subprocess
import sys
import time

from phrasebook_voice import (SAMPLE_RATE, Endpointing, GrammarHelper, Phrased, PhrasedError, Recogniser, WhisperRecogniser,
                              app_prompted_hypotheses, app_to_hear_again, around_speech, default_socket, hypotheses,
                              read_wav, whisper_hypotheses)


class Pipeline:
    def __init__(self, options):
        self.options = options
        self.phrased = Phrased(options.socket)
        self.generation = None
        # Each app's own prompt, of this generation (`app_prompt`), and
        # every app's, Whisper's first hearing's.
        self.app_prompts = {}
        self.prompt = ""
        self.recogniser = None
        # The decoder whose hypotheses stream while an utterance is heard: the grammar's.
        self.streamer = None
        # The grammar decoded again with Phrasebook's pronunciations only
        # (`--pronunciations both`): a second opinion the matcher weighs.
        # Built where it decodes here: with --one-process, or once the
        # helper is gone (`second_decoder`).
        self.second = None
        self.grammar_files = None
        # The grammar's decodings of each utterance in a second process,
        # beside the free one (`GrammarHelper`; not with --one-process).
        self.helper = None
        self.streaming = options.microphone or options.simulate_stream
        # The question the last answer asked on this connection — a
        # `needs-value` prompt, or an action read back to confirm
        # (`phrased --confirm-below`) — which the next utterance answers.
        self.question = None
        if options.recogniser == "whisper":
            self.recogniser = WhisperRecogniser(options.model, nbest=options.nbest)
            self.say("whisper %s loaded (%.2f s)" % (options.model, self.recogniser.load_seconds))
        self.refresh()

    def refresh(self):
        """Tells the recogniser the phrases again when phrased's index is not
        the one its grammar or prompt came from: pocketsphinx's grammar
        decoder rebuilt, Whisper's prompt replaced."""
        if self.generation is not None and self.phrased.generation() == self.generation:
            return
        if self.options.recogniser == "whisper":
            if self.options.no_prompt:
                prompt, generation = "", self.phrased.generation()
            else:
                prompt, generation = self.phrased.grammar("prompt", self.options.app)
            self.recogniser.set_prompt(prompt)
            self.prompt = prompt
            self.say("prompt of generation %d: %d tokens" % (generation, self.recogniser.prompt_tokens))
            if self.streaming:
                jsgf, _ = self.phrased.grammar("jsgf", self.options.app)
                dictionary, _ = self.phrased.grammar("dict", self.options.app)
                self.streamer = Recogniser(jsgf, dictionary, self.first_pronunciations, free=False)
        else:
            jsgf, generation = self.phrased.grammar("jsgf", self.options.app)
            dictionary, _ = self.phrased.grammar("dict", self.options.app)
            self.recogniser = Recogniser(jsgf, dictionary, self.first_pronunciations, self.options.nbest)
            self.grammar_files, self.second = (jsgf, dictionary), None
            if self.options.one_process:
                if self.hears_twice:
                    self.second_decoder()
            else:
                if self.helper is not None:
                    self.helper.close()
                self.helper = GrammarHelper(jsgf, dictionary, [self.first_pronunciations] + (["phrase"] if self.hears_twice else []))
            self.streamer = self.recogniser
            self.say("grammar of generation %d: %d words" % (generation, len(dictionary.splitlines())))
        self.generation = generation
        self.app_prompts = {}

    def app_prompt(self, app):
        """`app`'s own prompt, fetched from phrased once a generation."""
        if app not in self.app_prompts:
            self.app_prompts[app], _ = self.phrased.grammar("prompt", app)
        return self.app_prompts[app]

    @property
    def hears_again(self):
        """Whether an unsure answer is heard again with its app's prompt:
        Whisper with the prompt and its witnesses, all apps in view."""
        return (self.options.recogniser == "whisper" and not (self.options.no_prompt or self.options.no_witness)
                and not self.options.no_app_prompt and not self.options.app)

    @property
    def hears_twice(self):
        """Whether the grammar is decoded with Phrasebook's pronunciations
        too (`--pronunciations both`)."""
        return self.options.recogniser != "whisper" and self.options.pronunciations == "both"

    def second_decoder(self):
        """The grammar decoder with Phrasebook's pronunciations, in this
        process: built on first use."""
        if self.second is None:
            jsgf, dictionary = self.grammar_files
            self.second = Recogniser(jsgf, dictionary, "phrase", free=False)
        return self.second

    @property
    def first_pronunciations(self):
        """The dictionary of the decoder whose grammar hypothesis is sent
        first (and streams): merged, unless told Phrasebook's alone."""
        return "phrase" if self.options.pronunciations == "phrase" else "merged"

    def say(self, text):
        if not self.options.quiet:
            print(text, file=sys.stderr, flush=True)

    def handle(self, audio, label):
        """Decodes one utterance, sends it to phrased, prints the answer.
        What is decoded is its speech with the same quiet around it whether
        it came from a file or a stream (`around_speech`): a streamed
        utterance is heard as the recording of it is, wherever it stopped."""
        self.refresh()
        audio = around_speech(audio)
        if self.options.recogniser == "whisper":
            if self.options.no_prompt or self.options.no_witness:
                heard, seconds = self.recogniser.hear(audio)
                plain = None
            else:
                # Without the prompt too: witnesses to verbs and free text.
                heard, plain, seconds = self.recogniser.hear_witnessed(audio)
            listed = whisper_hypotheses(heard, plain, prompted=not self.options.no_prompt, prompt=self.prompt)
            self.say("%s: whisper %r%s (%.2f s of audio; %.2f s)" % (
                label, heard[0][0] if heard else "", ", without the prompt %r" % plain[0][0] if plain else "",
                len(audio) / 32000, seconds["whisper"]))
        else:
            heard = None
            if self.helper is not None:
                # Both grammars heard in the helper while the free decoder
                # hears the audio here; the second dictionary's hearing is
                # then used as it would have been decoded: only where the
                # first is sent.
                started = time.monotonic()
                try:
                    self.helper.start(audio)
                    free, segments, seconds = self.recogniser.hear_free(audio)
                    heard = self.helper.result()
                except (EOFError, OSError) as error:
                    self.say("%s: the grammar's helper process is gone (%s): decoding in this process from now on"
                             % (label, str(error) or type(error).__name__))
                    self.helper.close()
                    self.helper = None
            if heard is not None:
                seconds["grammar"] = sum(again["grammar"] for _, again in heard)
                seconds["both"] = time.monotonic() - started
                grammar = self.recogniser.fitted(heard[0][0], segments)
                # Fitted against the same names, values and words: the
                # grammar's, whichever dictionary heard it.
                heard_second = self.recogniser.fitted(heard[1][0], segments) if len(heard) > 1 else None
            else:
                free, grammar, seconds, segments = self.recogniser.hear(audio)
            listed = hypotheses(free, grammar, free_segments=segments)
            dropped = grammar is not None and not any(h.get("grammar") for h in listed)
            second = None
            if self.hears_twice and grammar is not None and not dropped:
                # Decoded only where the first is sent: it is a check on that one.
                if heard is not None:
                    second = heard_second
                else:
                    _, second, again, _ = self.second_decoder().hear(audio, segments)
                    seconds["grammar"] += again["grammar"]
                listed = hypotheses(free, grammar, second=second, free_segments=segments)
            # The grammar's words sent once more unconstrained: they fit the
            # audio better than the free hearing (`acoustic_support`).
            supported = any(not h.get("grammar") for h in listed[len(free):])
            self.say("%s: free %r, grammar %r%s%s%s (%.2f s of audio; %.2f s + %.2f s%s)" % (
                label, free[0][0] if free else "", grammar[0] if grammar else None,
                " (not sent: it fits the audio worse than the free hearing)" if dropped else "",
                ", with Phrasebook's pronunciations %r" % second[0] if second else "",
                " (fits the audio better than the free hearing: sent unconstrained too)" if supported else "",
                len(audio) / 32000, seconds.get("free", 0), seconds["grammar"],
                ", side by side %.2f s" % seconds["both"] if "both" in seconds else ""))
        if not listed:
            print(json.dumps({"status": "no-match", "heard": None}) if self.options.json else "%s: heard nothing" % label)
            return
        if self.question is not None:
            # An answer goes as a plain line, the words heard first: a
            # request would drop the question (Docs/protocol.md). A yes
            # runs the action read back, "no, login bug" puts its value
            # right (read back again), a value fills the one asked for,
            # a command of its own is that command. Whisper hears a value
            # asked for again with its app's own prompt, most of that
            # app's values (not a yes or no: the prompt is all commands).
            answer = listed[0]["text"]
            app = self.question.get("app")
            if self.hears_again and self.question.get("status") == "needs-value" and app:
                again, more = self.recogniser.hear_again(self.app_prompt(app))
                if again:
                    answer = again[0][0]
                self.say("%s: heard again with %s's prompt: %r (%.2f s)" % (label, app, answer, more["whisper"]))
            # The full stop Whisper ends a sentence with was not said: a
            # note taken as said would keep it.
            answer = answer.strip().rstrip(".!?。").strip()
            self.say("%s: answering %r with %r" % (label, asked(self.question), answer))
            self.answered(self.phrased.answer(answer), label)
            return
        request = {"op": "match", "hypotheses": listed, "dispatch": not self.options.no_dispatch}
        if self.options.app:
            request["app"] = self.options.app
        if self.options.confirm_below is not None:
            request["confirmBelow"] = self.options.confirm_below
        if self.hears_again:
            # Asked first without dispatching: where the answer is no sure
            # action, heard again with its app's own prompt.
            first = self.phrased.request(dict(request, dispatch=False))
            app = app_to_hear_again(first)
            if app is not None:
                again, more = self.recogniser.hear_again(self.app_prompt(app))
                if again:
                    request["hypotheses"] = app_prompted_hypotheses(again, heard, plain, self.prompt, self.app_prompt(app))
                self.say("%s: %s, heard again with %s's prompt: %r (%.2f s)" % (
                    label, first.get("status"), app, again[0][0] if again else "", more["whisper"]))
        self.answered(self.phrased.request(request), label)

    def answered(self, result, label):
        """Prints phrased's answer, and keeps the question it asks, if any."""
        print(json.dumps(result) if self.options.json else "%s: %s" % (label, describe(result)), flush=True)
        self.question = result if result.get("status") == "needs-value" or "confirm" in result else None

    def partial(self, text):
        """phrased's `completion` of `text`, a transcript still being spoken."""
        request = {"op": "match", "text": text, "partial": True}
        if self.options.app:
            request["app"] = self.options.app
        return self.phrased.request(request).get("completion")

    def stream_decoder(self):
        """The grammar decoder, of phrased's current index, for an utterance that begins."""
        self.refresh()
        return self.streamer.grammar

    def stream(self, frames, label):
        """Cuts `frames` (raw audio, `Endpointing.frame_bytes` at a time)
        into utterances, each ended as soon as phrased says it is complete
        (or by the full silence), and handles each."""
        endpointing = Endpointing(self.stream_decoder, self.partial, pause=self.options.pause,
                                  silence=self.options.silence, early=not self.options.no_early_stop)
        count = 0
        for frame in frames:
            if len(frame) < endpointing.frame_bytes:
                break
            utterance = endpointing.process(frame)
            if utterance:
                count += 1
                self.finish(utterance, label(count))
        utterance = endpointing.end_stream()
        if utterance:
            self.finish(utterance, label(count + 1))

    def finish(self, utterance, name):
        """Says how `utterance` ended, then decodes and matches it."""
        heard = utterance.partials[-1][1] if utterance.partials else ""
        if utterance.reason == "complete":
            self.say("%s: stopped early at %.2f s: %r is complete, after a %.2f s pause (the full silence is %.2f s); "
                     "%d partial requests" % (name, utterance.end, heard, self.options.pause, self.options.silence,
                                              len(utterance.partials)))
        else:
            completion = utterance.partials[-1][2] if utterance.partials else None
            self.say("%s: ended at %.2f s by %s: %r was %s; %d partial requests" % (
                name, utterance.end, "the full silence" if utterance.reason == "silence" else "the stream's end",
                heard, completion or "nothing", len(utterance.partials)))
        self.handle(utterance.audio, name)

    def simulate(self, path):
        """A WAV file said as into a microphone: its frames, then silence,
        at real-time speed."""
        audio = read_wav(path)
        audio += b"\0" * (2 * int(SAMPLE_RATE * (self.options.silence + 0.5)))

        def frames():
            size, started = Endpointing.FRAME_BYTES, time.monotonic()
            for n, offset in enumerate(range(0, len(audio), size)):
                time.sleep(max(0.0, started + n * Endpointing.FRAME_SECONDS - time.monotonic()))
                yield audio[offset:offset + size]

        self.stream(frames(), lambda n: path if n == 1 else "%s utterance %d" % (path, n))

    def microphone(self):
        """arecord's stream cut into utterances, each ended as soon as it is complete."""
        command = ["arecord", "-q", "-t", "raw", "-f", "S16_LE", "-r", str(SAMPLE_RATE), "-c", "1"]
        if self.options.device:
            command += ["-D", self.options.device]
        self.say("listening (%s); Ctrl-C ends" % " ".join(command))
        recorder = subprocess.Popen(command, stdout=subprocess.PIPE)
        try:
            self.stream(iter(lambda: recorder.stdout.read(Endpointing.FRAME_BYTES), b""),
                        lambda n: "utterance %d" % n)
        except KeyboardInterrupt:
            pass
        finally:
            recorder.terminate()
            recorder.wait()


def asked(question):
    """What `question` (a result that asks) asks, in words."""
    return question.get("confirm") or question.get("prompt") or question.get("status")


def describe(result):
    """A result in one line for people, with the handler's dialog."""
    status = result.get("status")
    if status == "error":
        return "error: %s" % result["error"]["message"]
    words = [status, result.get("app") or "", result.get("intent") or ""]
    words += ["%s=%s" % (name, p.get("value")) for name, p in result.get("parameters", {}).items()]
    if status == "rejected":
        words.append("(%r)" % result.get("negativePhrase"))
    if status == "needs-value":
        words.append("%s? %r" % (result.get("parameter"), result.get("prompt")))
    if "confirm" in result:
        words.append("not run, to confirm: %r" % result["confirm"])
    if "hypothesis" in result:
        words.append("[hypothesis %d, %.2f]" % (result["hypothesis"], result.get("confidence", 0)))
    line = " ".join(w for w in words if w)
    dispatch = result.get("dispatch")
    if dispatch:
        line += "\n  → %s" % (dispatch.get("dialog") or dispatch.get("error") or "exit %s" % dispatch.get("exitCode"))
    return line


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("wav", nargs="*", help="16 kHz mono 16-bit WAV files, one utterance each")
    parser.add_argument("--microphone", action="store_true", help="listen with arecord instead")
    parser.add_argument("--device", help="arecord's capture device (-D)")
    parser.add_argument("--simulate-stream", action="store_true",
                        help="stream each WAV (then silence) at real-time speed, as --microphone does its audio")
    parser.add_argument("--pause", type=float, default=0.25,
                        help="streaming: the pause after a complete command that ends it, in seconds "
                             "(default: %(default)s)")
    parser.add_argument("--silence", type=float, default=1.0,
                        help="streaming: the silence that ends any other utterance, in seconds (default: %(default)s)")
    parser.add_argument("--no-early-stop", action="store_true",
                        help="streaming: always wait the full silence (the partial requests are still sent)")
    parser.add_argument("--socket", default=default_socket(), help="phrased's socket (default: %(default)s)")
    parser.add_argument("--app", help="one app's phrases only")
    parser.add_argument("--recogniser", choices=["pocketsphinx", "whisper"], default="pocketsphinx",
                        help="pocketsphinx: free and with the grammar (default); whisper: faster-whisper with "
                             "the prompt")
    parser.add_argument("--model", default="tiny.en",
                        help="whisper's model: tiny.en (make whisper-venv) or a CTranslate2 model's folder "
                             "(default: %(default)s)")
    parser.add_argument("--no-prompt", action="store_true", help="whisper without phrased's prompt")
    parser.add_argument("--no-app-prompt", action="store_true",
                        help="whisper: send the first answer as it is, not heard again with its app's own prompt "
                             "where it is no sure action")
    parser.add_argument("--no-witness", action="store_true",
                        help="whisper with the prompt only; by default it decodes again without it and sends both, "
                             "so that free text (a search query) is taken only where both hear it, "
                             "no action the decoding without the prompt hears another verb for, "
                             "and what it reads clearly is the answer where the prompted decoding reads as nothing or asks, "
                             "or is weighed against it where both act")
    parser.add_argument("--nbest", type=int, default=5,
                        help="free (or whisper's) hypotheses sent (default: %(default)s)")
    parser.add_argument("--one-process", action="store_true",
                        help="pocketsphinx: decode free and with the grammar one after the other, in this process "
                             "(default: the grammar's decodings in a second process, beside the free one)")
    parser.add_argument("--pronunciations", choices=["both", "merged", "phrase"], default="both",
                        help="pocketsphinx: the recogniser's dictionary where it knows a word, Phrasebook's for "
                             "the rest (merged), Phrasebook's for every word (phrase), or the grammar decoded "
                             "both ways, the second a check on the first (both, default: where the two mean "
                             "different things, neither counts)")
    parser.add_argument("--no-dispatch", action="store_true", help="match only; run no handler")
    parser.add_argument("--confirm-below", type=float, metavar="X", default=0.9,
                        help="read an action less sure than X back and run it only when the next utterance says "
                             "yes (the request's confirmBelow; default: %(default)s, where phrased's matched is "
                             "right 99 times in 100; 0: act on every match)")
    parser.add_argument("--json", action="store_true", help="print phrased's responses as they are")
    parser.add_argument("--quiet", action="store_true", help="no decoding details on standard error")
    options = parser.parse_args()
    if not options.wav and not options.microphone:
        parser.error("give WAV files or --microphone")
    if options.confirm_below is not None and not 0 <= options.confirm_below <= 1:
        parser.error("--confirm-below takes a number from 0 to 1")
    try:
        pipeline = Pipeline(options)
        for path in options.wav:
            if options.simulate_stream:
                pipeline.simulate(path)
            else:
                pipeline.handle(read_wav(path), path)
        if options.microphone:
            pipeline.microphone()
    except ImportError as error:
        venv = "whisper-venv" if options.recogniser == "whisper" and "pocketsphinx" not in str(error) \
            else "voice-venv"
        sys.exit(
            "voice-pipeline: %s: run `make %s`, then this script with .build/%s/bin/python "
            "(Docs/voice.md)" % (error, venv, venv)
        )
    except (PhrasedError, ValueError, OSError) as error:
        sys.exit("voice-pipeline: %s" % error)


if __name__ == "__main__":
    main()
