/** /m/agentRegister (§2): logged-in agents apply when referral is on; the application is stored on the server. */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT, activeLocale } from '../../i18n';
import { formatDate } from '../../lib/format';
import { LoadFailed, Loading } from '../../ui/load-state';
import { TextField } from '../../ui/text-field';
import '../../ui/cards.css';
import { agentApplicationQuery, useAgentApply, type AgentForm } from './api';

const CHANNELS = ['website', 'social', 'community', 'offline', 'other'] as const;
type Channel = (typeof CHANNELS)[number];
/** The contract's limits (src/api/member-pages.ts agentApplyRequest). */
const NAME_MIN = 2;
const CONTACT_MIN = 5;

export function AgentRegister({ token }: { token: string }) {
  const t = useT();
  const application = useQuery(agentApplicationQuery(token));
  const apply = useAgentApply();
  const [form, setForm] = useState({ realName: '', contact: '', channel: '' as Channel | '', message: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const refs = { realName: useRef<HTMLInputElement>(null), contact: useRef<HTMLInputElement>(null), channel: useRef<HTMLSelectElement>(null) };
  const channelId = useId();
  const messageId = useId();

  if (application.isPending) return <Loading />;
  if (application.isError) return <LoadFailed onRetry={() => void application.refetch()} />;

  if (application.data) {
    const a = application.data;
    return (
      <section className="card" aria-labelledby="agent-status">
        <h2 id="agent-status">{t('agent.applied')}</h2>
        <dl className="details">
          <dt>{t('agent.status')}</dt>
          <dd>{t(`agent.state.${a.status}`)}</dd>
          <dt>{t('agent.realName')}</dt>
          <dd dir="auto">{a.realName}</dd>
          <dt>{t('agent.contact')}</dt>
          <dd dir="auto">{a.contact}</dd>
          <dt>{t('agent.channel')}</dt>
          <dd>{t(`agent.channels.${a.channel}`)}</dd>
          <dt>{t('agent.date')}</dt>
          <dd>{formatDate(a.createdAt, activeLocale())}</dd>
        </dl>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const values = { realName: form.realName.trim(), contact: form.contact.trim(), message: form.message.trim() };
    // §5: an invalid field is highlighted and focused, with no message.
    const bad =
      values.realName.length < NAME_MIN ? 'realName' : values.contact.length < CONTACT_MIN ? 'contact' : form.channel === '' ? 'channel' : null;
    setInvalid(bad);
    if (bad) {
      refs[bad as keyof typeof refs].current?.focus();
      return;
    }
    apply.mutate({ ...values, channel: form.channel as Channel } satisfies AgentForm);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="agent-form">
      <h2 id="agent-form">{t('agent.heading')}</h2>
      <p className="hint">{t('agent.intro')}</p>
      <TextField ref={refs.realName} label={t('agent.realName')} name="realName" value={form.realName} autoComplete="name" maxLength={60}
        invalid={invalid === 'realName'} onChange={(realName) => setForm({ ...form, realName })} />
      <TextField ref={refs.contact} label={t('agent.contact')} name="contact" value={form.contact} autoComplete="tel" maxLength={100}
        invalid={invalid === 'contact'} onChange={(contact) => setForm({ ...form, contact })} />
      <div className={invalid === 'channel' ? 'field invalid' : 'field'}>
        <label htmlFor={channelId}>{t('agent.channel')}</label>
        <select id={channelId} ref={refs.channel} value={form.channel} aria-invalid={invalid === 'channel' || undefined}
          onChange={(e) => setForm({ ...form, channel: e.target.value as Channel })}>
          <option value="">{t('agent.choose')}</option>
          {CHANNELS.map((c) => (
            <option key={c} value={c}>{t(`agent.channels.${c}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={messageId}>{t('agent.message')}</label>
        <textarea id={messageId} value={form.message} maxLength={500} onChange={(e) => setForm({ ...form, message: e.target.value })} />
      </div>
      <button type="submit" className="button block" aria-disabled={apply.isPending || undefined}>
        {apply.isPending ? t('common.loading') : t('agent.submit')}
      </button>
    </form>
  );
}
