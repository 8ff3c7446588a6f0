/**
 * §2 the maintenance page and the access-denied page. Both speak the player's language and English
 * beside it when the two differ (English is downloaded for them only then). The contact-us button is
 * the app's to supply (customer service is another feature): it receives the bilingual label.
 */
import { Fragment, useEffect, type ReactNode } from 'react';
import type { SystemStatus } from '../../../contract/entities';
import { isLanguageLoaded, loadLanguage, translateIn, useLanguage, useT } from '../../i18n';
import { intlLocale, languageTag, textDirection, type LanguageCode } from '../../../contract/languages';
import { formatDate } from '../../lib/format';
import { LineIcon } from '../../ui/line-icon';
import { maintenanceEnd, pageLanguages } from './rules';
import './status.css';

/** The page's languages whose texts are here (English arrives a moment after the page). */
function usePageLanguages(): LanguageCode[] {
  const active = useLanguage();
  useT(); // re-render when English has arrived
  const languages = pageLanguages(active);
  const wanted = languages.join(',');
  useEffect(() => {
    for (const code of wanted.split(',') as LanguageCode[])
      if (!isLanguageLoaded(code)) void loadLanguage(code).catch(() => undefined);
  }, [wanted]);
  return languages.filter(isLanguageLoaded);
}

/** One text in each of the page's languages; the second one on its own line, smaller. */
function Both({ languages, text }: { languages: readonly LanguageCode[]; text: (code: LanguageCode) => string }) {
  return (
    <>
      {languages.map((code, i) => (
        <Fragment key={code}>
          {i > 0 && ' '}
          <span lang={languageTag(code)} dir={textDirection(code)} className={i > 0 ? 'status-second' : 'status-first'}>
            {text(code)}
          </span>
        </Fragment>
      ))}
    </>
  );
}

const say = (key: string, values?: Record<string, string | number>) => (code: LanguageCode) =>
  translateIn(code, key, values);

/** The page's title also names the browser tab. */
function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** A wrench: the site is being worked on. */
const MAINTENANCE_ICON = 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z';
/** A no-entry sign: the 9-unit circle and its diagonal. */
const DENIED_ICON = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0zM5.6 5.6l12.8 12.8';

interface StatusPageFrameProps {
  languages: readonly LanguageCode[];
  /** The page's heading, also the browser tab's title. */
  titleKey: string;
  /** The icon's drawing (a LineIcon path). */
  icon: string;
  /** 'denied' draws the icon in the danger colour (status.css). */
  tone?: 'denied';
  /** What the page says between the heading and the buttons. */
  children: ReactNode;
  actions: ReactNode;
}

/** The layout both §2 pages share: icon, bilingual heading, text, then contact us (and retry). */
function StatusPageFrame({ languages, titleKey, icon, tone, children, actions }: StatusPageFrameProps) {
  useDocumentTitle(languages.map((code) => translateIn(code, titleKey)).join(' · '));
  return (
    <main className="status-page" aria-labelledby="status-title">
      <div className={tone ? `status-icon ${tone}` : 'status-icon'}>
        <LineIcon size={64} strokeWidth={1.5} d={icon} />
      </div>
      <h1 id="status-title">
        <Both languages={languages} text={say(titleKey)} />
      </h1>
      {children}
      <div className="status-actions">{actions}</div>
    </main>
  );
}

/** Date, time and the zone's name (Intl refuses a zone name beside dateStyle / timeStyle). */
export const END_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

export interface MaintenancePageProps {
  status: SystemStatus;
  /** The contact-us button (opens customer service), given its bilingual label. */
  contact: (label: ReactNode) => ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/** §2: title, optional end time (in the player's time zone), description, contact us and retry. */
export function MaintenancePage({ status, contact, onRetry, retrying }: MaintenancePageProps) {
  const languages = usePageLanguages();
  const end = maintenanceEnd(status);
  // Intl formats in the device's own time zone, which is the player's.
  const endText = (code: LanguageCode) =>
    translateIn(code, 'status.maintenanceEnd', {
      time: formatDate(end ?? 0, intlLocale(code), END_TIME_FORMAT),
    });
  return (
    <StatusPageFrame
      languages={languages}
      titleKey="status.maintenanceTitle"
      icon={MAINTENANCE_ICON}
      actions={
        <>
          {contact(<Both languages={languages} text={say('status.contactUs')} />)}
          <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            <Both languages={languages} text={say('common.retry')} />
          </button>
        </>
      }
    >
      {end !== null && (
        <p className="status-end">
          <Both languages={languages} text={endText} />
        </p>
      )}
      <p className="status-description">
        {status.maintenanceDescription ? (
          <span dir="auto">{status.maintenanceDescription}</span>
        ) : (
          <Both languages={languages} text={say('status.maintenanceDescription')} />
        )}
      </p>
    </StatusPageFrame>
  );
}

export interface AccessDeniedPageProps {
  status: SystemStatus;
  /** The contact-us button (opens the first customer-service link), given its bilingual label. */
  contact: (label: ReactNode) => ReactNode;
}

/** §2: 'Access Denied', the visitor's IP, a description and contact us. */
export function AccessDeniedPage({ status, contact }: AccessDeniedPageProps) {
  const languages = usePageLanguages();
  return (
    <StatusPageFrame
      languages={languages}
      titleKey="status.deniedTitle"
      icon={DENIED_ICON}
      tone="denied"
      actions={contact(<Both languages={languages} text={say('status.contactUs')} />)}
    >
      {status.ip && (
        <p className="status-ip">
          <Both languages={languages} text={say('status.deniedIp', { ip: status.ip })} />
        </p>
      )}
      <p className="status-description">
        <Both languages={languages} text={say('status.deniedDescription')} />
      </p>
    </StatusPageFrame>
  );
}
