import type { RequestType } from "@erhdb/domain";
import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { requestName } from "../../../lib/request-names.ts";
import { ApplicantFields } from "./ApplicantFields.tsx";
import { FormSection } from "./FormSection.tsx";
import { fieldState } from "./field-state.ts";
import { HoneypotField } from "./HoneypotField.tsx";
import { RequestOutcome } from "./RequestOutcome.tsx";
import { ResetRightsFields, RightsRequestFields } from "./RightsRequestFields.tsx";
import { SurveyRequestFields } from "./SurveyRequestFields.tsx";
import { useRequestForm } from "./use-request-form.ts";

const prefixed = (prefix: string, patch: object) => Object.keys(patch).map((key) => `${prefix}.${key}`);

/**
 * The form of a request page (decision 17): the request of the page's type (a choice where the page
 * offers two), the applicant, the substantiation and the hidden honeypot; the domain's schema checks it
 * before it is sent.
 */
export function RequestForm({ types }: { types: readonly [RequestType, ...RequestType[]] }) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const { values, change, errorOf, submit, outcome } = useRequestForm(types[0]);
  const { type } = values;

  const requestFields = () => {
    switch (type) {
      case "REQUEST_RIGHTS":
        return (
          <RightsRequestFields
            permissions={values.permissions}
            supervisorMail={values.supervisorMail}
            errorOf={errorOf}
            onPermissions={(permissions) =>
              change((v) => ({ ...v, permissions }), ["requestSpecializing.permissionList"])
            }
            onSupervisorMail={(supervisorMail) =>
              change((v) => ({ ...v, supervisorMail }), ["requestSpecializing.supervisorMail"])
            }
          />
        );
      case "RESET_RIGHTS":
        return (
          <ResetRightsFields
            reset={values.reset}
            errorOf={errorOf}
            onChange={(patch) =>
              change(
                (v) => ({ ...v, reset: { ...v.reset, ...patch } }),
                prefixed("requestSpecializing", patch),
              )
            }
          />
        );
      default:
        return (
          <SurveyRequestFields
            type={type}
            survey={values.survey}
            errorOf={errorOf}
            onChange={(patch) =>
              change(
                (v) => ({ ...v, survey: { ...v.survey, ...patch } }),
                prefixed("requestSpecializing", patch),
              )
            }
          />
        );
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit.onSubmit} sx={{ display: "grid", gap: 4 }}>
      <FormSection title={t("requests.form.request")}>
        {types.length > 1 && (
          <FormControl>
            <FormLabel id={typeLabelId}>{t("requests.form.type")}</FormLabel>
            <RadioGroup
              aria-labelledby={typeLabelId}
              value={type}
              onChange={(event) =>
                change(
                  (v) => ({ ...v, type: types.find((choice) => choice === event.target.value) ?? v.type }),
                  [],
                )
              }
            >
              {types.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={requestName(t, "type", choice)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {requestFields()}
      </FormSection>
      <FormSection title={t("requests.form.applicant")}>
        <ApplicantFields
          applicant={values.applicant}
          errorOf={errorOf}
          onChange={(patch) =>
            change((v) => ({ ...v, applicant: { ...v.applicant, ...patch } }), prefixed("applicant", patch))
          }
        />
      </FormSection>
      <FormSection title={t("requests.form.substantiationTitle")}>
        <TextField
          label={t("requests.field.substantiation")}
          value={values.substantiation}
          onChange={(event) =>
            change((v) => ({ ...v, substantiation: event.target.value }), ["substantiation"])
          }
          multiline
          minRows={3}
          {...fieldState(errorOf, "substantiation", t("requests.hint.substantiation"))}
        />
      </FormSection>
      <HoneypotField value={values.website} onChange={(website) => change((v) => ({ ...v, website }), [])} />
      <Box sx={{ display: "grid", gap: 2, justifyItems: "start" }}>
        <RequestOutcome outcome={outcome} />
        <Button type="submit" variant="contained" startIcon={<SendIcon />} {...submit.busy}>
          {t("requests.form.submit")}
        </Button>
      </Box>
    </Box>
  );
}
