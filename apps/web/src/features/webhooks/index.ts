export { WebhooksPage } from "./WebhooksPage.tsx";
