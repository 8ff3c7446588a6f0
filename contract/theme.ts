/**
 * Issue 32: each merchant's theme as data (merchant config `theme`, else its themeColor), applied
 * through the design tokens of src/ui/tokens.css. The server writes it into the page's head right
 * after the app's own stylesheet, as it writes that one (server/http/static.ts, issue 18: nothing
 * to fetch before the first paint), so the server-rendered first paint, the precached offline shell
 * and every later page are in the merchant's colours; only #hex values are ever written.
 */
import type { MerchantConfig } from './merchant';

/** Colour roles a merchant may set, and the token each one sets. */
const ROLES = {
  brand: '--color-brand',
  brandStrong: '--color-brand-strong',
  onBrand: '--color-on-brand',
  accent: '--color-accent',
  onAccent: '--color-on-accent',
  surface: '--color-surface',
  surface2: '--color-surface-2',
  canvas: '--color-canvas',
  ink: '--color-ink',
  muted: '--color-muted',
  line: '--color-line',
} as const;

const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The merchant's stylesheet: its colour roles on :root (game pages keep their dark surfaces). */
export function themeCss(config: Pick<MerchantConfig, 'themeColor' | 'theme'>): string {
  const roles: Partial<Record<keyof typeof ROLES, string>> = { brand: config.themeColor, ...config.theme };
  const lines: string[] = [];
  for (const [role, token] of Object.entries(ROLES) as [keyof typeof ROLES, string][]) {
    const value = roles[role];
    if (value && HEX.test(value)) lines.push(`  ${token}: ${value.toLowerCase()};`);
  }
  // A darker brand for gradients and pressed states, unless the merchant names one.
  if (!roles.brandStrong && roles.brand && HEX.test(roles.brand))
    lines.push(`  --color-brand-strong: color-mix(in srgb, ${roles.brand.toLowerCase()} 78%, #000);`);
  return `/* The merchant's theme (issue 32, contract/theme.ts). */\n:root {\n${lines.join('\n')}\n}\n`;
}
