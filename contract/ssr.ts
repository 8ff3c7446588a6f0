/**
 * Issue 18, first paint from HTML: what the reference server and the page agree on about the
 * server-rendered shell. The server loads the render entry built from src/entry-server.tsx
 * (dist-ssr/entry-server.js) and puts its HTML into index.html's root; the page reads the data
 * block below and hydrates when it renders the same page in the same language, else renders afresh.
 */
import type { LanguageCode } from './languages';
import type { MerchantConfig } from './merchant';

/**
 * §1 the player's chosen language as a cookie beside local storage, so the server renders the first
 * HTML in the language the page will choose (same rule: the stored choice, else the browser's).
 */
export const LANGUAGE_COOKIE = 'MC_LANGUAGE';

/** The value of the language cookie in a Cookie header, or null. */
export function languageCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** The JSON data block listing the app's scripts that public/app-boot.js starts after the first paint. */
export const APP_ELEMENT_ID = 'storefront-app';

/** The JSON data block (no inline script, CSP) that tells the page what the server rendered. */
export const SSR_ELEMENT_ID = 'storefront-ssr';
/**
 * Issue 18: the page marks the document `data-hydrated` and fires this event on it once the app is on
 * screen (hydrated or rendered); public/hydration-guard.js holds taps until then.
 */
export const HYDRATED_EVENT = 'storefront:hydrated';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The empty root of the built index.html that the rendered HTML goes into. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** Query answers the server rendered with: the page seeds its data layer with them before hydrating. */
export interface SsrQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface SsrSeed {
  /** The page rendered (pageKey of the path): the page hydrates only when it shows the same one. */
  page: string;
  language: LanguageCode;
  queries: SsrQuery[];
  /**
   * The texts the render used, nested as in the language's file: the page hydrates with them and
   * fetches the whole file after (JS loaded before the page is interactive).
   */
  texts?: Record<string, unknown>;
  /**
   * Issue 32: how many items home's late sections hold (banner groups, marquee), so the first paint
   * reserves a box only for a section that will be filled (src/lib/home-sections.ts).
   */
  sections?: Partial<Record<HomeSection, number>>;
}

/** Home's sections that load after the first paint: the §9 banner groups and the announcement marquee. */
export type HomeSection = BannerGroup | 'marquee';

/** Only public data ever reaches a render: the session lives in the browser (DESIGN rule 11). */
export interface RenderRequest {
  /** Path and query of the page asked for. */
  url: string;
  /** The scheme and host the page was asked at (the §2 canonical address and title). */
  origin: string;
  config: MerchantConfig;
  language: LanguageCode;
  /** The merchant's game catalogue as GET gameVendors answers it. */
  vendors: unknown;
  /** The merchant's game lanes as GET gameMatches answers them (§3, issue 14). */
  lanes: unknown;
  /**
   * The merchant's home banners as GET banners answers them, per §9 group (issue 15): the first one
   * is the home page's largest paint, so it is in the HTML rather than after the app's start.
   */
  banners: Record<BannerGroup, unknown>;
  /**
   * Issue 32: how many announcements run in the marquee (§9), language aside: home reserves the
   * marquee's row only when there is one. Absent: unknown (the row is reserved).
   */
  marqueeCount?: number;
}

/** §9 banner groups. */
export type BannerGroup = 'm_popup1' | 'm_popup2';
export const BANNER_GROUPS: readonly BannerGroup[] = ['m_popup1', 'm_popup2'];

export type RenderResult =
  | {
      kind: 'page';
      html: string;
      /** The document title of the page (§2 SEO), also set by the page after start. */
      title: string;
      seed: SsrSeed;
      /**
       * The page hydrates with the texts in the seed and fetches the language's file after
       * ('page'), or waits for the whole file first ('whole': a page rendered inside the data
       * layer, whose dialogs and forms render right after hydration); the server hints the file then.
       */
      textsBeforeHydration: 'page' | 'whole';
    }
  /** Not rendered on the server (a guarded page, a redirect, an unknown path): the page renders it. */
  | { kind: 'client'; reason: string };

export interface RenderModule {
  render(request: RenderRequest): Promise<RenderResult>;
}

/**
 * Pages the server never renders although a visitor may open them: the game launch (§2
 * /m/launchGame?trial=) is the game's frame, its address and whether it may run come from the
 * browser (its origin, the device kind of §4's installed-app rule), and it has nothing to paint first.
 */
export const BROWSER_ONLY_PAGES: ReadonlySet<string> = new Set(['/m/launchGame']);

/**
 * The home aliases of §2, all of which are /m/home for configuration, canonical address and rendering:
 * the one list the server renders by and the router registers (src/app/router.tsx, its test).
 */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
const HOME_PATHS: ReadonlySet<string> = new Set(HOME_ALIASES);

/** §2 the home page answers at several paths; they are one rendered page. */
export function pageKey(pathname: string): string {
  return HOME_PATHS.has(pathname) ? '/m/home' : pathname.replace(/\/+$/, '') || '/';
}
