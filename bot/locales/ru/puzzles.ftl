# Kibitz, in Russian. Puzzles: a puzzle put to a chat, solving it, the daily puzzle, puzzle ratings.
# Every message here is in en/puzzles.ftl too (a test checks it).

## Справка

help-puzzle = `puzzle` задаёт чату задачу lichess рядом с вашим рейтингом в задачах, никогда не ту, что вы уже видели; `puzzle fork` или `puzzle mate in 2` выбирает тему. Отвечайте ходом (`Nf3`, `move Nf3`): ответы соперника играю я; неверный ход заканчивает вашу попытку. В группе это гонка: отвечать могут все, решает тот, кто найдёт последний ход. Каждая попытка идёт в рейтинг, как на lichess; `top puzzles` — таблица решателей. `puzzle football` и `puzzle immortal` — задачи наших игр; разобранная здесь партия может дать чату свою задачу; `set daily puzzle on` — задача дня (для управляющих).
help-solve = `solve Nf3` отвечает на задачу чата, даже если у вас здесь идёт партия (где `Nf3` без команды — ход в партии); `solve` без хода присылает вам личную ссылку на страницу задачи, где можно отвечать касанием.

## Telegram

telegram-command-puzzle = Задача

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-puzzle = Задача
discord-option-puzzle-theme = Тема, например fork или mate in 2 (любая, если не указана)

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
puzzle-over-solved = Задача здесь уже закончена: её решил(а) { $player }. Попросите новую: `puzzle`.
puzzle-over = Задача здесь уже закончена. Попросите новую: `puzzle`.
puzzle-rating = Рейтинг { $player } в задачах: { $rating } ({ $change }).
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
