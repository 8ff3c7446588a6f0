/**
 * Issue 32: the top bar's wallet slot. The frames (PageFrame, the home header) render whatever the
 * app puts here: src/app composes the member's balance and Deposit button into it (DESIGN: "top bar
 * and tab bar frames in ui/, the wallet in them composed in app/"), so no page wires it itself. The
 * game frame (IframePage) keeps its own balance and has no slot.
 */
import { createContext, useContext, type ReactNode } from 'react';

export const TopBarWallet = createContext<ReactNode>(null);

/** What the top bar shows at its end for this player: the member's wallet, or nothing. */
export function TopBarWalletSlot() {
  return useContext(TopBarWallet);
}
