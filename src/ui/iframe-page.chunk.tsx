/**
 * §2 the third-party iframe page: a header with back and a fullscreen toggle over a page of another
 * service (the chat, a game). It is a modal dialog over the app (focus stays inside; Escape and the
 * back button close it); the toggle asks the browser for full screen and, where it may not, fills
 * the window.
 */
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n';
import { LineIcon } from './line-icon';
import { ModalDialog, useClosingDialog } from './modal-dialog';
import './iframe-page.css';

export interface IframePageProps {
  url: string;
  title: string;
  onBack: () => void;
  /** The frame's sandbox and permissions (defaults: the chat's). */
  sandbox?: string;
  allow?: string;
  /** The frame element, for a caller that talks to the page inside (postMessage). */
  frameRef?: Ref<HTMLIFrameElement>;
  onFrameLoad?: () => void;
  /** Shown under the title (for example the game's balance). */
  subtitle?: ReactNode;
  /** Issue 32: game pages sit on the dark surfaces of the design tokens (src/ui/tokens.css). */
  surface?: 'dark';
}

/** Four corners pointing in (leave full screen) or out (go full screen). */
function FullscreenIcon({ on }: { on: boolean }) {
  return (
    <LineIcon
      size={20}
      strokeWidth={2}
      d={on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
    />
  );
}

const CHAT_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export default function IframePage({
  url,
  title,
  onBack,
  sandbox = CHAT_SANDBOX,
  allow = 'fullscreen; clipboard-write',
  frameRef,
  onFrameLoad,
  subtitle,
  surface,
}: IframePageProps) {
  const t = useT();
  const [ref, back] = useClosingDialog(onBack);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const toggle = async () => {
    if (!full) {
      setFull(true);
      // Where the browser refuses (an iPhone, a policy), the page still fills the window.
      await ref.current?.requestFullscreen?.().catch(() => undefined);
    } else {
      setFull(false);
      if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    }
  };

  return (
    <ModalDialog
      ref={ref}
      className={`iframe-page${full ? ' full' : ''}`}
      data-surface={surface}
      title={title}
      titleAs="h1"
      header={(heading) => (
        <header className="page-header">
          <button type="button" className="icon-button" onClick={back} aria-label={t('common.back')}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="iframe-page-heading">
            {heading}
            {subtitle}
          </div>
          <button
            type="button"
            className="icon-button fullscreen-toggle"
            aria-pressed={full}
            aria-label={t('frame.fullscreen')}
            onClick={() => void toggle()}
          >
            <FullscreenIcon on={full} />
          </button>
        </header>
      )}
      onClose={onBack}
    >
      <iframe
        ref={frameRef}
        title={title}
        src={url}
        allow={allow}
        referrerPolicy="no-referrer"
        sandbox={sandbox}
        onLoad={onFrameLoad}
      />
    </ModalDialog>
  );
}
