"""The score sheet as a page to print (:func:`sheet_html`): the event, discipline, rules, table
and local times, the result, the racks, the statistics, for straight pool (no racks: its
re-racks counted) the classic inning-by-inning 14.1 sheet (:func:`innings_rows`), and the shot
log rack by rack (14.1: re-rack by re-rack) with each decision and its rule. The windows print it with Qt (:func:`ui.history.sheet_pdf.export_pdf`), so no
Qt here.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scoreboard.history.score_sheet import (
    ExportText,
    Sheet,
    _fmt,
    _two_places,
    log_rows,
    rack_rows,
    stat_rows,
)
from scoreboard.match.match import is_points


def innings_rows(sheet: Sheet) -> list[tuple[int, list[Mapping[str, int] | None]]]:
    """The 14.1 sheet: for each inning number, each player's line (None when missing)."""
    by_player: list[dict[int, Mapping[str, int]]] = [{}, {}]
    for line in sheet.score_sheet:
        by_player[int(line["player"])][int(line["inning"])] = line
    last = max((max(d) for d in by_player if d), default=0)
    return [(n, [by_player[0].get(n), by_player[1].get(n)]) for n in range(1, last + 1)]


def word_widths(headers: Sequence[str], rows: Sequence[Sequence[Any] | str]) -> list[int]:
    """Each column's share of the width (percent) by its longest word, heading or value, so
    that a narrow page gives every column room for its words whole."""
    need = [max((len(w) for w in h.split()), default=1) + 2 for h in headers]
    for row in rows:
        if not isinstance(row, str):
            need = [max(n, len(str(v)) + 2) for n, v in zip(need, row, strict=False)]
    total = sum(need)
    return [max(1, round(100 * n / total)) for n in need]


def _table(
    headers: Sequence[str],
    rows: Sequence[Sequence[Any] | str],
    cls: str = "",
    widths: Sequence[int] = (),
    decimal: Callable[[float], str] = _two_places,
    over: Sequence[tuple[str, int]] = (),
) -> str:
    """An HTML table; a row given as a string is a heading spanning the whole width. ``over``:
    a heading row above the headers, each (text, columns it spans)."""
    e = html.escape
    head = "".join(
        f'<th width="{widths[i]}%">{e(h)}</th>' if i < len(widths) else f"<th>{e(h)}</th>"
        for i, h in enumerate(headers)
    )
    if over:
        top = "".join(f'<th colspan="{n}">{e(h)}</th>' for h, n in over)
        head = f"{top}</tr><tr>{head}"
    body = []
    for row in rows:
        if isinstance(row, str):
            body.append(f'<tr><td class="group" colspan="{len(headers)}">{e(row)}</td></tr>')
        else:
            body.append("<tr>" + "".join(f"<td>{e(_fmt(c, decimal))}</td>" for c in row) + "</tr>")
    return (
        f'<table class="{cls}" border="1" cellspacing="0" cellpadding="2" width="100%">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def _header(sheet: Sheet, t: ExportText) -> str:
    e = html.escape
    a, b = sheet.players
    game = t.code(sheet.discipline)
    ruleset = t.code(sheet.ruleset)
    facts: list[tuple[str, str]] = []
    if sheet.event:
        facts.append((t.event, sheet.event))
    facts.append((t.discipline, game))
    facts.append((t.ruleset, ruleset))
    if sheet.table:
        facts.append((t.table, sheet.table))
    facts.append((t.started, t.when(sheet.started)))
    facts.append((t.finished, t.when(sheet.finished) if sheet.finished else t.unfinished))
    result = f"{a} {sheet.score[0]} – {sheet.score[1]} {b}"
    if sheet.sets != (0, 0):
        result += f" ({t.set}: {sheet.sets[0]}–{sheet.sets[1]})"
    facts.append((t.result, result))
    if sheet.straight_pool:
        facts.append((t.reracks, str(sheet.reracks)))
    if sheet.winner is not None:
        why = t.code(sheet.end)
        facts.append((t.winner, sheet.players[sheet.winner] + (f" ({why})" if why else "")))
    cells = "".join(f'<tr><td class="key">{e(k)}</td><td>{e(v)}</td></tr>' for k, v in facts)
    return (
        f'<h1>{e(a)} – {e(b)}</h1><p class="sub">{e(t.title)}</p>'
        f'<table class="facts" cellspacing="0" cellpadding="3" width="100%">{cells}</table>'
    )


# Long because the page is written top to bottom in one place, in the order it prints.
def sheet_html(sheet: Sheet, text: ExportText | None = None) -> str:
    """The score sheet as HTML (what the PDF prints): the header (event, discipline, rules,
    table, local date and times, result), the racks, 14.1's inning-by-inning sheet, the shot
    log rack by rack with each decision and its rule, and the statistics."""
    t = text or ExportText()
    e = html.escape
    a, b = sheet.players
    parts = [_header(sheet, t)]
    if sheet.racks and not sheet.straight_pool:  # 14.1 has no racks: its innings follow
        parts.append(f"<h2>{e(t.racks)}</h2>")
        parts.append(_table(*rack_rows(sheet, t), cls="racks", decimal=t.decimal))
    if sheet.straight_pool and sheet.score_sheet:
        parts.append(f"<h2>{e(t.innings_sheet)}</h2>")
        headers = [t.inning]
        for _ in (a, b):  # each player's name over his four columns
            headers += [t.run, t.penalty, t.reracks, t.total]
        rows: list[Sequence[Any] | str] = []
        for n, lines in innings_rows(sheet):
            row: list[Any] = [n]
            for line in lines:
                if line is None:
                    row += ["", "", "", ""]
                else:
                    row += [
                        line["run"],
                        # points taken off (as the scorekeeper's sheet shows), not fouls counted
                        f"−{line['penalty']}" if line["penalty"] else "",
                        line["reracks"] or "",
                        line["total"],
                    ]
            rows.append(row)
        over = [("", 1), (a, 4), (b, 4)]
        widths = word_widths(headers, rows)
        parts.append(
            _table(headers, rows, cls="innings", widths=widths, decimal=t.decimal, over=over)
        )
    headers, stats = stat_rows(sheet, t)
    parts.append(f"<h2>{e(t.statistics)}</h2>")
    parts.append(
        _table(
            ["", a, b],
            [[headers[i], stats[0][i], stats[1][i]] for i in range(1, len(headers))],
            cls="stats",
            widths=(50, 25, 25),
            decimal=t.decimal,
        )
    )
    if sheet.log:
        headers, log = log_rows(sheet, t)
        grouped = _log_groups(sheet, log, t)
        parts.append(f"<h2>{e(t.shots)}</h2>")
        parts.append(
            _table(
                [headers[0], headers[2], headers[3], headers[4], headers[5], headers[6]],
                grouped,
                cls="log",
                widths=(5, 11, 16, 28, 28, 12),
            )
        )
    return "<html><body>" + "".join(parts) + "</body></html>"


def _log_groups(sheet: Sheet, log: Sequence[Sequence[Any]], t: ExportText) -> list[Any]:
    """The shot log's rows under a heading for each rack with who broke; 14.1, which has no
    racks, headed by who broke (again after a stalemate), each re-rack a separator."""
    breakers = {e.rack: e.player for e in reversed(sheet.log) if e.breaking}  # the rack in play's
    breakers.update({r.number: r.breaker for r in sheet.racks})
    stalemates = {r.number + 1 for r in sheet.racks if r.winner is None}
    points = is_points(sheet.discipline)
    grouped: list[Sequence[Any] | str] = []
    last_rack = None
    reracks = 0
    for entry, row in zip(sheet.log, log, strict=True):
        if entry.rack != last_rack:
            last_rack = entry.rack
            breaker = breakers.get(entry.rack)
            if breaker is None:
                breaks = ""
            elif points:  # "Break: Ana", no rack to number
                breaks = f"{t.on_break}: {sheet.players[breaker]}"
            else:
                breaks = t.breaks.replace("%1", sheet.players[breaker])
            if not points:
                title = f"{t.rack} {entry.rack}" + (f" · {breaks}" if breaks else "")
            elif entry.rack in stalemates:
                title = f"{t.stalemate} · {breaks}" if breaks else t.stalemate
            else:
                title = breaks
            if title:
                grouped.append(title)
        grouped.append([row[0], row[2], row[3], row[4], row[5], row[6]])
        if entry.rerack:
            reracks += 1
            grouped.append(t.rerack.replace("%1", str(reracks)))
    return grouped
