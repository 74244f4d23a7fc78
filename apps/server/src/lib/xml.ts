/** Text for XML content or a double-quoted attribute: the five characters XML reserves or needs escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}
