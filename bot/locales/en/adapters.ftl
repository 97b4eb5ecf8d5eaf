# Kibitz, in English. The platforms' own words: the console's, and what Telegram's adapter tells of an update it cannot take.
# Every message here is in ru/adapters.ftl too (a test checks it).

## The service

no-person = I cannot tell who you are when you write on behalf of a group or a channel. Write as yourself to play.
update-unreadable = I could not read that message: it holds something I do not know yet. Please write it again as plain text.

## The console

console-welcome = Kibitz console. You are { $user }. Type commands as in a chat (`help` lists them); `/as NAME` speaks as someone else, `/press N` presses a button of the last reply, `/quit` leaves. Board pictures go to { $folder }.
console-bad-name = A name is one word of at most 32 characters, for example `/as bob`.
console-now = You are now { $user }.
console-quit = To leave the console, type `/quit`.
console-no-button = { $count ->
    [0] The last reply has no buttons.
    [one] The last reply has one button: `/press 1`.
   *[other] The last reply has buttons 1 to { $count }.
}
