/**
 * The shapes operators and seed files give the install store (issue 13): download links, app
 * releases and settings patches. Links may be absolute http(s) URLs or paths on this server (the
 * demo download target), which the download-setting call answers as absolute URLs of the caller's host.
 */
import { arrayOf, bool, literal, object, optional, str, withDefault } from '../../contract/decode';
import { operatorUrl } from '../../contract/operator-url';

/** Issue 35: http(s) with a host, or a path on this server; never javascript:, data:, //host or /\host. */
const linkUrl = operatorUrl({ paths: 'server' });
export const downloadLinkInput = object({
  resourceType: str({ min: 1, max: 32, pattern: /^[A-Za-z]+$/ }),
  url: linkUrl,
});
export const downloadLinksInput = arrayOf(downloadLinkInput, 20);
export const appVersion = str({ min: 1, max: 32, pattern: /^\d+(\.\d+){0,3}$/ });
export const appReleaseInput = object({
  version: appVersion,
  mandatory: withDefault(bool, false),
  downloadUrl: linkUrl,
});
export const appPlatform = literal('ANDROID', 'IOS');
export const releasesInput = object({ ANDROID: optional(appReleaseInput), IOS: optional(appReleaseInput) });

/** server/install/seed/<CODE>.json. `settings` is checked by the store (the contract's decoders). */
export const installSeedFile = object({
  settings: withDefault(
    (input: unknown) =>
      typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {},
    {},
  ),
  downloadLinks: withDefault(downloadLinksInput, []),
  releases: withDefault(releasesInput, {}),
});

/** Numeric comparison of dotted versions ('2.4.39' < '2.4.100'). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
