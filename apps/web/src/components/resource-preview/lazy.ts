import { lazyExport } from "../lazy-export.ts";

/** The preview of a resource's XML, loaded when first opened (issue 38). */
export const LazyResourcePreviewDialog = lazyExport(() =>
  import("./ResourcePreviewDialog.tsx").then((m) => m.ResourcePreviewDialog),
);
