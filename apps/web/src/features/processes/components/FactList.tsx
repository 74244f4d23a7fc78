import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** One term and its value; an empty value shows as a dash. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts of a request as a description list, terms beside their values. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: "bold" }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
            {value === "" || value === null || value === undefined ? "–" : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
