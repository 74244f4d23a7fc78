export { PasswordResetPage } from "./PasswordResetPage.tsx";
