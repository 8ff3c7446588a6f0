/**
 * /m/feedback (§2): a form (category, text, an optional screenshot whose type and size are checked
 * before it is sent, and again by its bytes on the server), stored on the server, and the player's
 * past feedback. Sent once, whatever the taps (the §4 duplicate-submit block and an idempotency key).
 */
import { useId, useRef, useState } from 'react';
import { useT, activeLocale } from '../../i18n';
import { FEEDBACK_TEXT_MAX, INFO_TOAST_MS } from '../../config/constants';
import { formatDate } from '../../lib/format';
import { overlayStore, t as text } from '../../lib/overlays';
import { LoadFailed, Loading } from '../../ui/load-state';
import { SelectField } from '../../ui/select-field';
import { useForm } from '../../ui/use-form';
import '../../ui/cards.css';
import { feedbackListQuery, useSubmitFeedback } from './api';
import { checkScreenshot, feedbackTextValid, sniffScreenshot, type ScreenshotType } from './rules';
import { useMemberRead } from '../../session/use-member-read';

const CATEGORIES = ['deposit', 'withdraw', 'game', 'account', 'suggestion', 'other'] as const;
type Category = (typeof CATEGORIES)[number];
const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export function FeedbackPage() {
  const t = useT();
  const list = useMemberRead(feedbackListQuery);
  const submit = useSubmitFeedback();
  // The kit's form: §5 the first invalid field highlighted and focused with no message, the text
  // trimmed, and the §4 duplicate-submit block; the idempotency key covers a repeat that gets through.
  const form = useForm({ initial: { category: '', text: '' } });
  const message = form.field('text');
  const [shot, setShot] = useState<{ type: ScreenshotType; data: string; name: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), file: useId(), fileError: useId() };

  const onFile = async (file: File | undefined) => {
    setShot(null);
    setFileError(null);
    if (!file) return;
    const check = checkScreenshot(file);
    if (!check.ok) {
      setFileError(t(`feedback.file.${check.reason}`));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (sniffScreenshot(bytes) !== check.type) {
      setFileError(t('feedback.file.type'));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setShot({ type: check.type, data: toBase64(bytes), name: file.name });
  };

  const validate = (v: typeof form.values) =>
    !isCategory(v.category) ? 'category' : !feedbackTextValid(v.text) ? 'text' : null;
  const onSubmit = form.handleSubmit({ validate }, (v) =>
    submit
      .mutateAsync({
        category: v.category as Category,
        text: v.text,
        screenshot: shot ? { type: shot.type, data: shot.data } : null,
      })
      .then(() => {
        form.reset();
        setShot(null);
        if (fileRef.current) fileRef.current.value = '';
        overlayStore.toast(text('feedback.sent'), INFO_TOAST_MS);
      })
      .catch(() => undefined),
  );

  return (
    <div className="stack">
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="feedback-form">
        <h2 id="feedback-form">{t('feedback.heading')}</h2>
        <SelectField
          {...form.field('category')}
          label={t('feedback.category')}
          placeholder={t('feedback.choose')}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) }))}
        />
        <div className={message.invalid ? 'field invalid' : 'field'}>
          <label htmlFor={ids.text}>{t('feedback.text')}</label>
          <textarea
            id={ids.text}
            name={message.name}
            ref={message.ref}
            value={message.value}
            maxLength={FEEDBACK_TEXT_MAX}
            aria-invalid={message.invalid || undefined}
            onChange={(e) => message.onChange(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.file}>{t('feedback.screenshot')}</label>
          {/* The browser's own file control speaks the browser's language, not the player's: a
              visually hidden input behind a translated button (issue 32). */}
          <input
            id={ids.file}
            ref={fileRef}
            className="visually-hidden file-input"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={fileError ? ids.fileError : undefined}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <div className="file-pick">
            <label htmlFor={ids.file} className="button secondary small">
              {t('feedback.screenshotAdd')}
            </label>
            <span className="file-name">{shot?.name ?? t('feedback.screenshotNone')}</span>
          </div>
          <p className="hint">{t('feedback.screenshotHint')}</p>
          {fileError && (
            <p id={ids.fileError} className="field-error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <button type="submit" className="button block" aria-disabled={form.busy || undefined}>
          {form.busy ? t('common.loading') : t('feedback.submit')}
        </button>
      </form>
      <section aria-labelledby="feedback-past" className="stack">
        <h2 id="feedback-past">{t('feedback.past')}</h2>
        {list.isPending && <Loading />}
        {list.isError && <LoadFailed onRetry={() => void list.refetch()} />}
        {list.data?.length === 0 && <p className="empty-state">{t('feedback.none')}</p>}
        {list.data && list.data.length > 0 && (
          <ul className="card-list">
            {list.data.map((item) => (
              <li key={item.id} className="card">
                <div className="card-row">
                  <span className="badge">{t(`feedback.categories.${item.category}`)}</span>
                  <span className="card-meta">{formatDate(item.createdAt, activeLocale())}</span>
                </div>
                <p dir="auto" style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.text}
                </p>
                {item.hasScreenshot && <p className="card-meta">{t('feedback.withScreenshot')}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
