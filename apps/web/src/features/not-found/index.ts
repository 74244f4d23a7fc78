export { ForbiddenPage } from "./ForbiddenPage.tsx";
export { NotFoundPage } from "./NotFoundPage.tsx";
