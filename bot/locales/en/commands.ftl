# Kibitz, in English. Reading commands: the refusal of a message that is not a command, each saying what to fix, and the options slash commands share.
# Every message here is in ru/commands.ftl too (a test checks it).

## Reading commands

command-too-long = That is too long for a command ({ $chars } characters, at most { $max }).
command-empty = The message is empty; try `help`.
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

## Refused moves

command-record-too-long = That record is too long ({ $chars } characters; at most { $max }). Paste one game, without its comments.
command-premove-too-long = Those lines are too long ({ $chars } characters; at most { $max }).

## Help

help-unknown = There is no command `{ $topic }`; `help` lists them all.

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-choice-draw = draw offer
discord-choice-takeback = takeback request
discord-option-rated = Whether the result changes ratings (yes if left out)
discord-option-variant = The variant (standard chess if left out)
discord-option-clock = A live game on a clock: minutes + seconds a move
discord-option-custom-clock = Any other clock, like 0.5+0 or 45+15 (minutes + seconds a move)
discord-option-days = Days per move (no limit if left out)
discord-option-challenge = The challenge's number (yours is found when left out)
discord-option-game = The game's number (your game here is found when left out)
discord-choice-each-reader = each reader's own
discord-choice-games-thread = a thread per game
discord-choice-games-here = here in the channel
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

## Puzzles

puzzle-theme-unknown = `{ $word }` is no puzzle theme I have. The themes: { $themes }.
command-daily-puzzle = The daily puzzle: `set daily puzzle on` (from now), `set daily puzzle on 18:00` (a time of day, UTC) or `set daily puzzle off`.

## The web pages' own words (a game's, a puzzle's, a tournament's, the Mini App's home).

command-range = `{ $value }` is no rating range: write the lowest and highest rating you will play (`1400-1800`, up to 4000) or how far from your own (`±200`, up to 1000).
command-link-for-someone = A challenge link is for anyone: leave out the opponent (and `level`), for example `challenge link 5+3`.
