// Kibitz: follows a game's page live. The server sends an event whenever
// the game changes (through any process); the page's main part is read
// again and put in place, without reloading the page.
(function () {
  "use strict";
  var main = document.querySelector("main[data-game]");
  if (!main || !window.EventSource) {
    return;
  }
  var id = main.getAttribute("data-game");
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
        }
      });
  });
})();
