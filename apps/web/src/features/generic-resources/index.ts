export { GenericResourcesPage } from "./GenericResourcesPage.tsx";
