# Kibitz, in English. Words several parts share: the names of variants and ratings, the answer any command may get when something breaks.
# Every message here is in ru/common.ftl too (a test checks it).

## The service

service-trouble = Something went wrong on my side and nothing was changed. Please try again in a moment.
store-unreachable = I cannot reach my records just now. I will do this as soon as they are back.

## Game state

variant-name = { $variant ->
    [standard] standard chess
    [chess960] Chess960
    [crazyhouse] crazyhouse
    [atomic] atomic chess
    [antichess] antichess
    [kingofthehill] king of the hill
    [threecheck] three-check
    [horde] horde
    [immortal] Immortal chess
    [football] chess football
   *[racingkings] racing kings
}
perf-name = { $perf ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
    [classical] classical
   *[correspondence] correspondence
}
perf-game = { $variant }, { $speed }

## Changes to a game

page-not-served = The game pages are not served here, so there is no page to move on.
web-open-board = Open the board

## Challenges

challenge-ambiguous-user = Several people are called { $user }; mention the one you mean so that the chat links their name.

