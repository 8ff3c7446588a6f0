import { Link } from '@tanstack/react-router';
import { PageFrame } from '../ui/page-frame';
import { useT } from '../i18n';

export function NotFound() {
  const t = useT();
  return (
    <PageFrame titleKey="page.notFoundTitle">
      <p className="empty-state">{t('page.notFound')}</p>
      <Link to="/m/home" className="button block">
        {t('page.backHome')}
      </Link>
    </PageFrame>
  );
}
