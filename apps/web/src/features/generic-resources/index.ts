export { GenericResourceList, type GenericResourceListProps } from "./components/GenericResourceList.tsx";
export { GenericResourcesPage } from "./GenericResourcesPage.tsx";
export { genericTypeName } from "./type-name.ts";
