export { StylesheetPage } from "./StylesheetPage.tsx";
