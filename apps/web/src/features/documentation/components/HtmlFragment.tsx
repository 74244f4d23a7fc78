import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fragment, type ReactNode, useMemo } from "react";

type Make = (element: Element, children: ReactNode[], key: number) => ReactNode;

const CODE_FONT = "ui-monospace, Consolas, 'Liberation Mono', monospace";

/** Headings move one level down: the dialog's title is the h2 above them. */
const heading =
  (component: "h3" | "h4" | "h5", variant: "h6" | "subtitle1" | "subtitle2"): Make =>
  (_, children, key) => (
    <Typography key={key} component={component} variant={variant} sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
      {children}
    </Typography>
  );

/** A link to the web or to this server; anything else (javascript:, data:) is no link. */
function safeHref(href: string | null): string | null {
  if (!href) return null;
  return /^(https?:\/\/|mailto:|\/(?!\/))/i.test(href.trim()) ? href.trim() : null;
}

const cellSpan = (element: Element, name: "colspan" | "rowspan") => {
  const value = Number(element.getAttribute(name));
  return Number.isInteger(value) && value > 1 && value < 100 ? value : undefined;
};

const cell =
  (component: "th" | "td"): Make =>
  (element, children, key) => (
    <TableCell
      key={key}
      component={component}
      scope={component === "th" ? (element.getAttribute("scope") === "row" ? "row" : "col") : undefined}
      colSpan={cellSpan(element, "colspan")}
      rowSpan={cellSpan(element, "rowspan")}
      sx={{ verticalAlign: "top", fontWeight: component === "th" ? 500 : undefined }}
    >
      {children}
    </TableCell>
  );

/** The elements a stored page may use, each as the app's own component; attributes are not copied. */
const ELEMENTS: Readonly<Record<string, Make>> = {
  h2: heading("h3", "h6"),
  h3: heading("h4", "subtitle1"),
  h4: heading("h5", "subtitle2"),
  p: (_, children, key) => (
    <Typography key={key} sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  ),
  ul: (_, children, key) => (
    <Typography key={key} component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {children}
    </Typography>
  ),
  ol: (_, children, key) => (
    <Typography key={key} component="ol" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {children}
    </Typography>
  ),
  li: (_, children, key) => <li key={key}>{children}</li>,
  table: (_, children, key) => (
    <Box key={key} sx={{ overflowX: "auto", mb: 2 }}>
      <Table size="small">{children}</Table>
    </Box>
  ),
  thead: (_, children, key) => <TableHead key={key}>{children}</TableHead>,
  tbody: (_, children, key) => <TableBody key={key}>{children}</TableBody>,
  tr: (_, children, key) => <TableRow key={key}>{children}</TableRow>,
  th: cell("th"),
  td: cell("td"),
  code: (_, children, key) => (
    <Box
      key={key}
      component="code"
      sx={{ fontFamily: CODE_FONT, fontSize: "0.9em", bgcolor: "action.hover", px: 0.5 }}
    >
      {children}
    </Box>
  ),
  pre: (_, children, key) => (
    <Box
      key={key}
      component="pre"
      sx={{
        fontFamily: CODE_FONT,
        fontSize: "0.8125rem",
        p: 1.5,
        bgcolor: "action.hover",
        overflowX: "auto",
      }}
    >
      {children}
    </Box>
  ),
  strong: (_, children, key) => <strong key={key}>{children}</strong>,
  em: (_, children, key) => <em key={key}>{children}</em>,
  br: (_, __, key) => <br key={key} />,
  a: (element, children, key) => {
    const href = safeHref(element.getAttribute("href"));
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    return (
      <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  },
};

/** Elements whose content is no text to read. */
const DROPPED = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "noscript",
]);

/** Elements that hold only other elements. */
const STRUCTURAL = new Set(["table", "thead", "tbody", "tr", "ul", "ol"]);

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  // between rows and list items, white space is layout of the source, not text (nor valid in a <tbody>)
  const nodes = Array.from(element.childNodes).filter(
    (child) => !(STRUCTURAL.has(tag) && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()),
  );
  const children = nodes.map(convert);
  const make = ELEMENTS[tag];
  // an element not on the list keeps its text only
  return make ? make(element, children, key) : <Fragment key={key}>{children}</Fragment>;
}

/**
 * A stored document's HTML fragment (`loadhtml`, decision 19) as the app's own components: DOMParser builds
 * an inert document (it runs and loads nothing), and only the listed elements pass, without attributes but
 * a safe link target and table spans. The documents are German, whatever language the app shows.
 */
export function HtmlFragment({ html }: { html: string }) {
  const content = useMemo(
    () => Array.from(new DOMParser().parseFromString(html, "text/html").body.childNodes, convert),
    [html],
  );
  return <Box lang="de">{content}</Box>;
}
