# Kibitz, in Russian. Tournaments: Swiss, round-robin and arena; joining, rounds, pairings, standings.
# Every message here is in en/tournaments.ftl too (a test checks it).

## Справка

help-tournament = `tournament` показывает турниры этого чата. Администраторы создают турнир: `tournament swiss 5 rounds blitz 5+3 starts 20:00` (швейцарка, от 3 до 100 туров, по умолчанию 7) или `tournament round-robin double days 3 every 10 days` (каждый с каждым, в один круг или, с `double`, в два), в любом варианте, с часами или днями на ход (по умолчанию 3, тур длится 7 дней, если не указано `every N days`), `starts ЧЧ:ММ` (UTC) или `starts in 30 minutes` (по умолчанию через 10 минут), `casual` — без рейтинга. `tournament arena 60 minutes blitz 3+2` — арена lichess (от 10 до 720 минут, с часами): освободившийся игрок сразу получает новую пару, близкую по месту, но не того же соперника подряд; победа — 2, ничья — 1, после двух побед подряд каждая победа — 4, пока не будет не-победы; `berserk` до первого хода — половина времени за очко сверху. `tournament start #3` начинает его сразу, `tournament cancel #3` отменяет. Я составляю пары каждого тура, публикую их с партиями и картинкой и таблицу после тура (швейцарка: Бухгольц, Бухгольц без худшего, Бергер; круговой: Бергер, затем личная встреча). Партия, не законченная к сроку тура, проиграна тем, чей ход; не начатая — неявка.
help-join = `join` записывает вас на турнир чата (`join #3` — на конкретный) до его начала, а в швейцарку — до второго тура (пропущенные туры — ноль очков); `leave` — выйти до начала; `withdraw` после начала — больше не получать пар (в круговом турнире оставшимся соперникам засчитываются победы). В арене `berserk` до своего первого хода делит ваше время пополам; победа не короче 14 полуходов приносит очко сверху (правило lichess; добавка за ход остаётся).
help-standings = `standings` показывает таблицу турнира (до начала — список игроков) с картинкой; `pairings` — доски, партии и результаты тура.

## Telegram

telegram-command-tournament = Турниры этого чата
telegram-command-join = Записаться на турнир
telegram-command-standings = Таблица турнира

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-tournament = Турниры этого чата
discord-command-join = Записаться на турнир
discord-command-leave = Выйти из турнира до начала
discord-command-withdraw = Больше не играть в идущем турнире
discord-command-berserk = В партии арены до своего первого хода: половина времени, очко сверху за победу
discord-command-standings = Таблица турнира
discord-command-pairings = Тур турнира: доски и результаты
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
berserk-not-yours = Берсерк может играть только участник партии.
berserk-arena-only = Берсерк бывает только в партии идущей арены, с часами.
berserk-already = Вы уже играете берсерк в этой партии, или она окончена.
berserk-moved = Берсерк объявляют до своего первого хода.
tournament-arena-standings = { $title }, положение:
tournament-arena-playing = { $format } #{ $number }, идущие партии:
tournament-page-arena = Идёт до { $end }: освободившийся игрок сразу получает новую пару.
tournament-arena-game = { $format } #{ $number }.
