/** Offers a file to the user as a download (a temporary object URL on a clicked link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The file name a `Content-Disposition` header gives (RFC 6266): `filename*` (percent-encoded UTF-8)
 * before `filename`; null without one.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || null;
}
