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

// The pieces by the letters of a drop or placement (`N@f3`).
export const ROLE_NAMES = { P: "pawn", N: "knight", B: "bishop", R: "rook", Q: "queen", K: "king" };

// The pieces by the letters of a promotion (`e7e8q`).
export const PIECE_NAMES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

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
// carried in `data-uci`) and one to cancel (an empty `data-uci`), shows
// it and puts the focus on its first button.
export function askPromotion(container, choices) {
  container.textContent = "";
  for (const uci of choices) {
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("data-uci", uci);
    button.textContent = PIECE_NAMES[uci.slice(4)] || uci;
    container.appendChild(button);
  }
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.setAttribute("data-uci", "");
  cancel.textContent = "Cancel";
  container.appendChild(cancel);
  container.hidden = false;
  container.querySelector("button").focus();
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
