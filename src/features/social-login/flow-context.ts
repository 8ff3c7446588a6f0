/** What the sign-in flow needs of the page it runs on: where to go once signed in (§4, home by default). */
import { useRouter } from '@tanstack/react-router';
import { HOME_PATH } from '../../config/constants';
import type { FlowContext } from './flow.chunk';

export function useFlowContext(): FlowContext {
  const router = useRouter();
  return { navigate: (href = HOME_PATH) => router.navigate({ href, replace: true }) };
}
