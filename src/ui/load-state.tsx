/** What a page shows while its data loads, and when loading failed (with a retry that loses nothing). */
import { useT } from '../i18n';

export function Loading() {
  const t = useT();
  return <p aria-busy="true">{t('common.loading')}</p>;
}

/**
 * A query still pending: "Loading", or, when it is paused (issue 33: offline with nothing saved),
 * the §8 network line instead of a spinner for good.
 */
export function LoadPending({ paused }: { paused: boolean }) {
  const t = useT();
  return paused ? <p className="empty-state">{t('error.network')}</p> : <Loading />;
}

/** The failure line (the generic one unless the feature has a better `message`) and a retry button. */
export function LoadFailed({
  onRetry,
  message,
  className,
}: {
  onRetry: () => void;
  message?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <p role="alert" className={className}>
      {message ?? t('memberPages.loadFailed')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}

/**
 * A read that has not succeeded (yet): "Loading" while it runs, the failure and its retry after an
 * error. A page returns it until its query has data (`if (!q.isSuccess) return <Unsettled query={q} />`).
 */
export function Unsettled({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  return query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : <Loading />;
}
