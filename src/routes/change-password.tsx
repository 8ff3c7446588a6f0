import { PageFrame } from '../ui/page-frame';
import { ChangePasswordForm } from '../features/change-password/change-password-form';

export default function ChangePasswordRoute() {
  return (
    <PageFrame>
      <ChangePasswordForm />
    </PageFrame>
  );
}
