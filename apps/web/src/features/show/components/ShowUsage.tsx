import type { ShowParamName } from "@erhdb/domain";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";

/** One example query per parameter of SPEC 2.8, in the order the usage table explains them. */
const EXAMPLES: readonly (readonly [ShowParamName, string])[] = [
  ["statid", "statid=1261"],
  ["eid", "eid=1126125000009"],
  ["resid", "eid=1126125000009&resid=99"],
  ["evas", "evas=12612"],
  ["genresid", "genresid=04"],
];

/** The usage examples the Show page gives without parameters: each parameter explained, with a link. */
export function ShowUsage() {
  const { t } = useTranslation();
  // The examples keep the page's own spelling, /Show.html or /show.html.
  const { pathname } = useLocation();
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: "70ch" }}>{t("show.intro")}</Typography>
      <TableContainer sx={{ mb: 2 }}>
        <Table size="small">
          <caption>{t("show.usageLabel")}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t("show.parameter")}</TableCell>
              <TableCell scope="col">{t("show.meaning")}</TableCell>
              <TableCell scope="col">{t("show.example")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {EXAMPLES.map(([name, query]) => {
              const href = `${pathname.slice(1)}?${query}`;
              return (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    <code>{name}</code>
                  </TableCell>
                  <TableCell>{t(`show.${name}`)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={{ pathname, search: `?${query}` }}>
                      {href}
                    </Link>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography sx={{ maxWidth: "70ch" }}>{t("show.combine")}</Typography>
    </>
  );
}
