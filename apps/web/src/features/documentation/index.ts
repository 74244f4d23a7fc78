export { DocumentationPage } from "./DocumentationPage.tsx";
