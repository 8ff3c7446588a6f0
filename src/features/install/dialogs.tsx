/**
 * The install and app prompts of §2 / §4 as they render: the download bar, the download popup (the
 * "app window" shown when the bar is closed), the bottom install dialog and its fullscreen variant,
 * the iOS add-to-home-screen guide and the native app's upgrade modal. Every prompt is a real modal
 * dialog on the kit's ModalDialog, named by its title (focus kept inside; Escape and a tap outside
 * only where closable).
 * They only render: the rules and the wiring live in rules.ts and install-host.tsx.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/modal-dialog';
import { setFloatingHeight } from '../../ui/floating-layout';
import type { InstallOptions } from './rules';
import './install.css';
import { DialogButton } from '../../ui/dialog-button';

function Stars() {
  const t = useT();
  return (
    <span className="install-stars" role="img" aria-label={t('install.bar.rating')}>
      <span aria-hidden="true">★★★★★</span> <span aria-hidden="true">5.0</span>
    </span>
  );
}

function AppIcon({ src }: { src: string }) {
  return <img className="install-app-icon" src={src} alt="" width={40} height={40} />;
}

export function DownloadBar({
  surface,
  appName,
  icon,
  gift,
  onDownload,
  onClose,
}: {
  /** §3 install setting theme. */
  surface: 'light' | 'dark';
  appName: string;
  icon: string;
  gift: boolean;
  onDownload: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  // The floating layout (src/ui/tokens.css): the bar's height is --download-bar-h while it shows.
  // Read by the observer only: its first callback comes after the frame's layout and before its
  // paint, so the bars move in the frame the bar first shows, and reading the size here, inside the
  // commit, would lay the whole page out once more (issue 37: 18 ms of CPU in a 65 ms task, traced).
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => setFloatingHeight('--download-bar-h', element.getBoundingClientRect().height);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setFloatingHeight('--download-bar-h', 0);
    };
  }, []);
  return (
    <aside
      ref={bar}
      className="download-bar"
      data-surface={surface}
      aria-label={t('install.bar.label', { app: appName })}
    >
      <button type="button" className="download-bar-close" aria-label={t('install.bar.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <AppIcon src={icon} />
      <div className="download-bar-text">
        <strong>{appName}</strong>
        <Stars />
      </div>
      {gift && (
        <span className="download-bar-gift" role="img" aria-label={t('install.bar.gift')}>
          <span aria-hidden="true">🎁</span>
        </span>
      )}
      <button type="button" className="button small" onClick={onDownload}>
        {t('install.bar.download')}
      </button>
    </aside>
  );
}

export function DownloadPopup({
  appName,
  icon,
  description,
  onDownload,
  onClose,
}: {
  appName: string;
  icon: string;
  description: string;
  onDownload: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      className="install-popup"
      title={t('install.popup.title', { app: appName })}
      header={(title) => (
        <>
          <AppIcon src={icon} />
          {title}
        </>
      )}
      onClose={onClose}
      closeOnBackdrop
    >
      <Stars />
      <p dir="auto">{description || t('install.dialog.defaultDesc', { app: appName })}</p>
      <div className="install-actions">
        <DialogButton onClick={onClose}>{t('install.dialog.continueOnWeb')}</DialogButton>
        <DialogButton primary onClick={onDownload}>
          {t('install.popup.download')}
        </DialogButton>
      </div>
    </ModalDialog>
  );
}

export interface InstallDialogProps {
  appName: string;
  icon: string;
  description: string;
  variant: 'bottom' | 'fullscreen';
  /** §3 install setting theme. */
  surface: 'light' | 'dark';
  closable: boolean;
  options: InstallOptions;
  /** The install prompt may still arrive (Chromium): the web-app button waits for it. */
  waitingForPrompt: boolean;
  openInBrowserLabel: 'chrome' | 'browser';
  onContinue: () => void;
  onApp: () => void;
  onWebApp: () => void;
  onOpenInBrowser: () => void;
}

export function InstallDialog(p: InstallDialogProps) {
  const t = useT();
  return (
    <ModalDialog
      className={`install-dialog ${p.variant}`}
      data-surface={p.surface}
      title={t('install.dialog.title', { app: p.appName })}
      header={(title) => (
        <div className="install-dialog-head">
          <AppIcon src={p.icon} />
          <div>
            {title}
            <Stars />
          </div>
        </div>
      )}
      closable={p.closable}
      onClose={p.onContinue}
      closeOnBackdrop
    >
      <p dir="auto">{p.description || t('install.dialog.defaultDesc', { app: p.appName })}</p>
      <div className="install-actions stacked">
        {p.options.app && (
          <button type="button" className="button" onClick={p.onApp}>
            {t('install.dialog.app')}
          </button>
        )}
        {p.options.webApp && (
          <button
            type="button"
            className="button"
            aria-disabled={p.options.webApp === 'prompt' && p.waitingForPrompt ? 'true' : undefined}
            aria-describedby={p.options.webApp === 'prompt' && p.waitingForPrompt ? 'install-waiting' : undefined}
            onClick={() => {
              if (p.options.webApp === 'prompt' && p.waitingForPrompt) return;
              p.onWebApp();
            }}
          >
            {t('install.dialog.webApp')}
          </button>
        )}
        {p.options.webApp === 'prompt' && p.waitingForPrompt && (
          <p id="install-waiting" className="install-note" aria-live="polite">
            {t('install.dialog.preparing')}
          </p>
        )}
        {p.options.openInBrowser && (
          <DialogButton onClick={p.onOpenInBrowser}>
            {t(p.openInBrowserLabel === 'chrome' ? 'install.dialog.openInChrome' : 'install.dialog.openInBrowser')}
          </DialogButton>
        )}
        {p.options.continueOnWeb && (
          <DialogButton onClick={p.onContinue}>{t('install.dialog.continueOnWeb')}</DialogButton>
        )}
      </div>
    </ModalDialog>
  );
}

export function IosGuide({ appName, onClose }: { appName: string; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog
      className="install-dialog bottom ios-guide"
      title={t('install.ios.title')}
      onClose={onClose}
      closeOnBackdrop
    >
      <p>{t('install.ios.intro', { app: appName })}</p>
      <ol className="ios-steps">
        <li>
          <span className="ios-step-icon" aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3v12M8 7l4-4 4 4M5 12v8h14v-8" />
            </svg>
          </span>
          {t('install.ios.step1')}
        </li>
        <li>
          <span className="ios-step-icon" aria-hidden="true">
            ＋
          </span>
          {t('install.ios.step2')}
        </li>
        <li>
          <span className="ios-step-icon" aria-hidden="true">
            ✓
          </span>
          {t('install.ios.step3')}
        </li>
      </ol>
      <div className="install-actions">
        <DialogButton primary onClick={onClose}>
          {t('install.ios.done')}
        </DialogButton>
      </div>
    </ModalDialog>
  );
}

export function UpgradeModal({
  version,
  mandatory,
  onUpgrade,
  onLater,
}: {
  version: string;
  mandatory: boolean;
  onUpgrade: () => void;
  onLater: () => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      className="install-popup"
      title={t('install.upgrade.title')}
      closable={!mandatory}
      onClose={onLater}
      closeOnBackdrop
    >
      <p>{version ? t('install.upgrade.message', { version }) : t('install.upgrade.messageNoVersion')}</p>
      {mandatory && <p className="install-note">{t('install.upgrade.mandatory')}</p>}
      <div className="install-actions">
        {!mandatory && <DialogButton onClick={onLater}>{t('install.upgrade.later')}</DialogButton>}
        <DialogButton primary onClick={onUpgrade}>
          {t('install.upgrade.now')}
        </DialogButton>
      </div>
    </ModalDialog>
  );
}
