# Kibitz, in English. Puzzles: a puzzle put to a chat, solving it, the daily puzzle, puzzle ratings.
# Every message here is in ru/puzzles.ftl too (a test checks it).

## Help

help-puzzle = `puzzle` puts one of lichess's puzzles to the chat, near your puzzle rating and never one you have seen; `puzzle fork` or `puzzle mate in 2` picks a theme. Answer with the move (`Nf3`, `move Nf3`): I play the opponent's replies; a wrong move ends your try. In a group it is a race: everyone may answer, and whoever finds the last move solves it. Each try is rated as lichess rates puzzles; `top puzzles` ranks the solvers. `puzzle football` and `puzzle immortal` are puzzles of our own games; a game analysed here may give this chat a puzzle of its own; `set daily puzzle on` posts the puzzle of the day (managers).
help-solve = `solve Nf3` answers the chat's puzzle, also when you have a game here (where `Nf3` alone is a move in your game); `solve` alone sends you your own link to the puzzle's page, where you answer by tapping.

## Telegram

telegram-command-puzzle = A puzzle to solve

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-puzzle = A puzzle to solve
discord-option-puzzle-theme = A theme, such as fork or mate in 2 (any if left out)

## Puzzles

puzzle-theme = { $theme ->
    [anastasiaMate] Anastasia's mate
    [arabianMate] Arabian mate
    [attraction] attraction
    [backRankMate] back-rank mate
    [bishopEndgame] bishop endgame
    [bodenMate] Boden's mate
    [capturingDefender] capture the defender
    [clearance] clearance
    [defensiveMove] defensive move
    [deflection] deflection
    [discoveredAttack] discovered attack
    [doubleCheck] double check
    [enPassant] en passant
    [exposedKing] exposed king
    [football] chess football
    [fork] fork
    [hangingPiece] hanging piece
    [hookMate] hook mate
    [immortal] Immortal chess
    [interference] interference
    [intermezzo] intermezzo
    [kingsideAttack] kingside attack
    [knightEndgame] knight endgame
    [mateIn1] mate in 1
    [mateIn2] mate in 2
    [mateIn3] mate in 3
    [mateIn4] mate in 4
    [pawnEndgame] pawn endgame
    [pin] pin
    [promotion] promotion
    [queenEndgame] queen endgame
    [quietMove] quiet move
    [rookEndgame] rook endgame
    [sacrifice] sacrifice
    [scoreIn1] score in 1
    [scoreIn2] score in 2
    [setUpIn1] set up in 1
    [setUpIn2] set up in 2
    [skewer] skewer
    [smotheredMate] smothered mate
    [trappedPiece] trapped piece
    [underPromotion] underpromotion
   *[xRayAttack] X-ray attack
}
puzzle-start = Puzzle { $id } (rated { $rating }{ $themes }). { $color ->
    [white] White
   *[black] Black
} to move: find the best move and answer with it (`Nf3`).
puzzle-open = This puzzle is being solved here:
puzzle-credit = From game #{ $game } played here, { $white } vs { $black }.
puzzle-expired = The last puzzle here expired unsolved; its solution was { $line }.
puzzle-expired-move = That puzzle expired; its solution was { $line }. Ask for another with `puzzle`.
puzzle-none-left = You have tried every puzzle I have. Well done!
puzzle-none-left-theme = You have tried every puzzle of the theme { $theme } I have; try another theme, or `puzzle` for any.
puzzle-race = Someone put a puzzle to this chat at the same moment: answer that one.
puzzle-solver-bar = To move
puzzle-opponent-bar = Puzzle { $id }
puzzle-already-missed = You missed this puzzle already; the others may still solve it.
puzzle-right = { $player }: { $move } is right. The answer is { $reply }; find the next move.
puzzle-solved = { $player } solved puzzle { $id } with { $move }!
puzzle-missed = { $player }: { $move } is not it.
puzzle-solution = The solution: { $line }.
puzzle-still-open = The others may still find it.
puzzle-moved-on = Someone answered first; look at the puzzle again.
puzzle-none-open = No puzzle is open here: ask for one with `puzzle`.
puzzle-not-this-one = That puzzle is over; another is being solved here now: look at it first.
solve-ask-directly = Your own link to a puzzle's page lets whoever opens it answer for you, so I only send it where no one else reads it. Here, answer with the move (`Nf3`, or `solve Nf3` if you have a game here).
solve-link = Your own link to the puzzle's page, where you answer by tapping, good for { $minutes } minutes (keep it to yourself: it lets whoever opens it answer for you): { $link }
puzzle-solve-on-page = Solve on the board
puzzle-page-line = The puzzle's page: { $url }
puzzle-page-solved = { $player } solved puzzle { $id }.
puzzle-page-find = { $color ->
    [white] White
   *[black] Black
} to move: find the best move.
puzzle-page-over = The puzzle is over: nobody solved it.
puzzle-page-answer-in-chat = This puzzle was put to a group: answer it there by typing the move (`solve Nf3`).
puzzle-page-closed = The puzzle is over.
puzzle-page-about = Rated { $rating }{ $themes }.
puzzle-page-missed-by = Missed by { $players }.
puzzle-over-solved = The puzzle here is over: { $player } solved it. Ask for another with `puzzle`.
puzzle-over = The puzzle here is over. Ask for another with `puzzle`.
puzzle-rating = { $player }'s puzzle rating: { $rating } ({ $change }).
set-daily-managers = Only the chat's managers may set its daily puzzle (on Discord, Manage Server or Manage Threads; on Telegram, its administrators).
set-daily-on = Done: a puzzle will be posted here every day at { $time } UTC, { $first ->
    [now] the first one now.
   *[other] from the next { $time }.
}
set-daily-off = Done: no more daily puzzles here.
daily-puzzle = The puzzle of the day, { $date }:
daily-puzzle-solvers = { $when ->
    [yesterday] Yesterday's puzzle
   *[other] The puzzle of { $date }
} ({ $id }) was solved by { $players }.
daily-puzzle-unsolved = No one solved { $when ->
    [yesterday] yesterday's puzzle
   *[other] the puzzle of { $date }
} ({ $id }); its solution was { $line }.
