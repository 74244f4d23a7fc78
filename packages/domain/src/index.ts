export * from "./auth/access.ts";
export * from "./auth/person.ts";
export * from "./auth/rights.ts";
export * from "./auth/roles.ts";
export * from "./navigation/screens.ts";

export const PRODUCT_VERSION = "2.0.2";
export const PRODUCT_VERSION_DATE = "12.08.2025";
