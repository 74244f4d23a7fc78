// The mails the server sends. A template is one file: its values, a MailDocument per language (plain
// strings; layout.ts escapes them into HTML and writes the text twin), and a function
// `<kind>Mail(lang, values): RenderedMail` to pass to enqueueMail with the recipient and kind.
export { type InvitationMailValues, invitationMail } from "./invitation.ts";
export { publicLink } from "./links.ts";
export { type PasswordResetMailValues, passwordResetMail } from "./password-reset.ts";
