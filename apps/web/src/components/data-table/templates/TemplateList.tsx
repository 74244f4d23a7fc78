import type { TableTemplate } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import DoneIcon from "@mui/icons-material/Done";
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";

export interface TemplateListProps {
  query: UseQueryResult<TableTemplate[]>;
  onApply(template: TableTemplate): void;
  onDelete(template: TableTemplate): void;
}

export function TemplateList({ query, onApply, onDelete }: TemplateListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress size={24} aria-label={t("app.loading")} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, t)}</Alert>;
  if (query.data.length === 0) return <Typography>{t("dataTable.templates.none")}</Typography>;
  return (
    <List dense aria-label={t("dataTable.templates.listLabel")}>
      {query.data.map((template) => (
        <ListItem
          key={template.id}
          secondaryAction={
            <>
              <IconButton
                aria-label={t("dataTable.templates.applyNamed", { name: template.name })}
                onClick={() => onApply(template)}
              >
                <DoneIcon />
              </IconButton>
              <IconButton
                edge="end"
                aria-label={t("dataTable.templates.deleteNamed", { name: template.name })}
                onClick={() => onDelete(template)}
              >
                <DeleteIcon />
              </IconButton>
            </>
          }
        >
          <ListItemText>
            {template.name}
            {template.defaultTemplate && (
              <Chip size="small" label={t("dataTable.templates.default")} sx={{ ml: 1 }} />
            )}
          </ListItemText>
        </ListItem>
      ))}
    </List>
  );
}
