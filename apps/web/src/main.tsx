import "@fontsource/roboto/300.css";
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/500.css";
import "@fontsource/roboto/700.css";
import "./i18n/i18n.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { StorageBlockedPage } from "./app/StorageBlockedPage.tsx";
import { isLocalStorageWritable } from "./lib/storage.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks #root");

createRoot(container).render(
  <StrictMode>{isLocalStorageWritable() ? <App /> : <StorageBlockedPage />}</StrictMode>,
);
