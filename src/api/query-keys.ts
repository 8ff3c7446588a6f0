/**
 * Query-key roots more than one feature shares. §4 / §9: every query of the consolidated settings
 * (system and merchant configuration) is keyed under SETTINGS_QUERY_ROOT, so app/settings-refresh.ts
 * can refetch them all when the tab becomes visible again.
 */
export const SETTINGS_QUERY_ROOT = 'settings';

export const settingsKey = <const P extends readonly string[]>(...parts: P) => [SETTINGS_QUERY_ROOT, ...parts] as const;
