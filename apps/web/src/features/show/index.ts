export { ShowPage } from "./ShowPage.tsx";
