import type { ReactNode } from "react";
import { lazyExport } from "../components/lazy-export.ts";
import { type SurveyResourceViews, SurveyResourceViewsContext } from "../features/surveys/resource-views.ts";

// The resources feature's views inside the surveys screens, each loaded when first shown: the add dialog
// when its row action is chosen, the resource editor (its tables, actions and add dialog) when the survey
// form's resources tab is.
const VIEWS: SurveyResourceViews = {
  AddResourceDialog: lazyExport(() =>
    import("../features/resources/add/AddResourceDialog.tsx").then((m) => m.AddResourceDialog),
  ),
  SurveyResourcesEditor: lazyExport(() =>
    import("../features/resources/edit/SurveyResourcesEditor.tsx").then((m) => m.SurveyResourcesEditor),
  ),
};

/** Hands the surveys feature the resources feature's views (features/surveys/resource-views.ts). */
export function SurveyResourceViewsProvider({ children }: { children: ReactNode }) {
  return <SurveyResourceViewsContext value={VIEWS}>{children}</SurveyResourceViewsContext>;
}
