/**
 * /m/activity?id={id} (§2): a running promotion's title, period, picture and content (server HTML,
 * only through SafeHtml, DESIGN rule 12), and its join action where it has one (once, whatever the taps).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT, activeLocale } from '../../i18n';
import { ACTIVITY_PATH, INFO_TOAST_MS, LOGIN_PATH } from '../../config/constants';
import { formatDate } from '../../lib/format';
import { overlayStore, t as text } from '../../lib/overlays';
import { Unsettled } from '../../ui/load-state';
import { SafeHtml } from '../../ui/safe-html';
import { CdnImage } from '../../ui/cdn-image';
import '../../ui/cards.css';
import { participationQuery, promotionCategoriesQuery, promotionsQuery, useJoinPromotion } from './api';
import { activityAction, activityPhase, categoryNameOf } from './rules';
import { useToken } from '../../session/use-session';
import { NothingHere } from '../../ui/nothing-here';

export function ActivityPage({ id }: { id: number | null }) {
  const t = useT();
  const token = useToken();
  const navigate = useNavigate();
  const promotions = useQuery(promotionsQuery());
  const categories = useQuery(promotionCategoriesQuery());
  const promotion = id === null ? undefined : promotions.data?.find((p) => p.id === id);
  const participation = useQuery({
    ...participationQuery(token, id ?? 0),
    enabled: Boolean(token && promotion?.joinable),
  });
  const join = useJoinPromotion();

  if (!promotions.isSuccess) return <Unsettled query={promotions} />;
  if (!promotion) {
    return <NothingHere message={t('activity.notFound')} to="/m/home" label={t('page.backHome')} />;
  }

  const category = categoryNameOf(categories.data, promotion.category);
  const now = Date.now();
  const phase = activityPhase(promotion, now);
  const joined = Boolean(participation.data?.joined);
  const action = activityAction({ joinable: promotion.joinable, phase, loggedIn: Boolean(token), joined });
  const date = (ms: number) => formatDate(ms, activeLocale());
  const period =
    promotion.periodStart === null && promotion.periodEnd === null
      ? t('activity.always')
      : promotion.periodEnd === null
        ? t('activity.from', { start: date(promotion.periodStart!) })
        : promotion.periodStart === null
          ? t('activity.until', { end: date(promotion.periodEnd) })
          : t('activity.period', { start: date(promotion.periodStart), end: date(promotion.periodEnd) });

  const onJoin = () => {
    if (join.isPending) return;
    join.mutate(promotion.id, { onSuccess: () => overlayStore.toast(text('activity.joinedToast'), INFO_TOAST_MS) });
  };

  return (
    <article className="stack" aria-labelledby="activity-title">
      {promotion.imageUrl && (
        <CdnImage className="activity-image" src={promotion.imageUrl} alt="" width={640} height={320} />
      )}
      <h2 id="activity-title" dir="auto">
        {promotion.title}
      </h2>
      <p className="card-meta">
        {t('activity.periodLabel')}: {period}
        {phase !== 'running' && ` · ${t(`activity.phase.${phase}`)}`}
      </p>
      {category && (
        <p className="card-meta">
          {t('activity.categoryLabel')}: <bdi>{category}</bdi>
        </p>
      )}
      <SafeHtml html={promotion.content} onNavigate={(path) => void navigate({ href: path })} />
      {action === 'join' && (
        <button type="button" className="button block" aria-disabled={join.isPending || undefined} onClick={onJoin}>
          {t('activity.join')}
        </button>
      )}
      {action === 'login' && (
        <Link to={LOGIN_PATH} search={{ redirectUrl: `${ACTIVITY_PATH}?id=${promotion.id}` }} className="button block">
          {t('activity.loginToJoin')}
        </Link>
      )}
      {action === 'joined' && (
        <p className="badge brand" role="status">
          {t('activity.joined')}
        </p>
      )}
      {action === 'unavailable' && <p className="hint">{t('activity.notRunning')}</p>}
    </article>
  );
}
