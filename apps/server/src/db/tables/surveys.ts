// Filled by migration 0002 (EVAS, surveys, resources, requests, newsletter, templates).
export type SurveyTables = {};
