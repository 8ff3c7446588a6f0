/** /m/agentRegister (§2): logged-in agents apply when referral is on; the application is stored on the server. */
import { useId } from 'react';
import { useT, activeLocale } from '../../i18n';
import { formatDate } from '../../lib/format';
import { Unsettled } from '../../ui/load-state';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import '../../ui/cards.css';
import { agentApplicationQuery, useAgentApply, type AgentForm } from './api';
import { useMemberRead } from '../../session/use-member-read';

const CHANNELS = ['website', 'social', 'community', 'offline', 'other'] as const;
type Channel = (typeof CHANNELS)[number];
/** The contract's limits (contract/member-pages.ts agentApplyRequest). */
const NAME_MIN = 2;
const CONTACT_MIN = 5;
const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

export function AgentRegister() {
  const t = useT();
  const application = useMemberRead(agentApplicationQuery);
  const apply = useAgentApply();
  // The kit's form: §5 the first invalid field highlighted and focused with no message, values
  // trimmed, and the §4 duplicate-submit block (the idempotency key covers a repeat that gets through).
  const form = useForm({ initial: { realName: '', contact: '', channel: '', message: '' } });
  const messageId = useId();

  if (!application.isSuccess) return <Unsettled query={application} />;

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

  const validate = (v: typeof form.values) =>
    v.realName.trim().length < NAME_MIN
      ? 'realName'
      : v.contact.trim().length < CONTACT_MIN
        ? 'contact'
        : !isChannel(v.channel)
          ? 'channel'
          : null;
  const onSubmit = form.handleSubmit({ validate }, (v) =>
    apply
      .mutateAsync({
        realName: v.realName,
        contact: v.contact,
        channel: v.channel as Channel,
        message: v.message,
      } satisfies AgentForm)
      .catch(() => undefined),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="agent-form">
      <h2 id="agent-form">{t('agent.heading')}</h2>
      <p className="hint">{t('agent.intro')}</p>
      <TextField label={t('agent.realName')} autoComplete="name" maxLength={60} {...form.field('realName')} />
      <TextField label={t('agent.contact')} autoComplete="tel" maxLength={100} {...form.field('contact')} />
      <SelectField
        {...form.field('channel')}
        label={t('agent.channel')}
        placeholder={t('agent.choose')}
        options={CHANNELS.map((c) => ({ value: c, label: t(`agent.channels.${c}`) }))}
      />
      <div className="field">
        <label htmlFor={messageId}>{t('agent.message')}</label>
        <textarea
          id={messageId}
          value={form.values.message}
          maxLength={500}
          onChange={(e) => form.set('message', e.target.value)}
        />
      </div>
      <button type="submit" className="button block" aria-disabled={form.busy || undefined}>
        {form.busy ? t('common.loading') : t('agent.submit')}
      </button>
    </form>
  );
}
