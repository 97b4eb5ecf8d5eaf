// Kibitz: a game's page. It follows the game live: the server sends an
// event whenever the game changes (through any process), and the page's
// main part is read again and put in place, without reloading the page.
// It replays the game: First, Previous, Next and Last (or the Home, Left,
// Right and End keys) show the board after any move, drawn by the server
// with every mark of its variant.
(function () {
  "use strict";
  var main = document.querySelector("main[data-game]");
  if (!main) {
    return;
  }
  var id = main.getAttribute("data-game");
  // The move shown; null while the page follows the game's last move.
  var shown = null;

  function plies() {
    return Array.prototype.map.call(main.querySelectorAll("ol.plies li"), function (li) {
      return li.textContent;
    });
  }

  function show(ply) {
    var all = plies();
    var board = main.querySelector(".board img");
    var label = main.querySelector(".replay .shown");
    if (!board || !label) {
      return;
    }
    ply = Math.max(0, Math.min(ply, all.length));
    shown = ply === all.length ? null : ply;
    board.src = "/game/" + id + "/board.png?ply=" + ply + "&v=" + main.getAttribute("data-version");
    label.textContent = ply === 0 ? "The start." : all[ply - 1];
    board.alt = "The board after: " + label.textContent;
  }

  function go(where) {
    var last = plies().length;
    var at = shown === null ? last : shown;
    if (where === "first") { show(0); }
    if (where === "previous") { show(at - 1); }
    if (where === "next") { show(at + 1); }
    if (where === "last") { show(last); }
  }

  main.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-go]");
    if (button) {
      go(button.getAttribute("data-go"));
    }
  });
  document.addEventListener("keydown", function (event) {
    var keys = { Home: "first", ArrowLeft: "previous", ArrowRight: "next", End: "last" };
    if (keys[event.key] && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      go(keys[event.key]);
    }
  });

  if (!window.EventSource) {
    return;
  }
  var events = new EventSource("/game/" + id + "/events");
  events.addEventListener("changed", function () {
    fetch("/game/" + id, { headers: { Accept: "text/html" } })
      .then(function (response) { return response.text(); })
      .then(function (text) {
        var page = new DOMParser().parseFromString(text, "text/html");
        var fresh = page.querySelector("main[data-game]");
        if (fresh) {
          main.innerHTML = fresh.innerHTML;
          main.setAttribute("data-version", fresh.getAttribute("data-version"));
          // A reader replaying an earlier move stays on it.
          if (shown !== null) {
            show(shown);
          }
        }
      });
  });
})();
