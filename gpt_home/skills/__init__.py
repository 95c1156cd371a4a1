"""What the assistant can do without a language model, and the same abilities as LLM tools.

- ``local.LocalSkills.handle(text, ctx)``: the graph's intent handler (reply or None); ``build_local_skills``.
- ``timers.TimerService`` / ``timers.TimerAnnouncer``: timers persisted in the store, announced once.
- ``tools.SkillTools.for_user(user)``: LangChain tools (timers, time, lights, weather) for the LLM.
- ``schedule``: the pure fire / fire-late / drop / wait decision; ``phrases``: how times are said.
"""
