"""The LangGraph agent."""
