import { useQuery } from '@tanstack/react-query';
import { CdnImage } from '../../ui/cdn-image';
import { VENDOR_MARK_SIZE, VENDOR_MARK_SIZES } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { useT } from '../../i18n';
import { LoadFailed, LoadPending } from '../../ui/load-state';
import { gameVendorsQuery } from './api';
import { applyVendorRules, groupVendorsByType } from './rules';
import './games.css';

/** The vendor catalogue after the §9 vendor rules, grouped by game type: each vendor's mark, else its name as text. */
export function VendorList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const vendors = useQuery(gameVendorsQuery());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Issue 33: offline with nothing saved, the query is paused: say so (§8), no spinner for good.
  if (vendors.isPending) return <LoadPending paused={vendors.fetchStatus === 'paused'} />;
  if (vendors.isError) return <LoadFailed message={t('games.loadFailed')} onRetry={() => void vendors.refetch()} />;
  if (vendors.data.length === 0) return <p className="empty-state">{t('games.none')}</p>;
  return (
    <div className="stack">
      {groupVendorsByType(applyVendorRules(vendors.data, merchant().currency)).map((group) => (
        <section key={group.gameType} aria-label={t(`games.type.${group.gameType}`, { defaultValue: group.gameType })}>
          <Heading>{t(`games.type.${group.gameType}`, { defaultValue: group.gameType })}</Heading>
          <ul className="vendor-grid">
            {group.vendors.map((v) => (
              <li key={v.vendor} className={v.imageUrl ? 'vendor-card vendor-card-mark' : 'vendor-card'}>
                {v.imageUrl && (
                  // The vendor's drawn emblem (issue 32), without words: its name is the text beside it.
                  <CdnImage
                    className="vendor-mark"
                    src={v.imageUrl}
                    kind="vendor"
                    sizes={VENDOR_MARK_SIZES}
                    alt=""
                    width={VENDOR_MARK_SIZE.width}
                    height={VENDOR_MARK_SIZE.height}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className="vendor-name">{v.displayName}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
