import { translate } from '../i18n';

/** Shown when the page arrived without a valid merchant configuration. */
export function StartupError({ reason }: { reason: string }) {
  return (
    <div role="alert" className="page startup-error">
      <h1>{translate('error.notConfiguredTitle')}</h1>
      <p>{translate('error.notConfigured')}</p>
      <p className="hint">{reason}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        {translate('common.retry')}
      </button>
    </div>
  );
}
