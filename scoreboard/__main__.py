import sys

from scoreboard.app import main

sys.exit(main())
