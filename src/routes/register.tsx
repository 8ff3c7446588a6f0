import { PageFrame } from '../ui/page-frame';
import { RegisterForm } from '../features/register/register-form';
import { useCaptcha } from '../features/captcha/use-captcha';
import { SocialSignIn } from '../features/social-login/social-sign-in';

export default function RegisterRoute() {
  const captcha = useCaptcha('register');
  return (
    <PageFrame>
      <RegisterForm captcha={captcha} />
      <SocialSignIn />
    </PageFrame>
  );
}
