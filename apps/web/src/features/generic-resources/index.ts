export { GenericResourceList, type GenericResourceListProps } from "./components/GenericResourceList.tsx";
export { genericTypeName } from "./type-name.ts";
