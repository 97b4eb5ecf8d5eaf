// Kibitz: the Mini App's home. Telegram opens it with its signed data in
// the address's fragment; opened from a direct link with a game
// (`startapp=12`) it goes to that game's page, with a puzzle round
// (`startapp=puzzle-17`) to that puzzle's page; otherwise it lists the
// user's games from /app/games, those waiting for their move first,
// starts a game against the bot (/app/play), which opens its page, and
// challenges someone they have played (/app/challenge) in the chat of
// their latest game together.
import { followLanguage, say, writeReply } from "/assets/board.js";
import { backTo, haptic, openedByTelegram } from "/assets/telegram.js";

const main = document.querySelector("main[data-app]");

async function start() {
  const status = main.querySelector(".status");
  const list = main.querySelector(".games");
  const fragment = new URLSearchParams(location.hash.slice(1));
  const data = fragment.get("tgWebAppData") || sessionStorage.getItem("kibitz-telegram");
  if (!data) {
    status.textContent = say("site-app-open-in-telegram");
    return;
  }
  sessionStorage.setItem("kibitz-telegram", data);
  history.replaceState(null, "", location.pathname + location.search);
  // Home is where the app's back button leads: here it has none.
  backTo(null);
  // A direct link's game or puzzle is opened when Telegram opens the app,
  // not when its back button leads home.
  const start = openedByTelegram ? new URLSearchParams(data).get("start_param") || "" : "";
  if (/^[0-9]{1,18}$/.test(start)) {
    location.replace("/game/" + start);
    return;
  }
  const puzzle = /^puzzle-([0-9]{1,18})$/.exec(start);
  if (puzzle) {
    location.replace("/puzzle/" + puzzle[1]);
    return;
  }
  const auth = { telegram: data };
  const response = await fetch("/app/games", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ auth }),
  });
  const answer = await response.json();
  if (!response.ok) {
    status.textContent = answer.error;
    return;
  }
  followLanguage(answer.language);
  status.textContent = say(answer.games.length ? "site-app-your-games" : "site-app-no-games", { name: answer.name });
  for (const game of answer.games) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = "/game/" + game.id;
    link.textContent = say("site-app-game", { game: game.id, opponent: game.opponent, variant: game.variant }) +
      ": " + say(game.myMove ? "site-app-my-move" : "site-their-move");
    if (game.myMove) {
      link.className = "my-move";
    }
    item.appendChild(link);
    list.appendChild(item);
  }
  offerGame(auth);
  offerChallenge(auth, answer.opponents || []);
}

// Sends `form`'s choices to `address` as `body(choices)` when it is
// submitted, once at a time; `done(answer)` takes a successful answer, and
// a refusal (or a server out of reach) is said in `said`.
function sending(form, said, address, body, done) {
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    busy = true;
    said.textContent = "";
    try {
      const response = await fetch(address, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body(form.elements)),
      });
      const answer = await response.json();
      haptic(response.ok ? "done" : "refused");
      if (response.ok) {
        done(answer);
      } else {
        writeReply(said, answer.error);
      }
    } catch (error) {
      said.textContent = say("site-unreachable");
      haptic("refused");
    }
    busy = false;
  });
}

// The form that challenges someone the user has played, in the chat of
// their latest game together, sent as the chat's `challenge` command;
// what the chat was told is said here.
function offerChallenge(auth, opponents) {
  const section = main.querySelector(".challenge");
  if (!opponents.length) {
    return;
  }
  const form = section.querySelector("form");
  const said = section.querySelector(".said");
  for (const opponent of opponents) {
    const option = document.createElement("option");
    option.value = String(opponent.id);
    option.textContent = opponent.name + " (" + say("site-app-last-game", { game: opponent.game }) + ")";
    form.elements.opponent.appendChild(option);
  }
  section.hidden = false;
  sending(form, said, "/app/challenge", (chosen) => ({
    auth,
    opponent: Number(chosen.opponent.value),
    terms: [chosen.variant.value, chosen.time.value, chosen.color.value].join(" "),
  }), (answer) => writeReply(said, answer.text));
}

// The form that starts a game against the bot, sent as the chat's `play
// bot` command; the new game's page opens once it is made.
function offerGame(auth) {
  const section = main.querySelector(".new-game");
  const form = section.querySelector("form");
  const said = section.querySelector(".said");
  section.hidden = false;
  sending(form, said, "/app/play", (chosen) => ({
    auth,
    request: ["play bot", chosen.variant.value, chosen.time.value, "level " + chosen.level.value,
      chosen.color.value].join(" "),
  }), (answer) => location.assign("/game/" + answer.game));
}

if (main) {
  start();
}
