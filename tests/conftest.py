"""Test configuration shared by every test: Qt runs offscreen, never on a real screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")
