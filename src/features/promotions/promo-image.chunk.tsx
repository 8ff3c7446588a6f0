/**
 * §4 the promo image popup, loaded after the first paint on the home pages only (§2): after the
 * configured delay (20 s by default, §9), the first image, then the second. Closing or saving sets
 * the session flag that suppresses it; saving remembers the image's name (it comes back only when
 * the image changes) and downloads the image, fetched as a blob (§7), after the promotional-image
 * download prompt.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import { useInterruptionTurn } from '../../ui/use-interruption';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { PromoImage } from '../../../contract/promotions';
import { INFO_TOAST_MS, PROMO_IMAGE_CLOSED_KEY, PROMO_IMAGE_SAVED_KEY } from '../../config/constants';
import { useT } from '../../i18n';
import { coalescedTimeouts } from '../../lib/timers';
import { overlayStore, t as text } from '../../lib/overlays';
import { readItem, writeItem } from '../../lib/storage';
import { promoImageBlobQuery, promoImagePopupQuery } from './api';
import { downloadName, promoImagesToShow } from './rules';
import './promotions.css';

/** Timers longer than this fire at once in browsers (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

export default function PromoImageHost({ pathname }: { pathname: string }) {
  const { data } = useQuery(promoImagePopupQuery());
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(false);
  const delayMs = data?.delayMs;

  useEffect(() => {
    if (delayMs === undefined) return;
    // On the page's shared timer (src/lib/timers.ts): it is set while the page's effects mount.
    const timer = coalescedTimeouts.setTimeout(() => setDue(true), Math.min(Math.max(0, delayMs), MAX_TIMER_MS));
    return () => coalescedTimeouts.clearTimeout(timer);
  }, [delayMs]);

  const images =
    data && due && !done
      ? promoImagesToShow({
          pathname,
          closedThisSession: readItem('session', PROMO_IMAGE_CLOSED_KEY) === '1',
          savedName: readItem('local', PROMO_IMAGE_SAVED_KEY),
          images: data.images,
        })
      : [];
  // Both images are fetched as blobs before the popup opens: shown from them and saved from them.
  const blobs = useQueries({ queries: images.map((image) => promoImageBlobQuery(image.url)) });
  const ready = images.length > 0 && blobs.every((b) => b.data !== undefined);
  // One thing at a time (src/lib/interruptions): a promotion, the lowest priority; §4's delay is the
  // earliest it opens, not a promise to cover the page.
  const turn = useInterruptionTurn('promo-image', ready);
  if (!ready || !turn) return null; // an image that cannot be fetched keeps the popup away; the session flag stays unset
  return (
    <PromoImageDialog
      images={images.map((image, i) => ({ ...image, blob: blobs[i]!.data! }))}
      onDone={(saved) => {
        writeItem('session', PROMO_IMAGE_CLOSED_KEY, '1');
        if (saved) writeItem('local', PROMO_IMAGE_SAVED_KEY, saved);
        setDone(true);
      }}
    />
  );
}

function PromoImageDialog({
  images,
  onDone,
}: {
  images: Array<PromoImage & { blob: Blob }>;
  onDone: (savedName: string | null) => void;
}) {
  const t = useT();
  const promptId = useId();
  const [index, setIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const [urls, setUrls] = useState<string[] | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[index]!;

  useEffect(() => {
    const made = images.map((i) => URL.createObjectURL(i.blob));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
    // The same names are the same blobs (fetched once per URL): new URLs only for new images.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [images.map((i) => i.url).join(' ')]);

  const objectUrl = urls?.[index];
  if (!objectUrl) return null;

  const save = () => {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = downloadName(image);
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    overlayStore.toast(text('promo.saved'), INFO_TOAST_MS);
    onDone(image.name);
  };
  return (
    <ModalDialog
      title={image.title || t('promo.imageTitle')}
      className="promo-dialog promo-image-dialog"
      ref={dialog}
      onClose={() => {
        if (!asking) return onDone(null);
        // Escape on the download prompt goes back to the image (the kit closed the dialog: open it again).
        setAsking(false);
        const element = dialog.current;
        if (element && !element.open) element.showModal();
      }}
      initialFocus="[data-autofocus]"
    >
      <img className="promo-image" src={objectUrl} alt={image.title || t('promo.imageTitle')} />
      {asking ? (
        <div className="popup-footer" role="group" aria-labelledby={promptId}>
          <p id={promptId}>{t('promo.savePrompt')}</p>
          <button type="button" className="button secondary" onClick={() => setAsking(false)}>
            {t('promo.cancel')}
          </button>
          <button type="button" className="button" autoFocus data-autofocus onClick={save}>
            {t('promo.saveConfirm')}
          </button>
        </div>
      ) : (
        <div className="popup-footer">
          {index < images.length - 1 && (
            <button type="button" className="button secondary" onClick={() => setIndex((i) => i + 1)}>
              {t('promo.nextImage')}
            </button>
          )}
          <button type="button" className="button secondary" onClick={() => setAsking(true)}>
            {t('promo.saveImage')}
          </button>
          <button type="button" className="button" data-autofocus onClick={() => onDone(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
