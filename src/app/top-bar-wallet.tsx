/**
 * Issue 32: the member's wallet in the top bar (balance and Deposit), composed here into the frames'
 * slot (ui/top-bar.tsx). It costs the first chunk only this: the wallet and its money query load
 * after the first paint, for a member only (a server-rendered page is a visitor's, issue 18).
 */
import { useLocation } from '@tanstack/react-router';
import { useSession } from '../session/use-session';
import { AfterPaintSection } from '../routes/with-data';

const loadWallet = () => import('./wallet.chunk');

export function MemberTopBarWallet() {
  const current = useSession();
  const onDeposit = useLocation({ select: (l) => l.pathname === '/m/voucherCenter' });
  if (!current) return null;
  return (
    <AfterPaintSection load={loadWallet}>
      {({ TopBarBalance }) => <TopBarBalance token={current.token} deposit={!onDeposit} />}
    </AfterPaintSection>
  );
}
