export { RoleAdministrationPage } from "./RoleAdministrationPage.tsx";
