import { PageFrame } from '../ui/page-frame';
import { RegisterForm } from '../features/register/register-form';
import { useCaptcha } from '../features/captcha/use-captcha';

export default function RegisterRoute() {
  const captcha = useCaptcha('register');
  return (
    <PageFrame>
      <RegisterForm captcha={captcha} />
    </PageFrame>
  );
}
