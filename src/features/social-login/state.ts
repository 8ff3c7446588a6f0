/**
 * §4 social login state that outlives a page: the firebase args waiting to be linked (the
 * login-choice dialog's 'login existing account' sends them with the password login) and the
 * login-choice dialog itself (§2), which the social sign-in host shows wherever a sign-in ended.
 */
import type { FirebaseChannel } from '../../../contract/firebase-channels';

export interface FirebaseArgs {
  firebaseChannel: FirebaseChannel;
  firebaseIdToken: string;
}

export interface LoginChoice {
  /** The server message without its parenthesised text (§4). */
  message: string;
  args: FirebaseArgs;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let pendingArgs: FirebaseArgs | null = null;
let choice: LoginChoice | null = null;

const emit = () => listeners.forEach((l) => l());

export const socialState = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The firebase args a password login should link, if any. */
  pending(): FirebaseArgs | null {
    return pendingArgs;
  },
  keep(args: FirebaseArgs): void {
    pendingArgs = args;
    emit();
  },
  /** §4: any other error resets the firebase args. */
  reset(): void {
    pendingArgs = null;
    choice = null;
    emit();
  },
  choice(): LoginChoice | null {
    return choice;
  },
  openChoice(next: LoginChoice): void {
    pendingArgs = next.args;
    choice = next;
    emit();
  },
  closeChoice(): void {
    choice = null;
    emit();
  },
};
