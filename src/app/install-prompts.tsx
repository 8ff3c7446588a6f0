/**
 * Issue 13: mounts the install prompts (the download bar, the install dialogs, the upgrade modal;
 * src/features/install/) once the first page has painted, inside the data layer: none of their code
 * is needed to paint /m/home (DESIGN rule 5).
 */
import { lazy, Suspense } from 'react';
import { WithData } from '../routes/with-data';
import { usePainted } from '../lib/after-paint';

const Host = lazy(() => import('./install-prompts.chunk'));

export function InstallPrompts() {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <WithData>
        <Host />
      </WithData>
    </Suspense>
  );
}
