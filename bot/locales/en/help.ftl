# Kibitz, in English. Help: the welcome, the overview of the commands, help on help.
# Every message here is in ru/help.ftl too (a test checks it).

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
help-help = `help` lists the commands; `help move` explains one.

## Telegram

telegram-command-help = All commands

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-help = How to use the bot
discord-option-help = The command to explain
