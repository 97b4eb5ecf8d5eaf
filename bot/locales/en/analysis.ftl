# Kibitz, in English. Analysis: a finished game's review, a pasted record, one's own mistakes.
# Every message here is in ru/analysis.ftl too (a test checks it).

## Help

help-analyse = `analyse` (or `analyse #12`) asks an engine to review a finished game, as lichess's computer analysis does (Stockfish for chess and Chess960, Fairy-Stockfish for the lichess variants, Kibitz's own search for Immortal chess and chess football): each side's accuracy, average centipawn loss, inaccuracies, mistakes and blunders, and the worst moves with the move that was better. The game waits its turn in a queue; the result is posted here once, and asking again shows it. A game being played cannot be analysed. Any other game too: `analyse` followed by its PGN, pasted in the same message (on Discord, in the `record` option), or by a position as a FEN (`analyse atomic <FEN>` for a variant) draws it, keeps it as a game of its own number and analyses it the same way.

## Telegram

telegram-command-analyse = Computer analysis of a finished game

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-analyse = Engine analysis of a game
discord-option-analyse-record = A game played elsewhere (its PGN) or a position (FEN; a variant's name first) to analyse

## Analysis

analysis-in-progress = Game { $game } is still being played: I analyse a game once it is over, so that no one gets an engine's help during it.
analysis-no-moves = Game { $game } has no moves to analyse.
analysis-no-engine-variant = I have no engine that plays { $variant } yet, so I cannot analyse its games.
analysis-no-engine = { $engine } is not installed with me, so I cannot analyse games of { $variant } here. Whoever runs me can install it (`apt-get install { $package }`).
analysis-queued = Game { $game } is queued for analysis{ $ahead ->
    [0] {""}, next
    [one] , { $ahead } game before it
   *[other] , { $ahead } games before it
}. The result comes here.
record-imported = Game { $game }: { $white } – { $black }, pasted for analysis{ $ahead ->
    [0] {""}; it is next in the queue.
    [one] ; { $ahead } game is before it in the queue.
   *[other] ; { $ahead } games are before it in the queue.
}
record-and-game = Paste a game or name one (`analyse #12`), not both.
record-no-moves = That record has no moves and starts from the usual position: there is nothing to analyse.
record-too-many-moves = That game has { $plies } half-moves; I analyse pasted games of at most { $max }.
record-position = That reads as no position of { $variant }: { $detail }. Paste a FEN (with the variant's name first for a variant: `atomic <FEN>`) or a game's PGN.
record-position-over = That position is over ({ $result }): there is nothing left to analyse.
record-too-large = That record is too large ({ $bytes } bytes).
record-empty = There is no game in that: paste a game's PGN, or a position as a FEN.
record-bad-tag = The record's tag on line { $line } does not read: `{ $tag }`. A tag is written `[Name "value"]`.
record-variant = The record is of a variant I do not play: { $variant }.
record-start = The record's starting position (its FEN tag) does not read: { $detail }.
record-move = The record's move { $move } cannot be played: { $reason }
record-result = The record says { $result }, but its moves end otherwise: { $actual }.
analysis-queue-full = { $waiting } games wait for analysis already, as many as the queue holds. Try again in about { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}.
analysis-waiting = Game { $game } is queued for analysis already; the result comes here.
analysis-title = Computer analysis of game { $game } ({ $engine }, { $nodes } nodes a position):
analysis-title-ours = Computer analysis of game { $game } (Kibitz's own search, { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} a position):
analysis-side = { $player } ({ $color ->
    [white] white
   *[black] black
}): accuracy { $accuracy }%, average centipawn loss { $loss }; { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}.
analysis-worst = { $move } — { $better } was best.
analysis-position = The position: { $score } (White's side); the best move is { $best }.
