export { AccessibilityPage, ImprintPage, PrivacyPage } from "./StaticPages.tsx";
