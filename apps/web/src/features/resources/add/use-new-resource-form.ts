import {
  addableResourceTypes,
  checkResourceFile,
  parseNewResource,
  permissionTargetOf,
  RESOURCE_DESCRIPTION_MAX_LENGTH,
  type ResourceTypeCode,
} from "@erhdb/domain";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage, serverMessage } from "../../../api/error-message.ts";
import { useSession } from "../../../auth/session-context.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useUpload } from "../../../components/upload/use-upload.ts";
import { useUploadResource } from "../api.ts";
import { fileRuleMessage } from "./file-rule-message.ts";
import {
  FIELD_ORDER,
  initialValues,
  isFormField,
  type NewResourceFormField,
  type NewResourceValues,
  withType,
} from "./new-resource-values.ts";

type FieldErrors = Partial<Record<NewResourceFormField, string>>;

/** A message above the form: a refusal that names no field, or the note that the upload was cancelled. */
export interface FormNotice {
  severity: "error" | "info";
  text: string;
}

/** Where the focus belongs after a submit: the first invalid field, the submit button, or nowhere (done). */
export type FocusAfterSubmit = NewResourceFormField | "submit" | null;

export interface NewResourceForm {
  /** the types the person may add to this survey (SPEC 6) */
  types: readonly ResourceTypeCode[];
  values: NewResourceValues;
  setValue<K extends NewResourceFormField>(field: K, value: NewResourceValues[K]): void;
  errors: FieldErrors;
  notice: FormNotice | null;
  /** percent sent while the upload runs; null when none runs */
  percent: number | null;
  submit(): Promise<FocusAfterSubmit>;
  cancel(): void;
}

/**
 * The state of the "new resource" tab, kept by the dialog so that a look at the existing resources
 * loses neither the input nor a running upload. Every rule is the domain's: the types the person may
 * add, the payload (parseNewResource) and the file's format (checkResourceFile), which is checked as
 * soon as a file is chosen and again whenever the type or specialization changes.
 */
export function useNewResourceForm(erhebungsid: string, onUploaded: () => void): NewResourceForm {
  const { t, i18n } = useTranslation();
  const { person } = useSession();
  const snackbar = useSnackbar();
  const upload = useUpload();
  const uploadResource = useUploadResource();
  const target = permissionTargetOf(erhebungsid);
  const types = target ? addableResourceTypes(person, target) : [];
  const [values, setValues] = useState(() => initialValues(erhebungsid, person, target, types));
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ field: NewResourceFormField; text: string } | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const { file, ...payload } = values;
  const parsed = parseNewResource(payload);
  const fileRule = file
    ? checkResourceFile(payload.resourcetype, payload.specialization, fileOf(file))
    : null;

  /** The domain's verdict on the input; missing input counts only once the user tried to upload. */
  const validation = (complete: boolean): FieldErrors => {
    const errors: FieldErrors = {};
    if (complete && "issue" in parsed) {
      errors[parsed.issue.field] = t(`resources.add.issue.${parsed.issue.key}`, {
        max: RESOURCE_DESCRIPTION_MAX_LENGTH,
      });
    }
    if (fileRule) errors.file = fileRuleMessage(fileRule, t, i18n.language);
    else if (complete && !file) errors.file = t("resources.add.fileRequired");
    return errors;
  };

  const setValue = <K extends NewResourceFormField>(field: K, value: NewResourceValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      return field === "resourcetype" ? withType(current, next.resourcetype) : next;
    });
    if (refusal?.field === field) setRefusal(null);
  };

  const submit = async (): Promise<FocusAfterSubmit> => {
    setSubmitted(true);
    setRefusal(null);
    setNotice(null);
    const complete = validation(true);
    const invalid = FIELD_ORDER.find((field) => complete[field]);
    if (invalid || "issue" in parsed || !file) return invalid ?? "submit";
    try {
      await upload.run((options) =>
        uploadResource.mutateAsync({ erhebungsid, resource: parsed.resource, file, options }),
      );
      snackbar.success(t("resources.add.uploaded"));
      onUploaded();
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        setNotice({ severity: "info", text: t("upload.cancelled") });
        return "submit";
      }
      const text = refusalText(error, t);
      const field = isApiError(error) && isFormField(error.field) ? error.field : null;
      if (field) setRefusal({ field, text });
      else setNotice({ severity: "error", text });
      return field ?? "submit";
    }
  };

  const errors = { ...validation(submitted), ...(refusal && { [refusal.field]: refusal.text }) };
  return { types, values, setValue, errors, notice, percent: upload.percent, submit, cancel: upload.cancel };
}

function fileOf(file: File) {
  return { name: file.name, contentType: file.type };
}

/**
 * A refusal of the server: for a 4xx its message, which comes in the user's language and names the
 * problem (decision 5); otherwise the shared action message (SPEC 8: creating a resource).
 */
function refusalText(error: unknown, t: TFunction): string {
  const clientError = isApiError(error) && error.status < 500 && error.status !== 401 && error.status !== 403;
  const message = clientError ? serverMessage(error.body) : undefined;
  return message ?? errorMessage(error, t, { action: "CREATE", object: "RESOURCE" });
}
