"""Screenshots of the competition desk and of the spectator display showing the bracket, in
Spanish and English, with a competition half played.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/desk_screenshots.py out/ [--format rfeb]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

from scoreboard.table.table import Table
from ui.adapters.controller import Controller

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

NAMES = [
    "María Fernández", "Jorge Castellanos", "Ana Beltrán", "Luis Ortega", "Carmen Ruiz",
    "Pedro Salas", "Lucía Moreno", "Raúl Navarro", "Elena Prieto", "Sergio Vidal",
    "Marta Gil", "Iván Herrera", "Nuria Campos", "Óscar León", "Rosa Méndez", "David Rey",
]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("folder", type=Path)
    p.add_argument("--format", default="double-elimination")
    p.add_argument("--entrants", type=int, default=16)
    args = p.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from scoreboard.competition import Competition, Format, State
    from scoreboard.service.session import Session
    from ui.competition.spectator_board import SpectatorMode
    from ui.compose import windows
    from ui.i18n import Translations

    app = QApplication.instance() or QApplication([])
    translations = Translations(app)
    args.folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        session = Session.open(Table(), Path(tmp))
        ui = windows(Controller(session.table), translations, session=session, sound=False)
        desk = ui.open_desk()
        c = Competition("Open de Otoño", Format(args.format), tables=4)
        names = NAMES + [f"Jugador {i}" for i in range(len(NAMES) + 1, args.entrants + 1)]
        for n in names[: args.entrants]:
            c.add_entrant(n)
        c.draw()
        rng = random.Random(4)
        played = 0
        while c.ready() and played < len(c.draw_slots) * 0.45:
            s = rng.choice(c.ready())
            lo = rng.randrange(s.race)
            c.enter_result(s.id, (s.race, lo) if rng.random() < 0.5 else (lo, s.race))
            played += 1
        for table in c.free_tables()[:3]:
            nxt = c.next_for_table()
            if nxt is not None:
                c.assign_table(nxt.id, table)
        desk.set_competition(c)
        on = [s for s in c.slots() if s.state is State.ON_TABLE]
        if on:
            desk.select(on[0].id)
            desk.view.center_on_slot(on[0].id)
        ui.spectator.show()
        for lang in ("es", "en"):
            translations.set_language(lang)
            for mode, tag in (
                (SpectatorMode.BRACKET, "bracket"),
                (SpectatorMode.STANDINGS, "standings"),
            ):
                desk.set_spectator_mode(mode)
                ui.spectator.resize(1920, 1080)
                app.processEvents()
                path = args.folder / f"spectator-{tag}-{c.format.value}-{lang}.png"
                ui.spectator.grab().save(str(path))
                print(path)
            desk.resize(1600, 900)
            desk.show()
            app.processEvents()
            for tab, tag in ((1, "bracket"), (2, "classification")):
                desk.tabs.setCurrentIndex(tab)
                app.processEvents()
                path = args.folder / f"desk-{tag}-{c.format.value}-{lang}.png"
                desk.grab().save(str(path))
                print(path)
            desk.tabs.setCurrentIndex(1)
            desk.fit_btn.click()  # the overview: never below reading size
            app.processEvents()
            path = args.folder / f"desk-overview-{c.format.value}-{lang}.png"
            desk.grab().save(str(path))
            print(path)
            bands = desk.scene.bands()
            if len(bands) > 1:  # one phase at a time
                desk.show_phase(bands[-1][0])
                app.processEvents()
                path = args.folder / f"desk-phase-{bands[-1][0][1]}-{c.format.value}-{lang}.png"
                desk.grab().save(str(path))
                print(path)
                desk.show_phase(None)
            desk.view.actual_size()
        session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
