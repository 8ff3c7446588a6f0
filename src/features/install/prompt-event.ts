/**
 * §4 the install-prompt event as the app sees it: public/install-capture.js saves
 * `beforeinstallprompt` (and notes `appinstalled`) before the app loads; this module reads the saved
 * event, hears later ones, and lets the dialog offer it once.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface CaptureState {
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
  captured: number;
  /** §3 a2hsInstalled went to the reporter in this page's life. */
  reported?: boolean;
}

export const PROMPT_CAPTURED_EVENT = 'storefront:installprompt';
export const APP_INSTALLED_EVENT = 'storefront:appinstalled';

function state(): CaptureState {
  const w = window as unknown as { __storefrontInstall?: CaptureState };
  // Without the capture script (a test page, an old cached shell) the app listens itself from now on.
  if (!w.__storefrontInstall) {
    const fresh: CaptureState = { prompt: null, installed: false, captured: 0 };
    w.__storefrontInstall = fresh;
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      fresh.prompt = event as BeforeInstallPromptEvent;
      fresh.captured += 1;
      window.dispatchEvent(new CustomEvent(PROMPT_CAPTURED_EVENT));
    });
    window.addEventListener('appinstalled', () => {
      fresh.prompt = null;
      fresh.installed = true;
      window.dispatchEvent(new CustomEvent(APP_INSTALLED_EVENT));
    });
  }
  return w.__storefrontInstall;
}

/** The saved install prompt, if the browser gave one and it was not used yet. */
export function deferredPrompt(): BeforeInstallPromptEvent | null {
  return state().prompt;
}

/** A prompt can be shown once: the dialog takes it. */
export function takePrompt(): BeforeInstallPromptEvent | null {
  const s = state();
  const prompt = s.prompt;
  s.prompt = null;
  return prompt;
}

export function onPromptCaptured(listener: () => void): () => void {
  window.addEventListener(PROMPT_CAPTURED_EVENT, listener);
  return () => window.removeEventListener(PROMPT_CAPTURED_EVENT, listener);
}

export function onAppInstalled(listener: () => void): () => void {
  window.addEventListener(APP_INSTALLED_EVENT, listener);
  return () => window.removeEventListener(APP_INSTALLED_EVENT, listener);
}

/** The app is installed: display-mode standalone, an iOS web clip, or a related app the browser knows of. */
export async function appInstalled(): Promise<boolean> {
  if (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: fullscreen)').matches) return true;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  const related = (navigator as Navigator & { getInstalledRelatedApps?: () => Promise<unknown[]> })
    .getInstalledRelatedApps;
  if (typeof related === 'function') {
    try {
      return (await related.call(navigator)).length > 0;
    } catch {
      return false;
    }
  }
  return false;
}

/** `appinstalled` was heard in this page's life (by the capture script or here). */
export function installedThisVisit(): boolean {
  return state().installed;
}

/**
 * §3 a2hsInstalled is reported once a page: true the first time it is asked after `appinstalled`
 * was heard. The install host asks when the event arrives and again when it mounts, because it loads
 * after the first paint and the browser may have installed the app before that.
 */
export function takeInstallReport(): boolean {
  const s = state();
  if (!s.installed || s.reported) return false;
  s.reported = true;
  return true;
}
