import { ADMIN } from "./dataset.ts";

/** The demo admin's session token on a running server (the bench's SuperAdmin caller). */
export async function adminToken(serverUrl: string): Promise<string> {
  const response = await fetch(new URL("api/v1/login", serverUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const token = response.headers.get("authorization");
  if (!response.ok || !token) throw new Error(`login failed: ${response.status}`);
  return token;
}
