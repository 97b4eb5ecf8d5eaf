#!/usr/bin/env python3
"""Scores a game's page with Lighthouse, as a phone sees it.

Starts `kibitz` on the local console with its pages served on a free
loopback port and an SQLite file of its own, plays a few moves against the
bot so that the page has a game, and runs Lighthouse (the npm package
`lighthouse`, fetched by npx into a scratch folder; the npm registry is
the only network it needs) on `/game/1` in its default mobile setting
(simulated slow 4G, 4x CPU slowdown; `--3g` for slow 3G) with Debian's
Chromium. Prints each category's score, the main timings and the bytes
the page and its files cost, and the element of the largest paint
(`--requests` lists every request too). Run it from the repository's root
after `cargo build` (or give the binary with `--kibitz`):

    python3 scripts/lighthouse.py
"""

import argparse
import json
import os
import pathlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

LIGHTHOUSE = "lighthouse@12.8.2"
CHROMIUM = "/usr/bin/chromium"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(url, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        try:
            with urllib.request.urlopen(url) as answer:
                if answer.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.2)
    sys.exit(f"{url} never answered")


def programs(kibitz):
    """The `kibitz` binary at `kibitz`, resolved, once it and Chromium are
    found; else the process stops, saying what is missing."""
    kibitz = pathlib.Path(kibitz).resolve()
    if not kibitz.exists():
        sys.exit(f"{kibitz} is missing: run `cargo build` first")
    if not pathlib.Path(CHROMIUM).exists():
        sys.exit("Chromium is missing: apt-get install chromium")
    return kibitz


def start_kibitz(kibitz, work):
    """Starts `kibitz` on the console in `work`, its pages on a free
    loopback port, and plays a few moves against the bot so that `/game/1`
    has a game; the process and the pages' address."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(
        os.environ,
        KIBITZ_WEB_LISTEN=f"127.0.0.1:{port}",
        KIBITZ_WEB_URL=base,
        DATABASE_URL=f"sqlite:{work / 'kibitz.db'}",
    )
    for secret in ("DISCORD_TOKEN", "TELEGRAM_TOKEN"):
        env.pop(secret, None)
    bot = subprocess.Popen(
        [str(kibitz)],
        cwd=work,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    # The bot plays White; the console's player answers.
    for line in ["play bot black", "move d5", "move Nf6", "move e6"]:
        bot.stdin.write(line + "\n")
        bot.stdin.flush()
        time.sleep(1.5)
    wait_for(f"{base}/game/1")
    return bot, base


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kibitz", default="target/debug/kibitz")
    parser.add_argument(
        "--3g",
        dest="slow",
        action="store_true",
        help="Lighthouse's slow 3G instead: 300 ms, 700 kbit/s, 4x CPU",
    )
    parser.add_argument(
        "--requests",
        action="store_true",
        help="also list each request with its bytes and when it ran",
    )
    args = parser.parse_args()
    kibitz = programs(args.kibitz)
    work = pathlib.Path(tempfile.mkdtemp(prefix="kibitz-lighthouse-"))
    bot, base = start_kibitz(kibitz, work)
    try:
        report = work / "report.json"
        slow = [
            "--throttling.rttMs=300",
            "--throttling.throughputKbps=700",
            "--throttling.cpuSlowdownMultiplier=4",
        ] if args.slow else []
        subprocess.run(
            [
                "npx", "--yes", LIGHTHOUSE, f"{base}/game/1",
                "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
                "--output=json", f"--output-path={report}", "--quiet",
            ] + slow,
            cwd=work,
            env=dict(os.environ, CHROME_PATH=CHROMIUM),
            check=True,
        )
        found = json.loads(report.read_text())
        for name, category in found["categories"].items():
            print(f"{name}: {round(category['score'] * 100)}")
        for audit in [
            "first-contentful-paint",
            "largest-contentful-paint",
            "total-blocking-time",
            "cumulative-layout-shift",
            "speed-index",
        ]:
            print(f"{audit}: {found['audits'][audit]['displayValue']}")
        print(f"bytes: {found['audits']['total-byte-weight']['numericValue']:.0f}")
        element = found["audits"].get("largest-contentful-paint-element", {})
        for item in element.get("details", {}).get("items", [])[:1]:
            for row in item.get("items", [])[:1]:
                node = row.get("node", {})
                print(f"largest paint: {node.get('selector', '?')} {node.get('snippet', '')[:80]}")
        if args.requests:
            for request in found["audits"]["network-requests"]["details"]["items"]:
                print(
                    f"  {request.get('transferSize', 0):>7} B "
                    f"{request.get('networkRequestTime', 0):>7.0f}-{request.get('networkEndTime', 0):>7.0f} ms "
                    f"{request['url'].replace(base, '')}"
                )
    finally:
        bot.terminate()
        bot.wait(timeout=10)


if __name__ == "__main__":
    main()
