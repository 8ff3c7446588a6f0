/** What a page shows while its data loads, and when loading failed (with a retry that loses nothing). */
import { useT } from '../i18n';

export function Loading() {
  const t = useT();
  return <p aria-busy="true">{t('common.loading')}</p>;
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <p role="alert">
      {t('memberPages.loadFailed')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
