import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_HOLD_MAX_MS, holdForDialog, whenNoModalOpen } from './when-no-modal';

/** A page whose open modal dialogs are `open`: the first is what `dialog:modal` finds. */
const open: EventTarget[] = [];
function openDialog(): EventTarget {
  const dialog = new EventTarget();
  open.push(dialog);
  return dialog;
}
function close(dialog: EventTarget): void {
  open.splice(open.indexOf(dialog), 1);
  dialog.dispatchEvent(new Event('close'));
}

describe('§4 a prompt of its own accord waits for the dialog the player is looking at', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { querySelector: () => open[0] ?? null });
  });
  afterEach(() => {
    open.length = 0;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs at once when no dialog is open', () => {
    const then = vi.fn();
    whenNoModalOpen(then);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs once the open dialog has closed, and waits for one that opened as it closed', () => {
    const popup = openDialog();
    const then = vi.fn();
    whenNoModalOpen(then);
    expect(then).not.toHaveBeenCalled();
    const next = openDialog();
    close(popup);
    vi.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    close(next);
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
  });

  it('notices a dialog taken out of the page without a close event, a second later', () => {
    const popup = openDialog();
    const then = vi.fn();
    whenNoModalOpen(then);
    open.splice(open.indexOf(popup), 1);
    vi.advanceTimersByTime(1_001);
    expect(then).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    const popup = openDialog();
    const then = vi.fn();
    const cancel = whenNoModalOpen(then);
    cancel();
    close(popup);
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
  });

  it('waits for a dialog about to open (a popup list settling), whichever timer fires first', () => {
    const release = holdForDialog();
    const then = vi.fn();
    whenNoModalOpen(then);
    expect(then).not.toHaveBeenCalled();
    // The popups open: the hold ends, and the open popup is waited for.
    const popup = openDialog();
    release();
    vi.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    close(popup);
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
    release();
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs once the held dialog says it will not open', () => {
    const release = holdForDialog();
    const then = vi.fn();
    whenNoModalOpen(then);
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
    release();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
  });

  it('stops holding after DIALOG_HOLD_MAX_MS (a list whose answer never comes)', () => {
    holdForDialog();
    const then = vi.fn();
    whenNoModalOpen(then);
    vi.advanceTimersByTime(DIALOG_HOLD_MAX_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(then).toHaveBeenCalledOnce();
  });

  it('lets the held dialog itself wait for an open dialog only, not for its own hold', () => {
    const release = holdForDialog();
    const notice = openDialog();
    const then = vi.fn();
    whenNoModalOpen(then, { heedHolds: false });
    expect(then).not.toHaveBeenCalled();
    close(notice);
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
    release();
  });
});
