"""The wire format's gate: every kind of bad message is refused with its code."""

import json

import pytest

import engine.bots
from engine.actions import IllegalAction
from engine.reasons import Reason, SuitWord, reason_from_json, reason_to_json
from netplay import invites
from netplay.cardscan import card_codes, hide_codes
from netplay.protocol import (
    LEVELS,
    ProtocolError,
    TokenBucket,
    parse,
)


def _code(text):
    with pytest.raises(ProtocolError) as caught:
        parse(text)
    return caught.value.code


def test_a_good_message_passes_with_its_fields():
    msg = parse(json.dumps({"v": 2, "type": "act", "action": "play QD", "ref": 7}))
    assert msg["action"] == "play QD" and msg["ref"] == 7


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{not json", "malformed"),
        ("[1, 2]", "malformed"),
        ('{"v": 2, "type": "act", "action": NaN}', "malformed"),
        (b'{"v": 2, "type": "ping"}', "malformed"),
        ('{"v": 1, "type": "ping"}', "bad_version"),
        ('{"type": "ping"}', "bad_version"),
        ('{"v": 2, "type": "teleport"}', "unknown_type"),
        ('{"v": 2, "type": 5}', "unknown_type"),
        ('{"v": 2, "type": "act"}', "malformed"),
        ('{"v": 2, "type": "act", "action": 12}', "malformed"),
        ('{"v": 2, "type": "act", "action": "play QD", "ref": true}', "malformed"),
        ('{"v": 2, "type": "seat_bot", "seat": -1, "level": "easy"}', "malformed"),
        ('{"v": 2, "type": "join", "code": "' + "A" * 100 + '"}', "malformed"),
        ("[" * 100000 + "]" * 100000, "malformed"),
        # a lone surrogate cannot be echoed back in UTF-8: refused like any bad text
        ('{"v": 2, "type": "act", "action": "play \\ud800"}', "malformed"),
        ('{"v": 2, "type": "join", "code": "\\udfff", "name": "x"}', "malformed"),
        # the host's options for the next match: an object of names to plain values
        ('{"v": 2, "type": "new_match", "options": [1]}', "malformed"),
        ('{"v": 2, "type": "new_match", "options": {"pack": {"deep": 1}}}', "malformed"),
        ('{"v": 2, "type": "new_match", "options": {"pack": 2.5}}', "malformed"),
        ('{"v": 2, "type": "new_match", "options": {"' + "x" * 40 + '": 1}}', "malformed"),
    ],
)
def test_bad_messages_get_their_code(text, code):
    assert _code(text) == code


def test_the_hosts_options_for_the_next_match_pass():
    msg = parse('{"v": 2, "type": "new_match", "ref": 3, "options": {"pack": 32, "a": true}}')
    assert msg["options"] == {"pack": 32, "a": True}
    assert "options" not in parse('{"v": 2, "type": "new_match"}')  # optional


def test_the_ref_of_a_refused_message_comes_back():
    with pytest.raises(ProtocolError) as caught:
        parse('{"v": 2, "type": "act", "action": 3, "ref": 9}')
    assert caught.value.to_message()["ref"] == 9


def test_protocol_levels_are_the_engine_levels():
    assert LEVELS == engine.bots.LEVELS


def test_an_engine_reason_travels_as_template_and_params_and_comes_back_equal():
    refusal = IllegalAction("You must follow {suit} with {card}.", suit=SuitWord("C"), card="QC")
    data = json.loads(json.dumps(reason_to_json(refusal)))
    assert data == {
        "template": "You must follow {suit} with {card}.",
        "params": {"suit": {"suit": "C"}, "card": "QC"},
    }
    back = reason_from_json(data)
    assert isinstance(back.params["suit"], SuitWord) and back.params["suit"].code == "C"
    assert str(back) == str(refusal)
    assert reason_from_json(reason_to_json(Reason("Plain."))) == Reason("Plain.")


def test_the_token_bucket_allows_a_burst_then_the_rate():
    now = [0.0]
    bucket = TokenBucket(rate=2.0, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5  # one token back
    assert bucket.take() and not bucket.take()


def test_codes_are_easy_to_read_and_typed_codes_are_normalised():
    code = invites.new_code()
    assert len(code) == 9 and code[4] == "-"
    assert set(code.replace("-", "")) <= set(invites.ALPHABET)
    assert invites.normal_code(" " + code.lower().replace("-", " ") + " ") == code
    assert invites.new_token() != invites.new_token()
    assert invites.digest("x") != "x" and len(invites.digest("x")) == 64


def test_the_card_scan_finds_codes_as_words_only():
    value = {
        "action": "beat 9H 10H",
        "hand": ["QD", "AS"],
        "KC": 1,
        "words": "BASE AS-IS Ask QDX 1QD, a 10S.",
    }
    assert card_codes(value) == {"9H", "10H", "QD", "AS", "KC", "10S"}
    assert card_codes("The Ace of Spades, AH!") == {"AH"}
    assert hide_codes("play QD on 10H", {"10H"}) == "play ?? on 10H"
