import { PageFrame } from '../features/page-frame/page-frame';
import { RegisterForm } from '../features/register/register-form';

export default function RegisterRoute() {
  return (
    <PageFrame>
      <RegisterForm />
    </PageFrame>
  );
}
