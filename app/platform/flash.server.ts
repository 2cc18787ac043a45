// A toast carried across a redirect (logout, guards): a short-lived HttpOnly cookie that the
// root loader reads and the root middleware clears once the root loader has shown it.
import { randomUUID } from "node:crypto";
import { createContext } from "react-router";
import { z } from "zod";
import { env } from "~/env.server";
import type { Flash } from "~/platform/flash";

export const FLASH_COOKIE = "rf_aviso";

const flashSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(300),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive", "warning"]),
});

export interface FlashHolder {
  flash: Flash | null;
  consumed: boolean;
}
export const flashContext = createContext<FlashHolder>({ flash: null, consumed: false });

// Secure follows the public address (APP_URL), not the request (issue 11 item 9): behind a proxy
// that ends TLS the app sees http, and a Host header must not decide it either.
const secureSuffix = (_request: Request) =>
  env().APP_URL.startsWith("https://") ? "; Secure" : "";

export function flashCookie(
  request: Request,
  flash: Omit<Flash, "id" | "variant"> & { variant?: Flash["variant"] },
): string {
  const value: Flash = { id: randomUUID(), variant: "default", ...flash };
  const encoded = Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
  return `${FLASH_COOKIE}=${encoded}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax${secureSuffix(request)}`;
}

export function clearFlashCookie(request: Request): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureSuffix(request)}`;
}

export function readFlash(request: Request): Flash | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]+)`));
  if (!match) return null;
  try {
    const parsed = flashSchema.safeParse(
      JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
