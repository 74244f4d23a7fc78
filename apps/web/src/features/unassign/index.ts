export { UnassignPage } from "./UnassignPage.tsx";
