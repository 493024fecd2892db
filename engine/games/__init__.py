"""One module or package per game; each defines ``SPEC``, a ``engine.contract.GameSpec``."""
