"""Home Assistant's own `wyoming` integration drives phrased.

Run by HomeAssistantInteropTests (Tests/EndToEndTests) with each
virtualenv `make ha-venv` fills (.build/ha-venv/<version>: a released Home
Assistant, its test harness pytest-homeassistant-custom-component, and the
integration's requirements, wyoming among them), against daemons the Swift
test starts:

    PHRASEBOOK_HA_PORT             phrased --wyoming tcp://127.0.0.1:0
    PHRASEBOOK_HA_PORT_INTENT      the same with --wyoming-programs handle,intent
    PHRASEBOOK_HA_PORT_CONNECTION  the same with --question-scope connection
    PHRASEBOOK_HA_REPORT           a file to write what was measured to (JSON)

Each test adds the integration as a user does (a config entry with the
daemon's host and port: Home Assistant sends `describe` and makes a
conversation agent of the `info`), then talks to the agent through
`conversation.async_converse`, the call Assist and the voice pipeline make.
Nothing of Home Assistant is patched: which version sends what is what its
code does (Docs/wyoming.md).
"""

import json
import os
import statistics
import time

import pytest
from homeassistant.components import conversation
from homeassistant.const import __version__ as HA_VERSION
from homeassistant.core import Context
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import intent
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import MockConfigEntry

HA = tuple(int(part) for part in HA_VERSION.split(".")[:2])
# Home Assistant up to 2025.6 ships wyoming 1.5.4, whose Transcript event
# carries only its text: no context, so no conversation id.
SENDS_CONVERSATION_ID = HA >= (2025, 7)


def port(name="PHRASEBOOK_HA_PORT"):
    value = os.environ.get(name)
    if not value:
        pytest.skip(f"{name} is not set: run by HomeAssistantInteropTests, which starts phrased")
    return int(value)


def report(key, value):
    """Adds `key` to the report file the Swift test prints."""
    path = os.environ.get("PHRASEBOOK_HA_REPORT")
    if not path:
        return
    data = json.loads(open(path).read()) if os.path.exists(path) and os.path.getsize(path) else {}
    data[key] = value
    with open(path, "w") as file:
        json.dump(data, file)


async def add_phrasebook(hass, wyoming_port):
    """Adds the Wyoming integration for phrased, as the config flow would:
    the entity id of the conversation agent it makes."""
    # What a running Home Assistant has set up before any integration.
    assert await async_setup_component(hass, "homeassistant", {})
    entry = MockConfigEntry(domain="wyoming", data={"host": "127.0.0.1", "port": wyoming_port}, title="Phrasebook")
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    entity_id = er.async_get(hass).async_get_entity_id("conversation", "wyoming", f"{entry.entry_id}-conversation")
    assert entity_id is not None, "the integration made no conversation agent of phrased's info"
    return entity_id


async def say(hass, agent, text, conversation_id=None, language="en"):
    """One utterance through the agent, as Assist sends it: the result, and
    what Home Assistant would speak."""
    result = await conversation.async_converse(hass, text, conversation_id, Context(), language=language, agent_id=agent)
    return result, result.response.speech.get("plain", {}).get("speech")


async def test_advertised_programs_make_a_conversation_agent_that_is_not_home_control(hass):
    agent = await add_phrasebook(hass, port())
    assert agent == "conversation.phrasebook"
    state = hass.states.get(agent)
    assert state is not None
    # Only `handle` is advertised: Home Assistant does not take Phrasebook
    # for an agent that controls the home.
    assert not (state.attributes.get("supported_features", 0) & conversation.ConversationEntityFeature.CONTROL)
    entity = hass.data["entity_components"]["conversation"].get_entity(agent) if "entity_components" in hass.data else None
    if entity is not None:
        assert set(entity.supported_languages) == {"en", "de", "fr"}


async def test_the_intent_program_on_request_is_taken_for_home_control(hass):
    agent = await add_phrasebook(hass, port("PHRASEBOOK_HA_PORT_INTENT"))
    state = hass.states.get(agent)
    assert state.attributes.get("supported_features", 0) & conversation.ConversationEntityFeature.CONTROL


async def test_a_command_runs_its_handler_and_speaks_its_dialog(hass):
    agent = await add_phrasebook(hass, port())
    result, speech = await say(hass, agent, "open my project in coding bridge")
    assert result.response.response_type == intent.IntentResponseType.ACTION_DONE
    assert speech == "Opening my-project."


async def test_an_unknown_sentence_fails_to_handle_cleanly(hass):
    agent = await add_phrasebook(hass, port())
    result, speech = await say(hass, agent, "what is the weather on mars")
    assert result.response.response_type == intent.IntentResponseType.ERROR
    assert result.response.error_code == intent.IntentResponseErrorCode.FAILED_TO_HANDLE
    assert speech == "No shortcut matches that."


async def test_a_question_is_answered_on_the_next_turn(hass):
    """Assist and a voice satellite pass the conversation id back on the next
    turn; Home Assistant sends it on from 2025.7, and opens a new connection
    either way. Without it the daemon keeps the question for the client."""
    agent = await add_phrasebook(hass, port())
    asked, question = await say(hass, agent, "save idea to coding bridge")
    assert question == "What's your idea?"
    assert question.endswith("?")
    # No released integration can ask Home Assistant to keep listening.
    assert asked.continue_conversation is False
    answered, speech = await say(hass, agent, "buy more milk", conversation_id=asked.conversation_id)
    assert speech == "Idea saved!"
    assert answered.response.response_type == intent.IntentResponseType.ACTION_DONE
    report("sendsConversationID", SENDS_CONVERSATION_ID)


async def test_a_question_kept_for_the_connection_only(hass):
    """--question-scope connection: where Home Assistant sends no conversation
    id (up to 2025.6) the answer on the next connection is a new request."""
    agent = await add_phrasebook(hass, port("PHRASEBOOK_HA_PORT_CONNECTION"))
    asked, question = await say(hass, agent, "save idea to coding bridge")
    assert question == "What's your idea?"
    _, speech = await say(hass, agent, "buy more milk", conversation_id=asked.conversation_id)
    if SENDS_CONVERSATION_ID:
        assert speech == "Idea saved!"
    else:
        assert speech == "No shortcut matches that."


async def test_a_new_conversation_does_not_answer_an_old_question(hass):
    """From 2025.7 a turn without the id gets a new one from Home Assistant:
    a new conversation, whose words are a request of their own."""
    if not SENDS_CONVERSATION_ID:
        pytest.skip(f"Home Assistant {HA_VERSION} sends no conversation id: the question is the client's")
    agent = await add_phrasebook(hass, port())
    _, question = await say(hass, agent, "save idea to coding bridge")
    assert question == "What's your idea?"
    _, speech = await say(hass, agent, "buy more milk")
    assert speech == "No shortcut matches that."


@pytest.mark.parametrize(
    "text, expected",
    [
        ("starte schlafmeditation in calm", "Schlafmeditation"),
        ("hilf mir, mit calm einzuschlafen", "Schlafmeditation"),
    ],
)
async def test_german_without_language_is_answered_in_german(hass, text, expected):
    """No released Home Assistant sends `language`: the daemon reads every
    language and answers in the one that read the utterance."""
    agent = await add_phrasebook(hass, port())
    result, speech = await say(hass, agent, text, language="de")
    assert result.response.response_type == intent.IntentResponseType.ACTION_DONE
    assert speech == expected


async def test_latency_of_a_command_through_home_assistant(hass):
    agent = await add_phrasebook(hass, port())
    count = int(os.environ.get("PHRASEBOOK_HA_LATENCY_COUNT", "50"))
    times = []
    for _ in range(count):
        start = time.perf_counter()
        _, speech = await say(hass, agent, "open niagara falls in landmarks")
        times.append((time.perf_counter() - start) * 1000)
        assert speech
    times.sort()
    report(
        "latencyMs",
        {
            "count": count,
            "p50": round(statistics.median(times), 2),
            "p90": round(times[int(0.9 * (count - 1))], 2),
            "max": round(times[-1], 2),
        },
    )
    report("homeAssistant", HA_VERSION)
