"""Drives phrased's Wyoming service with the reference client library.

Run by WyomingInteropTests (Tests/EndToEndTests) with the virtualenv that
`make test` fills from PyPI (.build/wyoming-venv). Each step talks to the
daemon the way Home Assistant's Wyoming conversation agent does: a new
TCP connection, one event written, one event read back. Every step prints
one JSON line: what was sent, and what came back as the library decoded it.

    python wyoming_interop.py steps --port 10700
    python wyoming_interop.py conversation --port 10700
    python wyoming_interop.py latency --port 10700 --socket /run/user/1000/phrased.sock --count 200
"""

import argparse
import asyncio
import io
import json
import socket
import statistics
import sys
import time

from wyoming.asr import Transcript
from wyoming.audio import AudioChunk, AudioStart
from wyoming.client import AsyncTcpClient
from wyoming.error import Error
from wyoming.event import async_read_event, write_event
from wyoming.handle import Handled, NotHandled
from wyoming.info import Describe, Info
from wyoming.intent import Intent, NotRecognized, Recognize
from wyoming.ping import Ping, Pong
from wyoming.tts import Synthesize

TIMEOUT = 10


def decoded(event):
    """What the library makes of an answer, as a JSON-ready dict."""
    if event is None:
        return {"type": None}
    out = {"type": event.type}
    answers = [kind for kind in (Handled, NotHandled, NotRecognized) if kind.is_type(event.type)]
    if answers:
        answer = answers[0].from_event(event)
        out.update(text=answer.text, context=answer.context)
    elif Intent.is_type(event.type):
        intent = Intent.from_event(event)
        out.update(
            name=intent.name,
            entities=[{"name": e.name, "value": e.value} for e in intent.entities],
            text=intent.text,
            context=intent.context,
        )
    elif Error.is_type(event.type):
        error = Error.from_event(event)
        out.update(text=error.text, code=error.code)
    elif Pong.is_type(event.type):
        out.update(text=Pong.from_event(event).text)
    elif Info.is_type(event.type):
        info = Info.from_event(event)
        out.update(
            handle=[
                {
                    "name": p.name,
                    "installed": p.installed,
                    "attribution": p.attribution.name,
                    "models": [{"name": m.name, "languages": m.languages, "installed": m.installed} for m in p.models],
                }
                for p in info.handle
            ],
            intent=[
                {
                    "name": p.name,
                    "installed": p.installed,
                    "models": [{"name": m.name, "languages": m.languages} for m in p.models],
                }
                for p in info.intent
            ],
            asr=len(info.asr),
        )
    return out


async def exchange(port, *events):
    """A connection of its own: write the events, read one event back."""
    async with AsyncTcpClient("127.0.0.1", port) as client:
        for event in events:
            await client.write_event(event)
        return await asyncio.wait_for(client.read_event(), TIMEOUT)


async def raw_exchange(port, data, shut_writing=False):
    """Writes raw bytes (then shuts the writing side, if asked); reads events
    with the library until the daemon closes."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(data)
    await writer.drain()
    if shut_writing:
        writer.write_eof()
    events = []
    while True:
        event = await asyncio.wait_for(async_read_event(reader), TIMEOUT)
        if event is None:
            break
        events.append(decoded(event))
    writer.close()
    return events


def transcript(text, conversation_id=None, **data):
    context = {"conversation_id": conversation_id} if conversation_id else None
    event = Transcript(text, context=context, language="en").event()
    event.data.update(data)
    return event


async def steps(port):
    """Each event Home Assistant, Rhasspy 3 or a satellite would send."""
    plan = [
        ("describe", Describe().event()),
        ("transcript matched", transcript("open my project in coding bridge", "01HA-A")),
        ("transcript no-match", transcript("what time is it", "01HA-B")),
        ("transcript rejected", transcript("stop meditation in calm", "01HA-C")),
        ("transcript ambiguous", transcript("open website in codingbridge", "01HA-D")),
        ("transcript question", transcript("save idea to coding bridge", "01HA-E")),
        ("transcript answer", transcript("Buy more milk", "01HA-E")),
        ("transcript hypotheses", transcript("a comparison landmarks", hypotheses=["a comparison landmarks", "open pier 39 in landmarks"])),
        ("recognize matched", Recognize("open niagara falls in landmarks").event()),
        ("recognize no-match", Recognize("what time is it").event()),
        ("ping", Ping("hello").event()),
        ("synthesize", Synthesize("hello").event()),
    ]
    for name, event in plan:
        answer = await exchange(port, event)
        print(json.dumps({"step": name, "sent": event.type, **decoded(answer)}), flush=True)

    audio = [AudioStart(16000, 2, 1).event(), AudioChunk(16000, 2, 1, bytes(2048)).event()]
    answer = await exchange(port, *audio)
    print(json.dumps({"step": "audio", "sent": "audio-start", **decoded(answer)}), flush=True)

    for name, data, shut_writing in [
        ("bad header", b"this is not json\n", False),
        ("huge data_length", b'{"type":"transcript","data_length":999999999}\n', False),
        ("cut inside data", b'{"type":"transcript","data_length":40}\n{"text":', True),
    ]:
        events = await raw_exchange(port, data, shut_writing)
        print(json.dumps({"step": name, "sent": "raw", "events": events}), flush=True)


async def conversation(port):
    """Questions over several connections, as Home Assistant asks them: each
    transcript on a connection of its own, with the conversation's id; a
    question answered, one cancelled, one left for a command said exactly."""
    plan = [
        ("answer", "01FH-ANSWER", ["save idea to coding bridge", "buy more milk"]),
        ("cancel", "01FH-CANCEL", ["save idea to coding bridge", "never mind", "buy more milk"]),
        ("command", "01FH-COMMAND", ["save idea to coding bridge", "open my project in coding bridge"]),
    ]
    for name, conversation_id, texts in plan:
        for turn, text in enumerate(texts):
            answer = decoded(await exchange(port, transcript(text, conversation_id)))
            print(json.dumps({"step": "%s %d" % (name, turn), "sent": text, **answer}), flush=True)


async def latency(port, socket_path, count):
    """Round trips, one at a time, the same utterance each: a Wyoming
    transcript with the reference client on a connection of its own (Home
    Assistant's way); the same bytes on plain blocking sockets, a connection
    each and one kept open; beside a `match` on the Unix socket, both ways.
    The plain-socket figures put both protocols on the same client."""
    text = "open niagara falls in landmarks"

    def summary(name, samples):
        samples = sorted(samples)
        return {
            "measure": name,
            "count": len(samples),
            "p50_us": round(statistics.median(samples) * 1e6),
            "p90_us": round(samples[int(len(samples) * 0.9) - 1] * 1e6),
            "p99_us": round(samples[max(int(len(samples) * 0.99) - 1, 0)] * 1e6),
        }

    def timed(round_trip):
        samples = []
        for _ in range(count):
            start = time.perf_counter()
            answer = round_trip()
            samples.append(time.perf_counter() - start)
            assert b'"handled"' in answer or b'"matched"' in answer, answer
        return samples

    reference = []
    for _ in range(count):
        start = time.perf_counter()
        answer = await exchange(port, transcript(text))
        reference.append(time.perf_counter() - start)
        assert answer.type == "handled", answer

    buffer = io.BytesIO()
    write_event(transcript(text), buffer)
    event_bytes = buffer.getvalue()

    def wyoming_round_trip(stream, conn):
        conn.sendall(event_bytes)
        header = stream.readline()
        return header + stream.read(json.loads(header).get("data_length", 0))

    def wyoming_connection_each():
        with socket.create_connection(("127.0.0.1", port)) as conn:
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return wyoming_round_trip(conn.makefile("rb"), conn)

    line = (json.dumps({"op": "match", "text": text}) + "\n").encode()

    def unix_round_trip(stream, conn):
        conn.sendall(line)
        return stream.readline()

    def unix_connection_each():
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.connect(socket_path)
            return unix_round_trip(conn.makefile("rb"), conn)

    with socket.create_connection(("127.0.0.1", port)) as wyoming, socket.socket(socket.AF_UNIX) as unix:
        wyoming.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        unix.connect(socket_path)
        wyoming_stream, unix_stream = wyoming.makefile("rb"), unix.makefile("rb")
        measures = [
            ("wyoming transcript, reference client, a connection each (Home Assistant)", reference),
            ("wyoming transcript, plain socket, a connection each", timed(wyoming_connection_each)),
            ("wyoming transcript, plain socket, one connection", timed(lambda: wyoming_round_trip(wyoming_stream, wyoming))),
            ("unix socket match, plain socket, a connection each", timed(unix_connection_each)),
            ("unix socket match, plain socket, one connection", timed(lambda: unix_round_trip(unix_stream, unix))),
        ]
    for name, samples in measures:
        print(json.dumps(summary(name, samples)), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["steps", "conversation", "latency"])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--socket")
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    if args.mode == "steps":
        asyncio.run(steps(args.port))
    elif args.mode == "conversation":
        asyncio.run(conversation(args.port))
    else:
        asyncio.run(latency(args.port, args.socket, args.count))


if __name__ == "__main__":
    sys.exit(main())
