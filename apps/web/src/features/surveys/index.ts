export { SurveysPage } from "./SurveysPage.tsx";
