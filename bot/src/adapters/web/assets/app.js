// Kibitz: the Mini App's home. Telegram opens it with its signed data in
// the address's fragment; opened from a direct link with a game
// (`startapp=12`) it goes to that game's page, with a puzzle round
// (`startapp=puzzle-17`) to that puzzle's page; otherwise it lists the
// user's games from /app/games, those waiting for their move first.
const main = document.querySelector("main[data-app]");

async function start() {
  const status = main.querySelector(".status");
  const list = main.querySelector(".games");
  const fragment = new URLSearchParams(location.hash.slice(1));
  const data = fragment.get("tgWebAppData") || sessionStorage.getItem("kibitz-telegram");
  if (!data) {
    status.textContent = "Open this page as the bot's Mini App in Telegram.";
    return;
  }
  sessionStorage.setItem("kibitz-telegram", data);
  history.replaceState(null, "", location.pathname);
  const start = new URLSearchParams(data).get("start_param") || "";
  if (/^[0-9]{1,18}$/.test(start)) {
    location.replace("/game/" + start);
    return;
  }
  const puzzle = /^puzzle-([0-9]{1,18})$/.exec(start);
  if (puzzle) {
    location.replace("/puzzle/" + puzzle[1]);
    return;
  }
  const response = await fetch("/app/games", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ auth: { telegram: data } }),
  });
  const answer = await response.json();
  if (!response.ok) {
    status.textContent = answer.error;
    return;
  }
  status.textContent = answer.games.length
    ? answer.name + ", your games:"
    : answer.name + ", you have no game in progress: challenge someone in a chat with the bot.";
  for (const game of answer.games) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = "/game/" + game.id;
    link.textContent = "#" + game.id + " against " + game.opponent + ", " + game.variant +
      (game.myMove ? ": your move" : ": their move");
    item.appendChild(link);
    list.appendChild(item);
  }
}

if (main) {
  start();
}
