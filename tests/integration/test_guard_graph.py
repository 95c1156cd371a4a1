"""The reply guard in the real graph (real Postgres checkpointer): a scripted model at the graph seam copies its
earlier reply; the guard replaces it, resets the thread for the model, and the stream path applies the same rules."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langchain_core.messages import AIMessage, HumanMessage
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.guard import FALLBACK_REPLY

STUCK = "I'm glad you enjoyed the answer! Let me know if you have more questions."
JOKE = "Why did the scarecrow win an award? Because he was outstanding in his field."
T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def _model() -> ScriptedChatModel:
    return ScriptedChatModel(rules=[{"when": ["tell me a joke"], "replies": [{"content": JOKE}]}],
                             default={"content": STUCK})


def test_a_repeated_reply_is_replaced_and_the_thread_recovers(settings, db, user_id: str) -> None:
    model = _model()
    assistant = Assistant(settings, db, chat_model=model)
    try:
        first = assistant.ask("that was great", user_id=user_id, thread_id=f"{user_id}-t", now=T0)
        assert first.text == STUCK and first.handled_by == "llm"
        second = assistant.ask("what is the weather like on mars", user_id=user_id, thread_id=f"{user_id}-t",
                               now=T0 + timedelta(seconds=5))
        assert second.text == FALLBACK_REPLY and second.handled_by == "guard:repeats-earlier-reply"
        third = assistant.ask("tell me a joke", user_id=user_id, thread_id=f"{user_id}-t",
                              now=T0 + timedelta(seconds=10))
        assert third.text == JOKE and third.handled_by == "llm"
        # The checkpoint keeps every turn as spoken.
        state = assistant.graph.get_state({"configurable": {"thread_id": f"{user_id}-t"}})
        spoken = [m.content for m in state.values["messages"] if isinstance(m, AIMessage)]
        assert spoken == [STUCK, FALLBACK_REPLY, JOKE]
    finally:
        assistant.close()
    # After the collapse the model no longer sees the copied stretch: only the new question.
    humans = [m.content for m in model.requests[-1] if isinstance(m, HumanMessage)]
    assert humans == ["tell me a joke"]
    assert not any(isinstance(m, AIMessage) for m in model.requests[-1])


def test_the_guard_applies_to_streamed_replies(settings, db, user_id: str) -> None:
    assistant = Assistant(settings, db, chat_model=_model())
    try:
        first = "".join(assistant.stream("that was great", user_id=user_id, thread_id=f"{user_id}-s", now=T0))
        assert first == STUCK
        second = "".join(assistant.stream("and now?", user_id=user_id, thread_id=f"{user_id}-s",
                                          now=T0 + timedelta(seconds=5)))
        assert second == FALLBACK_REPLY
    finally:
        assistant.close()


def test_the_guard_can_be_switched_off(make_settings, db, user_id: str) -> None:
    assistant = Assistant(make_settings(llm_reply_guard=False), db, chat_model=_model())
    try:
        for n in range(2):
            reply = assistant.ask("that was great", user_id=user_id, thread_id=f"{user_id}-o",
                                  now=T0 + timedelta(seconds=5 * n))
            assert reply.text == STUCK
    finally:
        assistant.close()
