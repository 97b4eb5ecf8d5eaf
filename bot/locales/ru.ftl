# Kibitz: сообщения на русском. Каждое сообщение должно быть и в en.ftl
# (это проверяет тест).

## Чтение команд

command-empty = Пустое сообщение; попробуйте `help`.
command-too-long = Слишком длинно для команды ({ $chars } { $chars ->
    [one] знак
    [few] знака
   *[many] знаков
}, не больше { $max }).
command-control-characters = В сообщении есть управляющие символы; напишите команду обычным текстом.
command-unknown = Неизвестная команда `{ $word }`; попробуйте `help`.
command-unknown-suggest = Неизвестная команда `{ $word }`; может быть, `{ $suggestion }`?
command-missing-move = Какой ход? Например, `move e4` или `move Кf3`.
command-unexpected-word = Команда `{ $command }` не понимает `{ $word }`.
command-unexpected-challenge = Команда `challenge` не понимает `{ $word }`; она принимает @игрока, вариант, white|black|random и days N|unlimited.
command-unexpected-rules = Команда `rules` не знает вариант `{ $word }`; например, `rules crazyhouse`.
command-twice = Команде `{ $command }` указано два раза { $what ->
    [colours] цвет
    [variants] вариант
    [opponents] соперника
   *[time] контроль времени
}: `{ $first }` и `{ $second }`.
command-days = Дней на ход может быть 1, 2, 3, 5, 7, 10 или 14, а не `{ $value }`.
command-days-missing = Сколько дней на ход? 1, 2, 3, 5, 7, 10 или 14, например `days 3`.
command-game-id = `{ $word }` — не номер партии; пишите так: #12.
command-two-games = Названы две партии: { $first } и { $second }.
command-setting = Настройки: `set board mine|turn|white`, `set theme brown|blue|contrast`, `set language en|ru`.
