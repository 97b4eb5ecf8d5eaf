# Kibitz, in Russian. Settings: a player's and a chat's.
# Every message here is in en/settings.ftl too (a test checks it).

## Настройки

set-orientation = Теперь доска показывается { $orientation ->
    [mine] с вашей стороны.
    [turn] со стороны того, чей ход.
   *[white] белыми внизу.
}
set-theme = Теперь доска рисуется в теме { $theme }.
set-chat-language = Теперь мои сообщения в этом чате — по-русски, кому бы я ни отвечал.
set-chat-language-off = Теперь мои сообщения в этом чате — на языке каждого читателя.
set-chat-direct = `set chat` задаёт язык группы или канала сервера; здесь ваш язык задаёт `set language`.
set-chat-managers = Язык чата могут менять только его управляющие (в Discord — с правом «Управлять сервером» или «Управлять ветками», в Telegram — администраторы). Свой язык задаёт `set language`.
set-language = Теперь я отвечаю вам по-русски.

## Справка

help-set = `set board mine|turn|white` поворачивает доску, `set theme brown|blue|contrast` меняет цвета, `set language en|ru` выбирает мой язык (пока вы не выбрали, решает язык вашего приложения). В группе или канале сервера его управляющие могут задать `set chat en|ru|off` — язык моих сообщений там, кому бы я ни отвечал (отказы — на вашем языке), и `set games thread|here` — у каждой новой партии своя ветка (в Telegram — тема форума), где командам не нужен номер партии, или всё здесь; и `set daily puzzle on 18:00` (UTC; без времени — с этой минуты): задача дня там каждый день с именами решивших прошлую (`off` выключает; в личном чате со мной можно и вам). В общем чате снизу доски сторона, чей ход; в личном чате со мной решает `set board`.

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-set = Ваши настройки: поворот доски, тема, язык
discord-option-set-board = Как повёрнута доска
discord-option-set-theme = Цвета доски
discord-option-set-chat = Язык моих сообщений в этом чате (только для управляющих)
discord-option-set-games = Где идут новые партии этого канала (только для управляющих)
discord-option-set-daily = Задача здесь каждый день (только для управляющих)
discord-option-set-daily-time = Время дня, ЧЧ:ММ UTC (если не указано — сейчас)
discord-option-set-language = Язык ответов бота вам
