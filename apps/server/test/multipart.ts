/** One part of a multipart/form-data body: a text field or a file. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; fileName: string; contentType: string };

/**
 * A JSON part as a browser's FormData sends a Blob (`form.append(name, new Blob([json], { type:
 * "application/json" }))`) and as many other clients send it: a part of type application/json with the
 * file name "blob".
 */
export function jsonBlobPart(name: string, value: unknown): FormPart {
  return {
    name,
    file: Buffer.from(JSON.stringify(value)),
    fileName: "blob",
    contentType: "application/json",
  };
}

/**
 * A multipart/form-data body as a browser's FormData sends it (the parts in the given order), with its
 * content type and boundary, for `t.api`.
 */
export async function multipartBody(
  parts: readonly FormPart[],
): Promise<{ payload: Buffer; headers: { "content-type": string } }> {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.file], { type: part.contentType }), part.fileName);
  }
  const body = new Response(form);
  const contentType = body.headers.get("content-type");
  if (!contentType) throw new Error("FormData gave no content type");
  return { payload: Buffer.from(await body.arrayBuffer()), headers: { "content-type": contentType } };
}
