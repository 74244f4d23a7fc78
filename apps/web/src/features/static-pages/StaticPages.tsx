import { AccessibilityDe } from "./content/AccessibilityDe.tsx";
import { AccessibilityEn } from "./content/AccessibilityEn.tsx";
import { ImprintDe } from "./content/ImprintDe.tsx";
import { ImprintEn } from "./content/ImprintEn.tsx";
import { PrivacyDe } from "./content/PrivacyDe.tsx";
import { PrivacyEn } from "./content/PrivacyEn.tsx";
import { StaticPage } from "./StaticPage.tsx";

export function PrivacyPage() {
  return <StaticPage titleKey="staticPages.privacyTitle" content={{ de: PrivacyDe, en: PrivacyEn }} />;
}

export function ImprintPage() {
  return <StaticPage titleKey="staticPages.imprintTitle" content={{ de: ImprintDe, en: ImprintEn }} />;
}

export function AccessibilityPage() {
  return (
    <StaticPage
      titleKey="staticPages.accessibilityTitle"
      content={{ de: AccessibilityDe, en: AccessibilityEn }}
    />
  );
}
