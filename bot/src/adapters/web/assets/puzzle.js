// Kibitz: a puzzle's page.
//
// Anyone may watch: the board (chessground, from /puzzle/<round>/board,
// turned to the solver's side with the last move marked) follows the
// round live, since the server sends an event whenever it moves on, a try
// is decided or it ends (through any process).
//
// A solver who opened the page from the bot (Telegram's Mini App, or
// their own link from `solve`) answers by tapping or dragging, with the
// legal targets shown, or by typing the move. Each answer goes to the
// server, which judges it as the same answer typed in the puzzle's chat
// and tells the chat; the bot's reply is played on the board.
import { Chessground } from "/assets/chessground.js";
import {
  askPromotion, ballShapes, destinations, drops, followEvents, followLanguage, identity, marked, pieceButton, pieceName,
  putLiveParts, say, writeReply,
} from "/assets/board.js";
import { backTo, haptic, inTelegram } from "/assets/telegram.js";

const main = document.querySelector("main[data-puzzle]");
const round = main && main.getAttribute("data-puzzle");

function start() {
  const auth = identity("kibitz-puzzle-key-" + round);
  const solver = main.getAttribute("data-solver");
  const boardElement = document.getElementById("board");
  const play = main.querySelector("section.play");
  const you = play.querySelector(".you");
  const said = play.querySelector(".said");
  const promotion = play.querySelector(".promotion");
  const typed = play.querySelector("form.typed");
  const pass = play.querySelector('[data-act="pass"]');

  // What the server last said: the board, and this solver's seat (null
  // for a spectator).
  let board = null;
  let seat = null;
  let busy = false;
  // The number of the last read started: an answer to an earlier read
  // that arrives after it is dropped, so an older position never replaces
  // a newer one.
  let reads = 0;
  let pageReads = 0;

  const ground = Chessground(boardElement, {
    coordinates: true,
    orientation: solver,
    movable: { free: false, showDests: true, events: { after: moved } },
    draggable: { enabled: true, showGhost: true },
    drawable: { enabled: false, visible: true },
    events: { select: selected },
  });

  // A piece chosen to drop (crazyhouse), if any.
  let chosen = null;

  function legal() {
    return seat && !busy ? seat.legal : [];
  }

  function shapes() {
    const list = ballShapes(board);
    if (chosen) {
      for (const square of drops(legal()).get(chosen) || []) {
        list.push({ orig: square, brush: "green" });
      }
    }
    return list;
  }

  function draw() {
    if (!board) {
      return;
    }
    ground.set({
      fen: board.placement,
      orientation: solver,
      turnColor: board.turn,
      lastMove: board.lastMove || undefined,
      check: board.check ? board.turn : false,
      highlight: { lastMove: true, check: true, custom: marked(board) },
      movable: { color: legal().length ? seat.color : undefined, dests: destinations(legal()) },
      drawable: { autoShapes: shapes() },
    });
    boardElement.setAttribute("data-shown", String(board.shown));
    drawSeat();
  }

  function drawSeat() {
    if (!seat) {
      return;
    }
    play.hidden = false;
    const answering = seat.legal.length > 0;
    you.textContent = answering
      ? say(seat.color === "white" ? "site-puzzle-you-white" : "site-puzzle-you-black")
      : seat.note || "";
    typed.hidden = !answering;
    pass.hidden = !seat.legal.includes("0000");
    const pieces = play.querySelector(".pieces");
    pieces.textContent = "";
    for (const letter of drops(legal()).keys()) {
      const button = pieceButton(letter, seat.color, pieceName(letter));
      button.setAttribute("data-piece", letter);
      button.setAttribute("aria-pressed", String(chosen === letter));
      pieces.appendChild(button);
    }
  }

  async function load() {
    const read = ++reads;
    if (auth) {
      const response = await fetch("/puzzle/" + round + "/seat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ auth }),
      });
      const answer = await response.json();
      if (read !== reads) {
        return;
      }
      if (response.ok) {
        followLanguage(answer.language);
        board = answer.board;
        seat = answer.seat;
        draw();
        return;
      }
      play.hidden = false;
      typed.hidden = true;
      said.textContent = say("site-watch-only", { why: answer.error });
    }
    const response = await fetch("/puzzle/" + round + "/board");
    if (response.ok) {
      const answer = await response.json();
      if (read === reads) {
        board = answer;
        draw();
      }
    }
  }

  async function answer(uci) {
    if (!auth || !board || busy) {
      return;
    }
    busy = true;
    said.textContent = "";
    try {
      const response = await fetch("/puzzle/" + round + "/act", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ auth, move: uci, progress: board.plies }),
      });
      const reply = await response.json();
      writeReply(said, response.ok ? reply.text : reply.error);
      haptic(response.ok ? "done" : "refused");
    } catch (error) {
      said.textContent = say("site-unreachable");
      haptic("refused");
    }
    busy = false;
    chosen = null;
    await load();
    await refresh();
  }

  function moved(orig, dest) {
    const choices = legal().filter((uci) => uci.startsWith(orig + dest));
    if (choices.length > 1) {
      askPromotion(promotion, choices, seat.color);
    } else if (choices.length === 1) {
      answer(choices[0]);
    } else {
      draw();
    }
  }

  function selected(square) {
    if (chosen && (drops(legal()).get(chosen) || []).includes(square)) {
      answer(chosen + "@" + square);
    }
  }

  // The page's text parts, read again from the server's page.
  async function refresh() {
    const read = ++pageReads;
    const response = await fetch("/puzzle/" + round, { headers: { Accept: "text/html" } });
    const text = await response.text();
    if (read !== pageReads) {
      return;
    }
    const fresh = new DOMParser().parseFromString(text, "text/html").querySelector("main[data-puzzle]");
    if (!fresh) {
      return;
    }
    putLiveParts(main, fresh);
  }

  main.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) {
      return;
    }
    if (button.hasAttribute("data-uci")) {
      promotion.hidden = true;
      const uci = button.getAttribute("data-uci");
      if (uci) {
        answer(uci);
      } else {
        draw();
      }
    } else if (button.hasAttribute("data-piece")) {
      const letter = button.getAttribute("data-piece");
      chosen = chosen === letter ? null : letter;
      draw();
    } else if (button === pass) {
      answer("0000");
    }
  });
  typed.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = event.target.elements.move;
    const move = input.value.trim();
    if (move) {
      input.value = "";
      answer(move);
    }
  });

  if (inTelegram()) {
    backTo("/app");
  }
  load();
  followEvents("/puzzle/" + round + "/events", async () => {
    await refresh();
    await load();
  });
}

if (main) {
  start();
}
