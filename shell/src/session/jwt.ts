import { type TokenPayload, TokenPayloadSchema } from '@mercado/shared/contracts';

/** Decodes (does not verify: the API does) the payload of an access JWT; null when malformed. */
export function decodeToken(token: string | null): TokenPayload | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const parsed = TokenPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec §4: refresh only when a ttl exists and now is between exp - 60 s and the ttl. */
export function canRefresh(
  payload: TokenPayload | null,
  refreshTtl: number | null,
  nowSeconds: number,
): boolean {
  if (!payload || refreshTtl === null) return false;
  return nowSeconds >= payload.exp - 60 && nowSeconds < refreshTtl;
}

/** Milliseconds until the proactive refresh (60 s before expiry), never negative. */
export function refreshDelayMs(payload: TokenPayload, nowMs: number): number {
  return Math.max(0, (payload.exp - 60) * 1000 - nowMs);
}
