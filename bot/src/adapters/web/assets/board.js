// Kibitz: what a game's page and a puzzle's page draw and read alike:
// who the page acts for, the legal moves as chessground takes them, and
// the variants' marks (chess football's ball and goals, Immortal chess's
// swap).

// Who the page acts for: {telegram: initData} or {link: key}, or null.
// Telegram puts its signed data in the address's fragment, a link its key;
// both are kept for the tab (the key under `keyName`, as it is good for
// one page only) and taken out of the address bar at once, so that a
// shared address holds no secret.
export function identity(keyName) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const telegram = fragment.get("tgWebAppData");
  const key = fragment.get("key");
  if (telegram) {
    sessionStorage.setItem("kibitz-telegram", telegram);
  }
  if (key) {
    sessionStorage.setItem(keyName, key);
  }
  if (telegram || key) {
    history.replaceState(null, "", location.pathname + location.search);
  }
  const savedKey = sessionStorage.getItem(keyName);
  if (savedKey) {
    return { link: savedKey };
  }
  const savedTelegram = sessionStorage.getItem("kibitz-telegram");
  return savedTelegram ? { telegram: savedTelegram } : null;
}

// The page's own words in the reader's language, handed over by the
// server in the page (`<script type="application/json" id="texts">`),
// each `{name}` filled in from `args`.
const TEXTS = (() => {
  const element = document.getElementById("texts");
  try {
    return element ? JSON.parse(element.textContent) : {};
  } catch (error) {
    return {};
  }
})();

export function say(id, args) {
  let text = TEXTS[id] || id;
  for (const [name, value] of Object.entries(args || {})) {
    text = text.split("{" + name + "}").join(String(value));
  }
  return text;
}

// The roles by the letters of a drop or placement (`N@f3`) or a
// promotion (`e7e8q`).
export const ROLES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

// A piece's name in the reader's language, by its letter (either case).
export function pieceName(letter) {
  return say("site-piece-" + letter.toLowerCase());
}

// A side's name in the reader's language.
export function sideName(color) {
  return say(color === "white" ? "site-white" : "site-black");
}

// A piece as the board draws it (chessground's picture), for the pockets,
// the material and the choosers beside the board.
export function pieceElement(letter, color) {
  const piece = document.createElement("piece");
  piece.className = ROLES[letter.toLowerCase()] + " " + color;
  piece.setAttribute("aria-hidden", "true");
  return piece;
}

// A button with a piece's picture, named for a reader who hears the page.
export function pieceButton(letter, color, label) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "piece-button";
  button.setAttribute("aria-label", label);
  button.title = label;
  button.appendChild(pieceElement(letter, color));
  return button;
}

// The pieces each side is up, as lichess shows them beside the players:
// for each role, how many more one side has on the board than the other,
// and the difference in material (pawn 1, knight and bishop 3, rook 5,
// queen 9). `placement` is the board's FEN placement.
export function materialUp(placement) {
  const worth = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };
  const count = { white: {}, black: {} };
  for (const c of placement || "") {
    const role = c.toLowerCase();
    if (worth[role] !== undefined) {
      const side = c === role ? "black" : "white";
      count[side][role] = (count[side][role] || 0) + 1;
    }
  }
  const up = { white: [], black: [], score: 0 };
  for (const role of ["q", "r", "b", "n", "p"]) {
    const more = (count.white[role] || 0) - (count.black[role] || 0);
    for (let i = 0; i < Math.abs(more); i++) {
      up[more > 0 ? "white" : "black"].push(role);
    }
    up.score += more * worth[role];
  }
  return up;
}

// What a reply says, written into `element`: its `code` (between
// backquotes) as code and its web addresses as links; nothing of it is
// read as markup.
export function writeReply(element, text) {
  element.textContent = "";
  const parts = String(text || "").split(/(`[^`]*`|https?:\/\/[^\s<>"]+)/);
  for (const part of parts) {
    if (!part) {
      continue;
    }
    if (part.length > 1 && part.startsWith("`") && part.endsWith("`")) {
      const code = document.createElement("code");
      code.textContent = part.slice(1, -1);
      element.appendChild(code);
    } else if (/^https?:\/\//.test(part)) {
      const url = part.replace(/[.,;:!?)]+$/, "");
      const link = document.createElement("a");
      link.href = url;
      link.rel = "noopener";
      link.target = "_blank";
      link.textContent = url;
      element.appendChild(link);
      element.appendChild(document.createTextNode(part.slice(url.length)));
    } else {
      element.appendChild(document.createTextNode(part));
    }
  }
}

// Follows the language of the player the server names (their setting, or
// Telegram's): a page written in another, when the reader has not chosen
// one on a page (the cookie), is read again in theirs, once.
export function followLanguage(language) {
  if (!language || language === document.documentElement.lang ||
    /(^|;\s*)kibitz-lang=/.test(document.cookie)) {
    return;
  }
  document.cookie = "kibitz-lang=" + language + "; path=/; max-age=31536000; samesite=lax";
  if (/(^|;\s*)kibitz-lang=/.test(document.cookie)) {
    location.reload();
  }
}

// Moves from a square: "e2" -> ["e4", "e3"] (UCI `e2e4`, `e7e8q`).
export function destinations(legal) {
  const dests = new Map();
  for (const uci of legal) {
    const m = /^([a-h][1-8])([a-h][1-8])[a-z]?$/.exec(uci);
    if (m) {
      const list = dests.get(m[1]) || [];
      if (!list.includes(m[2])) {
        list.push(m[2]);
      }
      dests.set(m[1], list);
    }
  }
  return dests;
}

// Drops and placements: letter -> squares (`P@e4`, `K@d1`).
export function drops(legal) {
  const found = new Map();
  for (const uci of legal) {
    const m = /^([PNBRQK])@([a-h][1-8])$/.exec(uci);
    if (m) {
      found.set(m[1], (found.get(m[1]) || []).concat([m[2]]));
    }
  }
  return found;
}

// Chess football's ball: a football in its square's lower right corner,
// where it hides no piece that carries it.
export function ballShapes(board) {
  if (!board || !board.ball) {
    return [];
  }
  return [{
    orig: board.ball,
    customSvg: {
      html: '<g transform="translate(76 76)">' +
        '<circle r="19" fill="#fff" stroke="#111" stroke-width="3"/>' +
        '<polygon points="0,-7 6.7,-2.2 4.1,5.7 -4.1,5.7 -6.7,-2.2" fill="#111"/>' +
        '<path d="M0,-7V-17M6.7,-2.2L15.5,-5.5M4.1,5.7L9.5,14M-4.1,5.7L-9.5,14M-6.7,-2.2L-15.5,-5.5" ' +
        'stroke="#111" stroke-width="2.2"/></g>',
    },
  }];
}

// The squares a variant marks: football's goals, Immortal chess's squares
// still to fill and its swap.
export function marked(board) {
  const custom = new Map();
  if (board) {
    for (const square of board.goals.white) {
      custom.set(square, "goal-white");
    }
    for (const square of board.goals.black) {
      custom.set(square, "goal-black");
    }
    for (const square of (board.targets && board.targets.white) || []) {
      custom.set(square, "target-white");
    }
    for (const square of (board.targets && board.targets.black) || []) {
      custom.set(square, "target-black");
    }
    if (board.swap) {
      custom.set(board.swap[0], "swap");
      custom.set(board.swap[1], "swap");
    }
  }
  return custom;
}

// Fills `container` with a button per promotion in `choices` (UCI, each
// carried in `data-uci`), each the piece's picture in `color`, and one to
// cancel (an empty `data-uci`), shows it and puts the focus on its first
// button.
export function askPromotion(container, choices, color) {
  container.textContent = "";
  for (const uci of choices) {
    const letter = uci.slice(4);
    const button = ROLES[letter]
      ? pieceButton(letter, color || "white", pieceName(letter))
      : document.createElement("button");
    button.type = "button";
    button.setAttribute("data-uci", uci);
    if (!ROLES[letter]) {
      button.textContent = uci;
    }
    container.appendChild(button);
  }
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.setAttribute("data-uci", "");
  cancel.textContent = say("site-cancel");
  container.appendChild(cancel);
  container.hidden = false;
  container.querySelector("button").focus();
}

// Follows the server's events at `url`, calling `changed` at each, while
// the page is shown: a page left (kept by the browser to come back to) lets
// its connection go, since a browser holds only a few to one server and
// pages gone by would otherwise hold them all; a page come back to reads
// what it missed and follows again.
export function followEvents(url, changed) {
  if (!window.EventSource) {
    return;
  }
  let events = null;
  const follow = () => {
    if (!events) {
      events = new EventSource(url);
      events.addEventListener("changed", changed);
    }
  };
  window.addEventListener("pagehide", () => {
    if (events) {
      events.close();
      events = null;
    }
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      follow();
      changed();
    }
  });
  follow();
}

// Puts each part of `fresh` (the page read again) marked `data-live` in
// place of the same part of `main` where it changed, telling `read` the
// name of each part read, and takes the fresh page's version.
export function putLiveParts(main, fresh, read) {
  for (const part of fresh.querySelectorAll("[data-live]")) {
    const name = part.getAttribute("data-live");
    const here = main.querySelector('[data-live="' + name + '"]');
    if (read) {
      read(name);
    }
    if (here && here.innerHTML !== part.innerHTML) {
      here.innerHTML = part.innerHTML;
    }
  }
  main.setAttribute("data-version", fresh.getAttribute("data-version"));
}
