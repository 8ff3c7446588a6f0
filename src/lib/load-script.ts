/**
 * Adds a third-party script (captcha vendor, Google one-tap) once and waits for it, at most
 * `timeoutMs`. A failed or timed-out load removes its tag and may be tried again later (the network
 * may be back).
 */
export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'timeout' | 'error',
  ) {
    super(reason === 'timeout' ? `${url} did not load in time` : `${url} could not be loaded`);
    this.name = 'ScriptLoadError';
  }
}

const loaded = new Map<string, Promise<void>>();

export function loadScript(url: string, timeoutMs: number, doc: Document = document): Promise<void> {
  const cached = loaded.get(url);
  if (cached) return cached;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (reason: 'timeout' | 'error') => {
      clearTimeout(timer);
      script.remove();
      reject(new ScriptLoadError(url, reason));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    script.src = url;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('error');
    doc.head.appendChild(script);
  });
  loaded.set(url, promise);
  promise.catch(() => loaded.delete(url));
  return promise;
}
