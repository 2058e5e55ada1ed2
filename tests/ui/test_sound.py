"""No audio library or device: the clock keeps working silently and says so once."""

from __future__ import annotations

import ui.sound as sound


def test_missing_audio_library_makes_the_player_silent_with_a_message(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(
        sound,
        "_load_multimedia",
        lambda: (None, None, "libpulse.so.0: cannot open shared object file"),
    )
    player = sound.SoundPlayer()
    assert not player.available
    assert "libpulse.so.0" in (player.unavailable_reason or "")
    with qtbot.waitSignal(player.unavailable, timeout=1000) as blocker:
        player.announce_unavailable()
    assert "libpulse" in blocker.args[0]
    assert player.play("expired") is False


def test_every_sound_file_exists() -> None:
    from resources import resource_path

    for name in sound.SOUNDS:
        path = resource_path("sounds", f"{name}.wav")
        assert path.is_file() and path.stat().st_size > 1000


def test_disabled_player_plays_nothing(qtbot) -> None:
    player = sound.SoundPlayer(enabled=False)
    assert player.play("tick") is False


def test_a_lazy_player_loads_the_audio_stack_on_the_first_sound_and_says_once_if_silent(
    qtbot, monkeypatch
) -> None:
    calls = []

    def missing():
        calls.append(1)
        return None, None, "libpulse.so.0: cannot open shared object file"

    monkeypatch.setattr(sound, "_load_multimedia", missing)
    player = sound.SoundPlayer(lazy=True)
    assert calls == [] and not player.loaded
    messages = []
    player.unavailable.connect(messages.append)
    assert player.play("foul") is False
    assert player.play("tick") is False
    assert calls == [1] and len(messages) == 1 and "libpulse" in messages[0]
