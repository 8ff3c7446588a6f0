/**
 * Issue 32 and 33: what the top bar shows at its end, composed here into the frames' slot
 * (ui/top-bar.tsx): the member's wallet (balance and Deposit), §2 the chat button (guests and members;
 * issue 33 moved it out of the floating layer, where it rested over the top rows of long pages) and,
 * for a member where the merchant has it (§5), the mini-game's docked place. It costs the first chunk
 * only this: the wallet, the chat button and their queries load after the first paint, each into a
 * box of its final size (no layout shift); the mini-game places itself over its box
 * (features/mini-game/mini-game-widget.chunk.tsx), which takes room only while the widget is on the page
 * (app.css: the merchant has it, §5, and the widget has loaded), so the first chunk needs no rule of it.
 */
import { useLocation } from '@tanstack/react-router';
import { useSession } from '../session/use-session';
import { AfterPaintSection } from '../routes/with-data';

const loadWallet = () => import('./wallet.chunk');
const loadChat = () => import('../routes/chat-footer');

export function TopBarControls() {
  const current = useSession();
  const onDeposit = useLocation({ select: (l) => l.pathname === '/m/voucherCenter' });
  return (
    <>
      {current ? (
        <AfterPaintSection load={loadWallet}>
          {({ TopBarBalance }) => <TopBarBalance deposit={!onDeposit} />}
        </AfterPaintSection>
      ) : null}
      <span className="top-chat-slot">
        <AfterPaintSection load={loadChat}>{({ default: ChatFooter }) => <ChatFooter />}</AfterPaintSection>
      </span>
      {current ? <span className="mini-game-slot" data-mini-game-slot="" aria-hidden="true" /> : null}
    </>
  );
}
