"""The Usage page's chart: words used per day of the credit period, drawn as inline SVG on
the server (no script, no external asset; presentation attributes only, so the page's
Content-Security-Policy needs no inline styles)."""

from __future__ import annotations

import calendar
from collections.abc import Iterable

from markupsafe import Markup, escape

WIDTH, HEIGHT = 640, 220
LEFT, RIGHT, TOP, BOTTOM = 48, 8, 12, 28


def words_per_day_svg(period: str, days: Iterable[tuple[str, int]]) -> Markup:
    """One bar per day of `period` ('YYYY-MM'); `days` holds ('YYYY-MM-DD', words) pairs
    (days without use may be missing; net refunds below zero are drawn as zero)."""
    year, month = (int(part) for part in period.split("-"))
    length = calendar.monthrange(year, month)[1]
    used = [0] * length
    for date, words in days:
        if date.startswith(period):
            used[int(date[8:10]) - 1] += words
    used = [max(0, w) for w in used]
    top = _nice_ceiling(max(used))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    slot = plot_w / length
    month_name = calendar.month_name[month]
    total = sum(used)
    parts = [
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="chart-title" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="chart-title">Words used per day in {month_name} {year}: '
        f'{total:,} in total</title>',
    ]
    for fraction in (0, 0.5, 1):
        y = TOP + plot_h * (1 - fraction)
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" '
                     f'stroke="#d0d4da" stroke-width="1"/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end" font-size="11" '
                     f'fill="#555">{int(top * fraction):,}</text>')
    for index, words in enumerate(used):
        x = LEFT + index * slot + slot * 0.15
        h = plot_h * words / top
        label = f"{month_name} {index + 1}: {words:,} words"
        parts.append(
            f'<rect class="bar" x="{x:.1f}" y="{TOP + plot_h - h:.1f}" width="{slot * 0.7:.1f}" '
            f'height="{h:.1f}" fill="#3558d4" data-day="{index + 1}" data-words="{words}">'
            f'<title>{escape(label)}</title></rect>'
        )
        if index == 0 or (index + 1) % 5 == 0:
            parts.append(f'<text x="{x + slot * 0.35:.1f}" y="{HEIGHT - 10}" font-size="11" '
                         f'text-anchor="middle" fill="#555">{index + 1}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))


def _nice_ceiling(value: int) -> int:
    """The smallest of 10, 20, 50, 100, 200, 500, ... that is at least `value`."""
    scale = 10
    while True:
        for step in (1, 2, 5):
            if step * scale >= value:
                return step * scale
        scale *= 10


__all__ = ["words_per_day_svg"]
