/**
 * §2 / §4 the domain (connection error) modal. On mount: the config call (customer service and the
 * domain list) and the domain routes (§7 domainRoute), the customer-service paths decrypted, and up to 10 random lines pinged at once; the
 * first to answer is the fastest line. A loading indicator shows meanwhile (at most 10 s), then the
 * modal: title 'notice', the error message or 'Error', not closable by the mask or Escape; footer
 * with customer service (when there are entries) and Retry, which opens /m/index.html on the fastest
 * line with affiliateCode and r.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CustomerServiceEntry } from '../../../contract/entities';
import { DOMAIN_LOADING_MAX_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/modal-dialog';
import { fetchDomainConfig, linePinger } from './api';
import { pickDomains, raceFastest, retryUrl } from './rules';
import './domains.css';
import { DialogButton } from '../../ui/dialog-button';

/** The performance measure of the race (the benchmark reads it: DESIGN budgets). */
export const FASTEST_LINE_MEASURE = 'storefront:fastest-line';

export interface DomainModalProps<L> {
  /** The server's message with domain_not_available; 'Error' when there is none. */
  message?: string;
  /** The codes Retry carries: affiliateCode, and the referral code as r. */
  codes: () => { affiliateCode?: string; referralCode?: string };
  /** Customer service (another feature): loads the links from the config call's entries, and renders its button. */
  customerService: {
    load: (configEntries: readonly CustomerServiceEntry[]) => Promise<readonly L[]>;
    render: (links: readonly L[]) => ReactNode;
  };
}

export function DomainModal<L>({ message, codes, customerService }: DomainModalProps<L>) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [links, setLinks] = useState<readonly L[]>([]);
  const [fastest, setFastest] = useState<string | null>(null);
  const load = useRef(customerService.load);

  useEffect(() => {
    const stop = new AbortController();
    // §9: the loading indicator shows at most 10 s; the modal then shows with what is known.
    const deadline = setTimeout(() => setReady(true), DOMAIN_LOADING_MAX_MS);
    void (async () => {
      const [config, ping] = await Promise.all([fetchDomainConfig(), linePinger()]);
      const origins = pickDomains(config.domainNames, {
        currentOrigin: location.origin,
        pageProtocol: location.protocol,
      });
      // The race starts first, every probe at once; customer service loads beside it.
      const start = performance.now();
      const race = raceFastest(origins, ping, {
        signal: stop.signal,
      });
      const [winner, found] = await Promise.all([
        race,
        load.current(config.customerService).catch((): readonly L[] => []),
      ]);
      if (winner) {
        try {
          performance.measure(FASTEST_LINE_MEASURE, {
            start,
            duration: winner.elapsedMs,
            detail: { origin: winner.origin, probed: origins.length },
          });
        } catch {
          // A browser without User Timing level 3 simply goes unmeasured.
        }
      }
      if (stop.signal.aborted) return;
      setLinks(found);
      setFastest(winner?.origin ?? null);
      clearTimeout(deadline);
      setReady(true);
    })();
    return () => {
      stop.abort();
      clearTimeout(deadline);
    };
  }, []);

  if (!ready) {
    return (
      <div className="domain-loading" role="status" aria-live="polite">
        <span className="domain-spinner" aria-hidden="true" />
        <span>{t('domains.finding')}</span>
      </div>
    );
  }

  const retry = () => {
    // With no line answering, Retry tries this one again.
    location.assign(retryUrl(fastest ?? location.origin, codes()));
  };

  return (
    // §2: not closable by tapping the mask, nor by Escape (no onClose).
    <ModalDialog
      className="alert domain-modal"
      role="alertdialog"
      title={t('common.notice')}
      description={message || t('status.error')}
      footer={
        <>
          {links.length > 0 && customerService.render(links)}
          <DialogButton primary onClick={retry}>
            {t('common.retry')}
          </DialogButton>
        </>
      }
    />
  );
}
