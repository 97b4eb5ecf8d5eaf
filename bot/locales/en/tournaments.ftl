# Kibitz, in English. Tournaments: Swiss, round-robin and arena; joining, rounds, pairings, standings.
# Every message here is in ru/tournaments.ftl too (a test checks it).

## Help

help-tournament = `tournament` shows the tournaments of this chat. Its managers create one: `tournament swiss 5 rounds blitz 5+3 starts 20:00` (Swiss, 3 to 100 rounds, 7 by default) or `tournament round-robin double days 3 every 10 days` (everyone meets everyone, once or, with `double`, twice), with any variant, a clock or days per move (3 by default, a round lasting 7 days unless `every N days`), `starts HH:MM` (UTC) or `starts in 30 minutes` (10 by default), `casual` for unrated. `tournament arena 60 minutes blitz 3+2` is lichess's arena (10 to 720 minutes, on a clock): whoever is free is paired again at once, by close rank, never straight back against the last opponent; a win 2, a draw 1, after two wins in a row each win 4 until a game that is not a win; `berserk` before your first move halves your clock for a point more. `tournament start #3` starts it at once, `tournament cancel #3` calls it off. I pair each round, post it with its games and a picture, and the standings after it (Swiss: Buchholz, Buchholz cut 1, Sonneborn-Berger; round-robin: Sonneborn-Berger, then the game between them). A game not ended by the round's deadline is lost by the player to move; unplayed, it is a forfeit.
help-join = `join` enters the chat's tournament (`join #3` names one), until it starts, or a Swiss until its second round (rounds missed score nothing); `leave` takes you out before it starts; `withdraw` once it has begun stops your pairings (in a round-robin your remaining opponents score their games as wins). In an arena, `berserk` before your first move halves your clock; a win of at least 14 plies then scores a point more (lichess's rule; the increment stays).
help-standings = `standings` shows a tournament's table (its players, before it starts) with a picture; `pairings` its round's boards, games and results.

## Telegram

telegram-command-tournament = Tournaments here
telegram-command-join = Join a tournament
telegram-command-standings = A tournament's standings

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-tournament = Tournaments in this chat
discord-command-join = Join a tournament
discord-command-leave = Leave a tournament before it starts
discord-command-withdraw = Play no more games in a tournament under way
discord-command-berserk = In an arena game, before your first move: half your clock, a point more for a win
discord-command-standings = A tournament's standings
discord-command-pairings = A tournament's round: boards and results
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
berserk-not-yours = Only a player of the game may go berserk in it.
berserk-arena-only = Berserk is for a game of an arena under way, on a clock.
berserk-already = You went berserk in this game already, or it is over.
berserk-moved = Berserk must come before your first move.
tournament-arena-standings = { $title }, standings:
tournament-arena-playing = { $format } #{ $number }, the games being played:
tournament-page-arena = Under way until { $end }: whoever is free is paired again at once.
tournament-arena-game = { $format } #{ $number }.
