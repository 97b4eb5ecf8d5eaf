# Kibitz, in Russian. Analysis: a finished game's review, a pasted record, one's own mistakes.
# Every message here is in en/analysis.ftl too (a test checks it).

## Справка

help-analyse = `analyse` (или `analyse #12`) просит движок разобрать законченную партию, как компьютерный анализ lichess (Stockfish — шахматы и Chess960, Fairy-Stockfish — варианты lichess, собственный поиск Kibitz — бессмертные шахматы и шахматный футбол): точность каждой стороны, средняя потеря в сотых пешки, неточности, ошибки и зевки, и худшие ходы с ходом, который был лучше. Партия ждёт своей очереди; результат появится здесь один раз, повторный запрос покажет его снова. Партию, которая ещё идёт, анализировать нельзя. Любую другую партию тоже можно: `analyse` и её PGN в том же сообщении (в Discord — в параметре `record`) или позиция в виде FEN (`analyse atomic <FEN>` для варианта) — я нарисую её, сохраню под своим номером и разберу так же.

## Telegram

telegram-command-analyse = Компьютерный анализ законченной партии

## Discord: описания команд (не длиннее 100 знаков) и варианты выбора

discord-command-analyse = Анализ партии движком
discord-option-analyse-record = Партия, сыгранная не здесь (её PGN), или позиция (FEN; для варианта — сначала его название) для анализа

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
