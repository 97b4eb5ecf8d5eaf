# Kibitz, in English. Standing: ratings, results, profiles, histories, leaderboards.
# Every message here is in ru/standing.ftl too (a test checks it).

## Reading commands

command-bot-profile = I have no profile of my own: I am everyone's sparring partner. Try `profile` or `profile @name`.

## Buttons

profile-accounts = One player: { $player } on { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} and { $account } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
}.
button-page-previous = ◀ Newer
button-page-next = Older ▶

## Help

help-profile = `profile` shows each of your ratings: standard chess rated apart for bullet, blitz, rapid, classical and correspondence (by the clock's estimated length, base + 40 × increment; days per move or no limit is correspondence), every other variant once (with `?` while it is provisional: until its deviation falls to 110, after a few rated games), your wins, draws and losses, your current streak and your latest games; `profile @ann` shows Ann's, with your record against her. `link` makes your Discord and Telegram accounts one player (`help link`).
help-history = `history` lists your finished games, newest first, ten to a page, with the rating change of each rated one; `history @ann crazyhouse page 2` or `history blitz` narrows it to a variant or a speed. `board #12`, `pgn #12` and `gif #12` show any of them again.
help-top = `top` shows the best standard-chess ratings among the players of this server or chat, at the speed most of them are rated at; `top blitz` (or `bullet`, `rapid`, `classical`, `correspondence`) one speed's; `top atomic` another variant's; `top global` everyone's, on Discord and Telegram alike (a linked player once); `top puzzles` the best puzzle solvers. Provisional ratings are left out until they settle.

## Telegram

telegram-command-profile = Your ratings and results
telegram-command-history = Your finished games
telegram-command-top = The leaderboard

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-profile = Ratings, results and streak of a player
discord-command-history = Finished games of a player, newest first
discord-command-top = The best-rated players here or everywhere
discord-option-user = The player (you if left out)
discord-option-page = The page (1 if left out)
discord-option-global = Everyone on Discord and Telegram, not just this server
discord-option-speed = A speed of standard chess: bullet, blitz, rapid, classical or correspondence
discord-option-top-puzzles = The puzzle leaderboard instead

## Ratings, profiles, histories, leaderboards

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

## Puzzles

profile-puzzles = Puzzles: { $rating } after { $tried ->
    [one] { $tried } try
   *[other] { $tried } tries
}; { $streak } solved in a row (best { $best }).
