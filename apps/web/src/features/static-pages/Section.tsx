import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A titled section of a static text page (h2 below the page's h1). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

export function Address({ lines }: { lines: readonly string[] }) {
  return (
    <Typography component="address" sx={{ fontStyle: "normal", mb: 1.5 }}>
      {lines.map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </Typography>
  );
}

export function Mail({ to }: { to: string }) {
  return <Link href={`mailto:${to}`}>{to}</Link>;
}

export function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} rel="noopener noreferrer">
      {children}
    </Link>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <Typography component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {items.map((item, i) => (
        // The lists are static text; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <li key={i}>{item}</li>
      ))}
    </Typography>
  );
}
