export { EvasPage } from "./EvasPage.tsx";
export { EvasTreePage } from "./EvasTreePage.tsx";
