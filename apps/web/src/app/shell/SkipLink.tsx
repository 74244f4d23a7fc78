import { styled } from "@mui/material/styles";
import { useTranslation } from "react-i18next";

export const MAIN_CONTENT_ID = "main-content";

// Invisible until focused, then shown above the app bar (WCAG 2.4.1 bypass blocks).
const Anchor = styled("a")(({ theme }) => ({
  position: "absolute",
  left: theme.spacing(1),
  top: -100,
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `2px solid ${theme.palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  "&:focus": { top: theme.spacing(1) },
}));

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Moving focus directly keeps the URL free of a hash that the router would treat as navigation.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t("app.skipToContent")}
    </Anchor>
  );
}
