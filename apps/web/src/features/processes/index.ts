export { ProcessesPage } from "./ProcessesPage.tsx";
