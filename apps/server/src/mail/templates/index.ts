// The mails the server sends. A template is one file: its values, a MailDocument per language (plain
// strings; layout.ts escapes them into HTML and writes the text twin), and a function
// `<kind>Mail(lang, values): RenderedMail` to pass to enqueueMail with the recipient and kind.
export { type InvitationMailValues, invitationMail } from "./invitation.ts";
export { publicLink } from "./links.ts";
export {
  type DigestResource,
  type NewsletterDigestMailValues,
  newsletterDigestMail,
} from "./newsletter-digest.ts";
export { type NewsletterEditMailValues, newsletterEditMail } from "./newsletter-edit.ts";
export { type NewsletterSubscribeMailValues, newsletterSubscribeMail } from "./newsletter-subscribe.ts";
export {
  type NewsletterUnsubscribeMailValues,
  newsletterUnsubscribeMail,
} from "./newsletter-unsubscribe.ts";
export { type PasswordResetMailValues, passwordResetMail } from "./password-reset.ts";
export {
  type RequestDecisionMailValues,
  type RequestOutcome,
  requestDecisionMail,
} from "./request-decision.ts";
export { type RequestNoticeMailValues, requestNoticeMail } from "./request-notice.ts";
export { type RequestTicketMailValues, requestTicketMail } from "./request-ticket.ts";
