import { getRouteApi } from '@tanstack/react-router';
import { PageFrame } from '../features/page-frame/page-frame';
import { LoginForm } from '../features/auth/login-form';

const route = getRouteApi('__root__');

export default function LoginRoute() {
  const search = route.useSearch();
  return (
    <PageFrame>
      <LoginForm redirectUrl={search.redirectUrl ?? search.backUrl} />
    </PageFrame>
  );
}
