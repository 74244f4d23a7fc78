export { SearchField } from "./SearchField.tsx";
