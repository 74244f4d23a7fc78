import type { DocumentAnswer } from "@erhdb/domain";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatSize } from "../../../components/upload/FileField.tsx";

export interface DocumentListProps {
  /** the id of the heading that names the list */
  labelledBy: string;
  documents: readonly DocumentAnswer[];
  /** a file downloads, a page opens to read */
  onOpen(document: DocumentAnswer): void;
}

/** 'nutzungshinweise.pdf' → 'PDF'; a name without an extension says its media type. */
function fileType(document: DocumentAnswer): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(document.name)?.[1];
  return extension ? extension.toUpperCase() : document.mediaType;
}

/** The document links of one section, titled in the shown language; 'Keine Links gefunden' when empty. */
export function DocumentList({ labelledBy, documents, onOpen }: DocumentListProps) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return <Typography sx={{ mb: 2 }}>{t("documentation.noLinks")}</Typography>;
  const language = i18n.language === "en" ? "en" : "de";
  return (
    <List aria-labelledby={labelledBy} sx={{ mb: 1 }}>
      {documents.map((document) => (
        <ListItem key={document.name} disablePadding>
          <ListItemButton onClick={() => onOpen(document)}>
            <ListItemIcon>
              {document.kind === "html" ? <ArticleOutlined /> : <FileDownloadOutlined />}
            </ListItemIcon>
            <ListItemText
              primary={document.title[language]}
              secondary={
                document.kind === "html"
                  ? t("documentation.pageInfo")
                  : t("documentation.fileInfo", {
                      type: fileType(document),
                      size: formatSize(document.size, language),
                    })
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
