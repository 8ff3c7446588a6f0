/**
 * §2 the customer-service button: one entry opens its link directly; several open an action list
 * labelled by title or CS1, CS2 …; the access-denied page opens the first link. The action list is
 * a real modal dialog (focus kept inside; Escape and a tap outside close it).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { overlayStore, t as text } from '../../lib/overlays';
import { loadCustomerService, openLink } from './api';
import { actionLabels, contactMode, type CsLink } from './rules';
import { ModalDialog, useClosingDialog } from '../../ui/modal-dialog';
import './customer-service.css';

function ActionList({ links, onClose }: { links: readonly CsLink[]; onClose: () => void }) {
  const t = useT();
  const [ref, finish] = useClosingDialog(onClose);
  const labels = actionLabels(links);

  return (
    <ModalDialog
      ref={ref}
      className="sheet cs-sheet"
      title={t('customerService.title')}
      header={(title) => (
        <div className="sheet-header">
          {title}
          <button type="button" className="link-button" onClick={finish}>
            {t('common.close')}
          </button>
        </div>
      )}
      onClose={onClose}
      closeOnBackdrop
    >
      <ul className="sheet-list">
        {links.map((link, i) => (
          <li key={`${link.url}-${i}`}>
            <button
              type="button"
              dir="auto"
              onClick={() => {
                openLink(link);
                finish();
              }}
            >
              {labels[i]}
            </button>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}

export interface CustomerServiceButtonProps {
  label: ReactNode;
  className?: string;
  /** 'choose' (§2 default): one entry opens, several open the action list; 'first': the first link (§2 access denied). */
  mode?: 'choose' | 'first';
  /** Links already loaded (the domain modal's); without them the button loads them itself. */
  links?: readonly CsLink[];
}

export function CustomerServiceButton({
  label,
  className = 'button secondary',
  mode = 'choose',
  links: given,
}: CustomerServiceButtonProps) {
  const [loaded, setLoaded] = useState<readonly CsLink[] | null>(given ?? null);
  const [choosing, setChoosing] = useState(false);
  const pending = useRef<Promise<readonly CsLink[]> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (given) {
      setLoaded(given);
      return;
    }
    let live = true;
    pending.current = loadCustomerService();
    void pending.current.then((links) => {
      if (live) setLoaded(links);
    });
    return () => {
      live = false;
    };
  }, [given]);

  const act = async () => {
    const links = loaded ?? (await (pending.current ?? Promise.resolve([])));
    const first = links[0];
    const how = mode === 'first' ? (first ? 'open' : 'none') : contactMode(links);
    if (how === 'none' || !first) {
      overlayStore.notice(text('customerService.none'));
      return;
    }
    if (how === 'open') openLink(first);
    else setChoosing(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup={mode === 'choose' && (loaded?.length ?? 0) > 1 ? 'dialog' : undefined}
        onClick={() => void act()}
      >
        {label}
      </button>
      {choosing && loaded && (
        <ActionList
          links={loaded}
          onClose={() => {
            setChoosing(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
