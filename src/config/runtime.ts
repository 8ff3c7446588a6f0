/**
 * Reads the merchant configuration the server injected into index.html (see merchant.ts).
 */
import { tryDecode } from '../../contract/decode';
import { CONFIG_ELEMENT_ID, merchantConfig, type MerchantConfig } from '../../contract/merchant';

export type ConfigResult = { ok: true; config: MerchantConfig } | { ok: false; reason: string };

export function parseMerchantConfig(text: string | null | undefined): ConfigResult {
  if (!text) return { ok: false, reason: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const decoded = tryDecode(merchantConfig, json);
  return decoded.ok ? { ok: true, config: decoded.value } : { ok: false, reason: decoded.error.message };
}

export function readMerchantConfig(doc: Document = document): ConfigResult {
  return parseMerchantConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent);
}

let active: MerchantConfig | null = null;

export function setMerchant(config: MerchantConfig): void {
  active = config;
}

/** The running merchant's configuration (set once at start, before anything renders). */
export function merchant(): MerchantConfig {
  if (!active) throw new Error('Merchant configuration read before start-up');
  return active;
}
