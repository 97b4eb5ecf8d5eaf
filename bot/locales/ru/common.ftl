# Kibitz, in Russian. Words several parts share: the names of variants and ratings, the answer any command may get when something breaks.
# Every message here is in en/common.ftl too (a test checks it).

## Служба

service-trouble = У меня что-то сломалось, ничего не изменено. Попробуйте ещё раз чуть позже.
store-unreachable = Сейчас я не могу добраться до своих записей. Сделаю это, как только они вернутся.

## Положение в партии

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

## Изменения в партии

page-not-served = Страницы партий здесь не работают, так что ходить на странице негде.
web-open-board = Открыть доску

## Вызовы

challenge-ambiguous-user = Имя { $user } носят несколько человек; упомяните нужного так, чтобы чат связал имя.

