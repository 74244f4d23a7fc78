import {
  ENCODABLE_RESOURCE_TYPES,
  ENCODING_INVALID_VALUES_KEY,
  ENCODINGS,
  encodingEntryWriteSchema,
} from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useCreateEncoding } from "../api.ts";
import { encodableTypeName } from "./encodable-type-name.ts";

/**
 * The add row above the encodings table (SPEC 2.14): a resource type and an encoding, both required
 * (SPEC 5: a blank one gives the snackbar 'invalid-values'); the server refuses a pair that exists.
 */
export function EncodingAddRow() {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const create = useCreateEncoding();
  const [restype, setRestype] = useState("");
  const [encoding, setEncoding] = useState("");

  const add = useRunOnce(async () => {
    const entry = encodingEntryWriteSchema.safeParse({ restype, encoding });
    if (!entry.success) {
      snackbar.error(t(`encodings.${ENCODING_INVALID_VALUES_KEY}`));
      return;
    }
    try {
      await create.mutateAsync(entry.data);
      snackbar.success(
        t("encodings.created", { type: encodableTypeName(restype, t, i18n.language), encoding }),
      );
      setRestype("");
      setEncoding("");
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t("encodings.addLabel")}
      onSubmit={add.onSubmit}
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={t("encodings.field.restype")}
        value={restype}
        onChange={(event) => setRestype(event.target.value)}
        sx={{ minWidth: 280 }}
      >
        {ENCODABLE_RESOURCE_TYPES.map((code) => (
          <MenuItem key={code} value={code}>
            {encodableTypeName(code, t, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("encodings.field.encoding")}
        value={encoding}
        onChange={(event) => setEncoding(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        {ENCODINGS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<AddIcon />} {...add.busy}>
        {t("encodings.add")}
      </Button>
    </Box>
  );
}
