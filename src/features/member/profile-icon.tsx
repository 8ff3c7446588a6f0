/**
 * §3 common store gw PROFILE_ICON_COUNT: the member's profile picture on the account page, and the
 * picker with the merchant's count of pictures (rules.ts). The choice is kept on this device, by
 * merchant and member (PROFILE_ICON_KEY): the platform's contract has no profile-picture field.
 */
import { useState } from 'react';
import { Bird, Cat, Clover, Crown, Dog, Fish, Flame, Gem, Rabbit, Rocket, Star, Turtle } from 'lucide-react';
import { PROFILE_ICON_KEY } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { useT } from '../../i18n';
import { readJson, writeJson } from '../../lib/storage';
import { ModalDialog } from '../../ui/modal-dialog';
import { profileIconCount, profileIconOf, profileIconOwner, withProfileIcon } from './rules';
import './profile-icon.css';

/** The pictures the storefront draws, in order (PROFILE_ICON_MAX of them): the first `count` are offered. */
const PICTURES = [Cat, Dog, Rabbit, Bird, Fish, Turtle, Star, Crown, Gem, Rocket, Flame, Clover];

function Picture({ n }: { n: number }) {
  const Glyph = PICTURES[(n - 1) % PICTURES.length]!;
  return (
    <span className={`profile-icon profile-icon-${n}`} aria-hidden="true">
      <Glyph className="icon" />
    </span>
  );
}

export function ProfileIcon({ memberId }: { memberId: string | number }) {
  const t = useT();
  const config = merchant();
  const count = profileIconCount(config.gw.PROFILE_ICON_COUNT);
  const owner = profileIconOwner(config.merchantCode, memberId);
  const [icon, setIcon] = useState(() => profileIconOf(readJson('local', PROFILE_ICON_KEY), owner, count));
  const [open, setOpen] = useState(false);

  const choose = (n: number) => {
    writeJson('local', PROFILE_ICON_KEY, withProfileIcon(readJson('local', PROFILE_ICON_KEY), owner, n));
    setIcon(n);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="profile-icon-button"
        aria-label={t('member.changeProfileIcon')}
        onClick={() => setOpen(true)}
      >
        <Picture n={icon} />
      </button>
      {open && (
        <ModalDialog
          className="profile-icon-dialog"
          bodyClassName="profile-icon-dialog-body"
          title={t('member.profileIcon')}
          onClose={() => setOpen(false)}
          closeOnBackdrop
          initialFocus='button[aria-pressed="true"]'
        >
          <ul className="profile-icon-grid">
            {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  aria-pressed={n === icon}
                  aria-label={t('member.profileIconOption', { n })}
                  onClick={() => choose(n)}
                >
                  <Picture n={n} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button secondary block" onClick={() => setOpen(false)}>
            {t('common.close')}
          </button>
        </ModalDialog>
      )}
    </>
  );
}
