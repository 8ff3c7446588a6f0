/**
 * §5 the detector behind `isPrivateSession` (rules.ts): reads what the browser tells about its
 * storage, once per page. Any failure to read a signal leaves it unknown (never "private").
 */
import { isPrivateSession, type PrivacySignals } from './rules';

function engineOf(userAgent: string): PrivacySignals['engine'] {
  if (/Firefox\//.test(userAgent)) return 'gecko';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'chromium';
  if (/AppleWebKit\//.test(userAgent)) return 'webkit';
  return 'other';
}

function indexedDbWorks(): Promise<boolean | undefined> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open('storefront-private-probe');
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

export async function readPrivacySignals(): Promise<PrivacySignals> {
  const engine = engineOf(navigator.userAgent);
  const signals: PrivacySignals = { engine };
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (typeof estimate?.quota === 'number') signals.storageQuota = estimate.quota;
  } catch {
    /* unknown */
  }
  const memory = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  if (typeof memory?.jsHeapSizeLimit === 'number') signals.heapLimit = memory.jsHeapSizeLimit;
  if (typeof navigator.storage?.getDirectory === 'function') {
    try {
      await navigator.storage.getDirectory();
      signals.fileSystemDenied = false;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'SecurityError' || name === 'UnknownError') signals.fileSystemDenied = true;
    }
  }
  if (engine === 'gecko' && typeof indexedDB !== 'undefined') {
    const works = await indexedDbWorks();
    if (works !== undefined) signals.indexedDbWorks = works;
  }
  return signals;
}

let detected: Promise<boolean> | null = null;

/** Whether this is a private (incognito) window, detected once per page. */
export function detectPrivateBrowsing(): Promise<boolean> {
  detected ??= readPrivacySignals().then(isPrivateSession, () => false);
  return detected;
}
