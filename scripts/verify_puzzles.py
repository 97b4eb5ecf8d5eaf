#!/usr/bin/env python3
"""Checks every shipped puzzle's solution with Stockfish.

For each puzzle of `data/puzzles/puzzles.tsv`, python-chess replays the
opponent's move and the solution (each must be legal), and Stockfish (one
thread, a fixed hash and NODES nodes a search, so that a run repeats
itself) judges each solving move against the best it finds in that
position, as lichess's puzzle validation does:

- where the engine finds a mate for the solver, the solving move must
  keep a mate (any mate, as lichess accepts any mating move);
- otherwise the solving move must lose less than an inaccuracy against
  the engine's best move (its winning chances, lichess's curve
  2/(1+e^(-0.00368208·cp))-1, at most MARGIN below the best's, lichess's
  threshold of an inaccuracy), or keep a decisive advantage (DECISIVE
  centipawns or more: the engine, searching far less deeply than lichess
  did when it made the puzzle, may prefer another winning move).

It prints each puzzle that fails and the count and, run over the whole set,
writes the failures to `data/puzzles/unconfirmed.txt`, which Kibitz reads
to leave them out. Needs python-chess
(`pip install chess`) and Stockfish (`apt-get install stockfish`). From the
repository's root:

    python3 scripts/verify_puzzles.py [--nodes N] [--limit K]
"""

import argparse
import math
import pathlib
import shutil
import sys

import chess
import chess.engine

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "puzzles" / "puzzles.tsv"
UNCONFIRMED = ROOT / "data" / "puzzles" / "unconfirmed.txt"
HEADER = """\
# Puzzles of puzzles.tsv that `python3 scripts/verify_puzzles.py` (Stockfish,
# 50,000 nodes a search) could not confirm: a solving move more than an
# inaccuracy below the engine's best and short of a decisive advantage.
# Kibitz does not put them. One a line: the id, then why.
"""
NODES = 50_000
MARGIN = 0.1
DECISIVE = 300


def winning_chances(cp: int) -> float:
    """Lichess's winning chances of a score, -1 to 1 (lila `WinPercent`)."""
    cp = max(-1000, min(1000, cp))
    return 2 / (1 + math.exp(-0.00368208 * cp)) - 1


def stockfish() -> str:
    for candidate in ("stockfish", "/usr/games/stockfish"):
        found = shutil.which(candidate)
        if found:
            return found
    sys.exit("Stockfish is not installed: apt-get install stockfish")


def judge(engine, board, move, nodes):
    """Why the solving move is wrong here, or None when it is right."""
    limit = chess.engine.Limit(nodes=nodes)
    best = engine.analyse(board, limit)["score"].pov(board.turn)
    played = engine.analyse(board, limit, root_moves=[move])["score"].pov(board.turn)
    if best.is_mate() and best.mate() > 0:
        if played.is_mate() and played.mate() > 0:
            return None
        return f"{move.uci()} gives up the mate the engine sees ({best} against {played})"
    best_cp = best.score(mate_score=100_000)
    played_cp = played.score(mate_score=100_000)
    if winning_chances(played_cp) < winning_chances(best_cp) - MARGIN and played_cp < DECISIVE:
        return f"{move.uci()} scores {played_cp}, the engine's best {best_cp}"
    return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nodes", type=int, default=NODES)
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    lines = DATA.read_text(encoding="utf-8").splitlines()[1:]
    if args.limit:
        lines = lines[: args.limit]
    engine = chess.engine.SimpleEngine.popen_uci(stockfish())
    engine.configure({"Threads": 1, "Hash": 16})
    failed = []
    for line in lines:
        puzzle_id, fen, moves, *_ = line.split("\t")
        board = chess.Board(fen)
        why = None
        for ply, uci in enumerate(moves.split()):
            move = chess.Move.from_uci(uci)
            if move not in board.legal_moves:
                why = f"move {ply + 1} ({uci}) is not legal"
                break
            # The solver's moves are the odd ones; the last need not be
            # judged when it mates (it is then its own proof).
            if ply % 2 == 1:
                board_after = board.copy()
                board_after.push(move)
                if not board_after.is_checkmate():
                    engine.protocol.send_line("ucinewgame")
                    why = judge(engine, board, move, args.nodes)
                    if why:
                        break
            board.push(move)
        if why:
            failed.append(f"{puzzle_id}: {why}")
            print(failed[-1], flush=True)
    engine.quit()
    print(f"{len(failed)} of {len(lines)} puzzles failed at {args.nodes} nodes a search")
    if not args.limit:
        UNCONFIRMED.write_text(HEADER + "".join(f"{f}\n" for f in sorted(failed)), encoding="utf-8")


if __name__ == "__main__":
    main()
