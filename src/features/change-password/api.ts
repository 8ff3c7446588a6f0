/** §2 /m/changePsw: the password change (an encrypted POST), as a mutation. */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Failures are shown by the form (the §8 message, the current password cleared). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: { oldPassword: string; newPassword: string }) => call('changePassword', request),
    meta: { handlesErrors: true },
  });
}
