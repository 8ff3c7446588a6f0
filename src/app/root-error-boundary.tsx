import { Component, type ReactNode } from 'react';
import { translate } from '../i18n';

/** The last line of defence: anything the route boundaries miss still leaves a way back. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="page startup-error">
        <p>{translate('error.page')}</p>
        <button type="button" className="button" onClick={() => location.assign('/m/home')}>
          {translate('page.backHome')}
        </button>
      </div>
    );
  }
}
