# Kibitz: English messages. Every message here must exist in ru.ftl too
# (a test checks it).

## Reading commands

command-empty = The message is empty; try `help`.
command-too-long = That is too long for a command ({ $chars } characters, at most { $max }).
command-control-characters = The message contains control characters; type the command as plain text.
command-unknown = Unknown command `{ $word }`; try `help`.
command-unknown-suggest = Unknown command `{ $word }`; did you mean `{ $suggestion }`?
command-missing-move = Which move? For example `move e4` or `move Nf3`.
command-unexpected-word = `{ $command }` does not understand `{ $word }`.
command-unexpected-challenge = `challenge` does not understand `{ $word }`; it takes @user, a variant, white|black|random and days N|unlimited.
command-unexpected-rules = `rules` does not know the variant `{ $word }`; for example `rules crazyhouse`.
command-twice = `{ $command }` got two { $what ->
    [colours] colours
    [variants] variants
    [opponents] opponents
   *[time] time controls
}: `{ $first }` and `{ $second }`.
command-days = Days per move must be one of 1, 2, 3, 5, 7, 10 or 14, not `{ $value }`.
command-days-missing = How many days per move? One of 1, 2, 3, 5, 7, 10 or 14, for example `days 3`.
command-game-id = `{ $word }` is not a game number; write it like #12.
command-two-games = Two games named: { $first } and { $second }.
command-setting = Settings: `set board mine|turn|white`, `set theme brown|blue|contrast`, `set language en|ru`.
