# Kibitz, in English. Challenges: a challenge, its answer, the lobby's seeks, challenge links.
# Every message here is in ru/challenges.ftl too (a test checks it).

## Buttons

button-accept = Accept
button-decline = Decline
button-cancel = Cancel

## Challenges

challenge-unknown-user = I do not know { $user } yet: they need to write something in a chat with me first (or mention them so that the chat links their name).
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

## Help

help-challenge = `challenge @name` challenges someone; `challenge` alone is open to anyone in the chat; `play bot` (or `challenge @kibitz`) starts a game against me at once, `level 1` to `level 8` (3 by default). Add a variant (`rules` lists them), a colour (white, black or random, the default) and a time: a live clock, minutes + seconds a move, as on lichess (`5+3`, `10+0`, `0.5+0`, or `bullet`, `blitz`, `rapid`, `classical`), `days N` per move (1, 2, 3, 5, 7, 10 or 14), or unlimited, the default. On a clock, time runs once both sides have moved; the first move must come within 30 seconds (a minute in rapid and classical) or the game is aborted, and `moretime` gives your opponent 15 seconds; in rapid and classical I tell a player once when their time runs low; on the game's page you may premove. To start from a position, add `fen "…"` (the variant's own state string in Immortal chess and football); to start after some moves, `moves "e4 e5 Nf3"`. Games between people are rated (Glicko-2, a rating per variant, and in standard chess per speed: bullet, blitz, rapid, classical, correspondence) unless you add `casual`; games against me or from a set position never are. `challenge link` (with the same terms) makes an open challenge to share, also from your private chat with me: anyone takes it up from any chat of Discord or Telegram (Telegram's link opens a chat with me, Discord's `/accept challenge:N`), and the game is played in their chat and yours. Example: `challenge @ann crazyhouse white days 3`.
help-accept = `accept` takes up a challenge for you, or an open one; `decline` refuses a challenge addressed to you; `cancel` withdraws your own. In a game, `decline draw` and `decline takeback` turn down your opponent's offer. With several challenges in the chat, add its number: `accept #4`. An open challenge of the other platform (Discord or Telegram) is taken up with its number too, in any chat with the bot: the game is then played in both chats.

## Telegram

telegram-command-challenge = Challenge someone (reply to their message), anyone, or me: /challenge bot
telegram-command-accept = Accept a challenge

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-challenge = Challenge someone, anyone here, or me; live on a clock (5+3) or by days per move
discord-command-accept = Accept a challenge
discord-command-decline = Decline a challenge
discord-command-cancel = Withdraw your challenge
discord-option-offer = Decline your opponent's draw offer or takeback request instead
discord-option-opponent = Whom to challenge (me, to play the bot; leave out to challenge anyone here)
discord-option-color = Your colour (random if left out)
discord-option-level = Play against me at this level, 1 (a beginner) to 8 (the strongest)
discord-option-fen = Start from this position (FEN, or the variant's own state string)
discord-option-moves = Start after these moves from the usual position, like e4 e5 Nf3
challenge-starts-at = It starts from the position `{ $position }`.
challenge-starts-after = It starts after { $moves }.

## The web pages' own words (a game's, a puzzle's, a tournament's, the Mini App's home).

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
discord-option-challenge-link = An open challenge to share as a link, taken up from Discord or Telegram
challenge-link = Share it: anyone takes it up from any chat with Kibitz{ $telegram ->
    [none] {""}
   *[other] {""}, on Telegram with { $telegram }
}, on Discord with `/accept challenge:{ $number }`, or with `accept { $challenge }`; the game is then played in their chat and here.
