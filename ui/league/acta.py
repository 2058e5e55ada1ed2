"""The night's match sheet ("acta") on paper: A4, text as text (no picture of it), at real
point sizes (the score sheet's, :mod:`ui.history.sheet_pdf`, none under 9 pt): the fixture,
both lineups place by place (a no-show and an illegal lineup said), the substitutes, every
rubber with who played it and its score, the night's score and points, the corrections with
their reasons, and room for both captains' signatures. Written atomically."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtGui import QTextDocument

from scoreboard.files.paths import atomic_file
from scoreboard.league.model import Side
from scoreboard.league.night import NightScore, players_of, rubber_races
from scoreboard.league.season import Season
from ui.history.sheet_pdf import BODY_PT, STYLE, paper_font, pdf_writer, print_pages
from ui.i18n import fill, tr
from ui.league.words import distance_text, kind_text, violation_text

SIDES = (Side.HOME, Side.AWAY)


def _row(cells: list[str], head: bool = False) -> str:
    tag = "th" if head else "td"
    return "<tr>" + "".join(f"<{tag}>{html.escape(c)}</{tag}>" for c in cells) + "</tr>"


def _table(rows: list[list[str]]) -> str:
    body = _row(rows[0], head=True) + "".join(_row(r) for r in rows[1:])
    return f"<table border='1' cellspacing='0' cellpadding='4' width='100%'>{body}</table>"


def _lineups(s: Season, fixture: str, score: NightScore | None) -> str:
    f, n = s.calendar.fixture(fixture), s.night(fixture)
    rows = [[tr("Place"), f.home, f.away]]
    for slot in s.league.rules.format.slots:
        cells = [slot]
        for side in SIDES:
            lineup = n.lineup(side)
            cells.append((lineup.player(slot) if lineup is not None else None) or "—")
        rows.append(cells)
    out = _table(rows)
    for side in SIDES:
        team = f.home if side is Side.HOME else f.away
        if side in n.no_show:
            out += "<p>" + html.escape(fill(tr("%1: incomparecencia (no-show)"), team)) + "</p>"
        found = score.violations[side] if score is not None else ()
        if found:
            words = "; ".join(violation_text(v) for v in found)
            out += "<p>" + html.escape(fill(tr("%1: alineación indebida: %2"), team, words))
            out += "</p>"
    for sub in n.substitutions:
        team = f.home if sub.side is Side.HOME else f.away
        text = fill(
            tr("%1: %2 holds place %3 from rubber %4"), team, sub.player, sub.slot, sub.rubber
        )
        out += "<p>" + html.escape(text) + "</p>"
    return out


def _rubbers(s: Season, fixture: str, score: NightScore | None) -> str:
    fmt = s.league.rules.format
    sheet = s.sheet(fixture)
    shown = {r.rubber.id: r for r in score.rubbers} if score is not None else {}
    rows = [[tr("Rubber"), tr("Home"), tr("Away"), tr("Distance"), tr("Score")]]
    listed = list(fmt.rubbers) + ([fmt.decider] if fmt.decider and fmt.decider.id in shown else [])
    for r in listed:
        names = [" & ".join(p or "—" for p in players_of(sheet, fmt, r, side)) for side in SIDES]
        rs = shown.get(r.id)
        result = ""
        if rs is not None and (rs.played or rs.winner is not None):
            result = f"{rs.home} – {rs.away}"
            if rs.forfeited_by is not None:
                result += " " + tr("(forfeit)")
        rows.append(
            [
                f"{r.id} ({kind_text(r)})",
                *names,
                distance_text(r, rubber_races(sheet, fmt, r)),
                result,
            ]
        )
    return _table(rows)


def _score(s: Season, fixture: str, score: NightScore | None) -> str:
    f = s.calendar.fixture(fixture)
    if score is None:
        return "<p>" + html.escape(tr("Lineups not given yet")) + "</p>"
    won, games, pts = score.rubbers_won, score.games, score.points
    rows = [
        [tr("Team"), tr("Rubbers"), tr("Games"), tr("Points")],
        [f.home, str(won[Side.HOME]), str(games[Side.HOME]), str(pts[Side.HOME])],
        [f.away, str(won[Side.AWAY]), str(games[Side.AWAY]), str(pts[Side.AWAY])],
    ]
    if not score.complete:
        note = tr("The night is not complete: points once it is.")
    elif score.winner is None:
        note = tr("A draw")
    else:
        note = fill(tr("Won by %1"), f.home if score.winner is Side.HOME else f.away)
    return _table(rows) + "<p><b>" + html.escape(note) + "</b></p>"


def acta_html(s: Season, fixture: str) -> str:
    """The acta as HTML, every text escaped."""
    f, n = s.calendar.fixture(fixture), s.night(fixture)
    score = s.score(fixture) if n.ready() else None
    e = html.escape
    head = fill(
        tr("%1 · round %2 · %3 · %4"), f.division, str(f.round), f.date.isoformat(), f.venue
    )
    title, lineups, rubbers = tr("Match sheet (acta)"), tr("Lineups (alineación)"), tr("Rubbers")
    night, corrections, signatures = tr("The night"), tr("Corrections"), tr("Signatures")
    signature = tr("Signature")
    parts = [
        f"<h1>{e(title)}</h1>",
        f"<p class='sub'>{e(s.name)}<br/>{e(head)}</p>",
        f"<h2>{e(f.home)} – {e(f.away)}</h2>",
        f"<h2>{e(lineups)}</h2>",
        _lineups(s, fixture, score),
        f"<h2>{e(rubbers)}</h2>",
        _rubbers(s, fixture, score),
        f"<h2>{e(night)}</h2>",
        _score(s, fixture, score),
    ]
    if n.corrections:
        parts.append(f"<h2>{e(corrections)}</h2>")
        parts += [f"<p>{e(c.when)}: {e(c.reason)} ({e(c.what)})</p>" for c in n.corrections]
    sign = [fill(tr("Captain of %1"), f.home), fill(tr("Captain of %1"), f.away)]
    cells = "".join(
        f"<td width='50%' height='90' valign='top'>{e(t)}<br/><br/><br/><br/>"
        f"{e(signature)}: ______________________</td>"
        for t in sign
    )
    parts.append(f"<h2>{e(signatures)}</h2>")
    parts.append(
        f"<table border='1' cellspacing='0' cellpadding='8' width='100%'><tr>{cells}</tr></table>"
    )
    return "<html><body>" + "".join(parts) + "</body></html>"


def export_acta(path: Path | str, s: Season, fixture: str) -> int:
    """Print the night's acta to ``path`` (A4); returns the number of pages."""
    f = s.calendar.fixture(fixture)
    title = fill(tr("Match sheet (acta): %1 – %2"), f.home, f.away)
    with atomic_file(path) as tmp:
        writer = pdf_writer(tmp, title)
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(writer)
        doc.setDefaultFont(paper_font(BODY_PT))
        doc.setDefaultStyleSheet(STYLE)
        doc.setHtml(acta_html(s, fixture))
        doc.setTextWidth(writer.pageLayout().paintRectPixels(writer.resolution()).width())
        pages = print_pages(writer, doc, f"{s.name}: {f.home} – {f.away}", tr("Page %1 of %2"))
        del writer  # finishes the file
    return pages
