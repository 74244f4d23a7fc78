export { DownloadPage } from "./download/DownloadPage.tsx";
export { ResourceEditPage } from "./edit/ResourceEditPage.tsx";
export { ResourcesPage } from "./ResourcesPage.tsx";
