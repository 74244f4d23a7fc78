/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): a plain ASCII `filename` for old
 * clients and the exact name, percent-encoded UTF-8, as `filename*`. Quotes, backslashes and control
 * characters never reach the header, so a file name cannot break it or add a header of its own.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
