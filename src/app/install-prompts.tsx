/**
 * Issue 13: mounts the install prompts (the download bar, the install dialogs, the upgrade modal;
 * src/features/install/) once the first page has painted, inside the data layer: none of their code
 * is needed to paint /m/home (DESIGN rule 5).
 */
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { WithData } from '../routes/with-data';

const Host = lazy(() => import('./install-prompts.chunk'));

export function InstallPrompts() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <WithData>
        <Host />
      </WithData>
    </Suspense>
  );
}
