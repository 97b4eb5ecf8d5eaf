# Kibitz: English messages. Every message here must exist in ru.ftl too
# (a test checks it).

## Reading commands

command-empty = The message is empty; try `help`.
command-too-long = That is too long for a command ({ $chars } characters, at most { $max }).
command-control-characters = The message contains control characters; type the command as plain text.
command-unknown = Unknown command `{ $word }`; try `help`.
command-unknown-suggest = Unknown command `{ $word }`; did you mean `{ $suggestion }`?
command-missing-move = Which move? For example `move e4` or `move Nf3`.
command-set-up = `{ $word }` takes a position or a line of moves of at most { $max } characters, in quotes, with no quote marks inside: `fen "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"`, `moves "e4 e5 Nf3"`.
command-bare-move = `{ $word }` is a move, not a command: write `move { $word }` (with several games here, add the game: `move { $word } #12`).
command-unexpected-word = `{ $command }` does not understand `{ $word }`.
command-unexpected-challenge = `challenge` does not understand `{ $word }`; it takes @user or bot, a variant, white|black|random, a clock like 5+3, days N|unlimited and level 1-8.
command-unexpected-rules = `rules` does not know the variant `{ $word }`; for example `rules crazyhouse`.
command-twice = `{ $command }` got two { $what ->
    [colours] colours
    [variants] variants
    [speeds] speeds
    [opponents] opponents
    [levels] levels
    [starts] starting positions
   *[time] time controls
}: `{ $first }` and `{ $second }`.
command-speed-of-variant = `{ $speed }` is a speed of standard chess, which is rated apart at each speed; { $variant } has one rating whatever the clock. Write `{ $command } { $variant }` or `{ $command } { $speed }`.
command-days = Days per move must be one of 1, 2, 3, 5, 7, 10 or 14, not `{ $value }`.
command-days-missing = How many days per move? One of 1, 2, 3, 5, 7, 10 or 14, for example `days 3`.
command-clock = `{ $value }` is no clock I can run: write minutes, + and seconds of increment, like `5+3`, `10+0` or `0.5+0`, with a base of ¼, ½, ¾, 1, 1½, 2 to 10, 15, 20, 25, 30, 35, 40, 45, 60, 75, 90, 105, 120, 135, 150, 165 or 180 minutes and an increment of 0 to 180 seconds; or a speed: `bullet` (1+0), `blitz` (5+0), `rapid` (10+0), `classical` (30+0).
command-level = The bot's level is a number from 1 to 8, not `{ $value }`.
command-level-missing = Which level? A number from 1 (a beginner) to 8 (the strongest), for example `play bot level 3`.
command-rated-bot = Games against me are never rated: write `play bot` (or `play bot casual`).
command-rated-set-up = Games from a set position are never rated: leave out `rated`.
command-page = `{ $word }` is no page: write `page 2`, a number from 1 to { $max }.
command-bot-profile = I have no profile of my own: I am everyone's sparring partner. Try `profile` or `profile @name`.
command-unexpected-history = `history` does not understand `{ $word }`; it takes @user, a variant or a speed (`blitz`) and `page N`, for example `history @ann crazyhouse page 2`.
command-unexpected-top = `top` does not understand `{ $word }`; it takes a variant or a speed of standard chess (`bullet`, `blitz`, `rapid`, `classical`, `correspondence`), `global` and `page N`, for example `top blitz global`.
command-level-person = A level is for games against me: `play bot level 3`. A person plays as well as they do.
command-game-id = `{ $word }` is not a game number; write it like #12.
command-two-games = Two games named: { $first } and { $second }.
command-ply = `{ $word }` is not a move count; buttons write it like ply:12.
command-setting = Settings: `set board mine|turn|white`, `set theme brown|blue|contrast`, `set language en|ru`, `set chat en|ru|off`, `set games thread|here`, `set daily puzzle on [HH:MM]|off`.
command-tournament-format = A new tournament needs its format: `tournament swiss 5 rounds blitz 5+3 starts 20:00` or `tournament round-robin [double] days 3`.
command-tournament-rounds = A Swiss has from { $fewest } to { $most } rounds (`swiss 7 rounds`), not `{ $word }`; a round-robin's rounds follow from its players (`double` plays it twice).
command-tournament-round-days = A correspondence round may last from 1 to { $most } days (`every 7 days`), not `{ $word }`; a tournament on a clock has no round length.
command-tournament-starts = A tournament starts at a time of day (UTC) or after a while within thirty days: `starts 20:00`, `starts in 30 minutes`, `starts in 2 hours`, not `{ $word }`.
command-tournament-unlimited = A tournament's games need a time, so that its rounds end: a clock (`blitz 5+3`) or days per move (`days 3`).
command-arena-minutes = An arena lasts from { $fewest } to { $most } minutes (`arena 60 minutes`), not `{ $word }`; other formats count rounds, an arena its time.
command-arena-clock = An arena is played on a live clock: `tournament arena 60 minutes blitz 3+2`.
command-notify = Notifications: `notify dm on|off` (direct messages when your opponent moves or your time runs low), `notify digest on|off` (a daily list of the games where it is your turn), `notify` to see yours.

## The service

service-trouble = Something went wrong on my side and nothing was changed. Please try again in a moment.
store-unreachable = I cannot reach my records just now. I will do this as soon as they are back.
service-busy = That game is changing very fast right now and nothing was done; please try again.
no-person = I cannot tell who you are when you write on behalf of a group or a channel. Write as yourself to play.
update-unreadable = I could not read that message: it holds something I do not know yet. Please write it again as plain text.

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
variant-name = { $variant ->
    [standard] standard chess
    [chess960] Chess960
    [crazyhouse] crazyhouse
    [atomic] atomic chess
    [antichess] antichess
    [kingofthehill] king of the hill
    [threecheck] three-check
    [horde] horde
    [immortal] Immortal chess
    [football] chess football
   *[racingkings] racing kings
}
perf-name = { $perf ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
    [classical] classical
   *[correspondence] correspondence
}
perf-game = { $variant }, { $speed }

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
page-not-served = The game pages are not served here, so there is no page to move on.
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
page-legend-football = The goal White defends
page-legend-football-black = the goal Black defends; the ball is the football, in its square's corner.
page-legend-immortal = Still to reach for White's pieces
page-legend-immortal-black = for Black's
page-legend-swap = the last swap (may not swap straight back).
web-open-board = Open the board
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

button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-resign = Resign
button-offer-draw = Offer draw
button-accept-draw = Accept draw
button-takeback = Agree to takeback
resign-ask = { $player }, resign game { $game } against { $opponent }?
resign-cancelled = You play on in game { $game }.
resign-not-yours = That question was for { $player }; yours is the Resign button of game { $game }.
button-resign-confirm = Yes, resign
button-resign-cancel = No, play on
chat-removed-game = Kibitz was removed from the chat where game { $game } ({ $white } against { $black }) is played, so it can no longer post or be played there. Add Kibitz to that chat again to go on; meanwhile its clock runs.
chat-removed-game-page = Kibitz was removed from the chat where game { $game } ({ $white } against { $black }) is played, so it can no longer post there. The game goes on on its page: type `page { $game }` here for your own link to move there. Its reminders and result come to you here.
forget-ask = { $player }, forget you? Your names, your id here, your settings and your places on the leaderboards are deleted at once and for good. Your finished games stay, showing you as { $ghost }. Playing again later makes you a new player.
forget-done = Done: Kibitz no longer knows you. Your games show you as { $ghost }.
forget-cancelled = Nothing was deleted.
forget-not-yours = That question was for someone else; to be forgotten yourself, type `forget me`.
forget-busy-games = Finish or resign your games in progress first ({ $games }): they need you. Then type `forget me` again.
forget-busy-challenges = Withdraw or answer your open challenges first ({ $challenges }). Then type `forget me` again.
forget-busy-tournaments = Leave or withdraw from your tournaments first ({ $tournaments }). Then type `forget me` again.
button-forget-confirm = Yes, forget me
button-forget-cancel = No, keep me
link-ask-directly = A code that links your accounts is yours alone, so I only give and take it in a direct chat: write `link` to me there.
link-already = You are linked already: { $player } on { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} and { $account } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
}. Type `unlink` first to link another account.
link-too-many-codes = You asked for { $codes } codes within the hour: ask again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
link-code = Your code: { $code }. Within { $minutes } minutes, type `link { $code }` to me on { $platform ->
    [discord] Telegram
    [telegram] Discord
   *[console] Discord or Telegram
} from the account to join to this one: the two become one player, with one history and one rating of each kind. It works once; a new `link` makes it void.
link-too-many-tries = { $tries } wrong codes within the hour: try again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
link-code-wrong = No code of mine is { $code }. Type it as `link` gave it (`ABCD-2345`).
link-code-used = That code was used already: each code links once. Ask for a new one with `link`.
link-code-expired = That code is out of date: a code is good for { $minutes } minutes. Ask for a new one with `link`.
link-code-wrong-account = That code links an account of another platform to the one on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} that asked for it: type it there, from your account on the other platform.
link-done = Linked: { $account } here and { $player } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} are one player now. Your games, history and puzzles are together; of two ratings of one kind the one with more rated games stayed; the settings are { $player }'s. `unlink` parts the accounts again.
link-owner-linked = You or { $player } are linked to another account already: `unlink` that first.
link-played-each-other = You and { $player } played each other (game #{ $game }): a player cannot play themself, so these accounts cannot be linked.
link-challenged-each-other = You and { $player } have an open challenge between you (#{ $challenge }): withdraw or decline it first.
link-same-tournament = You and { $player } are both in tournament #{ $tournament }: a player cannot play themself, so these accounts cannot be linked.
unlink-done = Parted: { $account } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} is a player of its own again, starting from { $player }'s ratings; the games played so far stay with { $player }.
unlink-not-linked = You have no account linked: `link` links one.
unlink-busy-games = Finish your games in progress first ({ $games }): the player who plays them must stay as they are. Then type `unlink` again.
unlink-busy-challenges = Withdraw or answer your open challenges first ({ $challenges }). Then type `unlink` again.
unlink-busy-tournaments = Leave or withdraw from your tournaments first ({ $tournaments }). Then type `unlink` again.
profile-accounts = One player: { $player } on { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} and { $account } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
}.
button-analyse = Analyse
button-rematch = Rematch
button-decline-draw = Decline draw
button-decline-takeback = Decline takeback
button-claim = Claim draw
button-rematch-accept = Accept rematch
button-page-previous = ◀ Newer
button-page-next = Older ▶

## Refused moves

move-empty = Type a move, for example e4, Nf3 or O-O.
move-too-long = That is too long to be a move ({ $chars } characters).
command-record-too-long = That record is too long ({ $chars } characters; at most { $max }). Paste one game, without its comments.
command-premove-too-long = Those lines are too long ({ $chars } characters; at most { $max }).
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

## Challenges

challenge-unknown-user = I do not know { $user } yet: they need to write something in a chat with me first (or mention them so that the chat links their name).
challenge-ambiguous-user = Several people are called { $user }; mention the one you mean so that the chat links their name.
challenge-self = You cannot play against yourself.
challenge-cannot-post = I cannot post a game's boards in this channel (its reminders and time-outs come unasked): I need the Send Messages, Embed Links and Attach Files permissions here. Ask the server's managers, or play in another channel.
challenge-in-direct-chat = No one but me can see a challenge here, in our direct chat: challenge people in a group or a server's channel we share. Here you can play me: `play bot`.
challenge-other-bot = { $user } is a bot and cannot play here; to play me, write `challenge bot` (or pick me as the opponent).
challenge-exists = You already have that challenge open ({ $challenge }); `cancel { $challenge }` withdraws it.
challenge-terms = { $color ->
    [white] { $challenger } plays white
    [black] { $challenger } plays black
   *[random] colours by lot
}, { $clock ->
    [none] { $days ->
        [0] no time limit
        [one] { $days } day per move
       *[other] { $days } days per move
    }
   *[other] { $speed ->
        [bullet] bullet
        [blitz] blitz
        [rapid] rapid
       *[classical] classical
    } { $clock }
}, { $mode ->
    [rated] rated
   *[casual] casual
}
challenge-direct = { $challenger } challenges { $opponent } to { $variant } ({ $terms }). Challenge { $challenge }: `accept` or `decline`.
challenge-open = { $challenger } offers a game of { $variant } to anyone here ({ $terms }). Challenge { $challenge }: `accept` to play.
challenge-told = { $challenger } challenges you from { $platform } to { $variant } ({ $terms }). Challenge { $challenge }: `accept { $challenge }` here to play (the game is then played here and in their chat), or `decline { $challenge }`.
challenge-told-there = { $opponent } plays on { $platform }: I tell them there privately, and they take it up with `accept { $challenge }`.
challenge-open-across = Anyone on { $platform } may take it up too, with `accept { $challenge }` in a chat with Kibitz there: the game is then played in both chats.
challenge-not-found = There is no challenge { $challenge } in this chat.
challenge-which = Several challenges fit: { $choices }. Add the number, for example `accept { $example }`.
challenge-none-for-you = No challenge here is waiting for you. Start one with `challenge @name`.
challenge-accept-own = You cannot accept your own challenge; `cancel` withdraws it.
challenge-not-yours = Challenge { $challenge } is for { $opponent }; only they can accept it.
challenge-accepted = { $player } accepts challenge { $challenge }. The game begins!
challenge-accepted-elsewhere = You accept challenge { $challenge }: game { $game } begins in the chat where it was made, and its board is there.
challenge-none-to-decline = No challenge here is addressed to you.
challenge-decline-own = Challenge { $challenge } is your own; `cancel { $challenge }` withdraws it.
challenge-decline-not-yours = Challenge { $challenge } is not addressed to you; only the challenged player can decline it.
challenge-none-to-cancel = You have no open challenge in this chat.
challenge-cancel-not-yours = Challenge { $challenge } is not yours; only the challenger can cancel it.
challenge-closed = Challenge { $challenge } was already { $status ->
    [accepted] accepted
    [declined] declined
   *[cancelled] cancelled
}.
challenge-ended = { $status ->
    [declined] { $player } declined challenge { $challenge }.
   *[cancelled] { $player } withdrew challenge { $challenge }.
}

## Lists and records

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
fen = Game { $game }: `{ $fen }`

## Settings

set-orientation = Boards are now shown { $orientation ->
    [mine] from your side.
    [turn] from the side to move.
   *[white] with White at the bottom.
}
set-theme = Boards are now drawn in the { $theme } theme.
set-chat-language = From now on my posts in this chat are in English, whoever they answer.
set-chat-language-off = From now on my posts in this chat are in each reader's own language.
set-chat-direct = `set chat` sets the language of a group chat or a server's channel; here, `set language` sets yours.
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
set-chat-managers = Only the chat's managers may change its language (on Discord, Manage Server or Manage Threads; on Telegram, its administrators). `set language` sets your own.
set-language = I will answer you in English.
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

welcome = Hello! I am Kibitz, a chess bot: chess, the lichess variants, Immortal chess and chess football, played by commands or buttons in your group or server. Add me to a group and write `challenge @friend` there; here we can play right away: `play bot`. I also tell you here about your games when you ask: `notify dm on`.
help-overview = Commands (type them with or without /):
help-overview-line = /{ $name }{ $also } — { $description }
help-overview-accept = Accept, decline or withdraw a challenge
help-overview-pgn = The game as an animation, a PGN file or a FEN
help-overview-join = Join, leave or withdraw from a tournament; berserk in an arena
help-overview-standings = A tournament's standings and pairings
help-overview-games = Games: chess, the lichess variants, Immortal chess (nothing is captured, pieces swap; race your army across) and chess football (a ball, goals, two halves): `rules` lists them, `help football` tells how one is played. `play bot` starts a game against me at once.
help-overview-end = With several games in a chat, add the game number: `move e4 #12`. `help move` tells more about a command.
help-challenge = `challenge @name` challenges someone; `challenge` alone is open to anyone in the chat; `play bot` (or `challenge @kibitz`) starts a game against me at once, `level 1` to `level 8` (3 by default). Add a variant (`rules` lists them), a colour (white, black or random, the default) and a time: a live clock, minutes + seconds a move, as on lichess (`5+3`, `10+0`, `0.5+0`, or `bullet`, `blitz`, `rapid`, `classical`), `days N` per move (1, 2, 3, 5, 7, 10 or 14), or unlimited, the default. On a clock, time runs once both sides have moved; the first move must come within 30 seconds (a minute in rapid and classical) or the game is aborted, and `moretime` gives your opponent 15 seconds; in rapid and classical I tell a player once when their time runs low; on the game's page you may premove. To start from a position, add `fen "…"` (the variant's own state string in Immortal chess and football); to start after some moves, `moves "e4 e5 Nf3"`. Games between people are rated (Glicko-2, a rating per variant, and in standard chess per speed: bullet, blitz, rapid, classical, correspondence) unless you add `casual`; games against me or from a set position never are. `challenge link` (with the same terms) makes an open challenge to share, also from your private chat with me: anyone takes it up from any chat of Discord or Telegram (Telegram's link opens a chat with me, Discord's `/accept challenge:N`), and the game is played in their chat and yours. Example: `challenge @ann crazyhouse white days 3`.
help-accept = `accept` takes up a challenge for you, or an open one; `decline` refuses a challenge addressed to you; `cancel` withdraws your own. In a game, `decline draw` and `decline takeback` turn down your opponent's offer. With several challenges in the chat, add its number: `accept #4`. An open challenge of the other platform (Discord or Telegram) is taken up with its number too, in any chat with the bot: the game is then played in both chats.
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
help-forget = `forget me` deletes what Kibitz keeps about you: your names and your id on this platform, your settings (language, board, notifications, vacation) and your places on the leaderboards. Your finished games stay, so that your opponents' records and ratings stay whole, but they show you as `ghost-N` and are no longer yours. It asks first, and waits until you have no game in progress, open challenge or tournament under way. What Kibitz keeps and for how long is on its `/privacy` page.
help-link = `link` gives you a one-time code (privately, good for ten minutes); type `link CODE` to me on your other platform (Discord or Telegram) and the two accounts become one player: one history, one rating of each kind (of two, the one with more rated games stays), one place on `top global`, the settings of the account that asked for the code. Accounts that have played each other cannot be linked. `unlink` parts them again.
help-unlink = `unlink` parts accounts that `link` joined: the one linked in becomes a player of its own again, starting from the player's ratings; the games played so far stay with the player. Not while a game, challenge or tournament of yours is under way.
telegram-command-link = Link your Discord account
discord-command-link = Link your Telegram account
discord-command-unlink = Part accounts linked
discord-option-link-code = The code `link` gave on Telegram
help-claim = `claim` ends the game as a draw when the same position has occurred three times, or after fifty moves by each side without a capture or a pawn move. When it may, the board says so and shows a button.
help-games = `games` lists the games being played in this chat, to follow them with `board #12`; `games mine` lists your own in every chat, with whose turn it is and the time left.
help-profile = `profile` shows each of your ratings: standard chess rated apart for bullet, blitz, rapid, classical and correspondence (by the clock's estimated length, base + 40 × increment; days per move or no limit is correspondence), every other variant once (with `?` while it is provisional: until its deviation falls to 110, after a few rated games), your wins, draws and losses, your current streak and your latest games; `profile @ann` shows Ann's, with your record against her. `link` makes your Discord and Telegram accounts one player (`help link`).
help-history = `history` lists your finished games, newest first, ten to a page, with the rating change of each rated one; `history @ann crazyhouse page 2` or `history blitz` narrows it to a variant or a speed. `board #12`, `pgn #12` and `gif #12` show any of them again.
help-top = `top` shows the best standard-chess ratings among the players of this server or chat, at the speed most of them are rated at; `top blitz` (or `bullet`, `rapid`, `classical`, `correspondence`) one speed's; `top atomic` another variant's; `top global` everyone's, on Discord and Telegram alike (a linked player once); `top puzzles` the best puzzle solvers. Provisional ratings are left out until they settle.
help-rematch = `rematch` (or the Rematch button under a finished game) offers your opponent the same game again with colours swapped; it starts when they press it too. I always agree at once.
help-analyse = `analyse` (or `analyse #12`) asks an engine to review a finished game, as lichess's computer analysis does (Stockfish for chess and Chess960, Fairy-Stockfish for the lichess variants, Kibitz's own search for Immortal chess and chess football): each side's accuracy, average centipawn loss, inaccuracies, mistakes and blunders, and the worst moves with the move that was better. The game waits its turn in a queue; the result is posted here once, and asking again shows it. A game being played cannot be analysed. Any other game too: `analyse` followed by its PGN, pasted in the same message (on Discord, in the `record` option), or by a position as a FEN (`analyse atomic <FEN>` for a variant) draws it, keeps it as a game of its own number and analyses it the same way.
help-puzzle = `puzzle` puts one of lichess's puzzles to the chat, near your puzzle rating and never one you have seen; `puzzle fork` or `puzzle mate in 2` picks a theme. Answer with the move (`Nf3`, `move Nf3`): I play the opponent's replies; a wrong move ends your try. In a group it is a race: everyone may answer, and whoever finds the last move solves it. Each try is rated as lichess rates puzzles; `top puzzles` ranks the solvers. `puzzle football` and `puzzle immortal` are puzzles of our own games; a game analysed here may give this chat a puzzle of its own; `set daily puzzle on` posts the puzzle of the day (managers).
help-solve = `solve Nf3` answers the chat's puzzle, also when you have a game here (where `Nf3` alone is a move in your game); `solve` alone sends you your own link to the puzzle's page, where you answer by tapping.
help-pgn = `pgn` sends the record of your game as a PGN file; `gif` draws it move by move as an animation; `fen` shows the position as text. Each takes a game's number, also of a finished game from your history.
help-tournament = `tournament` shows the tournaments of this chat. Its managers create one: `tournament swiss 5 rounds blitz 5+3 starts 20:00` (Swiss, 3 to 100 rounds, 7 by default) or `tournament round-robin double days 3 every 10 days` (everyone meets everyone, once or, with `double`, twice), with any variant, a clock or days per move (3 by default, a round lasting 7 days unless `every N days`), `starts HH:MM` (UTC) or `starts in 30 minutes` (10 by default), `casual` for unrated. `tournament arena 60 minutes blitz 3+2` is lichess's arena (10 to 720 minutes, on a clock): whoever is free is paired again at once, by close rank, never straight back against the last opponent; a win 2, a draw 1, after two wins in a row each win 4 until a game that is not a win; `berserk` before your first move halves your clock for a point more. `tournament start #3` starts it at once, `tournament cancel #3` calls it off. I pair each round, post it with its games and a picture, and the standings after it (Swiss: Buchholz, Buchholz cut 1, Sonneborn-Berger; round-robin: Sonneborn-Berger, then the game between them). A game not ended by the round's deadline is lost by the player to move; unplayed, it is a forfeit.
help-join = `join` enters the chat's tournament (`join #3` names one), until it starts, or a Swiss until its second round (rounds missed score nothing); `leave` takes you out before it starts; `withdraw` once it has begun stops your pairings (in a round-robin your remaining opponents score their games as wins). In an arena, `berserk` before your first move halves your clock; a win of at least 14 plies then scores a point more (lichess's rule; the increment stays).
help-standings = `standings` shows a tournament's table (its players, before it starts) with a picture; `pairings` its round's boards, games and results.
help-help = `help` lists the commands; `help move` explains one.
help-rules = `rules` lists the variants; `rules atomic` explains one.
help-set = `set board mine|turn|white` turns the board, `set theme brown|blue|contrast` colours it, `set language en|ru` chooses my language (until you do, your app's language decides). In a group or a server's channel, its managers may set `set chat en|ru|off`: the language of my posts there, whoever they answer (refusals stay in yours), and `set games thread|here`: each new game in a thread (on Telegram, a forum topic) of its own, where commands need no game number, or here; and `set daily puzzle on 18:00` (UTC; without a time, from now): the puzzle of the day posted there every day, naming who solved the last one (`off` stops it; alone with me, you may set it too). In a shared chat the board shows the side to move at the bottom; `set board` decides in our direct chat.
help-notify = `notify dm on` sends you a direct message when your opponent moves and when 80% of your time for a move has passed; `notify digest on` sends you every day a list of the games where it is your turn, sorted by time left. `off` stops them; `notify` shows what you have.
help-unknown = There is no command `{ $topic }`; `help` lists them all.

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
## The console

console-welcome = Kibitz console. You are { $user }. Type commands as in a chat (`help` lists them); `/as NAME` speaks as someone else, `/press N` presses a button of the last reply, `/quit` leaves. Board pictures go to { $folder }.
console-bad-name = A name is one word of at most 32 characters, for example `/as bob`.
console-now = You are now { $user }.
console-quit = To leave the console, type `/quit`.
console-no-button = { $count ->
    [0] The last reply has no buttons.
    [one] The last reply has one button: `/press 1`.
   *[other] The last reply has buttons 1 to { $count }.
}

## Telegram

telegram-command-challenge = Challenge someone (reply to their message), anyone, or me: /challenge bot
telegram-command-accept = Accept a challenge
telegram-command-move = Play a move, like /move e4
telegram-command-board = Show the board
telegram-command-draw = Offer or accept a draw
telegram-command-resign = Resign the game
telegram-command-takeback = Ask to take back, or agree
telegram-command-games = Games being played here
telegram-command-profile = Your ratings and results
telegram-command-history = Your finished games
telegram-command-top = The leaderboard
telegram-command-analyse = Computer analysis of a finished game
telegram-command-puzzle = A puzzle to solve
telegram-command-tournament = Tournaments here
telegram-command-join = Join a tournament
telegram-command-standings = A tournament's standings
telegram-command-pgn = The game record
telegram-command-rules = How the variants are played
telegram-command-help = All commands
telegram-command-notify = Direct messages and the daily digest

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-challenge = Challenge someone, anyone here, or me; live on a clock (5+3) or by days per move
discord-command-accept = Accept a challenge
discord-command-decline = Decline a challenge
discord-command-cancel = Withdraw your challenge
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
discord-command-forget = Delete your data (asks first)
discord-command-claim = Claim a draw by threefold repetition or the fifty-move rule
discord-command-pgn = The game record as a PGN file
discord-command-fen = The position as text (FEN)
discord-command-games = Games being played in this channel
discord-command-profile = Ratings, results and streak of a player
discord-command-history = Finished games of a player, newest first
discord-command-top = The best-rated players here or everywhere
discord-command-rematch = Offer or accept a rematch of a finished game
discord-command-analyse = Engine analysis of a game
discord-command-puzzle = A puzzle to solve
discord-command-tournament = Tournaments in this chat
discord-command-join = Join a tournament
discord-command-leave = Leave a tournament before it starts
discord-command-withdraw = Play no more games in a tournament under way
discord-command-berserk = In an arena game, before your first move: half your clock, a point more for a win
discord-command-standings = A tournament's standings
discord-command-pairings = A tournament's round: boards and results
discord-command-gif = The game as an animated picture
discord-option-user = The player (you if left out)
discord-option-page = The page (1 if left out)
discord-option-mine = Only your own games, in every channel
discord-option-global = Everyone on Discord and Telegram, not just this server
discord-option-offer = Decline your opponent's draw offer or takeback request instead
discord-choice-draw = draw offer
discord-choice-takeback = takeback request
discord-option-rated = Whether the result changes ratings (yes if left out)
discord-command-help = How to use the bot
discord-command-rules = How the variants are played
discord-command-set = Your settings: board orientation, theme, language
discord-command-notify = Direct messages about your games, and a daily digest
discord-option-opponent = Whom to challenge (me, to play the bot; leave out to challenge anyone here)
discord-option-speed = A speed of standard chess: bullet, blitz, rapid, classical or correspondence
discord-option-variant = The variant (standard chess if left out)
discord-option-color = Your colour (random if left out)
discord-option-clock = A live game on a clock: minutes + seconds a move
discord-option-custom-clock = Any other clock, like 0.5+0 or 45+15 (minutes + seconds a move)
discord-option-days = Days per move (no limit if left out)
discord-option-challenge = The challenge's number (yours is found when left out)
discord-option-move = The move: start typing and pick one of the legal moves
discord-option-analyse-record = A game played elsewhere (its PGN) or a position (FEN; a variant's name first) to analyse
discord-option-tournament = The tournament's number (this chat's one if left out)
discord-option-tournament-show = The tournaments of this chat, or one
discord-option-tournament-create = Create a tournament in this chat (managers)
discord-option-tournament-start = Start a tournament now (managers)
discord-option-tournament-cancel = Call a tournament off (managers)
discord-option-tournament-format = Swiss or round-robin
discord-option-tournament-rounds = A Swiss's rounds, 3 to 100 (7 if left out)
discord-option-tournament-minutes = An arena's minutes, 10 to 720 (60 if left out)
discord-option-tournament-double = A round-robin played twice, colours reversed
discord-option-tournament-round-days = Correspondence: the days a round may last (7 if left out)
discord-option-tournament-starts = When: 20:00 (UTC) or in 30 minutes (in 10 minutes if left out)
discord-option-puzzle-theme = A theme, such as fork or mate in 2 (any if left out)
discord-option-premove-lines = Lines such as `Nf6 e5 Nd5 Nxd5; d5 exd5`, or `clear`; none shows your lines
discord-option-vacation = On: go away; off: come back; none: the days you have left
discord-option-game = The game's number (your game here is found when left out)
discord-option-help = The command to explain
discord-option-rules = The variant whose rules to show
discord-option-set-board = How the board is turned
discord-option-set-theme = The colours of the board
discord-option-set-chat = The language of my posts in this chat (managers only)
discord-choice-each-reader = each reader's own
discord-option-set-games = Where new games in this channel are played (managers only)
discord-option-top-puzzles = The puzzle leaderboard instead
discord-option-set-daily = A puzzle posted here every day (managers only)
discord-option-set-daily-time = The time of day, HH:MM UTC (now if left out)
discord-choice-games-thread = a thread per game
discord-choice-games-here = here in the channel
discord-option-set-language = The language of the bot's replies to you
discord-option-notify-dm = A direct message when your opponent moves or your time runs low
discord-option-notify-digest = Every day, the games where it is your turn
discord-choice-white = White
discord-choice-black = Black
discord-choice-random = Random
discord-choice-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
discord-choice-board-mine = My colour at the bottom
discord-choice-board-turn = The side to move at the bottom
discord-choice-board-white = White at the bottom
discord-choice-theme-brown = Brown
discord-choice-theme-blue = Blue
discord-choice-theme-contrast = High contrast
discord-choice-language-en = English
discord-choice-language-ru = Russian
discord-choice-on = On
discord-choice-off = Off
discord-option-level = Play against me at this level, 1 (a beginner) to 8 (the strongest)
discord-option-fen = Start from this position (FEN, or the variant's own state string)
discord-option-moves = Start after these moves from the usual position, like e4 e5 Nf3
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
challenge-starts-at = It starts from the position `{ $position }`.
challenge-starts-after = It starts after { $moves }.

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
player-unknown = I do not know { $user }: they have not played here yet.
profile-empty = { $player } has not finished a game yet.
profile-title = Profile of { $player }:
profile-variant-rated = { $variant }: { $rating } after { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
}; { $wins } won, { $draws } drawn, { $losses } lost.
profile-variant-unrated = { $variant }: not rated yet; { $wins } won, { $draws } drawn, { $losses } lost.
profile-streak = Streak: { $score ->
    [win] { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
    [loss] { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    }
   *[draw] { $count ->
        [one] { $count } draw
       *[other] { $count } draws
    }
} in a row.
profile-latest = Latest games:
profile-head-to-head = You against { $player }: { $wins } won, { $draws } drawn, { $losses } lost; your latest games together:
history-line = { $game } { $variant }: { $score ->
    [win] won against
    [loss] lost to
   *[draw] drew with
} { $opponent }, { $rating }
history-rated = { $rating } ({ $change })
history-casual = casual
history-title = { $variant ->
    [all] Finished games of { $player }
   *[other] Finished { $name } games of { $player }
}, page { $page }:
history-hint = `board #N`, `pgn #N` or `gif #N` shows one again.
history-empty = { $player } has no finished games yet.
history-past-end = { $player } has no page { $page } of finished games.
top-title = Best { $variant } players { $scope ->
    [global] everywhere
   *[here] here
}, page { $page }:
top-line = { $rank }. { $player } { $rating } ({ $what ->
    [puzzles] { $games ->
        [one] { $games } try
       *[other] { $games } tries
    }
   *[games] { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
})
top-empty = No one { $scope ->
    [global] anywhere
   *[here] here
} has a settled { $variant } rating yet: a new rating is provisional (shown with ?) for about its first dozen rated { $what ->
    [puzzles] tries
   *[games] games
}.
top-provisional = Provisional (about a dozen rated { $what ->
    [puzzles] tries
   *[games] games
} settle a rating):
top-puzzles = puzzle
top-provisional-line = • { $player } { $rating } ({ $what ->
    [puzzles] { $games ->
        [one] { $games } try
       *[other] { $games } tries
    }
   *[games] { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
})
top-past-end = There is no page { $page } of the { $variant } leaderboard.

## Rematches

rematch-not-over = Game { $game } is still being played: a rematch comes after it ends.
rematch-started = The rematch of game { $game } has begun already: { $rematch }.
rematch-already-offered = You have offered { $opponent } a rematch of game { $game } already; it starts when they accept.
rematch-offered = { $player } offers { $opponent } a rematch of game { $game } ({ $result }), colours swapped: press Accept rematch or write `rematch { $game }`.
rematch-begun = Rematch of game { $game }: game { $rematch } begins.

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
puzzle-theme-unknown = `{ $word }` is no puzzle theme I have. The themes: { $themes }.
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
profile-puzzles = Puzzles: { $rating } after { $tried ->
    [one] { $tried } try
   *[other] { $tried } tries
}; { $streak } solved in a row (best { $best }).
puzzle-over-solved = The puzzle here is over: { $player } solved it. Ask for another with `puzzle`.
puzzle-over = The puzzle here is over. Ask for another with `puzzle`.
puzzle-rating = { $player }'s puzzle rating: { $rating } ({ $change }).
command-daily-puzzle = The daily puzzle: `set daily puzzle on` (from now), `set daily puzzle on 18:00` (a time of day, UTC) or `set daily puzzle off`.
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

## Tournaments

tournament-format = { $format ->
    [swiss] Swiss tournament
    [arena] Arena
   *[other] Round-robin
}
tournament-round = { $format } #{ $number }, { $rounds ->
    [0] round { $round }
   *[other] round { $round } of { $rounds }
}:
tournament-board = Board { $board }: { $white } – { $black } (game #{ $game })
tournament-more-boards = …and { $count } more boards (see the picture).
tournament-bye = { $player } has a bye this round (one point).
tournament-too-few = { $format } #{ $number } is called off: fewer than two players joined.
tournament-over = { $format } #{ $number } is over. The winner: { $winner }, on { $points }.
tournament-standing = { $rank }. { $player } — { $points }
tournament-column-board = Board
tournament-column-white = White
tournament-column-black = Black
tournament-column-game = Game
tournament-column-rank = #
tournament-column-player = Player
tournament-column-points = Points
tournament-column-buchholz = Buchholz
tournament-column-cut = BH cut 1
tournament-column-sonneborn-berger = SB
tournament-page-open = Open: { $players ->
    [one] one player so far
   *[other] { $players } players so far
}; starts { $start }.
tournament-page-round = { $rounds ->
    [0] Round { $round } is being played.
   *[other] Round { $round } of { $rounds } is being played.
}
tournament-page-over = Over.
tournament-page-cancelled = Called off.
tournament-page-line = The tournament's page: { $url }
tournament-standings-after = Standings after round { $round }: { $leaders }
tournament-too-many = { $format } #{ $number } is called off: more players joined than it can pair ({ $most }).
tournament-starts-in = { $hours ->
    [0] { $minutes ->
        [0] now
        [one] in a minute
       *[other] in { $minutes } minutes
    }
   *[other] in { $hours } h { $minutes } min
}
tournament-game = { $format } #{ $number }, round { $round }, board { $board }.
tournament-title = { $format } #{ $number }
tournament-terms = { $format ->
    [swiss] { $rounds } rounds, { $variant }, { $time }, { $rated }
    [round-robin] { $rounds ->
        [1] { $variant }, { $time }, { $rated }
       *[other] double, { $variant }, { $time }, { $rated }
    }
    [arena] { $rounds } minutes, { $variant }, { $time }, { $rated }
   *[other] { $variant }, { $time }, { $rated }
}
tournament-time-live = { $speed } { $clock }
tournament-time-days = { $days ->
    [one] one day a move
   *[other] { $days } days a move
}, at most { $round ->
    [one] one day
   *[other] { $round } days
} a round
tournament-line = { $format } #{ $number }: { $terms }. { $status }
tournament-status-open = Open, { $players ->
    [one] one player
   *[other] { $players } players
} so far; starts { $start } UTC ({ $in }).
tournament-status-round = { $players ->
    [one] One player
   *[other] { $players } players
}; { $rounds ->
    [0] round { $round } is being played.
   *[other] round { $round } of { $rounds } is being played.
}
tournament-none-here = No tournament is open or being played in this chat. Its managers create one: `tournament swiss 5 rounds blitz 5+3 starts 20:00`.
tournament-not-found = There is no tournament { $number }.
tournament-which = This chat has several tournaments ({ $numbers }): name one, for example `join { $numbers }`.
tournament-direct = Tournaments are run in a group or a server's channel, not in a direct chat with me.
tournament-managers = Only the chat's managers may create, start or call off its tournaments (on Discord, Manage Server or Manage Threads; on Telegram, its administrators).
tournament-too-many-here = This chat has { $most } tournaments open or under way already; call one off or wait for one to end.
tournament-created = { $format } #{ $number } created: { $terms }. It starts { $start } UTC ({ $in }).
tournament-how-to-join = Join with the button or `join #{ $number }`; `leave #{ $number }` before it starts if you change your mind.
tournament-elsewhere = Tournament #{ $number } is run in another chat; its managers start or call it off there.
tournament-begun = Tournament #{ $number } has begun already.
tournament-start-too-few = Tournament #{ $number } cannot start with fewer than two players.
tournament-starting = { $format } #{ $number } starts now with { $players } players: the first round's pairings follow.
tournament-over-already = Tournament #{ $number } is over.
tournament-cancelled = { $format } #{ $number } is called off.
tournament-cancelled-playing = { $format } #{ $number } is called off; its games being played go on as ordinary games.
tournament-join-elsewhere = Tournament #{ $number } is run in another chat: join it there.
tournament-joined-already = You are in tournament #{ $number } already.
tournament-full = Tournament #{ $number } is full: it pairs at most { $most } players.
tournament-late-closed = Tournament #{ $number } takes no more players: a Swiss may be joined until its second round begins.
tournament-started-closed = Tournament #{ $number } has begun: a round-robin's table is fixed by the players at its start.
tournament-joined = { $player } joins { $format } #{ $number } ({ $players ->
    [one] one player
   *[other] { $players } players
}).
tournament-joined-late = { $player } joins { $format } #{ $number } late, from round { $round } (rounds missed score nothing; { $players } players).
tournament-leave-started = Tournament #{ $number } has begun: `withdraw #{ $number }` to play no more games in it.
tournament-not-in = You are not playing in tournament #{ $number }.
tournament-left = { $player } leaves { $format } #{ $number } ({ $players ->
    [one] one player left
   *[other] { $players } players left
}).
tournament-withdrawn-already = You have withdrawn from tournament #{ $number } already.
tournament-withdrew = { $player } withdraws from { $format } #{ $number }: no more pairings from round { $round } (a game being played goes on).
tournament-withdrew-round-robin = { $player } withdraws from { $format } #{ $number }: from round { $round }, each opponent left scores the game as a win (a game being played goes on).
tournament-entrants = { $title }: { $players ->
    [0] no players yet.
    [one] one player so far:
   *[other] { $players } players so far:
}
tournament-entrant = { $rank }. { $player } ({ $rating })
tournament-standings-title = { $title }, standings after round { $round }:
tournament-more-lines = …and { $count } more (see the picture or the page).
tournament-not-paired = Tournament #{ $number } has not begun: its first round is paired at its start.
tournament-board-result = Board { $board }: { $white } – { $black } (game #{ $game }): { $result }
tournament-column-result = Result
tournament-button-join = Join #{ $number }
tournament-button-leave = Leave
tournament-rated = { $rated ->
    [true] rated
   *[other] casual
}
tournament-wave = { $format } #{ $number }, new games ({ $minutes ->
    [one] one minute left
   *[other] { $minutes } minutes left
}):
tournament-back = { $player } is back in { $format } #{ $number }'s pairings.
tournament-withdrew-arena = { $player } leaves { $format } #{ $number }'s pairings (a game being played goes on; points kept); `join #{ $number }` comes back.
berserk-done = { $player } goes berserk: half the clock, a point more for a win.
berserk-not-yours = Only a player of the game may go berserk in it.
berserk-arena-only = Berserk is for a game of an arena under way, on a clock.
berserk-already = You went berserk in this game already, or it is over.
berserk-moved = Berserk must come before your first move.
tournament-arena-standings = { $title }, standings:
tournament-arena-playing = { $format } #{ $number }, the games being played:
tournament-page-arena = Under way until { $end }: whoever is free is paired again at once.
tournament-arena-game = { $format } #{ $number }.

## The web pages' own words (a game's, a puzzle's, a tournament's, the Mini App's home).
site-white = White
site-black = Black
site-piece-p = pawn
site-piece-n = knight
site-piece-b = bishop
site-piece-r = rook
site-piece-q = queen
site-piece-k = king
site-cancel = Cancel
site-watch-only = You watch only: { $why }.
site-unreachable = The server could not be reached; try again.
site-replay-start = Replaying: the start. { $side } to move. Last goes back to the game.
site-replay-after = Replaying: after { $move }. { $side } to move. Last goes back to the game.
site-the-start = The start.
site-holds = { $side } holds: { $pieces }
site-holds-nothing = nothing
site-you-play-white = You play white.
site-you-play-black = You play black.
site-over = The game is over.
site-your-move = Your move.
site-waiting = Waiting for your opponent.
site-premove = Premove: { $from } to { $to }, played when your opponent has moved if it is legal then.
site-offer-draw = Offer a draw
site-accept-draw = Accept the draw
site-decline-draw = Decline the draw
site-rematch = Rematch
site-accept-rematch = Accept the rematch
site-go-rematch = Go to the rematch, game #{ $game }
site-not-playing = { $name } does not play in this game
site-clock = clock
site-analysis = Computer analysis
site-analysis-offered = Not analysed yet. A player can ask with the Analyse button; anyone with { $command } in the game's chat.
site-analysis-queued = Queued: the engine will analyse the game shortly.
site-analysis-graph = Evaluation graph: White's winning chances over the moves, inaccuracies, mistakes and blunders marked
site-game-title = Game #{ $game }: { $white } against { $black }, { $variant }
site-no-move = No move yet.
site-moves = Moves
site-board-alt = The board: { $status }
site-your-moves = Your moves
site-promote-to = Promote to
site-type-move = Your move
site-play = Play
site-pass = Pass
site-resign = Resign
site-analyse = Analyse
site-resign-ask = Resign?
site-resign-confirm = Resign game #{ $game }? It cannot be taken back.
site-resign-yes = Yes, resign
site-resign-no = No, play on
site-replay = Replay
site-first = First
site-previous = Previous
site-next = Next
site-last = Last
site-flip = Flip board
site-position = Position
site-record = Record (PGN)
site-gif = Replay (GIF)
site-board-licence = Board: chessground (GPL-3.0)
site-opening = Opening: { $opening }
site-puzzle-title = Puzzle { $puzzle }, { $variant }
site-puzzle-lichess = This puzzle on lichess
site-puzzle-board-alt = The puzzle's board: { $status }
site-your-answer = Your answer
site-pieces-to-put = Pieces to put on the board
site-puzzle-you-white = You play white: tap a piece, then its square, or type the move.
site-puzzle-you-black = You play black: tap a piece, then its square, or type the move.
site-app-title = Kibitz: your games
site-app-heading = Your games
site-app-reading = Reading your games…
site-app-new-game = A game against me
site-app-variant = Game
site-app-time = Time
site-app-level = Level
site-app-color = Colour
site-app-start = Play
site-app-challenge = To challenge someone else, write { $command } in a group with them and the bot.
site-app-challenge-heading = Challenge someone you have played
site-app-opponent = Opponent
site-app-send-challenge = Challenge
site-app-last-game = last game #{ $game }
site-app-open-in-telegram = Open this page as the bot's Mini App in Telegram.
site-app-your-games = { $name }, your games:
site-app-no-games = { $name }, you have no game in progress.
site-app-game = #{ $game } against { $opponent }, { $variant }
site-app-my-move = your move
site-their-move = their move
site-time-live = { $clock } ({ $speed })
site-time-unlimited = No clock
site-time-days = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
site-color-random = Random
site-color-white = White
site-color-black = Black
site-tournament-empty = No one has joined yet.
site-player = Player
site-table-picture = The table as a picture
site-game-number = Game #{ $game }
site-round = Round { $round }
site-board = Board
site-result = Result
site-standings = Standings
site-not-found-title = No such game
site-not-found = There is no game at this address.
site-privacy-title = Privacy
site-privacy-intro = Kibitz is a chess bot for Discord and Telegram. This page says what it keeps about the people who play with it, why, for how long, and who can see it. It keeps only what playing needs, sells nothing, shows no advertising and tracks no one.
site-privacy-players-heading = About you
site-privacy-players = When you use a command, press a button, or write in a chat where you could be challenged, Kibitz keeps your id on that platform, the name shown there and your username (so that others can challenge you by name), and the settings you choose: language, board and theme, notifications, vacation days taken. Kibitz never sees your email address, your phone number or anything else of your account. If you link your Discord and Telegram accounts (`link`), it keeps which two are one player, the one-time code only as a hash, and wrong codes typed, each deleted within three hours.
site-privacy-games-heading = Your games
site-privacy-games = Kibitz keeps the games you play (moves, times, offers, result), your challenges, your conditional moves, your ratings and their changes, your puzzle attempts and puzzle rating, the tournaments you enter, and the engine's analyses of your games. These make your history, the leaderboards and your opponents' records.
site-privacy-chats-heading = Chats
site-privacy-chats = For each server channel, group, thread or topic where Kibitz is used it keeps its id, its language and settings if its managers chose them, and the ids of the messages with the boards it posted, so that it can edit them. It does not keep the chats' messages.
site-privacy-updates-heading = Messages it receives
site-privacy-updates = Every message Discord or Telegram sends Kibitz is recorded by its id so that it is handled exactly once; Telegram's message (its text and its author's name) may be kept with it. These records are deleted after two days. Kibitz's log records errors with such ids, never a token; how long the log is kept is up to whoever runs the bot.
site-privacy-pages-heading = These pages
site-privacy-pages = The game pages set one cookie, `kibitz-lang`, only when you choose a language on a page; it keeps that choice for a year. A player's own link to move on a page is signed and expires after an hour. Inside Telegram, the page checks the data Telegram signs for it to know who you are, and keeps no more of you than is said above. Nothing is loaded from elsewhere.
site-privacy-public-heading = Who sees what
site-privacy-public = Games, their pages and records, and the leaderboards are public: anyone with a game's number can see it, with its players' names. Refusals and questions meant for you alone are shown to you alone where the platform allows it. Kibitz keeps its data in its own database and gives it to no one.
site-privacy-forget-heading = How long, and forgetting you
site-privacy-forget = Everything above, except the two-day records, is kept while the bot runs, until you ask Kibitz to forget you: type `forget me` and confirm. Your names, your id, your settings and your places on the leaderboards are then deleted at once. Your finished games stay, showing you as a ghost, so that your opponents' games and ratings stay whole. Playing again later makes you a new player.
site-terms-title = Terms
site-terms-intro = Kibitz is offered free of charge to anyone on Discord and Telegram, on these terms. Using it means you accept them.
site-terms-play-heading = Playing fair
site-terms-play = Play your own moves: no engine, book or other help in a game while it is played, and no second account to lift a rating. Challenge people who want to play, and do not use the bot to pester anyone.
site-terms-data-heading = Your data
site-terms-data = What Kibitz keeps about you and for how long is on the privacy page. `forget me` deletes it.
site-terms-software-heading = The software
site-terms-software = Kibitz is free software under the GNU General Public License, version 3 or later (GPL). It comes with no warranty: games, ratings and the bot itself may be lost or wrong, and the bot may stop at any time. You may study, change and share the program under the GPL.
site-terms-platforms-heading = Discord and Telegram
site-terms-platforms = Discord's and Telegram's own terms and privacy policies apply to what you do on them, Kibitz included.
command-range = `{ $value }` is no rating range: write the lowest and highest rating you will play (`1400-1800`, up to 4000) or how far from your own (`±200`, up to 1000).
help-seek = `seek 5+3` puts you in one pool shared by every chat of Discord and Telegram; add a variant, `casual`, or the ratings you will play (`1400-1800`, or `±200` around your own), in any order (`seek days 3`, `seek unlimited` for correspondence). The first seek that asks for the same game, with each player's rating in the other's range, starts a game played in your private chats with Kibitz, one on each side, and on the game's page. Seek from your private chat with me. A live seek waits 10 minutes, a correspondence seek 3 days; a new seek replaces yours, and `seek cancel` withdraws it. `seek` alone shows the pool; `accept #N` there takes one up.
telegram-command-seek = Find an opponent on Discord or Telegram
discord-command-seek = Find an opponent in the lobby
discord-option-range = The ratings you will play: 1400-1800, or ±200 around your own
discord-option-seek-cancel = Withdraw your seek
seek-terms = { $variant }, { $terms }
seek-range = { $low }–{ $high }
seek-range-any = any rating
seek-pool-title = Seeks waiting, on Discord and Telegram:
seek-pool-empty = None yet.
seek-pool-line = { $seek } { $terms } · { $player } ({ $rating }) plays { $range } · { $left } left{ $own ->
    [yes] {" "}· yours
   *[no] {""}
}
seek-pool-how = In your private chat with me: `seek 5+3` (with a variant, `casual`, a range such as `1400-1800`) seeks a game, `accept #N` takes one of these up, `seek cancel` withdraws yours.
seek-none = You have no seek in the pool. `seek 5+3` puts one there.
seek-withdrawn = Seek { $seek } ({ $terms }) is withdrawn.
seek-in-private = A sought game is played in your private chat with me: write `{ $seek }` to me there.
seek-take-in-private = A seek's game is played in your private chat with me: write `accept { $seek }` to me there.
seek-placed = Seek { $seek } is in the pool: { $terms }, your rating { $rating }, opponents of { $range }. When someone on Discord or Telegram seeks the same game, it begins here. It waits { $lasts }; `seek cancel` withdraws it.
seek-lasts-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
seek-lasts-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
seek-replaced = It replaces your earlier seek.
button-withdraw-seek = Withdraw
seek-busy = The pool changed three times while I looked for your opponent: please seek again.
seek-expired = Seek { $seek } has left the pool: it waited its time. `seek` shows those waiting.
seek-out-of-range = Seek { $seek } is for players of { $range }, and yours is { $rating }.
seek-taken = Seek { $seek } was just taken up by someone else. `seek` shows those waiting.
seek-paired = Seek { $seek }: you play { $opponent } (on { $platform }). The game begins! Its board is here and in their private chat with me.
command-link-for-someone = A challenge link is for anyone: leave out the opponent (and `level`), for example `challenge link 5+3`.
discord-option-challenge-link = An open challenge to share as a link, taken up from Discord or Telegram
challenge-link = Share it: anyone takes it up from any chat with Kibitz{ $telegram ->
    [none] {""}
   *[other] {""}, on Telegram with { $telegram }
}, on Discord with `/accept challenge:{ $number }`, or with `accept { $challenge }`; the game is then played in their chat and here.
