"""The broker's address, user and password in a feed dialog: the password is typed masked
and never shown back as text; the address field holds no login."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLineEdit

from scoreboard.feed.client import split_login, with_login
from ui.i18n import tr


class LoginFields:
    """The broker's address without its login, the user and the password (masked, never shown
    back as text) of a feed dialog, filled from ``url``."""

    def __init__(self, form: QFormLayout, url: str, user_hint: str) -> None:
        try:
            plain, user, password = split_login(url) if url else ("", "", "")
        except ValueError:
            plain, user, password = "", "", ""
        self.url = QLineEdit(plain)
        self.url.setObjectName("feed-url")
        self.url.setPlaceholderText("mqtts://192.168.1.10:8883")
        self.url.setMaxLength(1024)
        self.url.setMinimumWidth(280)
        self.user = QLineEdit(user)
        self.user.setObjectName("feed-user")
        self.user.setPlaceholderText(user_hint)
        self.user.setMaxLength(120)
        self.password = QLineEdit(password)
        self.password.setObjectName("feed-password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(256)
        form.addRow(tr("Broker address"), self.url)
        form.addRow(tr("User"), self.user)
        form.addRow(tr("Password"), self.password)

    def url_with_login(self) -> str:
        """The address with the user and password (ValueError if it is not an address)."""
        text = self.url.text().strip()
        if not text:
            return ""
        return with_login(text, self.user.text().strip(), self.password.text())
