# Kibitz, in Russian. Standing: ratings, results, profiles, histories, leaderboards.
# Every message here is in en/standing.ftl too (a test checks it).

## Чтение команд

command-bot-profile = Своего профиля у меня нет: я спарринг-партнёр для всех. Попробуйте `profile` или `profile @имя`.

## Кнопки

profile-accounts = Один игрок: { $player } в { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
} и { $account } в { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] консоли
}.
button-page-previous = ◀ Новее
button-page-next = Старше ▶

## Справка

help-profile = `profile` показывает каждый ваш рейтинг: у классических шахмат отдельный рейтинг для пули, блица, рапида, классики и игры по переписке (по ожидаемой длительности: основное время + 40 × добавка; дни на ход или без ограничения — по переписке), у каждого другого варианта один (со знаком `?`, пока он предварительный: пока отклонение не опустится до 110, обычно несколько партий), победы, ничьи и поражения, текущую серию и последние партии; `profile @ann` — то же об Ann, с вашим счётом против неё. `link` делает ваши аккаунты Discord и Telegram одним игроком (`help link`).
help-history = `history` перечисляет ваши законченные партии, новые сначала, по десять на страницу, с изменением рейтинга в рейтинговых; `history @ann crazyhouse page 2` или `history blitz` сужает выбор до варианта или скорости. `board #12`, `pgn #12` и `gif #12` покажут любую из них снова.
help-top = `top` показывает лучшие рейтинги в классических шахматах среди игроков этого сервера или чата, на той скорости, на которой их больше всего; `top blitz` (или `bullet`, `rapid`, `classical`, `correspondence`) — одной скорости; `top atomic` — другого варианта; `top global` — всех, в Discord и Telegram вместе (связанный игрок — один раз); `top puzzles` — лучших решателей задач. Предварительные рейтинги в таблицу не попадают, пока не устоятся.

## Telegram

telegram-command-profile = Ваши рейтинги и результаты
telegram-command-history = Ваши законченные партии
telegram-command-top = Таблица лучших

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-profile = Рейтинги, результаты и серия игрока
discord-command-history = Законченные партии игрока, новые сначала
discord-command-top = Лучшие по рейтингу здесь или везде
discord-option-user = Игрок (вы, если не указан)
discord-option-page = Страница (первая, если не указана)
discord-option-global = Все в Discord и Telegram, а не только этот сервер
discord-option-speed = Скорость классических шахмат: пуля, блиц, рапид, классика или по переписке
discord-option-top-puzzles = Таблица решателей задач

## Рейтинги, профили, история, таблицы

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

## Задачи

profile-puzzles = Задачи: { $rating } после { $tried ->
    [one] { $tried } попытки
   *[other] { $tried } попыток
}; { $streak } решено подряд (лучшая серия { $best }).
