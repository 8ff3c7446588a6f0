/** §4 Registration: the two register calls (by username, by mobile number), as one mutation. */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import type { RegisterMobileRequest, RegisterRequest } from '../../../contract/endpoints';

export type RegisterCall =
  { method: 'username'; request: RegisterRequest } | { method: 'mobile'; request: RegisterMobileRequest };

/** Failures are shown by the form (the server's message, the captcha refreshed). */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterCall) =>
      input.method === 'username' ? call('register', input.request) : call('registerMobile', input.request),
    meta: { handlesErrors: true },
  });
}

/** §7 POST /wps/member/register/autoUsername: a free username offered to the player. */
export function useSuggestUsername() {
  return useMutation({ mutationFn: () => call('registerAutoUsername', {}) });
}
