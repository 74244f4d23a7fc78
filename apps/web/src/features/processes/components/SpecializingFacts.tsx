import {
  officeLabel,
  periodI18nKey,
  periodToDisplay,
  type RequestAnswer,
  type RequestSpecializing,
} from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { requestName } from "../../../lib/request-names.ts";
import { specializingOf } from "../request-subject.ts";
import { type Fact, FactList } from "./FactList.tsx";
import { PermissionList } from "./PermissionList.tsx";

type SurveyData = Extract<RequestSpecializing, { bzr: string }>;

/** What a request asks for (SPEC 3 "Request specializing"), each field by its name, codes with theirs. */
export function SpecializingFacts({
  request,
}: {
  request: Pick<RequestAnswer, "requestType" | "requestSpecializing">;
}) {
  const { t, i18n } = useTranslation();
  const specializing = specializingOf(request);
  if (!specializing) return <UnreadSpecializing fields={request.requestSpecializing} />;
  const label = (field: string) => t(`processes.field.${field}`);
  const surveyData = (s: SurveyData): Fact[] => {
    const period = periodToDisplay(s.period);
    return [
      [label("description"), s.description],
      [label("bzr"), s.bzr],
      [label("period"), period ? `${period} – ${t(periodI18nKey(s.period))}` : t("period.none")],
      [label("federalStateCode"), officeLabel(s.federalStateCode, i18n.language)],
      [label("evas"), s.evas.length > 0 ? s.evas.join(", ") : label("evasNone")],
    ];
  };
  switch (specializing.type) {
    case "NEW_ERHEBUNGSID":
      return (
        <FactList
          facts={[
            [label("statistikArt"), requestName(t, "statistikArt", specializing.statistikArt)],
            [label("statisticId"), specializing.statisticId ?? label("statisticIdNew")],
            ...surveyData(specializing),
          ]}
        />
      );
    case "UPDATE_ERHEBUNGSID":
    case "CONTINUE_ERHEBUNGSID":
      return (
        <FactList facts={[[label("erhebungsid"), specializing.erhebungsid], ...surveyData(specializing)]} />
      );
    case "ARCHIVE_ERHEBUNGSID":
      return (
        <FactList
          facts={[
            [label("erhebungsid"), specializing.erhebungsid],
            [label("archiveDescription"), specializing.description],
          ]}
        />
      );
    case "REQUEST_RIGHTS":
      return (
        <Box sx={{ display: "grid", gap: 2 }}>
          <FactList facts={[[label("supervisorMail"), specializing.supervisorMail]]} />
          <PermissionList permissions={specializing.permissionList} />
        </Box>
      );
    case "RESET_RIGHTS":
      return (
        <FactList
          facts={[
            [label("resetName"), specializing.name],
            [label("resetForename"), specializing.forename],
            [label("resetMail"), specializing.mail],
            [label("resetReason"), specializing.reason],
          ]}
        />
      );
  }
}

/** A specializing an older form wrote, which the schema no longer reads: its fields as they are. */
function UnreadSpecializing({ fields }: { fields: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Alert severity="warning">{t("processes.field.unread")}</Alert>
      <FactList facts={Object.entries(fields).map(([key, value]) => [key, plainText(value, t)])} />
    </Box>
  );
}

function plainText(value: unknown, t: TFunction): string {
  if (typeof value === "boolean") return t(value ? "processes.yes" : "processes.no");
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => plainText(item, t)).join(", ");
  if (value && typeof value === "object") {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${plainText(item, t)}`)
      .join("; ");
  }
  return "";
}
