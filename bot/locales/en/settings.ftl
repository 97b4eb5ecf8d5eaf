# Kibitz, in English. Settings: a player's and a chat's.
# Every message here is in ru/settings.ftl too (a test checks it).

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
set-chat-managers = Only the chat's managers may change its language (on Discord, Manage Server or Manage Threads; on Telegram, its administrators). `set language` sets your own.
set-language = I will answer you in English.

## Help

help-set = `set board mine|turn|white` turns the board, `set theme brown|blue|contrast` colours it, `set language en|ru` chooses my language (until you do, your app's language decides). In a group or a server's channel, its managers may set `set chat en|ru|off`: the language of my posts there, whoever they answer (refusals stay in yours), and `set games thread|here`: each new game in a thread (on Telegram, a forum topic) of its own, where commands need no game number, or here; and `set daily puzzle on 18:00` (UTC; without a time, from now): the puzzle of the day posted there every day, naming who solved the last one (`off` stops it; alone with me, you may set it too). In a shared chat the board shows the side to move at the bottom; `set board` decides in our direct chat.

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-set = Your settings: board orientation, theme, language
discord-option-set-board = How the board is turned
discord-option-set-theme = The colours of the board
discord-option-set-chat = The language of my posts in this chat (managers only)
discord-option-set-games = Where new games in this channel are played (managers only)
discord-option-set-daily = A puzzle posted here every day (managers only)
discord-option-set-daily-time = The time of day, HH:MM UTC (now if left out)
discord-option-set-language = The language of the bot's replies to you
