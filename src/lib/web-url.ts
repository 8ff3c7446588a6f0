/**
 * Issue 36: one rule for a link the storefront opens from data (a chat URL, a decrypted customer
 * service path): only a web page, http or https, absolute. Anything else (javascript:, data:, a
 * relative path, not a URL) is refused with null.
 */
export function webUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
