/**
 * React DOM's createRoot for main.tsx, from a module that vite.config.ts puts into the React chunk:
 * React DOM is CommonJS, which the bundle evaluates where it is first used; used from here, that is when
 * the React chunk is evaluated, in a task of its own (src/page-shell/boot.ts), and not in the entry's
 * task beside the app's own start (issue 17: total blocking time).
 */
export { createRoot } from "react-dom/client";
