"""Check that the AppStream metainfo agrees with the repository, beyond what appstreamcli sees.

``appstreamcli validate --no-net`` checks the format; it cannot know that a screenshot URL
names a file that ``make screenshots`` no longer writes, that the stated image size is stale,
or that ``pyproject.toml`` moved to a version with no ``<release>`` entry. This does::

    python packaging/check_metainfo.py [METAINFO] [--screenshots DIR] [--pyproject FILE]

Exits 1 with one line per problem (used by packaging/smoke_test.sh).
"""

from __future__ import annotations

import argparse
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlparse

from PIL import Image

HERE = Path(__file__).resolve().parent
METAINFO = HERE / "de.kartentisch.Kartentisch.metainfo.xml"
SCREENSHOTS = HERE / "screenshots"
PYPROJECT = HERE.parent / "pyproject.toml"


def project_version(pyproject: Path) -> str:
    with pyproject.open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def screenshot_problems(root: ET.Element, screenshots: Path) -> list[str]:
    """Each screenshot is an https URL of a PNG in ``screenshots`` with the stated size."""
    images = root.findall("./screenshots/screenshot/image")
    if not images:
        return ["no <screenshot> images"]
    found = []
    if not root.findall("./screenshots/screenshot[@type='default']"):
        found.append("no screenshot has type='default'")
    for image in images:
        url = (image.text or "").strip()
        if urlparse(url).scheme != "https":
            found.append(f"screenshot URL {url!r} is not https")
        path = screenshots / Path(urlparse(url).path).name
        if not path.is_file():
            found.append(f"{url} names {path.name}, which is not in {screenshots.name}/")
            continue
        with Image.open(path) as img:
            size = (img.width, img.height)
        stated = (int(image.get("width", "0")), int(image.get("height", "0")))
        if size != stated:
            found.append(f"{path.name} is {size}, the metainfo says {stated} (width, height)")
    return found


def problems(
    metainfo: Path = METAINFO, screenshots: Path = SCREENSHOTS, pyproject: Path = PYPROJECT
) -> list[str]:
    """What in ``metainfo`` disagrees with the screenshots and the project (empty when fine)."""
    root = ET.parse(metainfo).getroot()
    found = screenshot_problems(root, screenshots)
    if root.find("./description/p") is None:
        found.append("no <description> paragraph")
    rating = root.find("./content_rating")
    if rating is None or not rating.get("type", "").startswith("oars-"):
        found.append("no OARS <content_rating>")
    releases = [r.get("version") for r in root.findall("./releases/release")]
    version = project_version(pyproject)
    if not releases or releases[0] != version:
        newest = releases[0] if releases else "none"
        found.append(f"pyproject.toml is at {version}, the newest <release> is {newest}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("metainfo", type=Path, nargs="?", default=METAINFO)
    parser.add_argument("--screenshots", type=Path, default=SCREENSHOTS)
    parser.add_argument("--pyproject", type=Path, default=PYPROJECT)
    args = parser.parse_args(argv)
    found = problems(args.metainfo, args.screenshots, args.pyproject)
    for problem in found:
        print(f"check_metainfo: {problem}", file=sys.stderr)
    if not found:
        print(f"check_metainfo: {args.metainfo.name} agrees with screenshots/ and pyproject.toml")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
