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
command-bot-profile = Своего профиля у меня нет: я спарринг-партнёр для всех. Попробуйте `profile` или `profile @имя`.
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

## Служба

service-trouble = У меня что-то сломалось, ничего не изменено. Попробуйте ещё раз чуть позже.
store-unreachable = Сейчас я не могу добраться до своих записей. Сделаю это, как только они вернутся.
service-busy = Партия сейчас меняется слишком быстро, ничего не сделано; попробуйте ещё раз.
no-person = Я не знаю, кто вы, когда вы пишете от имени группы или канала. Пишите от своего имени, чтобы играть.
update-unreadable = Я не смог прочитать это сообщение: в нём есть то, чего я пока не знаю. Напишите его ещё раз простым текстом.

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
game-clocks = Часы { $clock }: { $white } { $white_left } · { $black } { $black_left }
flag-fallen = У игрока { $player } кончилось время в партии { $game }: партия окончена по времени.
game-opening = Дебют: { $opening }
game-last-move = Последний ход: { $move }
game-to-move = { $check ->
    [yes] Шах! Ход за { $player }.
   *[no] Ход за { $player }.
}
reminder = { $player }, ваш ход в партии { $game }, и большая часть времени на ход уже прошла.
low-time = { $player }, на ваших часах в партии { $game } осталось { $left }.
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
draw-standing = { $player } предлагает ничью. { $opponent }: `draw { $game }` — согласиться, { $decline ->
    [move] любой ход — отказаться.
   *[command] `decline draw { $game }` — отказаться.
}
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
perf-name = { $perf ->
    [bullet] пуля
    [blitz] блиц
    [rapid] рапид
    [classical] классика
   *[correspondence] по переписке
}
perf-game = { $variant }, { $speed }

## Итоги

game-aborted = Партия отменена.
game-unfinished = Запись обрывается здесь, до конца партии.
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
    [unfinished] конец записи
   *[aborted] отмена
}

## Pictures

# Строка справа в верхней полосе картинки футбола.
immortal-last-move = { $white } собрал армию белых: это последний ход чёрных. Если им собрать армию чёрных — ничья, иначе поражение.
board-status-last-move = Последний ход чёрных
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
more-time = { $live ->
    [yes] { $player } добавляет игроку { $opponent } 15 секунд.
   *[no] { $player } даёт { $opponent } ещё один день на этот ход.
}
more-time-not-correspondence = Дополнительное время бывает в партиях с часами или с днями на ход, а у этой партии нет ограничения времени.
more-time-your-move = Сейчас ваш ход: дополнительное время можно дать { $opponent }, когда ходить ему.
more-time-enough = У { $opponent } уже { $days } дн. сверх обычного срока на этот ход; больше нельзя.
page-link = Ваша личная ссылка на партию { $game }, где можно ходить касанием; действует { $minutes } мин. (не передавайте её: кто её откроет, сможет ходить за вас): { $link }
page-not-served = Страницы партий здесь не работают, так что ходить на странице негде.
page-ask-directly = Ссылка на страницу партии позволяет ходить за вас, поэтому я присылаю её только в личном чате: напишите мне там `page #N`.
premove-empty = Какие варианты? Например, `premove #12 Nf6 e5 Nd5 Nxd5`: если соперник сыграет Nf6, вы отвечаете e5, а на Nd5 — Nxd5. Варианты разделяйте знаком `;`.
premove-too-many = Не больше { $lines } вариантов, в каждом не больше { $plies } ходов.
premove-illegal = Вариант { $line }: { $word } там сыграть нельзя. { $why }
premove-past-the-end = Вариант { $line }: партия закончится раньше, чем { $word }.
premove-ends-with-theirs = Вариант { $line } кончается ходом соперника: закончите его своим ответом.
premove-contradict = Ваши варианты отвечают на { $after } двумя способами, { $first } и { $second }: оставьте один (`premove clear` убирает все).
premove-your-move = В партии { $game } сейчас ваш ход: сделайте его командой `move`. Условные ходы — на то время, пока думает { $opponent }.
premove-bot = Бот отвечает сразу: условные ходы — для партий между людьми.
premove-line-up = Во время расстановки отправляйте свои ходы заранее командой `move`.
premove-name-game = Укажите партию: `premove #12 Nf6 e5`.
premove-none = У вас нет условных ходов в партии { $game }.
premove-cleared = Ваши условные ходы в партии { $game } убраны.
premove-list = Ваши условные ходы в партии { $game }:
premove-kept = Сохранено условных вариантов в партии { $game }: { $lines }.
premove-kept-secret = Сохранено условных вариантов в партии { $game }: { $lines }. Их видите только вы: отправьте мне `premove { $game }` в личном чате, чтобы прочитать их.
premove-secret = Условных вариантов в партии { $game }: { $lines }. Они тайные: отправьте мне `premove { $game }` в личном чате, чтобы прочитать их.
premove-played = { $player } сразу отвечает: { $moves } (условные ходы).
vacation-left = { $days } дн. { $hours } ч.
vacation-status = В этом году у вас осталось отпуска: { $left } (из { $allowance } дн.). `vacation on` останавливает ваши часы во всех партиях по переписке, пока вы не вернётесь.
vacation-status-away = Вы в отпуске до { $until }; в этом году осталось { $left }. `vacation off` завершает его раньше.
vacation-on = Вы в отпуске до { $until }, пока не кончатся дни этого года; `vacation off` завершает его раньше. { $games ->
    [0] Ваши часы будут стоять в партиях по переписке, пока вас нет.
   *[other] Ваши часы стоят в партиях по переписке ({ $games }), соперникам сообщено.
}
vacation-off = С возвращением: отпуска в этом году осталось { $left }. { $games ->
    [0] Ваши часы снова идут.
   *[other] Ваши часы снова идут в партиях по переписке ({ $games }), соперникам сообщено.
}
vacation-already = Вы уже в отпуске, до { $until }. `vacation off` завершает его.
vacation-not-away = Вы не в отпуске. `vacation on` начинает его.
vacation-none-left = Ваши { $allowance } дн. отпуска на этот год израсходованы.
vacation-away = { $opponent }, { $player } в отпуске до { $until }: его часы в партии { $game } стоят, пока он не вернётся.
vacation-back = { $opponent }, { $player } вернулся из отпуска: его часы в партии { $game } снова идут.
vacation-standing = { $player } в отпуске до { $until }.
web-follow = Следить за партией: { $url }
page-draw-offered = { $player } предлагает ничью.
page-takeback-asked = { $player } просит вернуть ход.
page-score = Счёт: { $white } { $white_count }–{ $black_count } { $black }.
page-home = Фигуры на местах: { $white } { $white_count }/16, { $black } { $black_count }/16.
page-checks = Дано шахов: { $white } { $white_count }, { $black } { $black_count }.
page-legend-football = Ворота, которые защищают белые
page-legend-football-black = ворота чёрных; мяч — футбольный мяч в углу клетки.
page-legend-immortal = Куда ещё должны дойти фигуры белых
page-legend-immortal-black = чёрных
page-legend-swap = последний обмен (сразу обратно меняться нельзя).
web-open-board = Открыть доску
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
chat-removed-game = Kibitz удалили из чата, где идёт партия { $game } ({ $white } против { $black }), поэтому он больше не может писать туда, а партию нельзя там играть. Добавьте Kibitz в этот чат снова, чтобы продолжить; тем временем часы идут.
chat-removed-game-page = Kibitz удалили из чата, где идёт партия { $game } ({ $white } против { $black }), поэтому он больше не может туда писать. Партия продолжается на своей странице: напишите здесь `page { $game }`, чтобы получить свою ссылку для ходов. Напоминания и результат придут сюда.
forget-ask = { $player }, забыть вас? Ваши имена, ваш id здесь, ваши настройки и места в рейтингах будут удалены сразу и навсегда. Сыгранные партии останутся, в них вы будете { $ghost }. Если сыграете снова, станете новым игроком.
forget-done = Готово: Kibitz вас больше не знает. В ваших партиях вы теперь { $ghost }.
forget-cancelled = Ничего не удалено.
forget-not-yours = Этот вопрос был для другого игрока; чтобы бот забыл вас, напишите `forget me`.
forget-busy-games = Сначала доиграйте или сдайте незаконченные партии ({ $games }): в них нужны вы. Потом снова напишите `forget me`.
forget-busy-challenges = Сначала отмените или примите свои открытые вызовы ({ $challenges }). Потом снова напишите `forget me`.
forget-busy-tournaments = Сначала покиньте свои турниры или выйдите из них ({ $tournaments }). Потом снова напишите `forget me`.
button-forget-confirm = Да, забудьте меня
button-forget-cancel = Нет, оставьте
link-ask-directly = Код, связывающий ваши аккаунты, — только для вас, поэтому я выдаю и принимаю его лишь в личном чате: напишите мне там `link`.
link-already = Вы уже связаны: { $player } в { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
} и { $account } в { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
}. Чтобы связать другой аккаунт, сначала напишите `unlink`.
link-too-many-codes = Вы запросили { $codes } кодов за час: попросите снова через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}.
link-code = Ваш код: { $code }. В течение { $minutes } минут напишите мне `link { $code }` в { $platform ->
    [discord] Telegram
    [telegram] Discord
   *[console] Discord или Telegram
} с того аккаунта, который нужно присоединить к этому: они станут одним игроком, с одной историей и одним рейтингом каждого вида. Код действует один раз; новый `link` его отменяет.
link-too-many-tries = { $tries } неверных кодов за час: попробуйте снова через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}.
link-code-wrong = У меня нет кода { $code }. Введите его так, как выдал `link` (`ABCD-2345`).
link-code-used = Этот код уже использован: каждый код связывает один раз. Новый даст `link`.
link-code-expired = Срок этого кода истёк: код действует { $minutes } минут. Новый даст `link`.
link-code-wrong-account = Этот код присоединяет аккаунт другой платформы к аккаунту в { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
}, который его запросил: введите его там, со своего аккаунта на другой платформе.
link-done = Связано: { $account } здесь и { $player } в { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
} теперь один игрок. Ваши партии, история и задачи вместе; из двух рейтингов одного вида остался тот, у которого больше рейтинговых партий; настройки — от { $player }. `unlink` снова разделит аккаунты.
link-owner-linked = Вы или { $player } уже связаны с другим аккаунтом: сначала разделите их командой `unlink`.
link-played-each-other = Вы и { $player } играли друг с другом (партия #{ $game }): игрок не может играть сам с собой, поэтому эти аккаунты связать нельзя.
link-challenged-each-other = Между вами и { $player } открыт вызов (#{ $challenge }): сначала отмените или отклоните его.
link-same-tournament = Вы и { $player } оба в турнире #{ $tournament }: игрок не может играть сам с собой, поэтому эти аккаунты связать нельзя.
unlink-done = Разделено: { $account } в { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
} снова отдельный игрок и начинает с рейтингов { $player }; сыгранные партии остаются у { $player }.
unlink-not-linked = У вас нет связанного аккаунта: связать его можно командой `link`.
unlink-busy-games = Сначала доиграйте незаконченные партии ({ $games }): игрок, который их играет, должен остаться прежним. Потом снова напишите `unlink`.
unlink-busy-challenges = Сначала отмените или примите свои открытые вызовы ({ $challenges }). Потом снова напишите `unlink`.
unlink-busy-tournaments = Сначала покиньте свои турниры или выйдите из них ({ $tournaments }). Потом снова напишите `unlink`.
profile-accounts = Один игрок: { $player } в { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
} и { $account } в { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
}.
button-analyse = Анализ
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
command-record-too-long = Слишком длинная запись ({ $chars } зн.; не больше { $max }). Вставьте одну партию, без комментариев.
command-premove-too-long = Слишком длинные варианты ({ $chars } зн.; не больше { $max }).
move-unreadable = Не понимаю ход `{ $text }`; пишите так: e4, Кf3, exd5, O-O или e7e8q.
move-game-over = Партия окончена.
move-ambiguous = Это может быть любой из ходов: { $candidates }. Какой именно?
move-guessed = Это ход, только если угадать букву: вы имели в виду { $candidates }? Фигуры: Кр, Ф, Л, С, К (или K, Q, R, B, N); вертикали: a–h строчными.
move-illegal = { $reason }.
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
illegal-pawn-blocked = Пешке на { $from } мешает { $role ->
    [pawn] пешка
    [knight] конь
    [bishop] слон
    [rook] ладья
    [queen] ферзь
   *[king] король
} на { $square }
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
}, { $clock ->
    [none] { $days ->
        [0] без ограничения времени
        [one] { $days } день на ход
        [few] { $days } дня на ход
       *[many] { $days } дней на ход
    }
   *[other] { $speed ->
        [bullet] пуля
        [blitz] блиц
        [rapid] рапид
       *[classical] классика
    } { $clock }
}, { $mode ->
    [rated] на рейтинг
   *[casual] товарищеская
}
challenge-direct = { $challenger } вызывает { $opponent } сыграть: { $variant } ({ $terms }). Вызов { $challenge }: `accept` — принять, `decline` — отклонить.
challenge-open = { $challenger } предлагает любому здесь сыграть: { $variant } ({ $terms }). Вызов { $challenge }: `accept` — играть.
challenge-told = { $challenger } вызывает вас из { $platform }: { $variant } ({ $terms }). Вызов { $challenge }: `accept { $challenge }` здесь — играть (партия пойдёт здесь и в их чате), `decline { $challenge }` — отклонить.
challenge-told-there = { $opponent } играет в { $platform }: я сообщу там лично, а принять вызов можно командой `accept { $challenge }`.
challenge-open-across = Принять его может и любой в { $platform }: `accept { $challenge }` в чате с Kibitz там. Тогда партия идёт в обоих чатах.
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
help-overview-line = /{ $name } ({ $word }){ $also } — { $description }
help-overview-accept = Принять, отклонить или отозвать вызов
help-overview-pgn = Партия анимацией, файлом PGN или в FEN
help-overview-join = Запись на турнир, выход, снятие; берсерк в арене
help-overview-standings = Таблица и пары турнира
help-overview-games = Игры: шахматы, варианты lichess, бессмертные шахматы и шахматный футбол (`rules` — список, `help football` — правила). `play bot` — партия со мной.
help-overview-end = Команды пишутся и по-русски (`ход e4`, `сдаюсь`). Если партий в чате несколько, добавьте номер: `ход e4 #12`. `help move` — подробнее о команде.
help-challenge = `challenge @имя` вызывает игрока; `challenge` без имени — вызов для любого в чате. Можно добавить вариант (`rules` перечисляет их), цвет (white, black или random — по умолчанию) и время: живые часы — минуты + секунды добавки на ход, как на lichess (`5+3`, `10+0`, `0.5+0` или `bullet`, `blitz`, `rapid`, `classical`), `days N` на ход (1, 2, 3, 5, 7, 10 или 14) или unlimited — по умолчанию. С часами время идёт, когда обе стороны сделали по ходу; первый ход нужно сделать за 30 секунд (в рапиде и классике — за минуту), иначе партия отменяется, а `moretime` даёт сопернику 15 секунд; в рапиде и классике я один раз предупреждаю игрока, когда у него мало времени; на странице партии можно делать предходы. Чтобы начать с позиции, добавьте `fen "…"` (в бессмертных шахматах и футболе — строку состояния варианта), а чтобы начать после нескольких ходов — `moves "e4 e5 Nf3"`. Партии между людьми идут на рейтинг (Глико-2, свой рейтинг в каждом варианте, а в классических шахматах — для каждой скорости: пуля, блиц, рапид, классика, по переписке), если не добавить `casual`; партии со мной и с заданной позиции — никогда. `challenge link` (с теми же условиями) создаёт открытый вызов, чтобы поделиться им, в том числе из личного чата со мной: его принимают из любого чата Discord или Telegram (ссылка Telegram открывает чат со мной, в Discord — `/accept challenge:N`), и партия идёт в их чате и в вашем. Пример: `challenge @ann crazyhouse white days 3`. `play bot` (или `challenge @kibitz`) сразу начинает партию со мной, `level 1`–`level 8` (по умолчанию 3).
help-accept = `accept` принимает вызов, адресованный вам или всем; `decline` отклоняет вызов, адресованный вам; `cancel` отзывает ваш собственный. В партии `decline draw` и `decline takeback` отклоняют предложение соперника. Если вызовов несколько, добавьте номер: `accept #4`. Открытый вызов с другой платформы (Discord или Telegram) тоже принимают по номеру, в любом чате с ботом: тогда партия идёт в обоих чатах.
help-move = `move e4` делает ход в вашей партии. Пишите ход в нотации (e4, Кf3, exd5, O-O, e8=Ф), координатами (e2e4, e7e8q) или фигурками (♘f3). Если ход неоднозначен или невозможен, я объясню почему и предложу подходящие ходы.
help-board = `board` показывает позицию вашей партии (или любой партии здесь: `board #12`).
help-resign = `resign` (или `сдаюсь`) — сдаться сразу; кнопка «Сдаться» под доской сначала спрашивает подтверждение.
help-draw = `draw` (или `ничья`) предлагает ничью или принимает предложение соперника. Отклонить его — `decline draw`, кнопка «Отклонить» или свой ход.
help-takeback = `takeback` просит вернуть ваш последний ход; соперник соглашается той же командой `takeback`.
help-abort = `abort` отменяет партию, пока обе стороны не сделали ход; она никому не засчитывается.
help-moretime = `moretime` (`время`) даёт сопернику 15 секунд в партии с часами или ещё один день на ход, который ему предстоит сделать, в партии по переписке (не больше 7 дней сверх обычного срока).
help-page = `page` (`ссылка`) присылает вам лично ссылку на веб-страницу партии, где можно ходить касанием или перетаскиванием, предложить ничью или сдаться; ссылка действует час. В Telegram ту же страницу открывает мини-приложение бота.
help-premove = `premove #12 Nf6 e5 Nd5 Nxd5` (`предход`) оставляет условные ходы, пока думает соперник: если он сыграет Nf6, за вас сразу сыграется e5; затем на Nd5 — Nxd5. Несколько вариантов через `;` образуют дерево; любой непредусмотренный ответ убирает их все. `premove #12` показывает ваши варианты (в личном чате со мной, где соперник их не прочтёт; там можно назвать любую вашу партию), `premove #12 clear` убирает их.
help-vacation = `vacation on` (`отпуск on`) останавливает ваши часы во всех ваших партиях по переписке (соперникам сообщается) до `vacation off` или пока не кончатся дни отпуска на год (30, если бот не настроен иначе). Сроки сдвигаются на время отсутствия; соперники могут ходить. `vacation` показывает, сколько дней осталось.
help-forget = `forget me` (`забудь меня`) удаляет то, что Kibitz хранит о вас: ваши имена и ваш id на этой платформе, ваши настройки (язык, доска, уведомления, отпуск) и ваши места в рейтингах. Сыгранные партии остаются, чтобы записи и рейтинги соперников не пострадали, но в них вы будете `ghost-N`, и они больше не ваши. Бот сначала переспросит и не удалит ничего, пока у вас есть незаконченная партия, открытый вызов или турнир. Что Kibitz хранит и как долго — на его странице `/privacy`.
help-link = `link` (`связать`) даёт одноразовый код (лично вам, на десять минут); напишите мне `link КОД` на другой платформе (Discord или Telegram), и два аккаунта станут одним игроком: одна история, один рейтинг каждого вида (из двух остаётся тот, у которого больше рейтинговых партий), одно место в `top global`, настройки аккаунта, запросившего код. Аккаунты, игравшие друг с другом, связать нельзя. `unlink` разделяет их снова.
help-unlink = `unlink` (`отвязать`) разделяет аккаунты, связанные `link`: присоединённый снова становится отдельным игроком и начинает с рейтингов игрока; сыгранные партии остаются у игрока. Не во время вашей партии, вызова или турнира.
telegram-command-link = Связать с аккаунтом Discord
discord-command-link = Связать с аккаунтом Telegram
discord-command-unlink = Разделить связанные аккаунты
discord-option-link-code = Код, который дал `link` в Telegram
help-claim = `claim` завершает партию вничью, если позиция повторилась трижды или 50 ходов каждой стороны прошли без взятий и ходов пешкой. Когда это возможно, доска говорит об этом и показывает кнопку.
help-games = `games` перечисляет партии, которые идут в этом чате, — следить за ними можно через `board #12`; `games mine` — ваши партии во всех чатах: чей ход и сколько осталось времени.
help-profile = `profile` показывает каждый ваш рейтинг: у классических шахмат отдельный рейтинг для пули, блица, рапида, классики и игры по переписке (по ожидаемой длительности: основное время + 40 × добавка; дни на ход или без ограничения — по переписке), у каждого другого варианта один (со знаком `?`, пока он предварительный: пока отклонение не опустится до 110, обычно несколько партий), победы, ничьи и поражения, текущую серию и последние партии; `profile @ann` — то же об Ann, с вашим счётом против неё. `link` делает ваши аккаунты Discord и Telegram одним игроком (`help link`).
help-history = `history` перечисляет ваши законченные партии, новые сначала, по десять на страницу, с изменением рейтинга в рейтинговых; `history @ann crazyhouse page 2` или `history blitz` сужает выбор до варианта или скорости. `board #12`, `pgn #12` и `gif #12` покажут любую из них снова.
help-top = `top` показывает лучшие рейтинги в классических шахматах среди игроков этого сервера или чата, на той скорости, на которой их больше всего; `top blitz` (или `bullet`, `rapid`, `classical`, `correspondence`) — одной скорости; `top atomic` — другого варианта; `top global` — всех, в Discord и Telegram вместе (связанный игрок — один раз); `top puzzles` — лучших решателей задач. Предварительные рейтинги в таблицу не попадают, пока не устоятся.
help-rematch = `rematch` (или кнопка «Реванш» под законченной партией) предлагает сопернику ту же партию ещё раз, поменявшись цветом; она начнётся, когда он тоже нажмёт кнопку. Я соглашаюсь сразу.
help-analyse = `analyse` (или `analyse #12`) просит движок разобрать законченную партию, как компьютерный анализ lichess (Stockfish — шахматы и Chess960, Fairy-Stockfish — варианты lichess, собственный поиск Kibitz — бессмертные шахматы и шахматный футбол): точность каждой стороны, средняя потеря в сотых пешки, неточности, ошибки и зевки, и худшие ходы с ходом, который был лучше. Партия ждёт своей очереди; результат появится здесь один раз, повторный запрос покажет его снова. Партию, которая ещё идёт, анализировать нельзя. Любую другую партию тоже можно: `analyse` и её PGN в том же сообщении (в Discord — в параметре `record`) или позиция в виде FEN (`analyse atomic <FEN>` для варианта) — я нарисую её, сохраню под своим номером и разберу так же.
help-puzzle = `puzzle` задаёт чату задачу lichess рядом с вашим рейтингом в задачах, никогда не ту, что вы уже видели; `puzzle fork` или `puzzle mate in 2` выбирает тему. Отвечайте ходом (`Nf3`, `move Nf3`): ответы соперника играю я; неверный ход заканчивает вашу попытку. В группе это гонка: отвечать могут все, решает тот, кто найдёт последний ход. Каждая попытка идёт в рейтинг, как на lichess; `top puzzles` — таблица решателей. `puzzle football` и `puzzle immortal` — задачи наших игр; разобранная здесь партия может дать чату свою задачу; `set daily puzzle on` — задача дня (для управляющих).
help-solve = `solve Nf3` отвечает на задачу чата, даже если у вас здесь идёт партия (где `Nf3` без команды — ход в партии); `solve` без хода присылает вам личную ссылку на страницу задачи, где можно отвечать касанием.
help-pgn = `pgn` присылает запись партии файлом PGN; `gif` рисует её ход за ходом анимацией; `fen` показывает позицию текстом. Каждой можно дать номер партии, в том числе законченной из вашей истории.
help-tournament = `tournament` показывает турниры этого чата. Администраторы создают турнир: `tournament swiss 5 rounds blitz 5+3 starts 20:00` (швейцарка, от 3 до 100 туров, по умолчанию 7) или `tournament round-robin double days 3 every 10 days` (каждый с каждым, в один круг или, с `double`, в два), в любом варианте, с часами или днями на ход (по умолчанию 3, тур длится 7 дней, если не указано `every N days`), `starts ЧЧ:ММ` (UTC) или `starts in 30 minutes` (по умолчанию через 10 минут), `casual` — без рейтинга. `tournament arena 60 minutes blitz 3+2` — арена lichess (от 10 до 720 минут, с часами): освободившийся игрок сразу получает новую пару, близкую по месту, но не того же соперника подряд; победа — 2, ничья — 1, после двух побед подряд каждая победа — 4, пока не будет не-победы; `berserk` до первого хода — половина времени за очко сверху. `tournament start #3` начинает его сразу, `tournament cancel #3` отменяет. Я составляю пары каждого тура, публикую их с партиями и картинкой и таблицу после тура (швейцарка: Бухгольц, Бухгольц без худшего, Бергер; круговой: Бергер, затем личная встреча). Партия, не законченная к сроку тура, проиграна тем, чей ход; не начатая — неявка.
help-join = `join` записывает вас на турнир чата (`join #3` — на конкретный) до его начала, а в швейцарку — до второго тура (пропущенные туры — ноль очков); `leave` — выйти до начала; `withdraw` после начала — больше не получать пар (в круговом турнире оставшимся соперникам засчитываются победы). В арене `berserk` до своего первого хода делит ваше время пополам; победа не короче 14 полуходов приносит очко сверху (правило lichess; добавка за ход остаётся).
help-standings = `standings` показывает таблицу турнира (до начала — список игроков) с картинкой; `pairings` — доски, партии и результаты тура.
help-help = `help` перечисляет команды; `help move` объясняет одну.
help-rules = `rules` перечисляет варианты; `rules atomic` объясняет один.
help-set = `set board mine|turn|white` поворачивает доску, `set theme brown|blue|contrast` меняет цвета, `set language en|ru` выбирает мой язык (пока вы не выбрали, решает язык вашего приложения). В группе или канале сервера его управляющие могут задать `set chat en|ru|off` — язык моих сообщений там, кому бы я ни отвечал (отказы — на вашем языке), и `set games thread|here` — у каждой новой партии своя ветка (в Telegram — тема форума), где командам не нужен номер партии, или всё здесь; и `set daily puzzle on 18:00` (UTC; без времени — с этой минуты): задача дня там каждый день с именами решивших прошлую (`off` выключает; в личном чате со мной можно и вам). В общем чате снизу доски сторона, чей ход; в личном чате со мной решает `set board`.
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
console-quit = Чтобы выйти из консоли, наберите `/quit`.
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
telegram-command-analyse = Компьютерный анализ законченной партии
telegram-command-tournament = Турниры этого чата
telegram-command-join = Записаться на турнир
telegram-command-standings = Таблица турнира
telegram-command-puzzle = Задача
telegram-command-pgn = Запись партии
telegram-command-rules = Правила вариантов
telegram-command-help = Все команды
telegram-command-notify = Личные сообщения и ежедневная сводка

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-challenge = Вызвать игрока, любого здесь или меня; с часами (5+3) или с днями на ход
discord-command-accept = Принять вызов
discord-command-decline = Отклонить вызов
discord-command-cancel = Отозвать свой вызов
discord-command-move = Сделать ход, например e4 или Nf3
discord-command-board = Показать доску
discord-command-draw = Предложить ничью или принять предложение соперника
discord-command-resign = Сдаться
discord-command-takeback = Попросить вернуть ход или согласиться на просьбу
discord-command-abort = Отменить партию, пока не сходили обе стороны
discord-command-moretime = Дать сопернику 15 секунд или ещё день на ход
discord-command-page = Получить личную ссылку, чтобы ходить на странице партии
discord-command-premove = Условные ходы: оставить или убрать
discord-command-vacation = Отпуск: остановить часы в партиях по переписке
discord-command-forget = Удалить ваши данные (с вопросом)
discord-command-claim = Потребовать ничью по повторению или правилу 50 ходов
discord-command-pgn = Запись партии файлом PGN
discord-command-fen = Позиция текстом (FEN)
discord-command-games = Партии, которые идут в этом канале
discord-command-profile = Рейтинги, результаты и серия игрока
discord-command-history = Законченные партии игрока, новые сначала
discord-command-top = Лучшие по рейтингу здесь или везде
discord-command-rematch = Предложить или принять реванш после партии
discord-command-analyse = Анализ партии движком
discord-command-tournament = Турниры этого чата
discord-command-join = Записаться на турнир
discord-command-leave = Выйти из турнира до начала
discord-command-withdraw = Больше не играть в идущем турнире
discord-command-berserk = В партии арены до своего первого хода: половина времени, очко сверху за победу
discord-command-standings = Таблица турнира
discord-command-pairings = Тур турнира: доски и результаты
discord-command-puzzle = Задача
discord-command-gif = Партия анимированной картинкой
discord-option-user = Игрок (вы, если не указан)
discord-option-page = Страница (первая, если не указана)
discord-option-mine = Только ваши партии, во всех каналах
discord-option-global = Все в Discord и Telegram, а не только этот сервер
discord-option-offer = Отклонить предложение ничьей или просьбу вернуть ход
discord-choice-draw = предложение ничьей
discord-choice-takeback = просьба вернуть ход
discord-option-rated = Меняет ли результат рейтинг (да, если не указано)
discord-command-help = Как пользоваться ботом
discord-command-rules = Правила вариантов
discord-command-set = Ваши настройки: поворот доски, тема, язык
discord-command-notify = Личные сообщения о ваших партиях и ежедневная сводка
discord-option-opponent = Кого вызвать (меня — игра с ботом; без него — любого в канале)
discord-option-speed = Скорость классических шахмат: пуля, блиц, рапид, классика или по переписке
discord-option-variant = Вариант (без него — обычные шахматы)
discord-option-color = Ваш цвет (без него — по жребию)
discord-option-clock = Живая партия с часами: минуты + секунды на ход
discord-option-custom-clock = Другой контроль, например 0.5+0 или 45+15 (минуты + секунды на ход)
discord-option-days = Дней на ход (без него — без ограничения)
discord-option-challenge = Номер вызова (без него найдётся ваш)
discord-option-move = Ход: начните печатать и выберите один из возможных
discord-option-analyse-record = Партия, сыгранная не здесь (её PGN), или позиция (FEN; для варианта — сначала его название) для анализа
discord-option-tournament = Номер турнира (если не указан — турнир этого чата)
discord-option-tournament-show = Турниры этого чата или один из них
discord-option-tournament-create = Создать турнир в этом чате (администраторы)
discord-option-tournament-start = Начать турнир сейчас (администраторы)
discord-option-tournament-cancel = Отменить турнир (администраторы)
discord-option-tournament-format = Швейцарка или круговой
discord-option-tournament-rounds = Туров в швейцарке, от 3 до 100 (по умолчанию 7)
discord-option-tournament-minutes = Сколько минут длится арена, от 10 до 720 (по умолчанию 60)
discord-option-tournament-double = Круговой турнир в два круга, цвета меняются
discord-option-tournament-round-days = По переписке: сколько дней длится тур (по умолчанию 7)
discord-option-tournament-starts = Когда: 20:00 (UTC) или in 30 minutes (по умолчанию через 10 минут)
discord-option-puzzle-theme = Тема, например fork или mate in 2 (любая, если не указана)
discord-option-premove-lines = Варианты вида `Nf6 e5 Nd5 Nxd5; d5 exd5` или `clear`; без них — показать ваши варианты
discord-option-vacation = on — уйти в отпуск, off — вернуться; без него — сколько дней осталось
discord-option-game = Номер партии (без него найдётся ваша партия здесь)
discord-option-help = Какую команду объяснить
discord-option-rules = Правила какого варианта показать
discord-option-set-board = Как повёрнута доска
discord-option-set-theme = Цвета доски
discord-option-set-chat = Язык моих сообщений в этом чате (только для управляющих)
discord-choice-each-reader = у каждого свой
discord-option-set-games = Где идут новые партии этого канала (только для управляющих)
discord-option-top-puzzles = Таблица решателей задач
discord-option-set-daily = Задача здесь каждый день (только для управляющих)
discord-option-set-daily-time = Время дня, ЧЧ:ММ UTC (если не указано — сейчас)
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
football-line-up-turn = Расстановка: { $player } ставит фигуру, например { $example } (буква фигуры, @ и поле); { $left ->
    [one] осталась { $left }
   *[other] осталось { $left }
}{ $needed ->
    [none] {""}
   *[other] , ещё нужны: { $needed }
}. Можно поставить: { $pieces }.
football-line-up-king = король на поле ворот
football-line-up-pawns = { $count ->
    [one] одна пешка
    [few] { $count } пешки
   *[many] { $count } пешек
}
football-line-up-kickoff = фигура на поле начального удара { $square }
football-line-up-only-square = { $pieces } на поле { $square }
list-and = { $first } и { $last }
list-or = { $first } или { $last }
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
set-up-move = Ход { $number } из списка, `{ $move }`, сделать нельзя: { $reason }
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
profile-head-to-head = Вы против { $player }: побед: { $wins }, ничьих: { $draws }, поражений: { $losses }; ваши последние партии:
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
top-line = { $rank }. { $player } { $rating } ({ $what ->
    [puzzles] { $games ->
        [one] { $games } попытка
        [few] { $games } попытки
       *[many] { $games } попыток
    }
   *[games] { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }
})
top-empty = { $scope ->
    [global] Нигде
   *[here] Здесь
} пока ни у кого нет устоявшегося рейтинга ({ $variant }): новый рейтинг предварительный (со знаком ?) примерно первые двенадцать рейтинговых { $what ->
    [puzzles] попыток
   *[games] партий
}.
top-provisional = Предварительные (рейтинг устанавливается примерно за двенадцать рейтинговых { $what ->
    [puzzles] попыток
   *[games] партий
}):
top-puzzles = задачи
top-provisional-line = • { $player } { $rating } ({ $what ->
    [puzzles] { $games ->
        [one] { $games } попытка
        [few] { $games } попытки
       *[many] { $games } попыток
    }
   *[games] { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }
})
top-past-end = В таблице ({ $variant }) нет страницы { $page }.

## Реванш

rematch-not-over = Партия { $game } ещё идёт: реванш — после её окончания.
rematch-started = Реванш за партию { $game } уже начался: { $rematch }.
rematch-already-offered = Вы уже предложили { $opponent } реванш за партию { $game }; он начнётся, когда соперник согласится.
rematch-offered = { $player } предлагает { $opponent } реванш за партию { $game } ({ $result }), цвета меняются: нажмите «Принять реванш» или напишите `rematch { $game }`.
rematch-begun = Реванш за партию { $game }: начинается партия { $rematch }.

## Анализ

analysis-in-progress = Партия { $game } ещё идёт: я анализирую партию, когда она закончена, чтобы никто не получил помощи движка во время игры.
analysis-no-moves = В партии { $game } нет ходов для анализа.
analysis-no-engine-variant = У меня пока нет движка, который играет в { $variant }, поэтому я не могу анализировать такие партии.
analysis-no-engine = Со мной не установлен { $engine }, поэтому такие партии ({ $variant }) здесь не анализируются. Тот, кто меня запускает, может его установить (`apt-get install { $package }`).
analysis-queued = Партия { $game } поставлена в очередь на анализ{ $ahead ->
    [0] {""}, она следующая
    [one] , перед ней { $ahead } партия
    [few] , перед ней { $ahead } партии
   *[other] , перед ней { $ahead } партий
}. Результат появится здесь.
record-imported = Партия { $game }: { $white } – { $black }, вставлена для анализа{ $ahead ->
    [0] {""}; она следующая в очереди.
    [one] ; перед ней в очереди { $ahead } партия.
    [few] ; перед ней в очереди { $ahead } партии.
   *[other] ; перед ней в очереди { $ahead } партий.
}
record-and-game = Вставьте партию или назовите её номер (`analyse #12`), но не то и другое сразу.
record-no-moves = В этой записи нет ходов, и она начинается с обычной позиции: анализировать нечего.
record-too-many-moves = В этой партии { $plies } полуходов; вставленные партии я анализирую не длиннее { $max }.
record-position = Это не позиция ({ $variant }): { $detail }. Вставьте FEN (для варианта — сначала его название: `atomic <FEN>`) или PGN партии.
record-position-over = Эта позиция уже закончена ({ $result }): анализировать нечего.
record-too-large = Слишком большая запись ({ $bytes } байт).
record-empty = Здесь нет партии: вставьте PGN партии или позицию в виде FEN.
record-bad-tag = Тег записи в строке { $line } не читается: `{ $tag }`. Тег пишется так: `[Name "value"]`.
record-variant = Запись — вариант, в который я не играю: { $variant }.
record-start = Начальная позиция записи (тег FEN) не читается: { $detail }.
record-move = Ход записи { $move } сделать нельзя: { $reason }
record-result = В записи результат { $result }, но её ходы кончаются иначе: { $actual }.
analysis-queue-full = Очередь на анализ заполнена (партий в ней: { $waiting }). Попробуйте снова примерно через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}.
analysis-waiting = Партия { $game } уже стоит в очереди на анализ; результат появится здесь.
analysis-title = Компьютерный анализ партии { $game } ({ $engine }, { $nodes } узлов на позицию):
analysis-title-ours = Компьютерный анализ партии { $game } (собственный поиск Kibitz, { $depth ->
    [one] { $depth } полуход
    [few] { $depth } полухода
   *[other] { $depth } полуходов
} на позицию):
analysis-side = { $player } ({ $color ->
    [white] белые
   *[black] чёрные
}): точность { $accuracy }%, средняя потеря { $loss } сотых пешки; неточностей: { $inaccuracies }, ошибок: { $mistakes }, зевков: { $blunders }.
analysis-worst = { $move } — лучше было { $better }.
analysis-position = Позиция: { $score } (с точки зрения белых); лучший ход — { $best }.

## Задачи

puzzle-theme = { $theme ->
    [anastasiaMate] мат Анастасии
    [arabianMate] арабский мат
    [attraction] завлечение
    [backRankMate] мат по последней горизонтали
    [bishopEndgame] слоновый эндшпиль
    [bodenMate] мат Бодена
    [capturingDefender] уничтожение защитника
    [clearance] освобождение поля
    [defensiveMove] защитный ход
    [deflection] отвлечение
    [discoveredAttack] вскрытое нападение
    [doubleCheck] двойной шах
    [enPassant] взятие на проходе
    [exposedKing] открытый король
    [football] шахматный футбол
    [fork] вилка
    [hangingPiece] незащищённая фигура
    [hookMate] мат крючком
    [immortal] бессмертные шахматы
    [interference] перекрытие
    [intermezzo] промежуточный ход
    [kingsideAttack] атака на королевском фланге
    [knightEndgame] коневой эндшпиль
    [mateIn1] мат в 1 ход
    [mateIn2] мат в 2 хода
    [mateIn3] мат в 3 хода
    [mateIn4] мат в 4 хода
    [pawnEndgame] пешечный эндшпиль
    [pin] связка
    [promotion] превращение
    [queenEndgame] ферзевый эндшпиль
    [quietMove] тихий ход
    [rookEndgame] ладейный эндшпиль
    [sacrifice] жертва
    [scoreIn1] гол в 1 ход
    [scoreIn2] гол в 2 хода
    [setUpIn1] расстановка в 1 ход
    [setUpIn2] расстановка в 2 хода
    [skewer] линейный удар
    [smotheredMate] спёртый мат
    [trappedPiece] пойманная фигура
    [underPromotion] слабое превращение
   *[xRayAttack] рентген
}
puzzle-theme-unknown = Темы задач `{ $word }` у меня нет. Темы: { $themes }.
puzzle-start = Задача { $id } (рейтинг { $rating }{ $themes }). Ход { $color ->
    [white] белых
   *[black] чёрных
}: найдите лучший ход и ответьте им (`Nf3`).
puzzle-open = Здесь решают эту задачу:
puzzle-credit = Из партии #{ $game }, сыгранной здесь: { $white } — { $black }.
puzzle-expired = Прошлая задача здесь истекла нерешённой; решение было таким: { $line }.
puzzle-expired-move = Эта задача истекла; решение было таким: { $line }. Попросите новую: `puzzle`.
puzzle-none-left = Вы попробовали все мои задачи. Отлично!
puzzle-none-left-theme = Вы попробовали все мои задачи на тему «{ $theme }»; выберите другую тему или просто `puzzle`.
puzzle-race = В этот же момент чату задали другую задачу: решайте её.
puzzle-solver-bar = Ваш ход
puzzle-opponent-bar = Задача { $id }
puzzle-already-missed = Вы уже ошиблись в этой задаче; другие ещё могут её решить.
puzzle-right = { $player }: { $move } — верно. Ответ: { $reply }; найдите следующий ход.
puzzle-solved = { $player } решает задачу { $id } ходом { $move }!
puzzle-missed = { $player }: { $move } — не то.
puzzle-solution = Решение: { $line }.
puzzle-still-open = Другие ещё могут её решить.
puzzle-moved-on = Кто-то ответил раньше; посмотрите на задачу снова.
puzzle-none-open = Здесь нет открытой задачи: попросите её командой `puzzle`.
puzzle-not-this-one = Та задача закончилась; здесь уже решают другую: сначала посмотрите на неё.
solve-ask-directly = Личная ссылка на страницу задачи позволяет отвечать за вас, поэтому я присылаю её только туда, где её больше никто не прочтёт. Здесь отвечайте ходом (`Nf3` или `solve Nf3`, если у вас здесь идёт партия).
solve-link = Ваша личная ссылка на страницу задачи, где можно отвечать касанием; действует { $minutes } мин. (не передавайте её: кто её откроет, сможет отвечать за вас): { $link }
puzzle-solve-on-page = Решать на доске
puzzle-page-line = Страница задачи: { $url }
puzzle-page-solved = { $player } решает задачу { $id }.
puzzle-page-find = Ход { $color ->
    [white] белых
   *[black] чёрных
}: найдите лучший ход.
puzzle-page-over = Задача закончилась: её никто не решил.
puzzle-page-answer-in-chat = Эта задача задана в группе: отвечайте там, написав ход (`solve Nf3`).
puzzle-page-closed = Задача закончилась.
puzzle-page-about = Рейтинг { $rating }{ $themes }.
puzzle-page-missed-by = Ошиблись: { $players }.
profile-puzzles = Задачи: { $rating } после { $tried ->
    [one] { $tried } попытки
   *[other] { $tried } попыток
}; { $streak } решено подряд (лучшая серия { $best }).
puzzle-over-solved = Задача здесь уже закончена: её решил(а) { $player }. Попросите новую: `puzzle`.
puzzle-over = Задача здесь уже закончена. Попросите новую: `puzzle`.
puzzle-rating = Рейтинг { $player } в задачах: { $rating } ({ $change }).
command-daily-puzzle = Задача дня: `set daily puzzle on` (с этой минуты), `set daily puzzle on 18:00` (время дня, UTC) или `set daily puzzle off`.
set-daily-managers = Задачу дня в чате могут включать только его управляющие (в Discord — с правом «Управлять сервером» или «Управлять ветками»; в Telegram — администраторы).
set-daily-on = Готово: задача будет здесь каждый день в { $time } UTC, { $first ->
    [now] первая — сейчас.
   *[other] начиная с ближайших { $time }.
}
set-daily-off = Готово: задач дня здесь больше не будет.
daily-puzzle = Задача дня, { $date }:
daily-puzzle-solvers = { $when ->
    [yesterday] Вчерашнюю задачу
   *[other] Задачу за { $date }
} ({ $id }) решили: { $players }.
daily-puzzle-unsolved = { $when ->
    [yesterday] Вчерашнюю задачу
   *[other] Задачу за { $date }
} ({ $id }) никто не решил; решение было таким: { $line }.

## Tournaments

tournament-format = { $format ->
    [swiss] Турнир по швейцарской системе
    [arena] Турнир-арена
   *[other] Круговой турнир
}
tournament-round = { $format } #{ $number }, { $rounds ->
    [0] тур { $round }
   *[other] тур { $round } из { $rounds }
}:
tournament-board = Доска { $board }: { $white } – { $black } (партия #{ $game })
tournament-more-boards = …и ещё досок: { $count } (см. картинку).
tournament-bye = { $player } пропускает тур (одно очко).
tournament-too-few = { $format } #{ $number } отменён: записалось меньше двух игроков.
tournament-over = { $format } #{ $number } окончен. Победитель: { $winner }, очков: { $points }.
tournament-standing = { $rank }. { $player } — { $points }
tournament-column-board = Доска
tournament-column-white = Белые
tournament-column-black = Чёрные
tournament-column-game = Партия
tournament-column-rank = #
tournament-column-player = Игрок
tournament-column-points = Очки
tournament-column-buchholz = Бухгольц
tournament-column-cut = Бухгольц −1
tournament-column-sonneborn-berger = Бергер
tournament-page-open = Идёт запись: { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}; начало { $start }.
tournament-page-round = { $rounds ->
    [0] Идёт тур { $round }.
   *[other] Идёт тур { $round } из { $rounds }.
}
tournament-page-over = Турнир окончен.
tournament-page-cancelled = Турнир отменён.
tournament-page-line = Страница турнира: { $url }
tournament-standings-after = Положение после тура { $round }: { $leaders }
tournament-too-many = { $format } #{ $number } отменён: записалось больше игроков, чем он может разместить ({ $most }).
tournament-starts-in = { $hours ->
    [0] { $minutes ->
        [0] сейчас
        [one] через { $minutes } минуту
        [few] через { $minutes } минуты
       *[other] через { $minutes } минут
    }
   *[other] через { $hours } ч { $minutes } мин
}
tournament-game = { $format } #{ $number }, тур { $round }, доска { $board }.
tournament-title = { $format } #{ $number }
tournament-terms = { $format ->
    [swiss] { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
       *[other] { $rounds } туров
    }, { $variant }, { $time }, { $rated }
    [round-robin] { $rounds ->
        [1] { $variant }, { $time }, { $rated }
       *[other] в два круга, { $variant }, { $time }, { $rated }
    }
    [arena] { $rounds } минут, { $variant }, { $time }, { $rated }
   *[other] { $variant }, { $time }, { $rated }
}
tournament-time-live = { $speed } { $clock }
tournament-time-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[other] { $days } дней на ход
}, тур не дольше { $round ->
    [one] { $round } дня
   *[other] { $round } дней
}
tournament-rated = { $rated ->
    [true] на рейтинг
   *[other] без рейтинга
}
tournament-line = { $format } #{ $number }: { $terms }. { $status }
tournament-status-open = Идёт запись, { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}; начало { $start } UTC ({ $in }).
tournament-status-round = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}; { $rounds ->
    [0] идёт тур { $round }.
   *[other] идёт тур { $round } из { $rounds }.
}
tournament-none-here = В этом чате нет турнира, на который идёт запись или который идёт сейчас. Его создают администраторы чата: `tournament swiss 5 rounds blitz 5+3 starts 20:00`.
tournament-not-found = Турнира { $number } нет.
tournament-which = В этом чате несколько турниров ({ $numbers }): укажите номер, например `join { $numbers }`.
tournament-direct = Турниры проводятся в группе или на канале сервера, а не в личном чате со мной.
tournament-managers = Создавать, начинать и отменять турниры чата могут только его администраторы (в Discord — с правом «Управлять сервером» или «Управлять ветками», в Telegram — администраторы группы).
tournament-too-many-here = В этом чате уже { $most } турниров с записью или в игре; отмените один или дождитесь окончания.
tournament-created = { $format } #{ $number } создан: { $terms }. Начало { $start } UTC ({ $in }).
tournament-how-to-join = Записаться — кнопкой или `join #{ $number }`; передумали до начала — `leave #{ $number }`.
tournament-elsewhere = Турнир #{ $number } проводится в другом чате; начинают и отменяют его там.
tournament-begun = Турнир #{ $number } уже начался.
tournament-start-too-few = Турнир #{ $number } не может начаться, пока записалось меньше двух игроков.
tournament-starting = { $format } #{ $number } начинается, игроков: { $players }; пары первого тура — следом.
tournament-over-already = Турнир #{ $number } окончен.
tournament-cancelled = { $format } #{ $number } отменён.
tournament-cancelled-playing = { $format } #{ $number } отменён; идущие партии доигрываются как обычные.
tournament-join-elsewhere = Турнир #{ $number } проводится в другом чате: записывайтесь там.
tournament-joined-already = Вы уже записаны на турнир #{ $number }.
tournament-full = Турнир #{ $number } заполнен: в нём не больше { $most } игроков.
tournament-late-closed = На турнир #{ $number } запись закрыта: в швейцарку можно войти до начала второго тура.
tournament-started-closed = Турнир #{ $number } уже начался: таблица кругового турнира определяется игроками на старте.
tournament-joined = { $player } записывается на { $format } #{ $number } (игроков: { $players }).
tournament-joined-late = { $player } входит в { $format } #{ $number } с опозданием, с тура { $round } (пропущенные туры — ноль очков; игроков: { $players }).
tournament-leave-started = Турнир #{ $number } уже начался: `withdraw #{ $number }` — больше не играть в нём.
tournament-not-in = Вы не играете в турнире #{ $number }.
tournament-left = { $player } выходит из { $format } #{ $number } (осталось игроков: { $players }).
tournament-withdrawn-already = Вы уже снялись с турнира #{ $number }.
tournament-withdrew = { $player } снимается с { $format } #{ $number }: с тура { $round } без пар (идущая партия доигрывается).
tournament-withdrew-round-robin = { $player } снимается с { $format } #{ $number }: с тура { $round } каждому оставшемуся сопернику засчитывается победа (идущая партия доигрывается).
tournament-entrants = { $title }: { $players ->
    [0] пока никто не записался.
   *[other] записалось игроков: { $players }:
}
tournament-entrant = { $rank }. { $player } ({ $rating })
tournament-standings-title = { $title }, положение после тура { $round }:
tournament-more-lines = …и ещё { $count } (см. картинку или страницу).
tournament-not-paired = Турнир #{ $number } ещё не начался: пары первого тура составляются на старте.
tournament-board-result = Доска { $board }: { $white } – { $black } (партия #{ $game }): { $result }
tournament-column-result = Результат
tournament-button-join = Записаться на #{ $number }
tournament-button-leave = Выйти
tournament-wave = { $format } #{ $number }, новые партии (осталось { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}):
tournament-back = { $player } снова получает пары в { $format } #{ $number }.
tournament-withdrew-arena = { $player } больше не получает пар в { $format } #{ $number } (идущая партия доигрывается, очки сохраняются); `join #{ $number }` — вернуться.
berserk-done = { $player } играет берсерк: половина времени, за победу очко сверху.
berserk-not-yours = Берсерк может играть только участник партии.
berserk-arena-only = Берсерк бывает только в партии идущей арены, с часами.
berserk-already = Вы уже играете берсерк в этой партии, или она окончена.
berserk-moved = Берсерк объявляют до своего первого хода.
tournament-arena-standings = { $title }, положение:
tournament-arena-playing = { $format } #{ $number }, идущие партии:
tournament-page-arena = Идёт до { $end }: освободившийся игрок сразу получает новую пару.
tournament-arena-game = { $format } #{ $number }.

## The web pages' own words (a game's, a puzzle's, a tournament's, the Mini App's home).
site-white = Белые
site-black = Чёрные
site-piece-p = пешка
site-piece-n = конь
site-piece-b = слон
site-piece-r = ладья
site-piece-q = ферзь
site-piece-k = король
site-cancel = Отмена
site-watch-only = Вы только наблюдаете: { $why }.
site-unreachable = Сервер недоступен; попробуйте ещё раз.
site-replay-start = Просмотр: начальная позиция. Ход: { $side }. «В конец» вернёт к партии.
site-replay-after = Просмотр: после { $move }. Ход: { $side }. «В конец» вернёт к партии.
site-the-start = Начальная позиция.
site-holds = { $side } в запасе: { $pieces }
site-holds-nothing = ничего
site-you-play-white = Вы играете белыми.
site-you-play-black = Вы играете чёрными.
site-over = Партия окончена.
site-your-move = Ваш ход.
site-waiting = Ждём хода соперника.
site-premove = Предход: { $from } на { $to }; будет сыгран после хода соперника, если тогда он возможен.
site-offer-draw = Предложить ничью
site-accept-draw = Принять ничью
site-decline-draw = Отклонить ничью
site-rematch = Реванш
site-accept-rematch = Принять реванш
site-go-rematch = К реваншу, партия #{ $game }
site-not-playing = { $name } не играет в этой партии
site-clock = часы
site-analysis = Компьютерный анализ
site-analysis-offered = Анализа ещё нет. Игрок может попросить кнопкой «Анализ»; любой — командой { $command } в чате партии.
site-analysis-queued = В очереди: движок скоро разберёт партию.
site-analysis-graph = График оценки: шансы белых по ходам партии, отмечены неточности, ошибки и зевки
site-game-title = Партия #{ $game }: { $white } против { $black }, { $variant }
site-no-move = Ходов ещё нет.
site-moves = Ходы
site-board-alt = Доска: { $status }
site-your-moves = Ваши ходы
site-promote-to = Превратить в
site-type-move = Ваш ход
site-play = Сыграть
site-pass = Пропустить
site-resign = Сдаться
site-analyse = Анализ
site-resign-ask = Сдаться?
site-resign-confirm = Сдать партию #{ $game }? Отменить это нельзя.
site-resign-yes = Да, сдаюсь
site-resign-no = Нет, играю дальше
site-replay = Просмотр
site-first = В начало
site-previous = Назад
site-next = Вперёд
site-last = В конец
site-flip = Перевернуть доску
site-position = Позиция
site-record = Запись (PGN)
site-gif = Повтор (GIF)
site-board-licence = Доска: chessground (GPL-3.0)
site-opening = Дебют: { $opening }
site-puzzle-title = Задача { $puzzle }, { $variant }
site-puzzle-lichess = Эта задача на lichess
site-puzzle-board-alt = Доска задачи: { $status }
site-your-answer = Ваш ответ
site-pieces-to-put = Фигуры, которые можно поставить
site-puzzle-you-white = Вы играете белыми: коснитесь фигуры, затем клетки, или введите ход.
site-puzzle-you-black = Вы играете чёрными: коснитесь фигуры, затем клетки, или введите ход.
site-app-title = Kibitz: ваши партии
site-app-heading = Ваши партии
site-app-reading = Читаю ваши партии…
site-app-new-game = Партия со мной
site-app-variant = Игра
site-app-time = Время
site-app-level = Уровень
site-app-color = Цвет
site-app-start = Играть
site-app-challenge = Чтобы вызвать кого-то ещё, напишите { $command } в группе, где есть вы, он и бот.
site-app-challenge-heading = Вызвать того, с кем вы играли
site-app-opponent = Соперник
site-app-send-challenge = Вызвать
site-app-last-game = последняя партия #{ $game }
site-app-open-in-telegram = Откройте эту страницу как мини-приложение бота в Telegram.
site-app-your-games = { $name }, ваши партии:
site-app-no-games = { $name }, у вас нет текущих партий.
site-app-game = #{ $game } против { $opponent }, { $variant }
site-app-my-move = ваш ход
site-their-move = ход соперника
site-time-live = { $clock } ({ $speed })
site-time-unlimited = Без часов
site-time-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
site-color-random = Случайный
site-color-white = Белые
site-color-black = Чёрные
site-tournament-empty = Пока никто не записался.
site-player = Игрок
site-table-picture = Таблица картинкой
site-game-number = Партия #{ $game }
site-round = Тур { $round }
site-board = Доска
site-result = Результат
site-standings = Таблица
site-not-found-title = Нет такой партии
site-not-found = По этому адресу партии нет.
site-privacy-title = Конфиденциальность
site-privacy-intro = Kibitz — шахматный бот для Discord и Telegram. На этой странице сказано, что он хранит о тех, кто с ним играет, зачем, как долго и кто это видит. Он хранит только то, что нужно для игры, ничего не продаёт, не показывает рекламу и ни за кем не следит.
site-privacy-players-heading = О вас
site-privacy-players = Когда вы пишете команду, нажимаете кнопку или пишете в чате, где вас могут вызвать на партию, Kibitz хранит ваш id на этой платформе, показанное там имя и ваш username (чтобы другие могли вызвать вас по имени), а также выбранные вами настройки: язык, доску и тему, уведомления, использованные дни отпуска. Kibitz никогда не видит ваш email, телефон и прочее из вашего аккаунта. Если вы свяжете аккаунты Discord и Telegram (`link`), он хранит, какие два аккаунта — один игрок, одноразовый код только в виде хеша и введённые неверные коды; всё это удаляется не позже чем через три часа.
site-privacy-games-heading = Ваши партии
site-privacy-games = Kibitz хранит сыгранные вами партии (ходы, время, предложения, результат), ваши вызовы, условные ходы, рейтинги и их изменения, попытки решить задачи и рейтинг в задачах, турниры, в которых вы участвуете, и анализ ваших партий движком. Из этого складываются ваша история, рейтинги и записи ваших соперников.
site-privacy-chats-heading = Чаты
site-privacy-chats = Для каждого канала сервера, группы, ветки или темы, где используется Kibitz, он хранит её id, язык и настройки, если их выбрали администраторы, и id сообщений с досками, которые он отправил, чтобы их обновлять. Сообщения чатов он не хранит.
site-privacy-updates-heading = Получаемые сообщения
site-privacy-updates = Каждое сообщение, которое Discord или Telegram присылает Kibitz, записывается по его id, чтобы обработать его ровно один раз; вместе с ним может храниться сообщение Telegram (его текст и имя автора). Эти записи удаляются через два дня. В журнал Kibitz пишет ошибки с такими id, но никогда не токены; как долго хранится журнал, решает тот, кто запускает бота.
site-privacy-pages-heading = Эти страницы
site-privacy-pages = Страницы партий ставят одну cookie, `kibitz-lang`, только если вы выбрали язык на странице; она хранит этот выбор год. Личная ссылка игрока для ходов на странице подписана и действует час. Внутри Telegram страница проверяет подписанные Telegram данные, чтобы узнать вас, и хранит о вас не больше, чем сказано выше. Ничего не загружается с других сайтов.
site-privacy-public-heading = Кто что видит
site-privacy-public = Партии, их страницы и записи, а также рейтинги публичны: любой, кто знает номер партии, видит её вместе с именами игроков. Отказы и вопросы, адресованные только вам, показываются только вам, где платформа это позволяет. Kibitz хранит данные в своей базе и никому их не передаёт.
site-privacy-forget-heading = Как долго, и как вас забыть
site-privacy-forget = Всё перечисленное, кроме двухдневных записей, хранится, пока работает бот, или пока вы не попросите Kibitz забыть вас: напишите `forget me` и подтвердите. Тогда ваши имена, id, настройки и места в рейтингах сразу удаляются. Сыгранные партии остаются, в них вы будете призраком (ghost), чтобы партии и рейтинги соперников не пострадали. Если сыграете снова, станете новым игроком.
site-terms-title = Условия
site-terms-intro = Kibitz бесплатен для всех в Discord и Telegram на этих условиях. Пользуясь им, вы их принимаете.
site-terms-play-heading = Честная игра
site-terms-play = Делайте свои ходы сами: никаких движков, справочников и другой помощи во время партии и никаких вторых аккаунтов для рейтинга. Вызывайте тех, кто хочет играть, и не используйте бота, чтобы докучать кому-либо.
site-terms-data-heading = Ваши данные
site-terms-data = Что Kibitz хранит о вас и как долго, сказано на странице о конфиденциальности. `forget me` удаляет это.
site-terms-software-heading = Программа
site-terms-software = Kibitz — свободная программа под лицензией GNU General Public License версии 3 или более поздней (GPL). Она предоставляется без гарантий: партии, рейтинги и сам бот могут пропасть или оказаться неверными, и бот может остановиться в любой момент. Вы можете изучать, изменять и распространять программу по GPL.
site-terms-platforms-heading = Discord и Telegram
site-terms-platforms = К тому, что вы делаете в Discord и Telegram, в том числе с Kibitz, применяются их собственные условия и политики конфиденциальности.
command-range = `{ $value }` — не диапазон рейтинга: напишите наименьший и наибольший рейтинг соперника (`1400-1800`, не выше 4000) или насколько он может отличаться от вашего (`±200`, не больше 1000).
help-seek = `seek 5+3` (`поиск`) ставит вас в общий пул всех чатов Discord и Telegram; добавьте вариант, `casual` или рейтинг соперника (`1400-1800` или `±200` от вашего) в любом порядке (`seek days 3`, `seek unlimited` — по переписке). Первая заявка на ту же партию, где рейтинг каждого в диапазоне другого, начинает партию в ваших личных чатах с Kibitz, у каждого в своём, и на странице партии. Ищите из личного чата со мной. Заявка на живую партию ждёт 10 минут, по переписке — 3 дня; новая заявка заменяет прежнюю, `seek cancel` снимает её. `seek` без слов показывает пул; `accept #N` принимает заявку оттуда.
telegram-command-seek = Найти соперника в Discord или Telegram
discord-command-seek = Найти соперника
discord-option-range = Рейтинг соперника: 1400-1800 или ±200 от вашего
discord-option-seek-cancel = Снять вашу заявку
seek-terms = { $variant }, { $terms }
seek-range = { $low }–{ $high }
seek-range-any = любой рейтинг
seek-pool-title = Заявки в пуле, Discord и Telegram:
seek-pool-empty = Пока ни одной.
seek-pool-line = { $seek } { $terms } · { $player } ({ $rating }), соперник: { $range } · ждёт ещё { $left }{ $own ->
    [yes] {" "}· ваша
   *[no] {""}
}
seek-pool-how = В личном чате со мной: `seek 5+3` (с вариантом, `casual`, диапазоном вроде `1400-1800`) ищет партию, `accept #N` принимает одну из этих заявок, `seek cancel` снимает вашу.
seek-none = У вас нет заявки в пуле. `seek 5+3` её подаёт.
seek-withdrawn = Заявка { $seek } ({ $terms }) снята.
seek-in-private = Найденная партия идёт в вашем личном чате со мной: напишите мне там `{ $seek }`.
seek-take-in-private = Партия по заявке идёт в вашем личном чате со мной: напишите мне там `accept { $seek }`.
seek-placed = Заявка { $seek } в пуле: { $terms }, ваш рейтинг { $rating }, соперник: { $range }. Когда кто-то в Discord или Telegram захочет той же партии, она начнётся здесь. Заявка ждёт { $lasts }; `seek cancel` снимает её.
seek-lasts-minutes = { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}
seek-lasts-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
}
seek-replaced = Она заменяет вашу прежнюю заявку.
button-withdraw-seek = Снять
seek-busy = Пул трижды изменился, пока я искал вам соперника: подайте заявку ещё раз.
seek-expired = Заявки { $seek } больше нет в пуле: её время вышло. `seek` покажет ждущие.
seek-out-of-range = Заявка { $seek } — для игроков с рейтингом { $range }, а ваш — { $rating }.
seek-taken = Заявку { $seek } только что принял кто-то другой. `seek` покажет ждущие.
seek-paired = Заявка { $seek }: вы играете с { $opponent } ({ $platform }). Партия начинается! Доска здесь и в личном чате соперника со мной.
command-link-for-someone = Вызов-ссылка — для любого: уберите соперника (и `level`), например `challenge link 5+3`.
discord-option-challenge-link = Открытый вызов-ссылка, который примут из Discord или Telegram
challenge-link = Поделитесь им: его примет любой из любого чата с Kibitz{ $telegram ->
    [none] {""}
   *[other] {""}, в Telegram — по ссылке { $telegram }
}, в Discord — командой `/accept challenge:{ $number }`, или словами `accept { $challenge }`; партия тогда идёт в их чате и здесь.
