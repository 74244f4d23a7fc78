// Roboto in the weights the app uses (MUI's light 300 falls back to 400), Latin only: German and
// English need nothing else, and every other subset is a file the browser never asks for (issue 17).
import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import { BASE_PATH } from "@erhdb/domain";
import { StrictMode, startTransition } from "react";
import { App } from "./app/App.tsx";
import { loadStorageBlockedTexts, StorageBlockedPage } from "./app/StorageBlockedPage.tsx";
import { preloadScreen } from "./app/screen-modules.ts";
import { i18nReady } from "./i18n/i18n.ts";
import { isLocalStorageWritable } from "./lib/storage.ts";
import { createRoot } from "./react-dom-client.ts";

// zod would probe `new Function("")` to speed up its object checks; the page's CSP (no eval) refuses it
// and the browser reports the violation. The plain checks are fast enough here. The first page uses no
// zod, so the setting loads beside it rather than in it, long before a form checks anything.
void import("zod/v4/core").then(({ config }) => config({ jitless: true }));

// The screen the app opens with starts loading now, beside React and the session check, not after the
// router has rendered (issue 17).
preloadScreen(window.location.pathname.slice(BASE_PATH.length));

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks #root");

const storageWritable = isLocalStorageWritable();
const textsLoaded = storageWritable ? i18nReady : i18nReady.then(loadStorageBlockedTexts);

const root = createRoot(container);
void textsLoaded.then(() => {
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser answer input between them, instead of holding the main thread for the whole tree (issue
  // 17: total blocking time).
  startTransition(() => {
    root.render(<StrictMode>{storageWritable ? <App /> : <StorageBlockedPage />}</StrictMode>);
  });
});
