/**
 * How other pages ask the install prompt host (install-host.tsx) to weigh a §4 trigger, without
 * importing it: the game page's in-game popup, for one. The host applies every rule.
 */
import type { PromptEvent } from './rules';

type Listener = (event: PromptEvent) => void;
const listeners = new Set<Listener>();

export function requestInstallPrompt(event: PromptEvent): void {
  for (const listener of listeners) listener(event);
}

export function onInstallPromptRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
