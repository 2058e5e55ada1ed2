"""Placeholder until the discipline is written."""
