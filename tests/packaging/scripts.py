"""Load the packaging scripts by file path.

``packaging`` is also the name of a PyPI library that pytest and pip import, so these
scripts are not imported as ``packaging.<name>``: each test module gets its own copy.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(name: str) -> ModuleType:
    """The module ``packaging/<name>.py``, freshly executed."""
    spec = importlib.util.spec_from_file_location(
        f"kartentisch_packaging_{name}", PACKAGING / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
