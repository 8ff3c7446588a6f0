/**
 * Issue 32: the top bar's wallet slot. The frames (PageFrame, the home header) render whatever the
 * app puts here: src/app composes the member's balance and Deposit button into it (DESIGN: "top bar
 * and tab bar frames in ui/, the wallet in them composed in app/"), and, issue 33, the chat button
 * and the mini-game's docked place, so no page wires them itself. The game frame (IframePage) keeps
 * its own balance and has no slot.
 */
import { createContext, useContext, type ReactNode } from 'react';

export const TopBarWallet = createContext<ReactNode>(null);

/** What the top bar shows at its end for this player: the member's wallet, the chat button, the mini-game's place. */
export function TopBarWalletSlot() {
  return useContext(TopBarWallet);
}
