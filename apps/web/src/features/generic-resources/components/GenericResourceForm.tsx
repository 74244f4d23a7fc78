import {
  GENERIC_DESCRIPTION_MAX_LENGTH,
  GENERIC_RESOURCE_TYPE_CODES,
  GENERIC_TEXT_MAX_LENGTH,
  type GenericResourceAnswer,
  genericResourceAcceptAttribute,
  genericTypeHasBzr,
} from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { FileField } from "../../../components/upload/FileField.tsx";
import { UploadProgress } from "../../../components/upload/UploadProgress.tsx";
import { useUpload } from "../../../components/upload/use-upload.ts";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { genericTypeName } from "../../../lib/generic-type-name.ts";
import { useSaveGenericResource } from "../api.ts";
import {
  emptyGenericResourceForm,
  fileProblem,
  formOf,
  type GenericResourceForm,
  type GenericResourceFormField,
  needsMainFile,
  toGenericResourceWrite,
} from "./generic-resource-form.ts";

export interface GenericResourceFormContentProps {
  /** the resource to edit; null adds a new one */
  resource: GenericResourceAnswer | null;
  onClose(): void;
}

type Failure = { severity: "error" | "info"; text: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The fields of the general resource dialog (SPEC 2.7, 5) and its upload. The messages show from the
 * first save attempt on and then follow every change; a file the type does not take says so at once.
 */
export function GenericResourceFormContent({ resource, onClose }: GenericResourceFormContentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const upload = useUpload();
  const save = useSaveGenericResource();
  const [form, setForm] = useState<GenericResourceForm>(() =>
    resource ? formOf(resource) : emptyGenericResourceForm(),
  );
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const editing = resource !== null;
  const storedFilename = resource?.filename ?? null;
  const result = toGenericResourceWrite(form, file, storedFilename);
  const errors = checked && "errors" in result ? result.errors : null;
  const errorOf = (field: GenericResourceFormField) => {
    const key = errors?.fields[field];
    return key ? t(key) : undefined;
  };
  const fileError = errors?.fields.file ?? fileProblem(form.resourcetype, file, false);

  const set = <K extends keyof GenericResourceForm>(field: K, value: GenericResourceForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    if ("errors" in result) return;
    try {
      await upload.run((options) =>
        save.mutateAsync({ id: resource?.id ?? null, resource: result.value, file, options }),
      );
      snackbar.success(t(editing ? "genericResources.updated" : "genericResources.created"));
      onClose();
    } catch (error) {
      // Everything typed stays in the form, so a refused or cancelled upload can be sent again.
      setFailure(
        isAbort(error)
          ? { severity: "info", text: t("upload.cancelled") }
          : {
              severity: "error",
              text: errorMessage(error, t, {
                action: editing ? "EDIT" : "CREATE",
                object: "GENERAL_RESOURCE",
              }),
            },
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit.onSubmit}>
      <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
        {errors && (
          <Alert severity="error">
            {errors.messages.map((key) => (
              <div key={key}>{t(key)}</div>
            ))}
          </Alert>
        )}
        {failure && <Alert severity={failure.severity}>{failure.text}</Alert>}
        <TextField
          select
          label={t("genericResources.field.resourcetype")}
          value={form.resourcetype}
          onChange={(event) => set("resourcetype", event.target.value)}
          // The accepted files follow the type, so a chosen (or, when editing, the stored) file fixes it.
          disabled={file !== null || editing}
          helperText={
            editing ? t("genericResources.typeOfStoredFile") : file && t("genericResources.typeLocked")
          }
          // the note says why the field is locked: it must stay readable (WCAG 1.4.3), not fade with it
          slotProps={{ formHelperText: { sx: { "&.Mui-disabled": { color: "text.secondary" } } } }}
          error={Boolean(errorOf("resourcetype"))}
        >
          {GENERIC_RESOURCE_TYPE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {genericTypeName(code, t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t("genericResources.field.datmlRawVersion")}
          value={form.datmlRawVersion}
          onChange={(event) => set("datmlRawVersion", event.target.value)}
          error={Boolean(errorOf("datmlRawVersion"))}
          helperText={errorOf("datmlRawVersion")}
          slotProps={{ htmlInput: { maxLength: GENERIC_TEXT_MAX_LENGTH } }}
        />
        <TextField
          label={t("genericResources.field.version")}
          value={form.version}
          onChange={(event) => set("version", event.target.value)}
          error={Boolean(errorOf("version"))}
          helperText={errorOf("version")}
          slotProps={{ htmlInput: { maxLength: GENERIC_TEXT_MAX_LENGTH } }}
        />
        {genericTypeHasBzr(form.resourcetype) && (
          <TextField
            label={t("genericResources.field.bzr")}
            value={form.bzr}
            onChange={(event) => set("bzr", event.target.value.trim())}
            error={Boolean(errorOf("bzr"))}
            helperText={errorOf("bzr") ?? t("genericResources.bzrHint")}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
          />
        )}
        <TextField
          label={t("genericResources.field.description")}
          value={form.description}
          onChange={(event) => set("description", event.target.value)}
          required
          multiline
          minRows={2}
          error={Boolean(errorOf("description"))}
          helperText={errorOf("description")}
          slotProps={{ htmlInput: { maxLength: GENERIC_DESCRIPTION_MAX_LENGTH } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.accessMode}
              onChange={(event) => set("accessMode", event.target.checked)}
            />
          }
          label={t("genericResources.field.accessMode")}
        />
        <FileField
          label={t(editing ? "genericResources.field.replacementFile" : "genericResources.field.file")}
          file={file}
          accept={genericResourceAcceptAttribute(form.resourcetype)}
          error={fileError && t(fileError)}
          onChange={setFile}
        />
        {file && (
          <Box>
            <Button size="small" onClick={() => setFile(null)}>
              {t("genericResources.removeFile")}
            </Button>
          </Box>
        )}
        {needsMainFile(file, storedFilename) && (
          <TextField
            label={t("genericResources.field.mainGenRes")}
            value={form.mainGenRes}
            onChange={(event) => set("mainGenRes", event.target.value)}
            required
            error={Boolean(errorOf("mainGenRes"))}
            helperText={errorOf("mainGenRes") ?? t("genericResources.mainGenResHint")}
          />
        )}
        {upload.percent !== null && <UploadProgress percent={upload.percent} onCancel={upload.cancel} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        {/* held while it runs; the upload's own bar shows the progress */}
        <Button type="submit" variant="contained" disabled={submit.running} aria-busy={submit.running}>
          {t("genericResources.save")}
        </Button>
      </DialogActions>
    </Box>
  );
}
