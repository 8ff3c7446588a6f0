/**
 * §1 the dialog of the merchant's languages: a real modal dialog (focus kept inside, Escape and a
 * tap outside close it). Choosing a language switches at once, without a reload; a language whose
 * texts cannot be downloaded (offline and not kept on the device, issue 37) leaves the current one.
 */
import { useState } from 'react';
import { ModalDialog, useClosingDialog } from '../../ui/modal-dialog';
import { merchant } from '../../config/runtime';
import { hasLocale, useLanguage, useT } from '../../i18n';
import type { LanguageCode } from '../../../contract/languages';
import { overlayStore, t as text } from '../../lib/overlays';
import { switchLanguage } from './api';
import { languageOptions, switchFailedKey } from './rules';

export default function LanguageDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const active = useLanguage();
  const [ref, finish] = useClosingDialog(onClose);
  const [busy, setBusy] = useState<LanguageCode | null>(null);
  const options = languageOptions(merchant().languages, active).filter((o) => hasLocale(o.code));

  const choose = async (code: LanguageCode) => {
    if (busy) return;
    if (code === active) {
      finish();
      return;
    }
    setBusy(code);
    try {
      await switchLanguage(code);
      finish();
    } catch {
      finish();
      overlayStore.notice(text(switchFailedKey(navigator.onLine !== false)));
    }
  };

  return (
    <ModalDialog
      ref={ref}
      className="language-dialog"
      bodyClassName="language-dialog-body"
      title={t('language.title')}
      onClose={onClose}
      closeOnBackdrop
      initialFocus='button[aria-current="true"]'
    >
      <ul className="language-list" aria-busy={busy !== null}>
        {options.map((option) => (
          <li key={option.code}>
            <button
              type="button"
              lang={option.tag}
              aria-current={option.active ? 'true' : undefined}
              onClick={() => void choose(option.code)}
            >
              <span aria-hidden="true" className="language-flag">
                {option.flag}
              </span>
              <span className="language-name" dir="auto">
                {option.name}
              </span>
              {option.active && (
                <span aria-hidden="true" className="language-check">
                  ✓
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary block" onClick={finish}>
        {t('common.close')}
      </button>
    </ModalDialog>
  );
}
