import {
  hasValidFromBzr,
  isTransformation,
  resourceAcceptAttribute,
  resourceTypeName,
  specializationsOf,
} from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileField } from "../../../components/upload/FileField.tsx";
import { UploadProgress } from "../../../components/upload/UploadProgress.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import type { NewResourceFormField } from "./new-resource-values.ts";
import type { FocusAfterSubmit, NewResourceForm } from "./use-new-resource-form.ts";

/**
 * The "new resource" tab of the add dialog (SPEC 2.4, 5): type (only those the person may add),
 * specialization, the valid-from bzr for types 93 and 94, description, overwrite and the file. Errors
 * sit under their fields (aria-describedby); after a failed attempt the first invalid field takes the
 * focus, after a cancel or a refusal the upload button.
 */
export function NewResourceTab({ form }: { form: NewResourceForm }) {
  const { t, i18n } = useTranslation();
  const overwriteHintId = useId();
  const focusable = useRef<Partial<Record<NewResourceFormField | "submit", HTMLElement | null>>>({});
  const fileBox = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ target: FocusAfterSubmit } | null>(null);
  const { values, errors, setValue } = form;
  const uploading = form.percent !== null;

  // The focus moves once the form shows its new state: after an upload the fields are enabled again.
  useEffect(() => {
    const target = focus?.target;
    if (!target || uploading) return;
    // the file field's own button opens the chooser: the keyboard's way to fix the file
    if (target === "file") fileBox.current?.querySelector("button")?.focus();
    else focusable.current[target]?.focus();
  }, [focus, uploading]);

  const submit = useRunOnce(async () => {
    // a new object each time, so that the same field takes the focus again after another attempt
    setFocus({ target: await form.submit() });
  });

  if (form.types.length === 0) return <Typography>{t("resources.add.noTypes")}</Typography>;

  const ref = (field: NewResourceFormField | "submit") => (element: HTMLElement | null) => {
    focusable.current[field] = element;
  };

  return (
    <Box component="form" noValidate onSubmit={submit.onSubmit} sx={{ display: "grid", gap: 2, pt: 1 }}>
      {form.notice && (
        <Alert severity={form.notice.severity} role={form.notice.severity === "error" ? "alert" : "status"}>
          {form.notice.text}
        </Alert>
      )}
      <TextField
        select
        label={t("resources.add.resourcetype")}
        value={values.resourcetype}
        onChange={(event) => setValue("resourcetype", event.target.value)}
        disabled={uploading}
        error={Boolean(errors.resourcetype)}
        helperText={errors.resourcetype}
        inputRef={ref("resourcetype")}
        slotProps={{ select: { native: true } }}
      >
        {form.types.map((type) => (
          <option key={type} value={type}>
            {type} – {resourceTypeName(type, i18n.language)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t("resources.add.specialization")}
        value={values.specialization}
        onChange={(event) => setValue("specialization", event.target.value)}
        disabled={uploading}
        error={Boolean(errors.specialization)}
        helperText={errors.specialization}
        inputRef={ref("specialization")}
        slotProps={{ select: { native: true } }}
      >
        {specializationsOf(values.resourcetype).map((specialization) => (
          <option key={specialization} value={specialization}>
            {isTransformation(values.resourcetype, specialization)
              ? t("resources.add.transformation", { specialization })
              : specialization}
          </option>
        ))}
      </TextField>
      {hasValidFromBzr(values.resourcetype) && (
        <TextField
          label={t("resources.add.bzr")}
          value={values.bzr}
          onChange={(event) => setValue("bzr", event.target.value)}
          required
          disabled={uploading}
          error={Boolean(errors.bzr)}
          helperText={errors.bzr ?? t("resources.add.bzrHint")}
          inputRef={ref("bzr")}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
        />
      )}
      <TextField
        label={t("resources.add.description")}
        value={values.description}
        onChange={(event) => setValue("description", event.target.value)}
        required
        multiline
        minRows={2}
        disabled={uploading}
        error={Boolean(errors.description)}
        helperText={errors.description}
        inputRef={ref("description")}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.overwrite}
              onChange={(event) => setValue("overwrite", event.target.checked)}
              disabled={uploading}
              slotProps={{ input: { ref: ref("overwrite"), "aria-describedby": overwriteHintId } }}
            />
          }
          label={t("resources.add.overwrite")}
        />
        <FormHelperText id={overwriteHintId} error={Boolean(errors.overwrite)}>
          {errors.overwrite ?? t("resources.add.overwriteHint")}
        </FormHelperText>
      </Box>
      <Box ref={fileBox}>
        <FileField
          label={t("resources.add.file")}
          file={values.file}
          accept={resourceAcceptAttribute(values.resourcetype, values.specialization)}
          error={errors.file}
          disabled={uploading}
          onChange={(file) => setValue("file", file)}
        />
      </Box>
      {form.percent !== null && <UploadProgress percent={form.percent} onCancel={form.cancel} />}
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        {/* aria-disabled rather than disabled: the button keeps the focus while the upload runs */}
        <Button
          type="submit"
          variant="contained"
          ref={ref("submit")}
          aria-disabled={submit.running || undefined}
          aria-busy={submit.running}
        >
          {t("resources.add.submit")}
        </Button>
      </Box>
    </Box>
  );
}
