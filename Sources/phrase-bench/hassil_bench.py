"""Times Home Assistant's hassil on the work phrase-bench gives it.

Run by `phrase-bench` (see Workload+Hassil.swift) with the virtualenv's
Python:  python hassil_bench.py SPEC.json  > RESULT.json

SPEC: {"intents": {"HassTurnOn": ["turn on {name}", ...], ...},
       "sizes": [{"names": [...], "budget": seconds,
                  "kinds": {"exact": [{"text": ..., "intent": ..., "name": ...}],
                            "no-match": [{"text": ...}]}}]}

For each size: build the intents with the names as a text slot list
(hassil's TextSlotList, indexed in a trie since 3.x), then call
hassil.recognize() once per utterance, timing each call with
time.perf_counter_ns(). A kind stops early once `budget` seconds have gone
by (after at least 3 utterances). Prints JSON: nanoseconds per utterance and
how many came out as expected (the right intent and name; None for no-match).
"""

import json
import sys
import time
from importlib import metadata

import hassil
from hassil import Intents, TextSlotList


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        spec = json.load(f)
    out = {"version": metadata.version("hassil"), "python": sys.version.split()[0], "sizes": []}
    for size in spec["sizes"]:
        names = size["names"]
        t0 = time.perf_counter_ns()
        intents = Intents.from_dict({
            "language": "en",
            "intents": {
                intent: {"data": [{"sentences": sentences}]}
                for intent, sentences in spec["intents"].items()
            },
        })
        slot_lists = {"name": TextSlotList.from_strings(names, allow_template=False, name="name")}
        # The first recognize builds hassil's lazy indexes: part of building.
        hassil.recognize("turn on " + names[0], intents, slot_lists=slot_lists)
        build_ns = time.perf_counter_ns() - t0
        result = {"names": len(names), "build_ns": build_ns, "kinds": {}}
        for kind, utterances in size["kinds"].items():
            times, right = [], 0
            deadline = time.perf_counter_ns() + int(size["budget"] * 1e9)
            for u in utterances:
                start = time.perf_counter_ns()
                r = hassil.recognize(u["text"], intents, slot_lists=slot_lists)
                end = time.perf_counter_ns()
                times.append(end - start)
                if u.get("intent") is None:
                    right += r is None
                elif r is not None and r.intent.name == u["intent"]:
                    entity = r.entities.get("name")
                    right += entity is not None and entity.value == u["name"]
                if len(times) >= 3 and end > deadline:
                    break
            result["kinds"][kind] = {"ns": times, "right": right}
        out["sizes"].append(result)
        print(f"hassil {len(names)} names: built in {build_ns / 1e9:.2f} s", file=sys.stderr)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
