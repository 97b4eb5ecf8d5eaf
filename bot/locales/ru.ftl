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
command-set-up = После `{ $word }` нужна позиция или ходы, не длиннее { $max } знаков, в кавычках и без кавычек внутри: `fen "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"`, `moves "e4 e5 Nf3"`.
command-bare-move = `{ $word }` — это ход, а не команда: напишите `move { $word }` (если у вас здесь несколько партий, добавьте номер: `move { $word } #12`).
command-unexpected-word = Команда `{ $command }` не понимает `{ $word }`.
command-unexpected-challenge = Команда `challenge` не понимает `{ $word }`; она принимает @игрока или bot, вариант, white|black|random, days N|unlimited и level 1-8.
command-unexpected-rules = Команда `rules` не знает вариант `{ $word }`; например, `rules crazyhouse`.
command-twice = Команде `{ $command }` указано два раза { $what ->
    [colours] цвет
    [variants] вариант
    [opponents] соперника
    [levels] уровень
    [starts] начальную позицию
   *[time] контроль времени
}: `{ $first }` и `{ $second }`.
command-days = Дней на ход может быть 1, 2, 3, 5, 7, 10 или 14, а не `{ $value }`.
command-days-missing = Сколько дней на ход? 1, 2, 3, 5, 7, 10 или 14, например `days 3`.
command-level = Уровень бота — число от 1 до 8, а не `{ $value }`.
command-level-missing = Какой уровень? Число от 1 (новичок) до 8 (сильнейший), например `play bot level 3`.
command-rated-bot = Партии со мной никогда не идут на рейтинг: напишите `play bot` (или `play bot casual`).
command-rated-set-up = Партии с заданной позиции никогда не идут на рейтинг: уберите `rated`.
command-page = `{ $word }` — не номер страницы: напишите `page 2`, число от 1 до { $max }.
command-bot-profile = Своего профиля у меня нет: я спарринг-партнёр для всех. Попробуйте `profile` или `profile @имя`.
command-unexpected-history = `history` не понимает `{ $word }`; команда принимает @игрока, вариант и `page N`, например `history @ann crazyhouse page 2`.
command-unexpected-top = `top` не понимает `{ $word }`; команда принимает вариант, `global` и `page N`, например `top atomic global`.
command-level-person = Уровень бывает только у меня: `play bot level 3`. Человек играет как умеет.
command-game-id = `{ $word }` — не номер партии; пишите так: #12.
command-two-games = Названы две партии: { $first } и { $second }.
command-ply = `{ $word }` — не число полуходов; кнопки пишут его так: ply:12.
command-setting = Настройки: `set board mine|turn|white`, `set theme brown|blue|contrast`, `set language en|ru`, `set chat en|ru|off`, `set games thread|here`.
command-notify = Уведомления: `notify dm on|off` (личные сообщения, когда соперник сходил или время на ход кончается), `notify digest on|off` (каждый день — список партий, где ваш ход), `notify` — что у вас включено.

## Служба

service-trouble = У меня что-то сломалось, ничего не изменено. Попробуйте ещё раз чуть позже.
store-unreachable = Сейчас я не могу добраться до своих записей. Сделаю это, как только они вернутся.
service-busy = Партия сейчас меняется слишком быстро, ничего не сделано; попробуйте ещё раз.

## Поиск партии

game-not-found = Партии { $game } нет.
game-elsewhere = Партия { $game } идёт в другом чате; играйте её там.
game-none-here = У вас нет партии в этом чате. Начните её командой `challenge @имя` или `challenge` для всех.
game-none-here-last = У вас здесь нет идущей партии; партия { $game } окончена: { $result } Начните новую: `challenge @имя`.
game-choice = { $game } против { $opponent }
game-which = У вас здесь несколько партий: { $choices }. Добавьте номер, например `move e4 { $example }`.
game-over = Партия { $game } окончена: { $result }
game-moved-on = С тех пор как появилась эта кнопка, в партии { $game } уже сделаны ходы; ничего не изменено. Посмотрите на последнюю доску.
not-a-player = Вы не играете в партии { $game } ({ $white } против { $black }).
not-your-turn = В партии { $game } сейчас ход { $opponent }.

## Положение в партии

game-title = Партия { $game }: { $white } (белые) против { $black } (чёрные), { $variant }{ $mode ->
    [rated] , на рейтинг
    [casual] , товарищеская
   *[bot] {""}
}.
game-last-move = Последний ход: { $move }
game-to-move = { $check ->
    [yes] Шах! Ход за { $player }.
   *[no] Ход за { $player }.
}
reminder = { $player }, ваш ход в партии { $game }, и большая часть времени на ход уже прошла.
timed-out = У игрока { $player } вышло время.
timed-out-drawn = У игрока { $player } вышло время, но у { $opponent } слишком мало сил, чтобы поставить мат: ничья.
aborted-for-silence = { $player } не сделал(а) первый ход вовремя: партия прервана и никому не засчитывается.
dm-update = Новости в партии { $game } против { $opponent }:
digest-header = { $count ->
    [one] Ваш ход в { $count } партии:
   *[other] Ваш ход в { $count } партиях:
}
digest-line = { $game } против { $opponent }, { $variant }:
digest-unlimited = без ограничения времени.
time-up = Время вышло.
time-left-days = Осталось { $days } { $days ->
    [one] день
    [few] дня
   *[many] дней
} { $hours } { $hours ->
    [one] час
    [few] часа
   *[many] часов
}.
time-left-hours = Осталось { $hours } { $hours ->
    [one] час
    [few] часа
   *[many] часов
} { $minutes } { $minutes ->
    [one] минута
    [few] минуты
   *[many] минут
}.
time-left-minutes = Осталось { $minutes } { $minutes ->
    [one] минута
    [few] минуты
   *[many] минут
}.
draw-standing = { $player } предлагает ничью. { $opponent }: `draw { $game }` — согласиться, любой ход — отказаться.
takeback-standing = { $player } просит вернуть ход. { $opponent }: `takeback { $game }` — согласиться.
variant-name = { $variant ->
    [standard] классические шахматы
    [chess960] шахматы Фишера (Chess960)
    [crazyhouse] крейзихаус
    [atomic] атомные шахматы
    [antichess] поддавки
    [kingofthehill] царь горы
    [threecheck] три шаха
    [horde] орда
    [immortal] бессмертные шахматы
    [football] шахматный футбол
   *[racingkings] гонка королей
}

## Итоги

game-aborted = Партия отменена.
game-result = { $winner ->
    [white] Победа белых: { $reason }.
    [black] Победа чёрных: { $reason }.
   *[none] Ничья: { $reason }.
}
end-reason = { $reason ->
    [checkmate] мат
    [stalemate] пат
    [insufficient-material] недостаточно материала
    [fivefold-repetition] пятикратное повторение
    [seventy-five-moves] правило 75 ходов
    [threefold-repetition] троекратное повторение
    [fifty-moves] правило 50 ходов
    [king-exploded] король взорван
    [all-pieces-lost] отданы все фигуры
    [stalemated] нет ходов
    [king-on-the-hill] король в центре
    [third-check] третий шах
    [king-reached-goal] король дошёл до восьмой горизонтали
    [army-destroyed] орда уничтожена
    [army-crossed] армия перешла доску
    [both-armies-crossed] обе армии перешли доску
    [move-limit] предел в 250 ходов
    [full-time] итоговый счёт
    [resignation] сдача
    [agreement] по соглашению
    [timeout] время вышло
   *[aborted] отмена
}

## Pictures

# Строка справа в верхней полосе картинки футбола.
board-status-match = { $half ->
    [1] 1-й
   *[2] 2-й
} тайм · { $stage ->
    [lineup] расстановка
   *[play] { $moves ->
        [one] остался { $moves } ход
        [few] осталось { $moves } хода
       *[many] осталось { $moves } ходов
    }
}

## Изменения в партии

draw-declined = Предложение ничьей отклонено.
resigned = { $player } сдаётся.
draw-agreed = Ничья по соглашению.
taken-back = { $plies ->
    [one] Возвращён один ход.
   *[other] Возвращено ходов: { $plies }.
}
aborted = { $player } отменяет партию.
claimed = { $player } требует ничью.
claim-possible = Можно потребовать ничью ({ $why ->
    [repetition] позиция повторилась в третий раз
   *[fifty] пятьдесят ходов без взятий и ходов пешкой
}): нажмите «Потребовать ничью» или напишите `claim`.
offer-declined = { $player } { $offer ->
    [draw] отклоняет предложение ничьей
   *[takeback] не соглашается вернуть ход
}; партия продолжается.
offer-decline-own = { $offer ->
    [draw] Ничью предложили вы сами
   *[takeback] Вернуть ход просили вы сами
}; предложение в силе, пока { $opponent } не ответит.
offer-decline-none = В партии { $game } нет { $offer ->
    [draw] предложения ничьей
   *[takeback] просьбы вернуть ход
}, которое можно отклонить.
draw-already-offered = Вы уже предложили ничью; решать { $opponent }.
takeback-nothing = У вас нет хода, который можно вернуть.
takeback-already-asked = Вы уже попросили вернуть ход; решать { $opponent }.
abort-too-late = Обе стороны уже сделали ход, отменить партию нельзя; можно сдаться или предложить ничью.
claim-nothing = В партии { $game } нечего требовать: для троекратного повторения позиция должна встретиться трижды (сейчас { $repetitions ->
    [one] один раз
   *[other] раз: { $repetitions }
}), а для правила 50 ходов нужно 50 ходов каждой стороны без взятий и ходов пешкой.

## Кнопки

button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить
button-resign = Сдаться
button-offer-draw = Предложить ничью
button-accept-draw = Согласиться на ничью
button-takeback = Вернуть ход
resign-ask = { $player }, сдаться в партии { $game } против { $opponent }?
resign-cancelled = Партия { $game } продолжается.
resign-not-yours = Этот вопрос был для { $player }; ваша кнопка — «Сдаться» под доской партии { $game }.
button-resign-confirm = Да, сдаюсь
button-resign-cancel = Нет, играю дальше
button-rematch = Реванш
button-decline-draw = Отклонить ничью
button-decline-takeback = Не возвращать ход
button-claim = Потребовать ничью
button-rematch-accept = Принять реванш
button-page-previous = ◀ Новее
button-page-next = Старше ▶

## Отклонённые ходы

move-empty = Напишите ход, например e4, Кf3 или O-O.
move-too-long = Слишком длинно для хода ({ $chars } { $chars ->
    [one] знак
    [few] знака
   *[many] знаков
}).
move-unreadable = Не понимаю ход `{ $text }`; пишите так: e4, Кf3, exd5, O-O или e7e8q.
move-game-over = Партия окончена.
move-ambiguous = Это может быть любой из ходов: { $candidates }. Какой именно?
move-guessed = Это ход, только если угадать букву: вы имели в виду { $candidates }? Фигуры: Кр, Ф, Л, С, К (или K, Q, R, B, N); вертикали: a–h строчными.
move-illegal-with-legal = { $reason }. Возможные ходы: { $legal }.
illegal-no-piece-on = На { $square } нет фигуры
illegal-not-your-piece = Фигура на { $square } { $owner ->
    [white] белая
   *[black] чёрная
}
illegal-no-such-piece = У вас нет { $role ->
    [pawn] пешки
    [knight] коня
    [bishop] слона
    [rook] ладьи
    [queen] ферзя
   *[king] короля
}, которая могла бы так пойти
illegal-own-piece-on = На { $square } стоит ваша же фигура
illegal-piece-cannot-reach = { $role ->
    [pawn] Пешка
    [knight] Конь
    [bishop] Слон
    [rook] Ладья
    [queen] Ферзь
   *[king] Король
} с { $from } не может пойти на { $to }
illegal-no-piece-can-reach = { $role ->
    [pawn] Ни одна ваша пешка не может
    [knight] Ни один ваш конь не может
    [bishop] Ни один ваш слон не может
    [rook] Ни одна ваша ладья не может
    [queen] Ни один ваш ферзь не может
   *[king] Ваш король не может
} пойти на { $to }
illegal-promotion-needed = Пешка на последней горизонтали должна превратиться в фигуру: добавьте Q, R, B или N (Ф, Л, С, К)
illegal-cannot-promote = Превращается только пешка, дошедшая до последней горизонтали
illegal-leaves-king-in-check = После этого хода ваш король будет под шахом
illegal-does-not-escape-check = Вашему королю шах, а этот ход от него не спасает
illegal-castling-no-right = Рокировка в { $side ->
    [king] короткую
   *[queen] длинную
} сторону уже невозможна: король или эта ладья ходили
illegal-castling-in-check = Нельзя рокироваться под шахом
illegal-castling-blocked = Рокировка в { $side ->
    [king] короткую
   *[queen] длинную
} сторону невозможна: мешают фигуры
illegal-castling-through-check = Рокировка в { $side ->
    [king] короткую
   *[queen] длинную
} сторону невозможна: король пройдёт через битое поле или встанет на него
illegal-must-capture = В поддавках брать обязательно, если можно
illegal-gives-check = В гонке королей нельзя объявлять шах
illegal-explodes-own-king = Это взятие взорвёт вашего же короля
illegal-no-drops = Выставлять фигуры можно только в крейзихаусе
illegal-not-in-hand = У вас в запасе нет { $role ->
    [pawn] пешки
    [knight] коня
    [bishop] слона
    [rook] ладьи
    [queen] ферзя
   *[king] короля
}
illegal-drop-on-occupied = Поле { $square } занято
illegal-pawn-drop-on-back-rank = Пешку нельзя выставить на первую или последнюю горизонталь
illegal-no-passing = В этой игре нельзя пропускать ход
illegal-bishop-changes-color = Обмен не может перевести слона на { $shade ->
    [light] белое
   *[dark] чёрное
} поле ({ $square })
illegal-swap-back = Фигуры на { $from } и { $to } только что поменялись местами и не могут сразу поменяться обратно; подождите ход
illegal-backward = Назад фигуры ходят только с последней горизонтали
illegal-must-swap-pawn = Сначала поменяйте пешку на { $square } местами с одной из ваших фигур
illegal-pawn-on-last-rank = Пешка на последней горизонтали ходит только обменом с одной из ваших фигур
illegal-promotion-swap-piece = Пешка меняется только с вашим конём, слоном, ладьёй или ферзём
illegal-promotion-swap-same-rank = Пешка не меняется с фигурой на своей же горизонтали
illegal-no-castling = В этой игре нет рокировки
illegal-outside-own-half = Фигуры ставятся на своей половине поля, а { $square } не на ней
illegal-king-off-goal = Король должен стоять на одном из полей ваших ворот
illegal-pawn-on-own-goal = Пешки не могут стоять на полях своих ворот
illegal-too-many-of = Больше { $role ->
    [pawn] пешек
    [knight] коней
    [bishop] слонов
    [rook] ладей
    [queen] ферзей
   *[king] королей
} в расстановку не помещается
illegal-line-up-incomplete = После этого расстановку не закончить: нужны король на поле ворот, две пешки и фигура на поле начального удара
illegal-kick-off-square-empty = Последнюю фигуру нужно поставить на поле начального удара
illegal-not-lining-up = Фигуры ставятся только во время расстановки
illegal-lining-up = Идёт расстановка: поставьте фигуру, например K@d1 или N@c3
illegal-kick-off-pass = Начальный удар должен быть пасом
illegal-pawn-with-ball = Пешка с мячом ходит только на одно поле вперёд
illegal-not-ball-holder = Отбирать можно только у владеющего мячом, а у фигуры на { $square } мяча нет
illegal-coordinates-needed = Ходы в футболе пишутся с поля на поле, например e4d3 или e7e8q
illegal-variant-rule = Правила этого варианта не разрешают такой ход

## Вызовы

challenge-unknown-user = Я пока не знаю { $user }: пусть сначала напишет что-нибудь в чате со мной (или упомяните его так, чтобы чат связал имя).
challenge-ambiguous-user = Имя { $user } носят несколько человек; упомяните нужного так, чтобы чат связал имя.
challenge-self = Нельзя играть против самого себя.
challenge-cannot-post = Я не могу публиковать доски партий в этом канале (напоминания и просрочки приходят без запроса): мне нужны права «Отправлять сообщения», «Встраивать ссылки» и «Прикреплять файлы». Попросите управляющих сервера или играйте в другом канале.
challenge-in-direct-chat = Здесь, в нашем личном чате, вызов не увидит никто, кроме меня: вызывайте людей в группе или канале сервера, где есть и я. Здесь можно сыграть со мной: `play bot`.
challenge-other-bot = { $user } — бот и играть здесь не может; чтобы сыграть со мной, напишите `challenge bot` (или выберите соперником меня).
challenge-exists = Такой вызов у вас уже есть ({ $challenge }); `cancel { $challenge }` отзывает его.
challenge-terms = { $color ->
    [white] { $challenger } играет белыми
    [black] { $challenger } играет чёрными
   *[random] цвет по жребию
}, { $days ->
    [0] без ограничения времени
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}, { $mode ->
    [rated] на рейтинг
   *[casual] товарищеская
}
challenge-direct = { $challenger } вызывает { $opponent } сыграть: { $variant } ({ $terms }). Вызов { $challenge }: `accept` — принять, `decline` — отклонить.
challenge-open = { $challenger } предлагает любому здесь сыграть: { $variant } ({ $terms }). Вызов { $challenge }: `accept` — играть.
challenge-not-found = В этом чате нет вызова { $challenge }.
challenge-which = Подходят несколько вызовов: { $choices }. Добавьте номер, например `accept { $example }`.
challenge-none-for-you = Здесь нет вызовов для вас. Вызовите сами: `challenge @имя`.
challenge-accept-own = Нельзя принять собственный вызов; `cancel` отзывает его.
challenge-not-yours = Вызов { $challenge } адресован { $opponent }; принять его может только он.
challenge-accepted = { $player } принимает вызов { $challenge }. Партия начинается!
challenge-accepted-elsewhere = Вы приняли вызов { $challenge }: партия { $game } начинается в чате, где был вызов, и доска — там.
challenge-none-to-decline = Здесь нет вызовов, адресованных вам.
challenge-decline-own = Вызов { $challenge } — ваш собственный; `cancel { $challenge }` отзывает его.
challenge-decline-not-yours = Вызов { $challenge } адресован не вам; отклонить его может только вызванный.
challenge-none-to-cancel = У вас нет открытых вызовов в этом чате.
challenge-cancel-not-yours = Вызов { $challenge } не ваш; отозвать его может только тот, кто вызвал.
challenge-closed = Вызов { $challenge } уже { $status ->
    [accepted] принят
    [declined] отклонён
   *[cancelled] отозван
}.
challenge-ended = { $status ->
    [declined] { $player } отклоняет вызов { $challenge }.
   *[cancelled] { $player } отзывает вызов { $challenge }.
}

## Списки и записи

games-none = У вас нет идущих партий. Начните: `challenge @имя`.
games-header = { $count ->
    [one] Ваша партия:
   *[other] Ваши партии ({ $count }):
}
games-line = { $game } против { $opponent }, { $variant }: { $turn ->
    [mine] ваш ход
   *[theirs] ход соперника
}{ $here ->
    [yes] .
   *[no] , в другом чате.
}
pgn-caption = Запись партии { $game }.
fen = Партия { $game }: `{ $fen }`

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
set-games-thread = Теперь каждая новая партия здесь идёт в своей ветке (в Telegram — в теме форума); в этот чат — одна строка со ссылкой на неё.
set-games-here = Теперь новые партии идут прямо здесь, в чате.
set-games-nowhere = `set games` выбирает, где идут партии группы или канала сервера; ветки и темы есть только там.
set-games-managers = Выбрать, где идут партии чата, могут только его управляющие (в Discord — с правом «Управлять сервером» или «Управлять ветками»; в Telegram — администраторы).
thread-lacking = Партиям здесь положена своя ветка, но { $reason }, поэтому эта партия идёт здесь.
thread-lack-permission = у меня нет прав «Создавать публичные ветки» и «Отправлять сообщения в ветках» в этом канале
thread-lack-forum = в этой группе нет тем (включите «Темы» в её настройках)
thread-lack-topics = мне нельзя управлять темами здесь (сделайте меня администратором с правом «Управление темами»)
thread-name = { $game } { $white } — { $black }, { $variant }
thread-opened = Партия { $game } идёт в своей ветке: { $link }
set-chat-managers = Язык чата могут менять только его управляющие (в Discord — с правом «Управлять сервером» или «Управлять ветками», в Telegram — администраторы). Свой язык задаёт `set language`.
set-language = Теперь я отвечаю вам по-русски.
notify-status = Личные сообщения: { $dm ->
    [on] включены
   *[off] выключены
}. Ежедневная сводка: { $digest ->
    [on] в { $time } UTC
   *[off] выключена
}. Изменить: `notify dm on|off` и `notify digest on|off`.
notify-dm-on = Я буду писать вам лично, когда соперник сходит и когда время на ход будет на исходе.{ $platform ->
    [telegram] {" "}Telegram позволяет мне писать только тем, кто открыл со мной чат: если вы ещё не открыли, откройте и нажмите «Старт».
    [discord] {" "}Discord доставит их, если вы разрешаете личные сообщения от участников этого сервера.
   *[other] {""}
}
notify-dm-off = Личных сообщений о партиях больше не будет; в чате партии вас по-прежнему упомянут.
notify-digest-on = Каждый день в { $time } UTC я буду присылать вам лично список партий, где ваш ход, начиная с самых срочных.
notify-digest-off = Ежедневной сводки больше не будет.

## Справка

welcome = Привет! Я Kibitz, шахматный бот: шахматы, варианты lichess, бессмертные шахматы и шахматный футбол — командами или кнопками в вашей группе или на сервере. Добавьте меня в группу и напишите там `challenge @друг`; здесь можно сыграть со мной сразу: `play bot`. Здесь же я сообщаю о ваших партиях, если попросите: `notify dm on`.
help-overview = Команды (можно с / или без):
    challenge [@имя] [вариант] [white|black|random] [days N|unlimited] [casual] — начать партию
    accept, decline, cancel [#номер] — ответить на вызов или отозвать свой
    move e4 — сделать ход (e4, Кf3, O-O, e8=Ф или e2e4)
    board, resign, draw, takeback, abort, claim — во время партии
    games [mine] — партии в этом чате (или ваши); pgn, gif, fen — запись, анимация и позиция
    profile [@имя], history [@имя] [вариант], top [вариант] [global] — рейтинги и результаты
    rematch — сыграть законченную партию ещё раз, поменявшись цветом
    rules [вариант] — правила вариантов
    set board|theme|language — ваши настройки; notify dm|digest on|off — личные сообщения
    Команды можно писать и по-русски: ход e4, сдаюсь, ничья, доска, вызов, принять, реванш, партии, профиль, история, помощь.
    Если партий в чате несколько, добавьте номер: `move e4 #12`. `help move` расскажет о команде подробнее.
help-challenge = `challenge @имя` вызывает игрока; `challenge` без имени — вызов для любого в чате. Можно добавить вариант (`rules` перечисляет их), цвет (white, black или random — по умолчанию) и время: `days N` на ход (1, 2, 3, 5, 7, 10 или 14) или unlimited — по умолчанию. Чтобы начать с позиции, добавьте `fen "…"` (в бессмертных шахматах и футболе — строку состояния варианта), а чтобы начать после нескольких ходов — `moves "e4 e5 Nf3"`. Партии между людьми идут на рейтинг (Глико-2, свой рейтинг в каждом варианте), если не добавить `casual`; партии со мной и с заданной позиции — никогда. Пример: `challenge @ann crazyhouse white days 3`. `play bot` (или `challenge @kibitz`) сразу начинает партию со мной, `level 1`–`level 8` (по умолчанию 3).
help-accept = `accept` принимает вызов, адресованный вам или всем; `decline` отклоняет вызов, адресованный вам; `cancel` отзывает ваш собственный. В партии `decline draw` и `decline takeback` отклоняют предложение соперника. Если вызовов несколько, добавьте номер: `accept #4`.
help-move = `move e4` делает ход в вашей партии. Пишите ход в нотации (e4, Кf3, exd5, O-O, e8=Ф), координатами (e2e4, e7e8q) или фигурками (♘f3). Если ход неоднозначен или невозможен, я объясню почему и предложу подходящие ходы.
help-board = `board` показывает позицию вашей партии (или любой партии здесь: `board #12`).
help-resign = `resign` (или `сдаюсь`) — сдаться сразу; кнопка «Сдаться» под доской сначала спрашивает подтверждение.
help-draw = `draw` (или `ничья`) предлагает ничью или принимает предложение соперника. Отклонить его — `decline draw`, кнопка «Отклонить» или свой ход.
help-takeback = `takeback` просит вернуть ваш последний ход; соперник соглашается той же командой `takeback`.
help-abort = `abort` отменяет партию, пока обе стороны не сделали ход; она никому не засчитывается.
help-claim = `claim` завершает партию вничью, если позиция повторилась трижды или 50 ходов каждой стороны прошли без взятий и ходов пешкой. Когда это возможно, доска говорит об этом и показывает кнопку.
help-games = `games` перечисляет партии, которые идут в этом чате, — следить за ними можно через `board #12`; `games mine` — ваши партии во всех чатах: чей ход и сколько осталось времени.
help-profile = `profile` показывает ваш рейтинг в каждом варианте, где вы играли (со знаком `?`, пока он предварительный: пока отклонение не опустится до 110, обычно несколько партий), победы, ничьи и поражения, текущую серию и последние партии; `profile @ann` — то же об Ann.
help-history = `history` перечисляет ваши законченные партии, новые сначала, по десять на страницу, с изменением рейтинга в рейтинговых; `history @ann crazyhouse page 2` сужает выбор. `board #12`, `pgn #12` и `gif #12` покажут любую из них снова.
help-top = `top` показывает лучшие рейтинги в классических шахматах среди игроков этого сервера или чата; `top atomic` — другого варианта; `top global` — всей платформы. Предварительные рейтинги в таблицу не попадают, пока не устоятся.
help-rematch = `rematch` (или кнопка «Реванш» под законченной партией) предлагает сопернику ту же партию ещё раз, поменявшись цветом; она начнётся, когда он тоже нажмёт кнопку. Я соглашаюсь сразу.
help-pgn = `pgn` присылает запись партии файлом PGN; `gif` рисует её ход за ходом анимацией; `fen` показывает позицию текстом. Каждой можно дать номер партии, в том числе законченной из вашей истории.
help-help = `help` перечисляет команды; `help move` объясняет одну.
help-rules = `rules` перечисляет варианты; `rules atomic` объясняет один.
help-set = `set board mine|turn|white` поворачивает доску, `set theme brown|blue|contrast` меняет цвета, `set language en|ru` выбирает мой язык (пока вы не выбрали, решает язык вашего приложения). В группе или канале сервера его управляющие могут задать `set chat en|ru|off` — язык моих сообщений там, кому бы я ни отвечал (отказы — на вашем языке), и `set games thread|here` — у каждой новой партии своя ветка (в Telegram — тема форума), где командам не нужен номер партии, или всё здесь. В общем чате снизу доски сторона, чей ход; в личном чате со мной решает `set board`.
help-notify = `notify dm on` — личное сообщение, когда соперник сходил и когда прошло 80% времени на ход; `notify digest on` — каждый день список партий, где ваш ход, по оставшемуся времени. `off` выключает; `notify` показывает, что включено.
help-unknown = Команды `{ $topic }` нет; `help` перечисляет все.

## Правила вариантов

rules-list = Варианты (`rules НАЗВАНИЕ` объясняет один):
    standard — классические шахматы
    chess960 — шахматы Фишера: последняя горизонталь перемешана, 960 начальных позиций
    crazyhouse — взятые фигуры переходят к вам и выставляются на доску
    atomic — взятия взрываются
    antichess — поддавки: брать обязательно, отдайте всё, чтобы выиграть
    kingofthehill — царь горы: приведите короля в центр
    threecheck — три шаха
    horde — орда белых пешек против армии чёрных
    racingkings — гонка королей к восьмой горизонтали
    immortal — бессмертные шахматы: фигуры не берутся, а меняются местами
    football — шахматный футбол: шесть фигур, мяч, голы, два тайма
rules-standard = Классические шахматы по правилам ФИДЕ: мат королю — победа. Пат, недостаточный материал, пятикратное повторение и правило 75 ходов — ничья сразу; троекратное повторение и правило 50 ходов можно потребовать командой `claim`.
rules-chess960 = Мат побеждает, как в шахматах, но фигуры последней горизонтали стоят в одном из 960 порядков (слоны на полях разного цвета, король между ладьями). При рокировке король и ладья встают на обычные места; пишите O-O или O-O-O.
rules-crazyhouse = Мат побеждает. Взятая фигура переходит к вам в запас, и вместо хода можно выставить фигуру из запаса на любое пустое поле (`N@f3`), но пешку — не на первую и не на последнюю горизонталь.
rules-atomic = Победа — взорвать короля соперника (или поставить мат). Взятие взрывается: бьющая фигура и все фигуры, кроме пешек, на соседних полях исчезают. Нельзя взрывать своего короля, и короли не берут.
rules-antichess = Победа — отдать все свои фигуры или остаться без ходов. Брать обязательно, король — обычная фигура, шахов нет, пешка может превратиться в короля.
rules-kingofthehill = Побеждает мат, а также король, пришедший на одно из четырёх центральных полей (d4, e4, d5, e5).
rules-threecheck = Побеждает мат, а также третий объявленный шах.
rules-horde = У белых 36 пешек и нет короля, они выигрывают матом; чёрные выигрывают, взяв все белые фигуры. Пешки белых с первой горизонтали могут пойти на два поля.
rules-racingkings = Побеждает тот, кто первым приведёт короля на восьмую горизонталь; если чёрные дойдут сразу после белых — ничья. Обе стороны начинают на первых двух горизонталях, объявлять шах нельзя.

rules-immortal = Бессмертные шахматы: фигуры никогда не берутся. Побеждает тот, кто первым расставит всю свою армию в обычном порядке на начальных полях соперника (белые на 7-8 горизонталях, чёрные на 1-2); если первыми закончили белые, у чёрных остаётся ещё один ход, и если они закончат им, то ничья.
    Фигуры ходят как в шахматах, но только вперёд, в сторону и наискосок вперёд (конь — только прыжками вперёд); назад — лишь стоя на последней горизонтали. Ход на фигуру соперника меняет их местами. Обмен не может перевести слона на поле другого цвета, а только что поменявшиеся фигуры не могут сразу поменяться обратно.
    Пешка на последней горизонтали может поменяться местами с вашим конём, слоном, ладьёй или ферзём (не на той же горизонтали): пишите поле пешки, затем поле фигуры, например e8g1. Если обмен соперника привёл туда вашу пешку, следующим ходом вы обязаны сделать такой обмен. Пешка, оказавшаяся на своей первой горизонтали, ходит на вторую и оттуда может пойти на два поля.
    Нет шаха, рокировки и взятия на проходе; если ходов нет — пропуск хода. Троекратное повторение и 250 ходов каждой стороны — ничья.
rules-football = Шахматный футбол: забейте больше голов, чем соперник, за два тайма по 45 ходов. Гол — ваша фигура приносит мяч на поле ворот соперника (c8-f8 для белых, c1-f1 для чёрных) или отбирает мяч у его короля; мяч в своих воротах — не гол ни для кого.
    Каждая сторона по очереди ставит шесть фигур на своей половине, первой — та, что начинает: короля на поле своих ворот, не меньше двух пешек (не на своих воротах) и ещё три фигуры; начинающая сторона ставит фигуру на поле начального удара (e4 у белых, e5 у чёрных), и мяч у неё. Расстановка пишется так: K@d1, P@b3.
    Фигуры ходят как в шахматах (пешки на одно поле вперёд). Владеющий мячом ведёт его, делая ход, или пасует партнёру, на чьё поле мог бы пойти (дальнобойные — только первой фигуре на линии, пешка — наискосок вперёд). Отобрать мяч можно только у владеющего им: пойти на него, как при взятии. Начальный удар — пас, если он возможен. Ходы пишутся с поля на поле: e4d3, e7e8q.
    После гола обе стороны расставляются заново, начинает пропустившая; второй тайм начинают чёрные с e5. Если остались только короли — новая расстановка без гола.
## Консоль

console-welcome = Консоль Kibitz. Вы — { $user }. Пишите команды, как в чате (`help` перечисляет их); `/as ИМЯ` — говорить от другого имени, `/press N` — нажать кнопку последнего ответа, `/quit` — выйти. Картинки досок сохраняются в { $folder }.
console-bad-name = Имя — одно слово не длиннее 32 знаков, например `/as bob`.
console-now = Теперь вы — { $user }.
console-no-button = { $count ->
    [0] У последнего ответа нет кнопок.
    [one] У последнего ответа одна кнопка: `/press 1`.
   *[other] У последнего ответа кнопки с 1 по { $count }.
}

## Telegram

telegram-command-challenge = Вызвать игрока (ответом на его сообщение), любого или меня: /challenge bot
telegram-command-accept = Принять вызов
telegram-command-move = Сделать ход, например /move e4
telegram-command-board = Показать доску
telegram-command-draw = Предложить или принять ничью
telegram-command-resign = Сдаться
telegram-command-takeback = Попросить вернуть ход или согласиться
telegram-command-games = Партии в этом чате
telegram-command-profile = Ваши рейтинги и результаты
telegram-command-history = Ваши законченные партии
telegram-command-top = Таблица лучших
telegram-command-pgn = Запись партии
telegram-command-rules = Правила вариантов
telegram-command-help = Все команды
telegram-command-notify = Личные сообщения и ежедневная сводка

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-challenge = Вызвать игрока, любого в канале или меня (укажите уровень)
discord-command-accept = Принять вызов
discord-command-decline = Отклонить вызов
discord-command-cancel = Отозвать свой вызов
discord-command-move = Сделать ход, например e4 или Nf3
discord-command-board = Показать доску
discord-command-draw = Предложить ничью или принять предложение соперника
discord-command-resign = Сдаться
discord-command-takeback = Попросить вернуть ход или согласиться на просьбу соперника
discord-command-abort = Отменить партию, пока не сходили обе стороны
discord-command-claim = Потребовать ничью по троекратному повторению или правилу 50 ходов
discord-command-pgn = Запись партии файлом PGN
discord-command-fen = Позиция текстом (FEN)
discord-command-games = Партии, которые идут в этом канале
discord-command-profile = Рейтинги, результаты и серия игрока
discord-command-history = Законченные партии игрока, новые сначала
discord-command-top = Лучшие по рейтингу здесь или везде
discord-command-rematch = Предложить или принять реванш после партии
discord-command-gif = Партия анимированной картинкой
discord-option-user = Игрок (вы, если не указан)
discord-option-page = Страница (первая, если не указана)
discord-option-mine = Только ваши партии, во всех каналах
discord-option-global = Все серверы, а не только этот
discord-option-offer = Отклонить предложение ничьей или просьбу вернуть ход
discord-choice-draw = предложение ничьей
discord-choice-takeback = просьба вернуть ход
discord-option-rated = Меняет ли результат рейтинг (да, если не указано)
discord-command-help = Как пользоваться ботом
discord-command-rules = Правила вариантов
discord-command-set = Ваши настройки: поворот доски, тема, язык
discord-command-notify = Личные сообщения о ваших партиях и ежедневная сводка
discord-option-opponent = Кого вызвать (меня — игра с ботом; без него — любого в канале)
discord-option-variant = Вариант (без него — обычные шахматы)
discord-option-color = Ваш цвет (без него — по жребию)
discord-option-days = Дней на ход (без него — без ограничения)
discord-option-challenge = Номер вызова (без него найдётся ваш)
discord-option-move = Ход: начните печатать и выберите один из возможных
discord-option-game = Номер партии (без него найдётся ваша партия здесь)
discord-option-help = Какую команду объяснить
discord-option-rules = Правила какого варианта показать
discord-option-set-board = Как повёрнута доска
discord-option-set-theme = Цвета доски
discord-option-set-chat = Язык моих сообщений в этом чате (только для управляющих)
discord-choice-each-reader = у каждого свой
discord-option-set-games = Где идут новые партии этого канала (только для управляющих)
discord-choice-games-thread = своя ветка у каждой партии
discord-choice-games-here = здесь, в канале
discord-option-set-language = Язык ответов бота вам
discord-option-notify-dm = Личное сообщение, когда соперник сходил или время кончается
discord-option-notify-digest = Каждый день — партии, где ваш ход
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
discord-option-level = Сыграть со мной на этом уровне, от 1 (новичок) до 8 (сильнейший)
discord-option-fen = Начать с этой позиции (FEN или строка состояния варианта)
discord-option-moves = Начать после этих ходов из обычной позиции, например e4 e5 Nf3
bot-name = Kibitz (уровень { $level })
bot-game-started = Партия против { $bot } начинается: вы играете { $color ->
    [white] белыми
   *[black] чёрными
}.
bot-answered = { $bot } отвечает { $move }.
bot-draw-declined = { $bot } играет дальше: от ничьей отказывается.
bot-unavailable = Я не смог сейчас найти ход; ваш ход сохранён, `board` спросит меня снова.

# Новости шахматного футбола, в ответе на ход, который к ним привёл.
football-goal = Гол! Забивает { $player }: { $white } { $white_goals }–{ $black_goals } { $black }.
football-line-up-after-goal = Доска очищена для новой расстановки: { $player } расставляет первым и начинает с центра.
football-line-up-kings-only = На доске остались только короли: новая расстановка, без гола; { $player } расставляет первым и начинает с центра.
football-kick-off = Расстановка окончена: { $player } начинает с поля { $square }.
football-half-time = Перерыв: { $white } { $white_goals }–{ $black_goals } { $black }. Расстановка ко второму тайму: { $player } расставляет первым и начинает с центра.
football-full-time = Финальный свисток: { $white } { $white_goals }–{ $black_goals } { $black }.
move-one-at-a-time = По одному ходу: несколько сразу можно посылать только при расстановке в шахматном футболе (`move K@d1 P@a2 P@b2`).
line-up-ahead = У игрока { $player } { $count } { $count ->
    [one] ход
    [few] хода
   *[other] ходов
} расстановки наперёд.
line-up-ahead-dropped = Посланный наперёд ход { $player }, { $placement }, стал невозможен, и следующие за ним отменены: { $player } расставляет снова.
game-analysis-link = Разобрать партию на lichess: { $link }
set-up-position = С этой позиции нельзя начать партию ({ $variant }): { $detail }.
set-up-move = Ход { $number } из списка, `{ $move }`, сделать нельзя: { $reason }.
set-up-over = Эта партия закончилась бы, не начавшись ({ $result }): выберите позицию, в которой ещё есть игра.
challenge-starts-at = Партия начинается с позиции `{ $position }`.
challenge-starts-after = Партия начинается после ходов { $moves }.

## Партии в этом чате

games-here-none = В этом чате сейчас не идёт ни одной партии. Начните: `challenge @имя`; ваши партии в других чатах — `games mine`.
games-here-header = { $count ->
    [one] Здесь идёт партия:
    [few] Здесь идут { $count } партии:
   *[many] Здесь идут { $count } партий:
}
games-here-line = { $game } { $white } против { $black }, { $variant }: ход за { $player }.
games-here-watch = `board #N` покажет любую из них.

## Анимации

gif-caption = Партия { $game } ход за ходом.
gif-failed = Не получилось нарисовать партию { $game } анимацией; запись партии — `pgn { $game }`.

## Рейтинги, профили, история, таблицы

rating-change = { $player } { $rating } ({ $change })
player-unknown = Я не знаю { $user }: этот игрок здесь ещё не играл.
profile-empty = { $player } ещё не закончил ни одной партии.
profile-title = Профиль { $player }:
profile-variant-rated = { $variant }: { $rating } после { $rated ->
    [one] { $rated } рейтинговой партии
   *[other] { $rated } рейтинговых партий
}; побед: { $wins }, ничьих: { $draws }, поражений: { $losses }.
profile-variant-unrated = { $variant }: рейтинга пока нет; побед: { $wins }, ничьих: { $draws }, поражений: { $losses }.
profile-streak = Серия: { $score ->
    [win] { $count ->
        [one] { $count } победа
        [few] { $count } победы
       *[many] { $count } побед
    }
    [loss] { $count ->
        [one] { $count } поражение
        [few] { $count } поражения
       *[many] { $count } поражений
    }
   *[draw] { $count ->
        [one] { $count } ничья
        [few] { $count } ничьи
       *[many] { $count } ничьих
    }
} подряд.
profile-latest = Последние партии:
history-line = { $game } { $variant }: { $score ->
    [win] победа над
    [loss] поражение от
   *[draw] ничья с
} { $opponent }, { $rating }
history-rated = { $rating } ({ $change })
history-casual = товарищеская
history-title = { $variant ->
    [all] Законченные партии { $player }
   *[other] Законченные партии { $player } ({ $name })
}, страница { $page }:
history-hint = `board #N`, `pgn #N` или `gif #N` покажут партию снова.
history-empty = У { $player } пока нет законченных партий.
history-past-end = У { $player } нет страницы { $page } законченных партий.
top-title = Лучшие игроки, { $variant }, { $scope ->
    [global] везде
   *[here] здесь
}, страница { $page }:
top-line = { $rank }. { $player } { $rating } ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
})
top-empty = { $scope ->
    [global] Нигде
   *[here] Здесь
} пока ни у кого нет устоявшегося рейтинга ({ $variant }): нужно несколько рейтинговых партий (предварительный рейтинг, со знаком ?, в таблицу не попадает).
top-past-end = В таблице ({ $variant }) нет страницы { $page }.

## Реванш

rematch-not-over = Партия { $game } ещё идёт: реванш — после её окончания.
rematch-started = Реванш за партию { $game } уже начался: { $rematch }.
rematch-already-offered = Вы уже предложили { $opponent } реванш за партию { $game }; он начнётся, когда соперник согласится.
rematch-offered = { $player } предлагает { $opponent } реванш за партию { $game } ({ $result }), цвета меняются: нажмите «Принять реванш» или напишите `rematch { $game }`.
rematch-begun = Реванш за партию { $game }: начинается партия { $rematch }.
