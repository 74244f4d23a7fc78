const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Text as XML character data or attribute value (quoted with " or '). A character XML 1.0 does not allow
 * (C0 controls but tab, line feed and carriage return; lone surrogates; U+FFFE, U+FFFF) becomes U+FFFD,
 * so that no stored text makes a document ill-formed.
 */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu, "\uFFFD")
  );
}
