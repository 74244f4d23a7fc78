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
