# Kibitz, in Russian. Reading commands: the refusal of a message that is not a command, each saying what to fix, and the options slash commands share.
# Every message here is in en/commands.ftl too (a test checks it).

## Чтение команд

command-too-long = Слишком длинно для команды ({ $chars } { $chars ->
    [one] знак
    [few] знака
   *[many] знаков
}, не больше { $max }).
command-empty = Пустое сообщение; попробуйте `help`.
command-control-characters = В сообщении есть управляющие символы; напишите команду обычным текстом.
command-unknown = Неизвестная команда `{ $word }`; попробуйте `help`.
command-unknown-suggest = Неизвестная команда `{ $word }`; может быть, `{ $suggestion }`?
command-missing-move = Какой ход? Например, `move e4` или `move Кf3`.
command-set-up = После `{ $word }` нужна позиция или ходы, не длиннее { $max } знаков, в кавычках и без кавычек внутри: `fen "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"`, `moves "e4 e5 Nf3"`.
command-bare-move = `{ $word }` — это ход, а не команда: напишите `move { $word }` (если у вас здесь несколько партий, добавьте номер: `move { $word } #12`).
command-unexpected-word = Команда `{ $command }` не понимает `{ $word }`.
command-unexpected-challenge = Команда `challenge` не понимает `{ $word }`; она принимает @игрока или bot, вариант, white|black|random, часы вроде 5+3, days N|unlimited и level 1-8.
command-unexpected-rules = Команда `rules` не знает вариант `{ $word }`; например, `rules crazyhouse`.
command-twice = Команде `{ $command }` указано два раза { $what ->
    [colours] цвет
    [variants] вариант
    [speeds] скорость
    [opponents] соперника
    [levels] уровень
    [starts] начальную позицию
   *[time] контроль времени
}: `{ $first }` и `{ $second }`.
command-speed-of-variant = `{ $speed }` — скорость классических шахмат, у которых отдельный рейтинг для каждой скорости; у { $variant } один рейтинг при любом контроле. Напишите `{ $command } { $variant }` или `{ $command } { $speed }`.
command-days = Дней на ход может быть 1, 2, 3, 5, 7, 10 или 14, а не `{ $value }`.
command-days-missing = Сколько дней на ход? 1, 2, 3, 5, 7, 10 или 14, например `days 3`.
command-clock = `{ $value }` — не контроль времени, который я умею вести: напишите минуты, + и секунды добавки, например `5+3`, `10+0` или `0.5+0`; основное время ¼, ½, ¾, 1, 1½, от 2 до 10, 15, 20, 25, 30, 35, 40, 45, 60, 75, 90, 105, 120, 135, 150, 165 или 180 минут, добавка от 0 до 180 секунд; или скорость: `bullet` (1+0), `blitz` (5+0), `rapid` (10+0), `classical` (30+0).
command-level = Уровень бота — число от 1 до 8, а не `{ $value }`.
command-level-missing = Какой уровень? Число от 1 (новичок) до 8 (сильнейший), например `play bot level 3`.
command-rated-bot = Партии со мной никогда не идут на рейтинг: напишите `play bot` (или `play bot casual`).
command-rated-set-up = Партии с заданной позиции никогда не идут на рейтинг: уберите `rated`.
command-page = `{ $word }` — не номер страницы: напишите `page 2`, число от 1 до { $max }.
command-unexpected-history = `history` не понимает `{ $word }`; команда принимает @игрока, вариант или скорость (`blitz`) и `page N`, например `history @ann crazyhouse page 2`.
command-unexpected-top = `top` не понимает `{ $word }`; команда принимает вариант или скорость классических шахмат (`bullet`, `blitz`, `rapid`, `classical`, `correspondence`), `global` и `page N`, например `top blitz global`.
command-level-person = Уровень бывает только у меня: `play bot level 3`. Человек играет как умеет.
command-game-id = `{ $word }` — не номер партии; пишите так: #12.
command-two-games = Названы две партии: { $first } и { $second }.
command-ply = `{ $word }` — не число полуходов; кнопки пишут его так: ply:12.
command-setting = Настройки: `set board mine|turn|white`, `set theme brown|blue|contrast`, `set language en|ru`, `set chat en|ru|off`, `set games thread|here`, `set daily puzzle on [ЧЧ:ММ]|off`.
command-tournament-format = Для нового турнира нужна система: `tournament swiss 5 rounds blitz 5+3 starts 20:00` или `tournament round-robin [double] days 3`.
command-tournament-rounds = В швейцарке от { $fewest } до { $most } туров (`swiss 7 rounds`), а не `{ $word }`; число туров кругового турнира задают игроки (`double` — в два круга).
command-tournament-round-days = Тур по переписке длится от 1 до { $most } дней (`every 7 days`), а не `{ $word }`; у турнира с часами длины тура нет.
command-tournament-starts = Турнир начинается в заданное время (UTC) или через какое-то время, не позже чем через тридцать дней: `starts 20:00`, `starts in 30 minutes`, `starts in 2 hours`, а не `{ $word }`.
command-tournament-unlimited = Партиям турнира нужен контроль времени, чтобы туры заканчивались: часы (`blitz 5+3`) или дни на ход (`days 3`).
command-arena-minutes = Арена длится от { $fewest } до { $most } минут (`arena 60 minutes`), а не `{ $word }`; в других системах считают туры, в арене — время.
command-arena-clock = Арена играется с часами: `tournament arena 60 minutes blitz 3+2`.
command-notify = Уведомления: `notify dm on|off` (личные сообщения, когда соперник сходил или время на ход кончается), `notify digest on|off` (каждый день — список партий, где ваш ход), `notify` — что у вас включено.

## Отклонённые ходы

command-record-too-long = Слишком длинная запись ({ $chars } зн.; не больше { $max }). Вставьте одну партию, без комментариев.
command-premove-too-long = Слишком длинные варианты ({ $chars } зн.; не больше { $max }).

## Справка

help-unknown = Команды `{ $topic }` нет; `help` перечисляет все.

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-choice-draw = предложение ничьей
discord-choice-takeback = просьба вернуть ход
discord-option-rated = Меняет ли результат рейтинг (да, если не указано)
discord-option-variant = Вариант (без него — обычные шахматы)
discord-option-clock = Живая партия с часами: минуты + секунды на ход
discord-option-custom-clock = Другой контроль, например 0.5+0 или 45+15 (минуты + секунды на ход)
discord-option-days = Дней на ход (без него — без ограничения)
discord-option-challenge = Номер вызова (без него найдётся ваш)
discord-option-game = Номер партии (без него найдётся ваша партия здесь)
discord-choice-each-reader = у каждого свой
discord-choice-games-thread = своя ветка у каждой партии
discord-choice-games-here = здесь, в канале
discord-choice-white = Белые
discord-choice-black = Чёрные
discord-choice-random = Жребий
discord-choice-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}
discord-choice-board-mine = Мой цвет внизу
discord-choice-board-turn = Внизу тот, чей ход
discord-choice-board-white = Белые внизу
discord-choice-theme-brown = Коричневая
discord-choice-theme-blue = Синяя
discord-choice-theme-contrast = Контрастная
discord-choice-language-en = Английский
discord-choice-language-ru = Русский
discord-choice-on = Вкл.
discord-choice-off = Выкл.

## Задачи

puzzle-theme-unknown = Темы задач `{ $word }` у меня нет. Темы: { $themes }.
command-daily-puzzle = Задача дня: `set daily puzzle on` (с этой минуты), `set daily puzzle on 18:00` (время дня, UTC) или `set daily puzzle off`.

## The web pages' own words (a game's, a puzzle's, a tournament's, the Mini App's home).

command-range = `{ $value }` — не диапазон рейтинга: напишите наименьший и наибольший рейтинг соперника (`1400-1800`, не выше 4000) или насколько он может отличаться от вашего (`±200`, не больше 1000).
command-link-for-someone = Вызов-ссылка — для любого: уберите соперника (и `level`), например `challenge link 5+3`.
