import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link, useRouter } from '@tanstack/react-router';
import { PageFrame } from '../ui/page-frame';
import { useT } from '../i18n';

/** The error boundary of every route: the shell stays alive and the player can retry. */
export function RouteError({ reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  return (
    <PageFrame>
      <div role="alert" className="stack">
        <p>{t('error.page')}</p>
        <button
          type="button"
          className="button block"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </button>
        <Link to="/m/home">{t('page.backHome')}</Link>
      </div>
    </PageFrame>
  );
}
