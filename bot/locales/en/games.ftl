# Kibitz, in English. Games: playing, offers, clocks, correspondence, the board and its buttons, the rules of the variants.
# Every message here is in ru/games.ftl too (a test checks it).

## The service

service-busy = That game is changing very fast right now and nothing was done; please try again.

## Finding a game

game-not-found = There is no game { $game }.
game-elsewhere = Game { $game } is played in another chat; use it there.
game-none-here = You have no game in this chat. Start one with `challenge @name`, or `challenge` for anyone.
game-none-here-last = You have no game in progress here; game { $game } is over: { $result } Start a new one with `challenge @name`.
game-choice = { $game } against { $opponent }
game-which = You have several games here: { $choices }. Add the number, for example `move e4 { $example }`.
game-over = Game { $game } is over: { $result }
game-moved-on = Game { $game } has moved on since that button was shown; nothing was done. Look at the latest board.
not-a-player = You are not playing in game { $game } ({ $white } against { $black }).
not-your-turn = It is { $opponent }'s turn in game { $game }.

## Game state

game-title = Game { $game }: { $white } (white) against { $black } (black), { $variant }{ $mode ->
    [rated] , rated
    [casual] , casual
   *[bot] {""}
}.
game-clocks = Clock { $clock }: { $white } { $white_left } · { $black } { $black_left }
flag-fallen = { $player } ran out of time in game { $game }: the game is over on time.
game-opening = Opening: { $opening }
game-last-move = Last move: { $move }
game-to-move = { $check ->
    [yes] Check! { $player } to move.
   *[no] { $player } to move.
}
reminder = { $player }, it is your move in game { $game }, and most of your time is gone.
low-time = { $player }, { $left } left on your clock in game { $game }.
timed-out = { $player } ran out of time.
timed-out-drawn = { $player } ran out of time, but { $opponent } has too little left to checkmate: the game is a draw.
aborted-for-silence = { $player } made no first move in time: the game is aborted, and counts for nobody.
dm-update = News in game { $game } against { $opponent }:
digest-header = { $count ->
    [one] It is your turn in one game:
   *[other] It is your turn in { $count } games:
}
digest-line = { $game } against { $opponent }, { $variant }:
digest-unlimited = no time limit.
time-up = Time is up.
time-left-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} left.
time-left-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} left.
time-left-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} left.
draw-standing = { $player } offers a draw. { $opponent }: `draw { $game }` to accept, { $decline ->
    [move] or move to decline.
   *[command] or `decline draw { $game }` to decline.
}
takeback-standing = { $player } asks to take back a move. { $opponent }: `takeback { $game }` to agree.

## Results

game-aborted = The game was aborted.
game-unfinished = The record stops here, before the game ended.
game-result = { $winner ->
    [white] White wins by { $reason }.
    [black] Black wins by { $reason }.
   *[none] Draw by { $reason }.
}
end-reason = { $reason ->
    [checkmate] checkmate
    [stalemate] stalemate
    [insufficient-material] insufficient material
    [fivefold-repetition] fivefold repetition
    [seventy-five-moves] the seventy-five-move rule
    [threefold-repetition] threefold repetition
    [fifty-moves] the fifty-move rule
    [king-exploded] exploding the king
    [all-pieces-lost] losing every piece
    [stalemated] being stalemated
    [king-on-the-hill] king on the hill
    [third-check] the third check
    [king-reached-goal] reaching the eighth rank
    [army-destroyed] destroying the horde
    [army-crossed] crossing the board
    [both-armies-crossed] both armies crossing the board
    [move-limit] the 250-move limit
    [full-time] the final score
    [resignation] resignation
    [agreement] agreement
    [timeout] timeout
    [unfinished] the record's end
   *[aborted] abort
}

## Pictures

# The line at the right of a football picture's top bar.
immortal-last-move = { $white } has rebuilt White's army: this is Black's last move. Completing Black's army with it draws; any other move loses.
board-status-last-move = Black's last move
board-status-match = { $half ->
    [1] 1st
   *[2] 2nd
} half · { $stage ->
    [lineup] line-up
   *[play] { $moves } { $moves ->
        [one] move
       *[other] moves
    } left
}

## Changes to a game

draw-declined = The draw offer is declined.
resigned = { $player } resigns.
draw-agreed = Draw agreed.
taken-back = { $plies ->
    [one] One move taken back.
   *[other] { $plies } moves taken back.
}
aborted = { $player } aborted the game.
more-time = { $live ->
    [yes] { $player } gives { $opponent } 15 seconds more.
   *[no] { $player } gives { $opponent } one more day for this move.
}
more-time-not-correspondence = More time is for games on a clock or with days per move, and this one has no time limit.
more-time-your-move = It is your move: more time is for { $opponent } while they are to move.
more-time-enough = { $opponent } already has { $days } days beyond the usual time for this move; that is the most.
page-link = Your own link to game { $game }, where you can move by tapping, good for { $minutes } minutes (keep it to yourself: it lets whoever opens it move for you): { $link }
page-ask-directly = Your link to the game's page lets whoever opens it move for you, so I only send it in a direct chat: write `page #N` to me there.
premove-empty = Which lines? For example `premove #12 Nf6 e5 Nd5 Nxd5`: if your opponent plays Nf6 you answer e5, then if Nd5, Nxd5. Separate lines with `;`.
premove-too-many = At most { $lines } lines, of at most { $plies } moves each.
premove-illegal = Line { $line }: { $word } cannot be played there. { $why }
premove-past-the-end = Line { $line }: the game would be over before { $word }.
premove-ends-with-theirs = Line { $line } ends with your opponent's move: end it with your answer.
premove-contradict = Your lines answer { $after } in two ways, { $first } and { $second }: keep one (`premove clear` drops them all).
premove-your-move = It is your move in game { $game }: play it with `move`. Conditional moves are for while { $opponent } thinks.
premove-bot = The bot answers at once: conditional moves are for games between people.
premove-line-up = During a line-up, send your placements ahead with `move` instead.
premove-name-game = Name the game: `premove #12 Nf6 e5`.
premove-none = You have no conditional moves in game { $game }.
premove-cleared = Your conditional moves in game { $game } are cleared.
premove-list = Your conditional moves in game { $game }:
premove-kept = { $lines ->
    [one] Kept: one conditional line in game { $game }.
   *[other] Kept: { $lines } conditional lines in game { $game }.
}
premove-kept-secret = { $lines ->
    [one] Kept: one conditional line in game { $game }.
   *[other] Kept: { $lines } conditional lines in game { $game }.
} Only you see them: send `premove { $game }` to me in a direct chat to read them.
premove-secret = { $lines ->
    [one] You have one conditional line in game { $game }.
   *[other] You have { $lines } conditional lines in game { $game }.
} They are secret: send `premove { $game }` to me in a direct chat to read them.
premove-played = { $player } answers at once with { $moves } (conditional moves).
vacation-left = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
vacation-status = You have { $left } of vacation left this year (of { $allowance } days). `vacation on` stops your clock in every correspondence game until you are back.
vacation-status-away = You are on vacation until { $until }; { $left } of it are left this year. `vacation off` ends it sooner.
vacation-on = { $games ->
    [0] You are on vacation until { $until }, when this year's days run out; `vacation off` ends it sooner. Your clock will stand in any correspondence game while you are away.
    [one] You are on vacation until { $until }, when this year's days run out; `vacation off` ends it sooner. Your clock stands in your correspondence game, and your opponent is told.
   *[other] You are on vacation until { $until }, when this year's days run out; `vacation off` ends it sooner. Your clock stands in your { $games } correspondence games, and your opponents are told.
}
vacation-off = Welcome back: { $left } of vacation are left this year. { $games ->
    [0] Your clock runs again.
    [one] Your clock runs again in your correspondence game, and your opponent is told.
   *[other] Your clock runs again in your { $games } correspondence games, and your opponents are told.
}
vacation-already = You are on vacation already, until { $until }. `vacation off` ends it.
vacation-not-away = You are not on vacation. `vacation on` begins one.
vacation-none-left = Your { $allowance } days of vacation for this year are used up.
vacation-away = { $opponent }, { $player } is on vacation until { $until }: their clock in game { $game } stands until they are back.
vacation-back = { $opponent }, { $player } is back from vacation: their clock in game { $game } runs again.
vacation-standing = { $player } is on vacation until { $until }.
web-follow = Follow it live: { $url }
page-draw-offered = { $player } offers a draw.
page-takeback-asked = { $player } asks to take back a move.
page-score = Score: { $white } { $white_count }–{ $black_count } { $black }.
page-home = Pieces home: { $white } { $white_count }/16, { $black } { $black_count }/16.
page-checks = Checks given: { $white } { $white_count }, { $black } { $black_count }.
claimed = { $player } claims a draw.
claim-possible = A draw may be claimed ({ $why ->
    [repetition] the same position for the third time
   *[fifty] fifty moves without a capture or a pawn move
}): press Claim draw or write `claim`.
offer-declined = { $player } declines the { $offer ->
    [draw] draw offer
   *[takeback] takeback
}; the game goes on.
offer-decline-own = You made that { $offer ->
    [draw] draw offer
   *[takeback] takeback request
} yourself; it stands until { $opponent } answers.
offer-decline-none = There is no { $offer ->
    [draw] draw offer
   *[takeback] takeback request
} to decline in game { $game }.
draw-already-offered = You have already offered a draw; it is up to { $opponent } now.
takeback-nothing = There is no move of yours to take back.
takeback-already-asked = You have already asked to take back; it is up to { $opponent } now.
abort-too-late = Both sides have moved, so the game can no longer be aborted; you can resign or offer a draw.
claim-nothing = There is no draw to claim in game { $game }: threefold repetition needs the same position three times (it has occurred { $repetitions ->
    [one] once
   *[other] { $repetitions } times
}), and the fifty-move rule needs fifty moves by each side without a capture or a pawn move.

## Buttons

button-resign = Resign
button-offer-draw = Offer draw
button-accept-draw = Accept draw
button-takeback = Agree to takeback
resign-ask = { $player }, resign game { $game } against { $opponent }?
resign-cancelled = You play on in game { $game }.
resign-not-yours = That question was for { $player }; yours is the Resign button of game { $game }.
button-resign-confirm = Yes, resign
button-resign-cancel = No, play on
button-analyse = Analyse
button-rematch = Rematch
button-decline-draw = Decline draw
button-decline-takeback = Decline takeback
button-claim = Claim draw
button-rematch-accept = Accept rematch

## Refused moves

move-empty = Type a move, for example e4, Nf3 or O-O.
move-too-long = That is too long to be a move ({ $chars } characters).
move-unreadable = I cannot read `{ $text }` as a move; write it like e4, Nf3, exd5, O-O or e7e8q.
move-game-over = The game is over.
move-ambiguous = That could be several moves: { $candidates }. Which one?
move-guessed = I read that only by guessing at a letter: did you mean { $candidates }? Pieces are K, Q, R, B, N; files are a to h in lower case.
move-illegal = { $reason }.
move-illegal-with-legal = { $reason }. Legal: { $legal }.
illegal-no-piece-on = There is no piece on { $square }
illegal-not-your-piece = The piece on { $square } is { $owner ->
    [white] White's
   *[black] Black's
}
illegal-no-such-piece = You have no { $role } that fits
illegal-own-piece-on = One of your own pieces stands on { $square }
illegal-piece-cannot-reach = The { $role } on { $from } cannot move to { $to }
illegal-pawn-blocked = The pawn on { $from } is blocked by the { $role } on { $square }
illegal-no-piece-can-reach = No { $role } of yours can reach { $to }
illegal-promotion-needed = A pawn on the last rank must become a piece: add Q, R, B or N
illegal-cannot-promote = Only a pawn reaching the last rank promotes
illegal-leaves-king-in-check = That would leave your king in check
illegal-does-not-escape-check = Your king is in check and that move does not save it
illegal-castling-no-right = You can no longer castle { $side ->
    [king] kingside
   *[queen] queenside
}: the king or that rook has moved
illegal-castling-in-check = You cannot castle out of check
illegal-castling-blocked = You cannot castle { $side ->
    [king] kingside
   *[queen] queenside
}: pieces stand in the way
illegal-castling-through-check = You cannot castle { $side ->
    [king] kingside
   *[queen] queenside
}: the king would pass through or land on an attacked square
illegal-must-capture = In antichess you must capture when you can
illegal-gives-check = In racing kings no move may give check
illegal-explodes-own-king = That capture would blow up your own king
illegal-no-drops = Pieces can be dropped only in crazyhouse
illegal-not-in-hand = You have no { $role } in hand
illegal-drop-on-occupied = { $square } is not empty
illegal-pawn-drop-on-back-rank = Pawns cannot be dropped on the first or last rank
illegal-no-passing = You cannot pass in this game
illegal-bishop-changes-color = A swap cannot move a bishop to a { $shade ->
    [light] light
   *[dark] dark
} square ({ $square })
illegal-swap-back = The pieces on { $from } and { $to } have just swapped and cannot swap straight back; wait one move
illegal-backward = Pieces move backward only from the last rank
illegal-must-swap-pawn = You must first swap the pawn on { $square } with one of your pieces
illegal-pawn-on-last-rank = A pawn on the last rank moves only by swapping with one of your pieces
illegal-promotion-swap-piece = A pawn swaps only with your knight, bishop, rook or queen
illegal-promotion-swap-same-rank = A pawn cannot swap with a piece on its own rank
illegal-no-castling = There is no castling in this game
illegal-outside-own-half = Pieces are placed in your own half, and { $square } is not in it
illegal-king-off-goal = The king must stand on one of your goal squares
illegal-pawn-on-own-goal = Pawns cannot stand on your own goal squares
illegal-too-many-of = No more { $role ->
    [pawn] pawns
    [knight] knights
    [bishop] bishops
    [rook] rooks
    [queen] queens
   *[king] kings
} fit in your line-up
illegal-line-up-incomplete = After that you could not complete your line-up: a king on a goal square, two pawns, and a piece on your kick-off square
illegal-kick-off-square-empty = Your last piece must go on your kick-off square
illegal-not-lining-up = Pieces are placed only during a line-up
illegal-lining-up = The sides are lining up: place a piece, like K@d1 or N@c3
illegal-kick-off-pass = The kick-off must be a pass
illegal-pawn-with-ball = A pawn with the ball moves one square forward only
illegal-not-ball-holder = Only the ball holder can be tackled, and the piece on { $square } does not have the ball
illegal-coordinates-needed = Write football moves from square to square, like e4d3 or e7e8q
illegal-variant-rule = The rules of this variant do not allow that move

## Lists and records

fen = Game { $game }: `{ $fen }`
games-none = You have no active games. Start one with `challenge @name`.
games-header = { $count ->
    [one] Your active game:
   *[other] Your { $count } active games:
}
games-line = { $game } against { $opponent }, { $variant }: { $turn ->
    [mine] your turn
   *[theirs] their turn
}{ $here ->
    [yes] .
   *[no] , in another chat.
}
pgn-caption = The record of game { $game }.

## Settings

set-games-thread = From now on each new game here is played in a thread (on Telegram, a forum topic) of its own; this chat gets one line with a link to it.
set-games-here = From now on new games are played here in the chat.
set-games-nowhere = `set games` chooses where a group's or a server channel's games are played; threads and topics exist only there.
set-games-managers = Only the chat's managers may choose where its games are played (on Discord, Manage Server or Manage Threads; on Telegram, its administrators).
thread-lacking = Games here are meant to have a thread of their own, but { $reason }, so this one is played here.
thread-lack-permission = I lack the Create Public Threads and Send Messages in Threads permissions in this channel
thread-lack-forum = this group has no topics (turn Topics on in its settings)
thread-lack-topics = I may not manage topics here (make me an administrator with Manage Topics)
thread-name = { $game } { $white } vs { $black }, { $variant }
thread-opened = Game { $game } is played in its own thread: { $link }
notify-status = Direct messages: { $dm ->
    [on] on
   *[off] off
}. Daily digest: { $digest ->
    [on] on, at { $time } UTC
   *[off] off
}. Change them with `notify dm on|off` and `notify digest on|off`.
notify-dm-on = I will write to you privately when your opponent moves and when your time runs low.{ $platform ->
    [telegram] {" "}Telegram lets me write only to people who have opened a chat with me: if you have not, open one and press Start.
    [discord] {" "}Discord delivers them if you allow direct messages from members of this server.
   *[other] {""}
}
notify-dm-off = No more direct messages about your games; you are still mentioned in the game's chat.
notify-digest-on = Every day at { $time } UTC I will send you, privately, the list of the games where it is your turn, the most urgent first.
notify-digest-off = No more daily digest.

## Help

help-move = `move e4` plays a move in your game. Write it in SAN (e4, Nf3, exd5, O-O, e8=Q), in coordinates (e2e4, e7e8q), with figurines (♘f3) or Russian letters (Кf3). If a move is ambiguous or illegal, I say why and offer the moves you may have meant.
help-board = `board` shows the position of your game (or any game here with `board #12`).
help-resign = `resign` gives up the game at once; the Resign button under a board asks you to confirm first.
help-draw = `draw` offers a draw, or accepts your opponent's offer. Decline one with `decline draw`, its Decline button, or by moving.
help-takeback = `takeback` asks to take back your last move; your opponent agrees by typing `takeback` too.
help-abort = `abort` calls off a game before both sides have moved; it counts for no one.
help-moretime = `moretime` gives your opponent 15 seconds in a game on a clock, or one more day for the move they are to make in a correspondence game (at most 7 days beyond the usual time).
help-page = `page` sends you, privately, your own link to the game's web page, where you can move by tapping or dragging, offer a draw or resign; it is good for an hour. In Telegram the bot's Mini App opens the same page.
help-premove = `premove #12 Nf6 e5 Nd5 Nxd5` leaves conditional moves while your opponent thinks: if they play Nf6, e5 is played for you at once; then if Nd5, Nxd5. Several lines, separated by `;`, make a tree; any reply they do not foresee drops them all. `premove #12` shows your lines (in a direct chat with me, where your opponent cannot read them; you may name any game of yours there) and `premove #12 clear` drops them.
help-vacation = `vacation on` stops your clock in every correspondence game of yours (your opponents are told) until `vacation off`, or until your days for the year run out (30 unless the bot is set otherwise). Deadlines move by the time you are away; your opponents may still move. `vacation` shows the days you have left.
help-claim = `claim` ends the game as a draw when the same position has occurred three times, or after fifty moves by each side without a capture or a pawn move. When it may, the board says so and shows a button.
help-games = `games` lists the games being played in this chat, to follow them with `board #12`; `games mine` lists your own in every chat, with whose turn it is and the time left.
help-rematch = `rematch` (or the Rematch button under a finished game) offers your opponent the same game again with colours swapped; it starts when they press it too. I always agree at once.
help-pgn = `pgn` sends the record of your game as a PGN file; `gif` draws it move by move as an animation; `fen` shows the position as text. Each takes a game's number, also of a finished game from your history.
help-rules = `rules` lists the variants; `rules atomic` explains one.
help-notify = `notify dm on` sends you a direct message when your opponent moves and when 80% of your time for a move has passed; `notify digest on` sends you every day a list of the games where it is your turn, sorted by time left. `off` stops them; `notify` shows what you have.

## Rules of the variants

rules-list = Variants (`rules NAME` explains one):
    standard — classic chess
    chess960 — the back rank shuffled, one of 960 starts
    crazyhouse — captured pieces change sides and come back as drops
    atomic — captures explode
    antichess — captures are compulsory; lose everything to win
    kingofthehill — bring your king to the centre
    threecheck — give three checks
    horde — White's pawn horde against Black's army
    racingkings — race your king to the eighth rank
    immortal — nothing is captured, pieces swap; race your army across
    football — chess football: six pieces a side, a ball, goals, two halves
rules-standard = Classic chess under the FIDE Laws: checkmate the king to win. Stalemate, insufficient material, fivefold repetition and the seventy-five-move rule draw at once; threefold repetition and the fifty-move rule can be claimed with `claim`.
rules-chess960 = Checkmate wins, as in chess, but the pieces of the back rank start in one of 960 shuffled orders (bishops on opposite colours, the king between the rooks). Castling puts king and rook on their usual castled squares; play it as O-O or O-O-O.
rules-crazyhouse = Checkmate wins. A piece you capture joins your hand, and instead of moving you may drop a piece from your hand on any empty square (`N@f3`), but a pawn never on the first or last rank.
rules-atomic = Win by exploding the enemy king (or checkmate). A capture explodes: the capturing piece and every piece but pawns on the squares around are removed. You may not explode your own king, and kings cannot capture.
rules-antichess = Win by losing all your pieces, or by having no legal move. Captures are compulsory when possible, the king is an ordinary piece, there is no check, and pawns may promote to a king.
rules-kingofthehill = Checkmate wins, and so does bringing your king to one of the four centre squares (d4, e4, d5, e5).
rules-threecheck = Checkmate wins, and so does giving check for the third time.
rules-horde = White has 36 pawns and no king and wins by checkmate; Black wins by capturing every white piece. White's first-rank pawns may move two squares.
rules-racingkings = Win by being first to bring your king to the eighth rank; if Black reaches it right after White, it is a draw. Both sides start on the first two ranks, and no move may give check.
rules-immortal = Immortal chess: nothing is ever captured. Win by rebuilding your whole army, in the usual order, on your opponent's starting squares (White on ranks 7-8, Black on ranks 1-2) before they rebuild theirs; if White finishes first, Black still has one move, and finishing with it draws.
    Pieces move as in chess but only forward, sideways or diagonally forward (knights only jumps that gain ground); backward only while standing on the far rank. Moving onto an enemy piece swaps the two. A swap may never put a bishop on the other colour, and two pieces that just swapped cannot swap straight back.
    A pawn on the far rank may swap with one of your knights, bishops, rooks or queen (not one on that rank): write the pawn's square then the piece's, like e8g1. If the opponent's swap puts your pawn there, that swap must be your next move. A pawn pushed back to its first rank steps to the second and may then advance two.
    No check, no castling, no en passant; with no move you pass. Threefold repetition and 250 moves each are draws.
rules-football = Chess football: score more goals than your opponent in two halves of 45 moves each. A goal is one of your pieces bringing the ball onto a square of the opponent's goal (c8-f8 for White, c1-f1 for Black), or a tackle on their king while it holds the ball; the ball on your own goal is no goal for anyone.
    Each side lines up six pieces in its own half, one at a time, the kicking side first: the king on a goal square, at least two pawns (never on your own goal) and three more pieces; the kicking side puts a piece on its kick-off square (e4 for White, e5 for Black) and that piece has the ball. Write placements like K@d1 or P@b3.
    Pieces move as in chess (pawns one square forward). The ball holder dribbles by moving, or passes to a team-mate it could move to (sliders only to the first piece on the line; pawns diagonally forward). Only the holder can be tackled: move onto it as in a chess capture. The kick-off must be a pass when one is possible. Write moves from square to square: e4d3, e7e8q.
    After a goal both sides line up again and the side that conceded kicks off; Black kicks off the second half from e5. If only the kings are left, both line up again with no goal.

## Telegram

telegram-command-move = Play a move, like /move e4
telegram-command-board = Show the board
telegram-command-draw = Offer or accept a draw
telegram-command-resign = Resign the game
telegram-command-takeback = Ask to take back, or agree
telegram-command-games = Games being played here
telegram-command-pgn = The game record
telegram-command-rules = How the variants are played
telegram-command-notify = Direct messages and the daily digest

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-move = Play a move, like e4 or Nf3
discord-command-board = Show the board
discord-command-draw = Offer a draw, or accept your opponent's offer
discord-command-resign = Resign the game
discord-command-takeback = Ask to take back your move, or agree to your opponent's request
discord-command-abort = Abort a game before both sides have moved
discord-command-moretime = Give your opponent 15 seconds, or a day in correspondence
discord-command-page = Get your own link to move on the game's web page
discord-command-premove = Leave conditional moves while your opponent thinks, or clear them
discord-command-vacation = Stop your correspondence clocks while you are away, or come back
discord-command-claim = Claim a draw by threefold repetition or the fifty-move rule
discord-command-pgn = The game record as a PGN file
discord-command-fen = The position as text (FEN)
discord-command-games = Games being played in this channel
discord-command-rematch = Offer or accept a rematch of a finished game
discord-command-gif = The game as an animated picture
discord-option-mine = Only your own games, in every channel
discord-command-rules = How the variants are played
discord-command-notify = Direct messages about your games, and a daily digest
discord-option-move = The move: start typing and pick one of the legal moves
discord-option-premove-lines = Lines such as `Nf6 e5 Nd5 Nxd5; d5 exd5`, or `clear`; none shows your lines
discord-option-vacation = On: go away; off: come back; none: the days you have left
discord-option-rules = The variant whose rules to show
discord-option-notify-dm = A direct message when your opponent moves or your time runs low
discord-option-notify-digest = Every day, the games where it is your turn
bot-name = Kibitz (level { $level })
bot-game-started = A game against { $bot } begins: you play { $color ->
    [white] White
   *[black] Black
}.
bot-answered = { $bot } answers { $move }.
bot-draw-declined = { $bot } plays on: the draw is declined.
bot-unavailable = I could not find a move just now; your move is saved, and `board` asks me again.
# Chess football news, in the reply to the move that made it.
football-goal = Goal! { $player } scores: { $white } { $white_goals }–{ $black_goals } { $black }.
football-line-up-after-goal = The board is cleared for a new line-up: { $player } places first and kicks off.
football-line-up-kings-only = Only the kings are left: the board is cleared for a new line-up, with no goal; { $player } places first and kicks off.
football-kick-off = The line-up is complete: { $player } kicks off from { $square }.
football-line-up-turn = Line-up: { $player } places a piece, like { $example } (its letter, @ and the square); { $left ->
    [one] one left
   *[other] { $left } left
}{ $needed ->
    [none] {""}
   *[other] , still required: { $needed }
}. Possible now: { $pieces }.
football-line-up-king = the king on a goal square
football-line-up-pawns = { $count ->
    [one] one pawn
   *[other] { $count } pawns
}
football-line-up-kickoff = a piece on the kick-off square { $square }
football-line-up-only-square = { $pieces } on { $square }
list-and = { $first } and { $last }
list-or = { $first } or { $last }
football-half-time = Half-time: { $white } { $white_goals }–{ $black_goals } { $black }. Line-up for the second half: { $player } places first and kicks off.
football-full-time = Full time: { $white } { $white_goals }–{ $black_goals } { $black }.
move-one-at-a-time = One move at a time: only placements of a chess football line-up can be sent several at once (`move K@d1 P@a2 P@b2`).
line-up-ahead = { $player } has { $count } { $count ->
    [one] placement
   *[other] placements
} sent ahead.
line-up-ahead-dropped = { $player }'s placement sent ahead, { $placement }, was no longer possible, so the ones after it were dropped too: { $player } places again.
game-analysis-link = Analyse it on lichess: { $link }
set-up-position = That position cannot start a game of { $variant }: { $detail }.
set-up-move = Move { $number } of the line, `{ $move }`, cannot be played: { $reason }
set-up-over = That game would be over before it begins ({ $result }): choose a position with play left in it.

## Games being played here

games-here-none = No game is being played in this chat. Start one with `challenge @name`, or `games mine` for yours elsewhere.
games-here-header = { $count ->
    [one] The game being played here:
   *[other] { $count } games being played here:
}
games-here-line = { $game } { $white } against { $black }, { $variant }: { $player } to move.
games-here-watch = `board #N` shows one of them.

## Animations

gif-caption = Game { $game }, move by move.
gif-failed = I could not draw game { $game } as an animation; `pgn { $game }` gives its record.

## Ratings, profiles, histories, leaderboards

rating-change = { $player } { $rating } ({ $change })

## Rematches

rematch-not-over = Game { $game } is still being played: a rematch comes after it ends.
rematch-started = The rematch of game { $game } has begun already: { $rematch }.
rematch-already-offered = You have offered { $opponent } a rematch of game { $game } already; it starts when they accept.
rematch-offered = { $player } offers { $opponent } a rematch of game { $game } ({ $result }), colours swapped: press Accept rematch or write `rematch { $game }`.
rematch-begun = Rematch of game { $game }: game { $rematch } begins.

## Tournaments

berserk-done = { $player } goes berserk: half the clock, a point more for a win.
