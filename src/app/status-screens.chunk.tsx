/**
 * The screens the platform status may call for (§2, §4, §8), composed here because they join three
 * features: the status pages, the domain modal, and customer service behind their buttons.
 * Loaded only when the status says so.
 */
import { useState } from 'react';
import { REGISTRATION_INFO_KEY } from '../config/constants';
import { useT } from '../i18n';
import { readJson } from '../lib/storage';
import { CustomerServiceButton } from '../features/customer-service/customer-service-button';
import { loadCustomerService } from '../features/customer-service/api';
import type { CsLink } from '../features/customer-service/rules';
import { DomainModal } from '../features/domains/domain-modal';
import { parseRegistrationInfo } from '../features/register/rules';
import { AccessDeniedPage, MaintenancePage } from '../features/status/status-pages';
import type { StatusView } from '../features/status/store';
import { checkStatus } from './status-check';

/** §2 Retry carries affiliateCode and r when known: from this visit's URL (kept in registration info, §3). */
function retryCodes() {
  const { affiliateCode, referralCode } = parseRegistrationInfo(readJson('local', REGISTRATION_INFO_KEY));
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

function Maintenance({ view }: { view: Extract<StatusView, { kind: 'maintenance' }> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void checkStatus().finally(() => setRetrying(false));
  };
  return (
    <MaintenancePage
      status={view.status}
      retrying={retrying}
      onRetry={retry}
      contact={(label) => <CustomerServiceButton label={label} />}
    />
  );
}

function DomainUnavailable({ message }: { message?: string }) {
  const t = useT();
  return (
    <DomainModal<CsLink>
      message={message}
      codes={retryCodes}
      customerService={{
        load: (entries) => loadCustomerService(entries),
        render: (links) => <CustomerServiceButton links={links} label={t('customerService.title')} />,
      }}
    />
  );
}

export default function StatusScreens({ view }: { view: Exclude<StatusView, { kind: 'app' }> }) {
  switch (view.kind) {
    case 'maintenance':
      return <Maintenance view={view} />;
    case 'access-denied':
      return (
        <AccessDeniedPage
          status={view.status}
          contact={(label) => <CustomerServiceButton label={label} mode="first" />}
        />
      );
    case 'domain-unavailable':
      return <DomainUnavailable message={view.message} />;
  }
}
