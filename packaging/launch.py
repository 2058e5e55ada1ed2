"""Entry script of the standalone bundle: the same ``main`` as the installed command."""

import sys

from ui.app import main

if __name__ == "__main__":
    sys.exit(main())
