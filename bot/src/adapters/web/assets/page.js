// Kibitz: a game's page.
//
// Anyone may watch: the board (lichess's chessground, drawn from
// /game/<id>/board with every mark of the variant) follows the game live,
// since the server sends an event whenever the stored game changes
// (through any process); First, Previous, Next and Last (or Home, Left,
// Right and End) replay it.
//
// A player who opened the page from the bot (Telegram's Mini App, whose
// signed data Telegram puts in the address's fragment, or their own link
// from `page`, whose key is there too) may move by tapping or dragging,
// with the legal targets shown, choose a promotion, drop or place pieces,
// offer a draw and resign (asked first). Every action goes to the server,
// which judges it as the same command typed in the game's chat.
import { Chessground } from "/assets/chessground.js";
import {
  askPromotion, ballShapes, destinations as destinationsOf, drops as dropsOf, followEvents, followLanguage, identity,
  marked,
  materialUp, pieceButton, pieceElement, pieceName, putLiveParts, say, sideName, writeReply,
} from "/assets/board.js";
import { backTo, haptic, inTelegram } from "/assets/telegram.js";

const main = document.querySelector("main[data-game]");
const id = main && main.getAttribute("data-game");

function start() {
  const auth = identity("kibitz-key-" + id);
  const boardElement = document.getElementById("board");
  const status = main.querySelector(".status");
  const hands = main.querySelector(".hands");
  const area = main.querySelector(".board-area");
  const play = main.querySelector("section.play");
  const you = play.querySelector(".you");
  const said = play.querySelector(".said");
  const promotion = play.querySelector(".promotion");
  const confirm = play.querySelector(".confirm");
  const label = main.querySelector(".replay .shown");

  // What the server last said: the board, and the seat of this page's
  // player (null for a spectator).
  let board = null;
  let seat = null;
  // Whether the server last said it is this page's player's move (null
  // before it said anything of their seat): the phone buzzes when it
  // becomes so while the page is open.
  let myTurn = null;
  // The move shown while replaying; null while following the game.
  let replaying = null;
  // Whether the reader turned the board from its usual side.
  let flipped = false;
  // A piece chosen from the hand to drop or place (a letter), if any.
  let chosen = null;
  let busy = false;
  // The moves the game had when the server last answered an action: its
  // answer is shown until the game moves on.
  let saidAt = null;
  // The number of the last read of the server started: an answer to an
  // earlier read that arrives after it is stale and is dropped, so that a
  // slow answer never draws an older position over a newer one.
  let reads = 0;
  // The same for reads of the page's text parts.
  let pageReads = 0;

  const ground = Chessground(boardElement, {
    coordinates: true,
    movable: { free: false, showDests: true, events: { after: moved } },
    draggable: { enabled: true, showGhost: true },
    // Premoves, as on lichess: in a live game, a move set during the
    // opponent's turn is played the moment their move arrives, if it is
    // legal then (a pawn reaching the last rank becomes a queen), and
    // dropped otherwise.
    premovable: { enabled: true, showDests: true, castle: true, events: { set: premoveSet, unset: premoveUnset } },
    drawable: { enabled: false, visible: true },
    events: { select: selected },
  });

  function plies() {
    return Array.prototype.map.call(main.querySelectorAll("ol.plies li"), (li) => li.textContent);
  }

  // A live game's clocks: the server says each side's time left when the
  // page part was read; the running one counts down here from then, on
  // this page's own steady clock (so the page's and the server's clocks
  // need not agree), and is set right at each change the server tells.
  // "Then" is taken as the middle of the request that read it, as NTP
  // reckons a server's moment: the reading's age when it arrives is half
  // the round trip, not nothing, so a slow network does not add its delay
  // to the clock shown.
  // Whether the game is live (has clocks).
  const clocks = Boolean(main.querySelector("[data-clock]"));
  // The page itself was read between its request and its first byte.
  const navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  let clocksRead = navigation && navigation.responseStart > 0
    ? (navigation.requestStart + navigation.responseStart) / 2
    : performance.now();

  function shownClock(ms) {
    const left = Math.max(0, ms);
    if (left < 10000) {
      return Math.floor(left / 1000) + "." + Math.floor((left % 1000) / 100);
    }
    const seconds = Math.floor(left / 1000);
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor(seconds / 60) % 60;
    const rest = String(seconds % 60).padStart(2, "0");
    return hours > 0 ? hours + ":" + String(minutes).padStart(2, "0") + ":" + rest : minutes + ":" + rest;
  }

  function tick() {
    if (!clocks) {
      return;
    }
    for (const side of main.querySelectorAll("[data-clock]")) {
      const running = side.getAttribute("data-running") === "true";
      const left = Number(side.getAttribute("data-ms")) - (running ? performance.now() - clocksRead : 0);
      const shown = side.querySelector("b");
      const text = shownClock(left);
      if (shown && shown.textContent !== text) {
        shown.textContent = text;
      }
      const low = String(left < Number(side.getAttribute("data-low-ms")));
      if (side.getAttribute("data-low") !== low) {
        side.setAttribute("data-low", low);
      }
    }
  }
  setInterval(tick, 100);

  function legal() {
    return seat && replaying === null && !busy ? seat.legal : [];
  }

  // Whether this page's player may set a premove now: a live game (one
  // with clocks) being followed, not over, in the opponent's turn.
  function premoving() {
    return Boolean(seat && clocks && board && !board.over && replaying === null &&
      board.turn !== seat.color);
  }

  function premoveSet(orig, dest) {
    boardElement.setAttribute("data-premove", orig + dest);
    drawSeat();
  }

  function premoveUnset() {
    boardElement.removeAttribute("data-premove");
    drawSeat();
  }

  function destinations() {
    return destinationsOf(legal());
  }

  function drops() {
    return dropsOf(legal());
  }

  function shapes() {
    const list = ballShapes(board);
    if (chosen) {
      for (const square of drops().get(chosen) || []) {
        list.push({ orig: square, brush: "green" });
      }
    }
    return list;
  }

  // The side at the bottom: the player's own (White for a spectator),
  // unless the reader flipped the board.
  function orientation() {
    const usual = seat ? seat.color : "white";
    return flipped ? (usual === "white" ? "black" : "white") : usual;
  }

  function draw() {
    if (!board) {
      return;
    }
    const mine = seat ? seat.color : undefined;
    area.setAttribute("data-orientation", orientation());
    ground.set({
      fen: board.placement,
      orientation: orientation(),
      turnColor: board.turn,
      lastMove: board.lastMove || undefined,
      check: board.check ? board.turn : false,
      highlight: { lastMove: true, check: true, custom: marked(board) },
      movable: { color: legal().length || premoving() ? mine : undefined, dests: destinations() },
      drawable: { autoShapes: shapes() },
    });
    if (seat) {
      const turnNow = seat.legal.length > 0 && !board.over;
      if (turnNow && myTurn === false) {
        haptic("turn");
      }
      myTurn = turnNow;
    }
    if (legal().length) {
      // The opponent has moved: a premove waiting is played now, or
      // dropped by the board when it is not legal here.
      ground.playPremove();
    } else if (!premoving()) {
      ground.cancelPremove();
    }
    boardElement.setAttribute("data-shown", String(board.shown));
    if (!boardElement.hasAttribute("data-drawn")) {
      // When the reader first saw the board (readable by any tool as the
      // page's own timing).
      boardElement.setAttribute("data-drawn", "");
      performance.mark("kibitz-board");
    }
    describeShown();
    if (saidAt !== null && replaying === null && board.plies !== saidAt) {
      said.textContent = "";
      saidAt = null;
    }
    drawHands();
    drawSeat();
  }

  // While replaying, the status line and the position under the board
  // describe the move shown (the live game's come back with the server's
  // page on Last); the shown move is marked in the move list.
  function describeShown() {
    const shown = replaying === null ? plies().length : replaying;
    for (const button of main.querySelectorAll("[data-ply]")) {
      const current = Number(button.getAttribute("data-ply")) === shown;
      if (current) {
        button.setAttribute("aria-current", "true");
      } else {
        button.removeAttribute("aria-current");
      }
    }
    // The variant's score and news are the game's as it stands.
    const standing = main.querySelector('[data-live="standing"]');
    if (standing) {
      standing.hidden = replaying !== null;
    }
    if (replaying === null || !board || board.shown !== replaying) {
      return;
    }
    const position = main.querySelector('[data-live="position"]');
    const side = sideName(board.turn);
    status.textContent = replaying === 0
      ? say("site-replay-start", { side })
      : say("site-replay-after", { move: plies()[replaying - 1], side });
    if (position) {
      position.textContent = board.state;
    }
  }

  // Beside each player, what they hold in their pocket (crazyhouse), the
  // pieces this page's player may put down being buttons; else the
  // material they are up, as lichess shows it. Pieces to place that are in
  // no pocket (a line-up) are buttons under the board.
  function drawHands() {
    hands.textContent = "";
    const placeable = drops();
    const up = materialUp(board && board.placement);
    for (const color of ["white", "black"]) {
      const box = main.querySelector('.player[data-side="' + color + '"] .material');
      if (!box) {
        continue;
      }
      box.textContent = "";
      if (board && board.pockets) {
        const held = board.pockets[color];
        const told = document.createElement("span");
        told.className = "visually-hidden";
        told.textContent = say("site-holds", {
          side: sideName(color),
          pieces: held.split("").map(pieceName).join(", ") || say("site-holds-nothing"),
        });
        box.appendChild(told);
        const counted = new Map();
        for (const letter of held) {
          counted.set(letter, (counted.get(letter) || 0) + 1);
        }
        for (const [letter, count] of counted) {
          const mine = seat && seat.color === color && placeable.has(letter);
          const item = mine ? pieceButton(letter, color, pieceName(letter)) : document.createElement("span");
          item.classList.add("pocket");
          if (mine) {
            item.setAttribute("data-piece", letter);
            item.setAttribute("aria-pressed", String(chosen === letter));
          } else {
            item.setAttribute("aria-hidden", "true");
            item.appendChild(pieceElement(letter, color));
          }
          if (count > 1) {
            const number = document.createElement("sup");
            number.textContent = String(count);
            item.appendChild(number);
          }
          box.appendChild(item);
        }
        continue;
      }
      // Where the armies differ by design (horde), the difference says
      // nothing: none is shown.
      if (up.white.length + up.black.length > 15) {
        continue;
      }
      const other = color === "white" ? "black" : "white";
      for (const role of up[color]) {
        box.appendChild(pieceElement(role, other));
      }
      const score = color === "white" ? up.score : -up.score;
      if (score > 0) {
        const lead = document.createElement("span");
        lead.className = "lead";
        lead.textContent = "+" + score;
        box.appendChild(lead);
      }
    }
    if (placeable.size && !(board && board.pockets)) {
      const group = document.createElement("div");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", say("site-pieces-to-put"));
      group.className = "pieces";
      for (const letter of placeable.keys()) {
        const button = pieceButton(letter, seat.color, pieceName(letter));
        button.setAttribute("data-piece", letter);
        button.setAttribute("aria-pressed", String(chosen === letter));
        group.appendChild(button);
      }
      hands.appendChild(group);
    }
  }

  function drawSeat() {
    if (!seat) {
      return;
    }
    play.hidden = false;
    const over = board && board.over;
    const turn = seat.legal.length > 0;
    const premove = ground.state.premovable.current;
    you.textContent = say(seat.color === "white" ? "site-you-play-white" : "site-you-play-black") + " " +
      say(over ? "site-over" : turn ? "site-your-move" : "site-waiting") +
      (premove && !over && !turn ? " " + say("site-premove", { from: premove[0], to: premove[1] }) : "");
    play.querySelector("form.typed").hidden = over || !turn;
    play.querySelector('[data-act="pass"]').hidden = !seat.legal.includes("0000");
    play.querySelector('[data-act="draw"]').hidden = over;
    play.querySelector('[data-act="draw"]').textContent = say(seat.drawOffered ? "site-accept-draw" : "site-offer-draw");
    play.querySelector('[data-act="decline-draw"]').hidden = over || !seat.drawOffered;
    play.querySelector('[data-act="resign"]').hidden = over;
    // Analysis is asked once, of a finished game, where an engine plays it.
    play.querySelector('[data-act="analyse"]').hidden =
      !over || !main.querySelector('[data-analysis="offered"]');
    // A rematch, once the game is over: offered, agreed to, or gone to.
    const rematch = play.querySelector('[data-act="rematch"]');
    const rematchGame = play.querySelector(".rematch-game");
    rematch.hidden = !over || Boolean(seat.rematch);
    rematch.textContent = say(seat.rematchOffered ? "site-accept-rematch" : "site-rematch");
    rematchGame.hidden = !seat.rematch;
    if (seat.rematch) {
      rematchGame.href = "/game/" + seat.rematch;
      rematchGame.textContent = say("site-go-rematch", { game: seat.rematch });
    }
    if (over) {
      confirm.hidden = true;
    }
  }

  async function load() {
    const read = ++reads;
    const shown = replaying === null ? "" : "?ply=" + replaying;
    if (auth && replaying === null) {
      const response = await fetch("/game/" + id + "/seat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ auth }),
      });
      const answer = await response.json();
      if (read !== reads) {
        return;
      }
      if (!response.ok) {
        play.hidden = false;
        you.textContent = "";
        said.textContent = say("site-watch-only", { why: answer.error });
        play.querySelector("form.typed").hidden = true;
        play.querySelector(".actions").hidden = true;
        return loadBoard(shown, read);
      }
      followLanguage(answer.language);
      board = answer.board;
      seat = answer.seat;
      if (!seat) {
        play.hidden = false;
        said.textContent = say("site-watch-only", { why: say("site-not-playing", { name: answer.name }) });
        play.querySelector("form.typed").hidden = true;
        play.querySelector(".actions").hidden = true;
      }
      draw();
      return;
    }
    return loadBoard(shown, read);
  }

  async function loadBoard(shown, read) {
    const response = await fetch("/game/" + id + "/board" + shown);
    if (response.ok) {
      const answer = await response.json();
      if (read === reads) {
        board = answer;
        draw();
      }
    }
  }

  // What the page asks, as a chat would type it: the command, this game's
  // number and the position the page shows (`move e2e4 #12 ply:3`).
  const commands = {
    draw: "draw",
    "decline-draw": "decline draw",
    resign: "resign",
    analyse: "analyse",
    rematch: "rematch",
  };

  async function act(what, uci) {
    if (!auth || !board || busy) {
      return;
    }
    busy = true;
    said.textContent = "";
    const words = what === "move" ? "move " + uci : commands[what];
    const body = { auth, request: words + " #" + id + " ply:" + board.plies };
    try {
      const response = await fetch("/game/" + id + "/act", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      writeReply(said, response.ok ? answer.text : answer.error);
      haptic(response.ok ? "done" : "refused");
    } catch (error) {
      said.textContent = say("site-unreachable");
      haptic("refused");
    }
    busy = false;
    chosen = null;
    saidAt = null;
    await load();
    saidAt = board ? board.plies : null;
    await refresh();
  }

  function moved(orig, dest, meta) {
    const choices = legal().filter((uci) => uci.startsWith(orig + dest));
    if (choices.length > 1 && meta && meta.premove) {
      act("move", choices.find((uci) => uci.endsWith("q")) || choices[0]);
    } else if (choices.length > 1) {
      askPromotion(promotion, choices, seat.color);
    } else if (choices.length === 1) {
      act("move", choices[0]);
    } else {
      draw();
    }
  }

  function selected(square) {
    if (!chosen) {
      return;
    }
    if ((drops().get(chosen) || []).includes(square)) {
      act("move", chosen + "@" + square);
    }
  }

  // The page's text parts, read again from the server's page.
  async function refresh() {
    const read = ++pageReads;
    const asked = performance.now();
    const response = await fetch("/game/" + id, { headers: { Accept: "text/html" } });
    const text = await response.text();
    const readAt = (asked + performance.now()) / 2;
    if (read !== pageReads) {
      return;
    }
    const page = new DOMParser().parseFromString(text, "text/html");
    const fresh = page.querySelector("main[data-game]");
    if (!fresh) {
      return;
    }
    putLiveParts(main, fresh, (name) => {
      // The clocks as the server read them just now, ticking from now.
      if (name.startsWith("clock-")) {
        clocksRead = readAt;
      }
    });
    tick();
    // What the page offers may have changed with it (analysis asked).
    drawSeat();
    describeShown();
    if (replaying !== null) {
      label.textContent = replaying === 0 ? say("site-the-start") : plies()[replaying - 1];
    } else {
      const all = plies();
      label.textContent = all.length ? all[all.length - 1] : say("site-the-start");
    }
  }

  async function show(ply) {
    const all = plies();
    ply = Math.max(0, Math.min(ply, all.length));
    const wasReplaying = replaying !== null;
    replaying = ply === all.length ? null : ply;
    label.textContent = ply === 0 ? say("site-the-start") : all[ply - 1];
    await load();
    if (wasReplaying && replaying === null) {
      // The live game's status and position, as the server writes them.
      await refresh();
    }
  }

  function go(where) {
    const last = plies().length;
    const at = replaying === null ? last : replaying;
    if (where === "first") { show(0); }
    if (where === "previous") { show(at - 1); }
    if (where === "next") { show(at + 1); }
    if (where === "last") { show(last); }
  }

  main.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) {
      return;
    }
    if (button.hasAttribute("data-go")) {
      go(button.getAttribute("data-go"));
    } else if (button.hasAttribute("data-flip")) {
      flipped = !flipped;
      button.setAttribute("aria-pressed", String(flipped));
      draw();
    } else if (button.hasAttribute("data-ply")) {
      show(Number(button.getAttribute("data-ply")));
    } else if (button.hasAttribute("data-piece")) {
      const letter = button.getAttribute("data-piece");
      chosen = chosen === letter ? null : letter;
      draw();
    } else if (button.hasAttribute("data-uci")) {
      promotion.hidden = true;
      const uci = button.getAttribute("data-uci");
      if (uci) {
        act("move", uci);
      } else {
        draw();
      }
    } else if (button.hasAttribute("data-act")) {
      const what = button.getAttribute("data-act");
      if (what === "resign") {
        confirm.hidden = false;
        confirm.querySelector("button").focus();
      } else if (what === "resign-no") {
        confirm.hidden = true;
      } else if (what === "resign-yes") {
        confirm.hidden = true;
        act("resign");
      } else if (what === "pass") {
        act("move", "0000");
      } else {
        act(what);
      }
    }
  });
  play.querySelector("form.typed").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = event.target.elements.move;
    const typed = input.value.trim();
    if (typed) {
      input.value = "";
      act("move", typed);
    }
  });
  document.addEventListener("keydown", (event) => {
    const keys = { Home: "first", ArrowLeft: "previous", ArrowRight: "next", End: "last" };
    const typing = event.target && event.target.tagName === "INPUT";
    if (keys[event.key] && !typing && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      go(keys[event.key]);
    }
  });

  // In Telegram, its back button leads to the app's home.
  if (inTelegram()) {
    backTo("/app");
  }
  // A spectator's board, as the page was read, is drawn at once, before
  // any request; a player's waits for their seat, which turns it to their
  // side.
  const handed = document.getElementById("board-data");
  if (handed && !auth) {
    try {
      board = JSON.parse(handed.textContent);
    } catch (error) {
      board = null;
    }
    draw();
  }
  load();
  followEvents("/game/" + id + "/events", async () => {
    await refresh();
    await load();
  });
}

if (main) {
  start();
}
