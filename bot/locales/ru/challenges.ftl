# Kibitz, in Russian. Challenges: a challenge, its answer, the lobby's seeks, challenge links.
# Every message here is in en/challenges.ftl too (a test checks it).

## Кнопки

button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить

## Вызовы

challenge-unknown-user = Я пока не знаю { $user }: пусть сначала напишет что-нибудь в чате со мной (или упомяните его так, чтобы чат связал имя).
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

## Справка

help-challenge = `challenge @имя` вызывает игрока; `challenge` без имени — вызов для любого в чате. Можно добавить вариант (`rules` перечисляет их), цвет (white, black или random — по умолчанию) и время: живые часы — минуты + секунды добавки на ход, как на lichess (`5+3`, `10+0`, `0.5+0` или `bullet`, `blitz`, `rapid`, `classical`), `days N` на ход (1, 2, 3, 5, 7, 10 или 14) или unlimited — по умолчанию. С часами время идёт, когда обе стороны сделали по ходу; первый ход нужно сделать за 30 секунд (в рапиде и классике — за минуту), иначе партия отменяется, а `moretime` даёт сопернику 15 секунд; в рапиде и классике я один раз предупреждаю игрока, когда у него мало времени; на странице партии можно делать предходы. Чтобы начать с позиции, добавьте `fen "…"` (в бессмертных шахматах и футболе — строку состояния варианта), а чтобы начать после нескольких ходов — `moves "e4 e5 Nf3"`. Партии между людьми идут на рейтинг (Глико-2, свой рейтинг в каждом варианте, а в классических шахматах — для каждой скорости: пуля, блиц, рапид, классика, по переписке), если не добавить `casual`; партии со мной и с заданной позиции — никогда. `challenge link` (с теми же условиями) создаёт открытый вызов, чтобы поделиться им, в том числе из личного чата со мной: его принимают из любого чата Discord или Telegram (ссылка Telegram открывает чат со мной, в Discord — `/accept challenge:N`), и партия идёт в их чате и в вашем. Пример: `challenge @ann crazyhouse white days 3`. `play bot` (или `challenge @kibitz`) сразу начинает партию со мной, `level 1`–`level 8` (по умолчанию 3).
help-accept = `accept` принимает вызов, адресованный вам или всем; `decline` отклоняет вызов, адресованный вам; `cancel` отзывает ваш собственный. В партии `decline draw` и `decline takeback` отклоняют предложение соперника. Если вызовов несколько, добавьте номер: `accept #4`. Открытый вызов с другой платформы (Discord или Telegram) тоже принимают по номеру, в любом чате с ботом: тогда партия идёт в обоих чатах.

## Telegram

telegram-command-challenge = Вызвать игрока (ответом на его сообщение), любого или меня: /challenge bot
telegram-command-accept = Принять вызов

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-challenge = Вызвать игрока, любого здесь или меня; с часами (5+3) или с днями на ход
discord-command-accept = Принять вызов
discord-command-decline = Отклонить вызов
discord-command-cancel = Отозвать свой вызов
discord-option-offer = Отклонить предложение ничьей или просьбу вернуть ход
discord-option-opponent = Кого вызвать (меня — игра с ботом; без него — любого в канале)
discord-option-color = Ваш цвет (без него — по жребию)
discord-option-level = Сыграть со мной на этом уровне, от 1 (новичок) до 8 (сильнейший)
discord-option-fen = Начать с этой позиции (FEN или строка состояния варианта)
discord-option-moves = Начать после этих ходов из обычной позиции, например e4 e5 Nf3
challenge-starts-at = Партия начинается с позиции `{ $position }`.
challenge-starts-after = Партия начинается после ходов { $moves }.

## The web pages' own words (a game's, a puzzle's, a tournament's, the Mini App's home).

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
discord-option-challenge-link = Открытый вызов-ссылка, который примут из Discord или Telegram
challenge-link = Поделитесь им: его примет любой из любого чата с Kibitz{ $telegram ->
    [none] {""}
   *[other] {""}, в Telegram — по ссылке { $telegram }
}, в Discord — командой `/accept challenge:{ $number }`, или словами `accept { $challenge }`; партия тогда идёт в их чате и здесь.
