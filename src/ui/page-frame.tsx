/**
 * The frame every page shares: a header with back navigation, the page's title (§2) and, for a
 * member, the wallet (issue 32, ui/top-bar.tsx). `titleKey` overrides the per-path title (the 404 page).
 */
import type { ReactNode } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useT } from '../i18n';
import { configPath, PAGE_TITLE_KEYS } from '../routing/pages';
import { HOME_PATH } from '../config/constants';
import { TopBarWalletSlot } from './top-bar';

export function PageFrame({
  children,
  back = true,
  actions,
  titleKey: title,
  surface,
}: {
  children: ReactNode;
  back?: boolean;
  actions?: ReactNode;
  titleKey?: string;
  /** Issue 32: game pages sit on the dark surfaces of the design tokens (src/ui/tokens.css). */
  surface?: 'dark';
}) {
  const t = useT();
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  const titleKey = title ?? PAGE_TITLE_KEYS[configPath(pathname)] ?? 'page.home';
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ href: HOME_PATH });
  };
  return (
    <div className="page" data-surface={surface}>
      <header className="page-header">
        {back ? (
          <button type="button" className="icon-button" onClick={goBack} aria-label={t('common.back')}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span className="icon-spacer" />
        )}
        <h1>{t(titleKey)}</h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
        <TopBarWalletSlot />
      </header>
      <main className="page-body">{children}</main>
    </div>
  );
}
