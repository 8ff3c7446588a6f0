/**
 * The country dialling-code picker (§2): a button with the flag and +code that opens a slide-up
 * list (a modal dialog: focus inside, Escape closes). Shown only under the §2 conditions; otherwise
 * the default country's code is used as it is.
 */
import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Country } from '../../../contract/entities';
import type { AnswerOf } from '../../../contract/endpoints';
import { activeLanguage, useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import { CloseHeader, ModalDialog } from '../modal-dialog';
import { flagOf, initialCountry, showDialingCodePicker } from './rules';

function countryName(code: string): string {
  try {
    return (
      new Intl.DisplayNames([document.documentElement.lang || activeLanguage() || 'en'], { type: 'region' }).of(code) ??
      code
    );
  } catch {
    return code;
  }
}

/**
 * The dialling code to use: the player's choice, else the default country's (once loaded). The list
 * comes from the caller's query (src/api/countries.ts countriesQuery).
 */
export function useDialingCode(query: Pick<UseQueryResult<AnswerOf<'systemCountry'>>, 'data' | 'status' | 'refetch'>): {
  country: Country | null;
  setCountry: (c: Country) => void;
  countries: Country[];
  status: 'pending' | 'error' | 'success';
  retry: () => void;
} {
  const [chosen, setChosen] = useState<Country | null>(null);
  const countries = query.data?.countries ?? [];
  const fallback = query.data ? initialCountry(countries, query.data.countryCode) : null;
  return {
    country: chosen ?? fallback,
    setCountry: setChosen,
    countries,
    status: query.status,
    retry: () => void query.refetch(),
  };
}

export function DialingCodePicker({ picker }: { picker: ReturnType<typeof useDialingCode> }) {
  const t = useT();
  const config = merchant();
  const [open, setOpen] = useState(false);
  const { country, countries, status } = picker;
  const shown = showDialingCodePicker({
    countriesLoaded: status === 'success' && countries.length > 0,
    whitelabel: config.whitelabel,
    firebase: config.smsProvider?.firebase ?? false,
  });

  const sorted = useMemo(
    () =>
      countries.map((c) => ({ ...c, name: countryName(c.countryCode) })).sort((a, b) => a.name.localeCompare(b.name)),
    [countries],
  );

  if (!shown) return null;
  const label = country
    ? t('countries.current', { code: `+${country.countryDialingCode}`, country: countryName(country.countryCode) })
    : t('countries.choose');
  return (
    <>
      <button
        type="button"
        className="dialing-code"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">
          {country ? `${flagOf(country.countryCode)} +${country.countryDialingCode}` : '+'}
        </span>
      </button>
      {open && (
        <ModalDialog
          className="sheet"
          title={t('countries.title')}
          header={(title) => <CloseHeader title={title} onClose={() => setOpen(false)} />}
          onClose={() => setOpen(false)}
          closeOnBackdrop
        >
          {status === 'error' ? (
            <p role="alert">
              {t('countries.loadFailed')}{' '}
              <button type="button" className="link-button" onClick={picker.retry}>
                {t('common.retry')}
              </button>
            </p>
          ) : status === 'pending' ? (
            <p aria-busy="true">{t('common.loading')}</p>
          ) : (
            <ul className="sheet-list">
              {sorted.map((c) => {
                const current = c.countryCode === country?.countryCode;
                return (
                  <li key={c.countryCode}>
                    <button
                      type="button"
                      aria-current={current || undefined}
                      autoFocus={current}
                      onClick={() => {
                        picker.setCountry({ countryCode: c.countryCode, countryDialingCode: c.countryDialingCode });
                        setOpen(false);
                      }}
                    >
                      <span aria-hidden="true">{flagOf(c.countryCode)}</span> {c.name}{' '}
                      <span className="muted">+{c.countryDialingCode}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </ModalDialog>
      )}
    </>
  );
}
