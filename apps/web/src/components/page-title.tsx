import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

interface PageTitleState {
  title: string;
  setTitle(title: string): void;
}

const PageTitleContext = createContext<PageTitleState | null>(null);

/** Holds the current page's title so the app bar can show it next to the product name. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState("");
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext value={value}>{children}</PageTitleContext>;
}

export function useCurrentPageTitle(): string {
  return useContext(PageTitleContext)?.title ?? "";
}

/** Sets `document.title` (WCAG 2.4.2) and the app-bar title for the page that calls it. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const setTitle = useContext(PageTitleContext)?.setTitle;
  useEffect(() => {
    document.title = title ? t("app.title", { screen: title }) : t("app.name");
    setTitle?.(title);
  }, [title, t, setTitle]);
}
