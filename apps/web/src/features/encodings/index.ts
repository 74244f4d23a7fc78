export { EncodingsPage } from "./EncodingsPage.tsx";
