import { PageFrame } from '../features/page-frame/page-frame';
import { ChangePasswordForm } from '../features/change-password/change-password-form';

export default function ChangePasswordRoute() {
  return (
    <PageFrame>
      <ChangePasswordForm />
    </PageFrame>
  );
}
