"""Humanizer: rewrites AI-generated text so it reads as a person wrote it, and streams it back."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
