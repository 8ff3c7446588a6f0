/** /m/mall/mallHome, the point market: points, items, and a redeem that can't overspend. */
import { useT } from '../../i18n';
import { INFO_TOAST_MS } from '../../config/constants';
import { overlayStore, t as text } from '../../lib/overlays';
import { Unsettled } from '../../ui/load-state';
import '../../ui/cards.css';
import { pointMallQuery, useRedeemItem } from './api';
import { redeemState } from './rules';
import { CardHead } from '../../ui/card-head';
import { localNumber as n } from '../../ui/local-number';
import { useMemberRead } from '../../session/use-member-read';

export function MallHome() {
  const t = useT();
  const mall = useMemberRead(pointMallQuery);
  const redeem = useRedeemItem();

  if (!mall.isSuccess) return <Unsettled query={mall} />;
  const { points, items } = mall.data;

  const onRedeem = (id: number, name: string) => {
    if (redeem.isPending) return;
    redeem.mutate(id, {
      onSuccess: (value) =>
        overlayStore.toast(
          text('mall.redeemed', { name, count: value.points, points: n(value.points) }),
          INFO_TOAST_MS,
        ),
    });
  };

  return (
    <section className="stack" aria-labelledby="mall-points">
      <div className="card">
        <h2 id="mall-points" className="card-meta">
          {t('mall.yourPoints')}
        </h2>
        <p className="figure" data-testid="points">
          {n(points)}
        </p>
      </div>
      {items.length === 0 && <p className="empty-state">{t('mall.none')}</p>}
      <ul className="card-list" aria-label={t('mall.items')}>
        {items.map((item) => {
          const state = redeemState(points, item);
          return (
            <li key={item.id} className="card">
              <CardHead
                title={item.name}
                badge={t('mall.price', { count: item.pricePoints, points: n(item.pricePoints) })}
              />
              <div className="card-row">
                <p className="card-meta">
                  {item.stock === null
                    ? t('mall.unlimited')
                    : t('mall.stock', { count: item.stock, stock: n(item.stock) })}
                  {state !== 'ok' && ` · ${t(state === 'out-of-stock' ? 'mall.outOfStock' : 'mall.notEnough')}`}
                </p>
                <button
                  type="button"
                  className="button small"
                  aria-label={t('mall.redeemNamed', { name: item.name })}
                  disabled={state !== 'ok'}
                  aria-disabled={redeem.isPending || undefined}
                  onClick={() => onRedeem(item.id, item.name)}
                >
                  {t('mall.redeem')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
