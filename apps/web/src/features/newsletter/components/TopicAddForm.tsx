import {
  fieldErrors,
  NEWSLETTER_RESOURCE_TYPES,
  type NewsletterTopic,
  newsletterTopicSchema,
} from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { typeLabel } from "../newsletter-form.ts";
import { StatisticIdField } from "./StatisticIdField.tsx";

export interface TopicAddFormProps {
  /**
   * Adds the topic to the list; false when the list holds it already (the domain's uniqueTopics decides),
   * so the form keeps the choice and says so.
   */
  onAdd(topic: NewsletterTopic): boolean;
}

type Problems = Partial<Record<"statisticId" | "resourceType" | "topic", string>>;

/** A topic for the edit list: a statistic id or allID, and a resource type, checked by the domain's schema. */
export function TopicAddForm({ onAdd }: TopicAddFormProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [statisticId, setStatisticId] = useState("");
  const [resourceType, setResourceType] = useState("");
  const [problems, setProblems] = useState<Problems>({});

  const add = () => {
    const result = newsletterTopicSchema.safeParse({ statisticId, resourceType });
    if (!result.success) return setProblems(fieldErrors(result.error));
    if (!onAdd(result.data)) return setProblems({ topic: "newsletter.validation.duplicateTopic" });
    setProblems({});
    setStatisticId("");
    setResourceType("");
  };
  const message = (field: keyof Problems) => {
    const key = problems[field];
    return key === undefined ? undefined : t(key);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Box component="h2" id={headingId} sx={{ typography: "h6", mt: 0, mb: 1.5 }}>
        {t("newsletter.edit.addTitle")}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <StatisticIdField
          size="small"
          value={statisticId}
          onChange={(value) => {
            setStatisticId(value);
            setProblems({});
          }}
          problem={message("statisticId")}
        />
        <TextField
          select
          size="small"
          name="resourceType"
          label={t("newsletter.field.resourceType")}
          value={resourceType}
          onChange={(event) => {
            setResourceType(event.target.value);
            setProblems({});
          }}
          required
          error={problems.resourceType !== undefined}
          helperText={message("resourceType")}
          sx={{ minWidth: 280 }}
        >
          {NEWSLETTER_RESOURCE_TYPES.map((code) => (
            <MenuItem key={code} value={code}>
              {typeLabel(code, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} sx={{ mt: 0.25 }}>
          {t("newsletter.edit.add")}
        </Button>
      </Box>
      {problems.topic !== undefined && (
        <Box role="alert" sx={{ color: "error.main", typography: "body2", mt: 1 }}>
          {message("topic")}
        </Box>
      )}
    </Box>
  );
}
