"""The coach: hint, learn mode and review, which all ask the one analyst (engine.coach)."""
