export { EditPage as NewsletterEditPage } from "./EditPage.tsx";
export { NewsletterPage } from "./NewsletterPage.tsx";
export { SubscribePage as NewsletterSubscribePage } from "./SubscribePage.tsx";
export { UnsubscribePage as NewsletterUnsubscribePage } from "./UnsubscribePage.tsx";
export { VerifySubscribePage, VerifyUnsubscribePage } from "./VerifyPage.tsx";
