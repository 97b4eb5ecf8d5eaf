// Kibitz: the pages inside Telegram, as its Mini App. Telegram opens a
// Mini App with its parameters in the address's fragment (the signed
// user data, the app's version and platform, the theme's colours); its
// Web App script (vendored, `assets/telegram/NOTICE.md`) reads them there
// and talks to the Telegram app. Outside Telegram nothing here loads.
//
// Inside: the page takes Telegram's theme (its colours, light or dark),
// shows Telegram's back button where there is somewhere to go back to
// (a game's or a puzzle's page leads back to the app's home), and the
// phone answers a move with a light tap (an error with a warning
// buzz).

// Telegram's parameters as the page was opened (this module runs before a
// page's script takes the fragment out of the address), kept for the tab
// where Telegram's script looks for them on every page of the app (its
// `initParams`), as it keeps them itself.
const PARAMS = "__telegram__initParams";

// Whether Telegram opened this very page (rather than the app's own link
// from another of its pages).
export const openedByTelegram = location.hash.includes("tgWebAppData=");
if (openedByTelegram) {
  const params = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
  sessionStorage.setItem(PARAMS, JSON.stringify(params));
}

// Whether the page is opened in Telegram.
export function inTelegram() {
  return Boolean(sessionStorage.getItem(PARAMS));
}

// Telegram's Web App, loaded once and made ready, or null outside
// Telegram (or when its script cannot be loaded).
export const webApp = inTelegram() ? load() : Promise.resolve(null);

function load() {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = document.querySelector('meta[name="kibitz-telegram-script"]').content;
    script.onload = () => {
      const app = window.Telegram && window.Telegram.WebApp;
      if (!app) {
        resolve(null);
        return;
      }
      document.documentElement.classList.add("telegram");
      const scheme = () => document.documentElement.setAttribute("data-scheme", app.colorScheme);
      scheme();
      app.onEvent("themeChanged", scheme);
      app.ready();
      app.expand();
      resolve(app);
    };
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
}

// Telegram's back button: shown, leading to `href`; hidden without one.
export async function backTo(href) {
  const app = await webApp;
  if (!app) {
    return;
  }
  if (href) {
    app.BackButton.onClick(() => location.assign(href));
    app.BackButton.show();
  } else {
    app.BackButton.hide();
  }
}

// The phone's answer to what the player did: "done" (a move or an action
// taken) a light tap, "refused" a warning, "turn" (the opponent has
// moved) a success buzz.
export function haptic(kind) {
  webApp.then((app) => {
    if (!app || !app.HapticFeedback) {
      return;
    }
    if (kind === "done") {
      app.HapticFeedback.impactOccurred("light");
    } else if (kind === "refused") {
      app.HapticFeedback.notificationOccurred("error");
    } else if (kind === "turn") {
      app.HapticFeedback.notificationOccurred("success");
    }
  });
}
