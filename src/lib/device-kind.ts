/**
 * The kind of client (§3 device: IPAD, PWA or WEBCLIP when applicable; H5 otherwise; APP inside
 * the native shell, whose user agent matches App…Ver).
 */
export interface DeviceSignals {
  userAgent: string;
  standaloneDisplay: boolean; // display-mode: standalone (installed PWA)
  iosStandalone: boolean; // navigator.standalone (iOS home-screen web clip)
  maxTouchPoints: number;
}

export type DeviceKind = 'APP' | 'WEBCLIP' | 'PWA' | 'IPAD' | 'H5';

export function isNativeApp(userAgent: string): boolean {
  return /App\S*Ver/.test(userAgent);
}

export function deviceKindOf(s: DeviceSignals): DeviceKind {
  if (isNativeApp(s.userAgent)) return 'APP';
  if (s.iosStandalone) return 'WEBCLIP';
  if (s.standaloneDisplay) return 'PWA';
  const iPad = /iPad/.test(s.userAgent) || (/Macintosh/.test(s.userAgent) && s.maxTouchPoints > 1);
  return iPad ? 'IPAD' : 'H5';
}

export function currentDeviceKind(): DeviceKind {
  if (typeof navigator === 'undefined') return 'H5';
  return deviceKindOf({
    userAgent: navigator.userAgent,
    standaloneDisplay: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}
