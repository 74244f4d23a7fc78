export {
  ArchiveErhebungsidPage,
  ContinueErhebungsidPage,
  EditErhebungsidPage,
  RequestAdminAccessPage,
  RequestStatisticIdPage,
} from "./RequestPage.tsx";
export { RequestsPage } from "./RequestsPage.tsx";
export { TicketStatusPage } from "./ticket/TicketStatusPage.tsx";
