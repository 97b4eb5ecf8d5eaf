#!/usr/bin/env python3
"""Measures a game's page as a phone on a slow link gets it: the bytes of
its first visit and of a second one (the browser's cache kept), and the
time from the start of each visit to its first text painted and to the
board drawn (its first piece on the page), with Chromium's own network emulation (slow 3G: 300 ms round
trip, 700 kbit/s both ways) and 4x CPU slowdown.

Starts `kibitz` as `scripts/lighthouse.py` does (the console, its pages on
a free loopback port, a game against the bot), and drives Debian's
Chromium with puppeteer-core (the npm package, installed into a scratch
folder; the npm registry is the only network it needs). Each visit is
made `--runs` times (5 by default) in a fresh browser; the median is
printed. Run it from the repository's root after `cargo build` (or give
the binary with `--kibitz`):

    python3 scripts/board_time.py
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import tempfile

from lighthouse import CHROMIUM, programs, start_kibitz

PUPPETEER = "puppeteer-core@25.16.0"

VISITS = r"""
import puppeteer from "puppeteer-core";

const [base, chromium] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const page = await browser.newPage();
await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send("Network.enable");
await cdp.send("Network.emulateNetworkConditions", {
  offline: false,
  latency: 300,
  downloadThroughput: (700 * 1024) / 8,
  uploadThroughput: (700 * 1024) / 8,
});
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
let bytes = 0;
cdp.on("Network.loadingFinished", (event) => { bytes += event.encodedDataLength; });
cdp.on("Network.responseReceived", (event) => {
  // The event stream never finishes: its headers count.
  if (event.response.mimeType === "text/event-stream") {
    bytes += event.response.encodedDataLength || 0;
  }
});
const visits = [];
for (const visit of ["first", "second"]) {
  bytes = 0;
  await page.goto(base + "/game/1", { waitUntil: "domcontentloaded" });
  await page.waitForSelector("cg-board piece", { timeout: 60000 });
  const [board, text] = await page.evaluate(() => {
    const painted = performance.getEntriesByName("first-contentful-paint")[0];
    return [performance.now(), painted ? painted.startTime : 0];
  });
  // What the page still fetches once the board is there (the event
  // stream, the icon) counts too.
  await new Promise((done) => setTimeout(done, 3000));
  visits.push({ visit, board: Math.round(board), text: Math.round(text), bytes });
}
console.log(JSON.stringify(visits));
await browser.close();
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kibitz", default="target/debug/kibitz")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    kibitz = programs(args.kibitz)
    work = pathlib.Path(tempfile.mkdtemp(prefix="kibitz-board-time-"))
    subprocess.run(
        ["npm", "install", "--silent", "--no-save", "--prefix", str(work), PUPPETEER],
        check=True,
        env=dict(os.environ, PUPPETEER_SKIP_DOWNLOAD="1"),
    )
    script = work / "visits.mjs"
    script.write_text(VISITS)
    bot, base = start_kibitz(kibitz, work)
    try:
        runs = []
        for _ in range(args.runs):
            out = subprocess.run(
                ["node", str(script), base, CHROMIUM],
                cwd=work,
                check=True,
                capture_output=True,
                text=True,
            )
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
        for i, visit in enumerate(["first", "second"]):
            boards = [run[i]["board"] for run in runs]
            texts = [run[i]["text"] for run in runs]
            sizes = [run[i]["bytes"] for run in runs]
            print(
                f"{visit} visit: first text at {statistics.median(texts):.0f} ms, "
                f"board at {statistics.median(boards):.0f} ms "
                f"(runs {min(boards)}-{max(boards)}), "
                f"{statistics.median(sizes):.0f} bytes"
            )
    finally:
        bot.terminate()
        bot.wait(timeout=10)


if __name__ == "__main__":
    main()
