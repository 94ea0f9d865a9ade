"""Start Alhambra: ``python main.py --help`` lists the options."""

import multiprocessing
import sys

from game.cli import main

if __name__ == "__main__":
    # The bundled program re-enters here in the computer players' worker processes.
    multiprocessing.freeze_support()
    sys.exit(main())
