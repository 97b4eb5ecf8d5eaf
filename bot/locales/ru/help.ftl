# Kibitz, in Russian. Help: the welcome, the overview of the commands, help on help.
# Every message here is in en/help.ftl too (a test checks it).

## Справка

welcome = Привет! Я Kibitz, шахматный бот: шахматы, варианты lichess, бессмертные шахматы и шахматный футбол — командами или кнопками в вашей группе или на сервере. Добавьте меня в группу и напишите там `challenge @друг`; здесь можно сыграть со мной сразу: `play bot`. Здесь же я сообщаю о ваших партиях, если попросите: `notify dm on`.
help-overview = Команды (можно с / или без):
help-overview-line = /{ $name } ({ $word }){ $also } — { $description }
help-overview-accept = Принять, отклонить или отозвать вызов
help-overview-pgn = Партия анимацией, файлом PGN или в FEN
help-overview-join = Запись на турнир, выход, снятие; берсерк в арене
help-overview-standings = Таблица и пары турнира
help-overview-games = Игры: шахматы, варианты lichess, бессмертные шахматы и шахматный футбол (`rules` — список, `help football` — правила). `play bot` — партия со мной.
help-overview-end = Команды пишутся и по-русски (`ход e4`, `сдаюсь`). Если партий в чате несколько, добавьте номер: `ход e4 #12`. `help move` — подробнее о команде.
help-help = `help` перечисляет команды; `help move` объясняет одну.

## Telegram

telegram-command-help = Все команды

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-help = Как пользоваться ботом
discord-option-help = Какую команду объяснить
