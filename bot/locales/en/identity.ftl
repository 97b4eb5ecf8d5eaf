# Kibitz, in English. Identity: accounts linked across platforms, forgetting a player, a chat's changes.
# Every message here is in ru/identity.ftl too (a test checks it).

## Buttons

chat-removed-game = Kibitz was removed from the chat where game { $game } ({ $white } against { $black }) is played, so it can no longer post or be played there. Add Kibitz to that chat again to go on; meanwhile its clock runs.
chat-removed-game-page = Kibitz was removed from the chat where game { $game } ({ $white } against { $black }) is played, so it can no longer post there. The game goes on on its page: type `page { $game }` here for your own link to move there. Its reminders and result come to you here.
forget-ask = { $player }, forget you? Your names, your id here, your settings and your places on the leaderboards are deleted at once and for good. Your finished games stay, showing you as { $ghost }. Playing again later makes you a new player.
forget-done = Done: Kibitz no longer knows you. Your games show you as { $ghost }.
forget-cancelled = Nothing was deleted.
forget-not-yours = That question was for someone else; to be forgotten yourself, type `forget me`.
forget-busy-games = Finish or resign your games in progress first ({ $games }): they need you. Then type `forget me` again.
forget-busy-challenges = Withdraw or answer your open challenges first ({ $challenges }). Then type `forget me` again.
forget-busy-tournaments = Leave or withdraw from your tournaments first ({ $tournaments }). Then type `forget me` again.
button-forget-confirm = Yes, forget me
button-forget-cancel = No, keep me
link-ask-directly = A code that links your accounts is yours alone, so I only give and take it in a direct chat: write `link` to me there.
link-already = You are linked already: { $player } on { $own ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} and { $account } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
}. Type `unlink` first to link another account.
link-too-many-codes = You asked for { $codes } codes within the hour: ask again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
link-code = Your code: { $code }. Within { $minutes } minutes, type `link { $code }` to me on { $platform ->
    [discord] Telegram
    [telegram] Discord
   *[console] Discord or Telegram
} from the account to join to this one: the two become one player, with one history and one rating of each kind. It works once; a new `link` makes it void.
link-too-many-tries = { $tries } wrong codes within the hour: try again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
link-code-wrong = No code of mine is { $code }. Type it as `link` gave it (`ABCD-2345`).
link-code-used = That code was used already: each code links once. Ask for a new one with `link`.
link-code-expired = That code is out of date: a code is good for { $minutes } minutes. Ask for a new one with `link`.
link-code-wrong-account = That code links an account of another platform to the one on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} that asked for it: type it there, from your account on the other platform.
link-done = Linked: { $account } here and { $player } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} are one player now. Your games, history and puzzles are together; of two ratings of one kind the one with more rated games stayed; the settings are { $player }'s. `unlink` parts the accounts again.
link-owner-linked = You or { $player } are linked to another account already: `unlink` that first.
link-played-each-other = You and { $player } played each other (game #{ $game }): a player cannot play themself, so these accounts cannot be linked.
link-challenged-each-other = You and { $player } have an open challenge between you (#{ $challenge }): withdraw or decline it first.
link-same-tournament = You and { $player } are both in tournament #{ $tournament }: a player cannot play themself, so these accounts cannot be linked.
unlink-done = Parted: { $account } on { $platform ->
    [discord] Discord
    [telegram] Telegram
   *[console] the console
} is a player of its own again, starting from { $player }'s ratings; the games played so far stay with { $player }.
unlink-not-linked = You have no account linked: `link` links one.
unlink-busy-games = Finish your games in progress first ({ $games }): the player who plays them must stay as they are. Then type `unlink` again.
unlink-busy-challenges = Withdraw or answer your open challenges first ({ $challenges }). Then type `unlink` again.
unlink-busy-tournaments = Leave or withdraw from your tournaments first ({ $tournaments }). Then type `unlink` again.

## Help

help-forget = `forget me` deletes what Kibitz keeps about you: your names and your id on this platform, your settings (language, board, notifications, vacation) and your places on the leaderboards. Your finished games stay, so that your opponents' records and ratings stay whole, but they show you as `ghost-N` and are no longer yours. It asks first, and waits until you have no game in progress, open challenge or tournament under way. What Kibitz keeps and for how long is on its `/privacy` page.
help-link = `link` gives you a one-time code (privately, good for ten minutes); type `link CODE` to me on your other platform (Discord or Telegram) and the two accounts become one player: one history, one rating of each kind (of two, the one with more rated games stays), one place on `top global`, the settings of the account that asked for the code. Accounts that have played each other cannot be linked. `unlink` parts them again.
help-unlink = `unlink` parts accounts that `link` joined: the one linked in becomes a player of its own again, starting from the player's ratings; the games played so far stay with the player. Not while a game, challenge or tournament of yours is under way.
telegram-command-link = Link your Discord account
discord-command-link = Link your Telegram account
discord-command-unlink = Part accounts linked
discord-option-link-code = The code `link` gave on Telegram

## Discord slash commands: descriptions (at most 100 characters) and choices

discord-command-forget = Delete your data (asks first)
