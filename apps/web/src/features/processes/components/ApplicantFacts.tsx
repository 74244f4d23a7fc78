import type { RequestAnswer } from "@erhdb/domain";
import { officeLabel } from "@erhdb/domain";
import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { FactList } from "./FactList.tsx";

/** Who asked (SPEC 3 "Request" applicant): the applicant dialog and the details dialog's tab. */
export function ApplicantFacts({ applicant }: { applicant: RequestAnswer["applicant"] }) {
  const { t, i18n } = useTranslation();
  const office = applicant.federalStateCode;
  return (
    <FactList
      facts={[
        [t("processes.applicant.name"), applicant.name],
        [t("processes.applicant.forename"), applicant.forename],
        [
          t("processes.applicant.mail"),
          <Link key="mail" href={`mailto:${applicant.mail}`}>
            {applicant.mail}
          </Link>,
        ],
        [t("processes.applicant.phonenumber"), applicant.phonenumber],
        [t("processes.applicant.office"), office ? officeLabel(office, i18n.language) : ""],
      ]}
    />
  );
}
