export { DbQueryPage } from "./DbQueryPage.tsx";
