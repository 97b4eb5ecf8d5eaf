# Kibitz, in Russian. The platforms' own words: the console's, and what Telegram's adapter tells of an update it cannot take.
# Every message here is in en/adapters.ftl too (a test checks it).

## Служба

no-person = Я не знаю, кто вы, когда вы пишете от имени группы или канала. Пишите от своего имени, чтобы играть.
update-unreadable = Я не смог прочитать это сообщение: в нём есть то, чего я пока не знаю. Напишите его ещё раз простым текстом.

## Консоль

console-welcome = Консоль Kibitz. Вы — { $user }. Пишите команды, как в чате (`help` перечисляет их); `/as ИМЯ` — говорить от другого имени, `/press N` — нажать кнопку последнего ответа, `/quit` — выйти. Картинки досок сохраняются в { $folder }.
console-bad-name = Имя — одно слово не длиннее 32 знаков, например `/as bob`.
console-now = Теперь вы — { $user }.
console-quit = Чтобы выйти из консоли, наберите `/quit`.
console-no-button = { $count ->
    [0] У последнего ответа нет кнопок.
    [one] У последнего ответа одна кнопка: `/press 1`.
   *[other] У последнего ответа кнопки с 1 по { $count }.
}
