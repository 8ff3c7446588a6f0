/**
 * §1 the language switcher: a button in the home header and a row on member home, opening the
 * dialog of the merchant's languages (loaded on demand). Each language is named in its own
 * language; the button's accessible name says which one is active, in the active language.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n';
import { languageTag } from '../../../contract/languages';
import { LineIcon } from '../../ui/line-icon';
import { ENDONYMS } from './rules';
import './language.css';

const LanguageDialog = lazy(() => import('./language-dialog.chunk'));

/** A globe: the 9-unit circle, the equator and a meridian. */
function GlobeIcon() {
  return (
    <LineIcon
      size={20}
      strokeWidth={1.8}
      d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
    />
  );
}

export function LanguageSwitcher({ variant }: { variant: 'header' | 'row' }) {
  const t = useT();
  const active = useLanguage();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const name = active ? ENDONYMS[active] : '';
  const tag = active ? languageTag(active) : undefined;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={variant === 'header' ? 'language-button' : 'list-row language-row'}
        aria-haspopup="dialog"
        aria-expanded={open}
        // The icon-only header button needs a name; the row's visible text already is one (and axe
        // requires a name to contain the visible text, WCAG 2.5.3).
        aria-label={variant === 'header' ? t('language.current', { language: name }) : undefined}
        onClick={() => setOpen(true)}
      >
        {variant === 'header' ? (
          <GlobeIcon />
        ) : (
          <>
            <GlobeIcon />
            <span className="list-row-label">{t('language.title')}</span>
            <span className="language-row-value">
              <span lang={tag}>{name}</span>
              <span aria-hidden="true" className="language-chevron">
                ›
              </span>
            </span>
          </>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
