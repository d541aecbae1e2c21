"""The web interface: sign-up and log-in, Humanize, Developer, Usage and Team pages, served by
the same Starlette app as the API."""

from __future__ import annotations

from humanizer.web.routes import routes

__all__ = ["routes"]
