import type { SurveyAnswer } from "@erhdb/domain";
import { type ComponentType, createContext, useContext } from "react";

/**
 * What the surveys screens show of a survey's resources: the add dialog of the row action and the
 * resources tab of the survey form. The resources feature makes them; the app, which composes the
 * features, hands them in (app/survey-resource-views.tsx), loaded when first shown.
 */
export interface SurveyResourceViews {
  AddResourceDialog: ComponentType<{ erhebungsid: string; onClose: () => void }>;
  SurveyResourcesEditor: ComponentType<{ survey: SurveyAnswer }>;
}

export const SurveyResourceViewsContext = createContext<SurveyResourceViews | null>(null);

export function useSurveyResourceViews(): SurveyResourceViews {
  const views = useContext(SurveyResourceViewsContext);
  if (!views) throw new Error("useSurveyResourceViews needs the app's SurveyResourceViewsProvider");
  return views;
}
