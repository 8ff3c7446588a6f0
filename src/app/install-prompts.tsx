/**
 * Issue 13: mounts the install prompts (the download bar, the install dialogs, the upgrade modal;
 * src/features/install/) once the first page has painted, inside the data layer: none of their code
 * is needed to paint /m/home (DESIGN rule 5). A section of its own (issue 18, see AfterPaintSection).
 */
import { AfterPaintSection } from '../routes/with-data';

const loadHost = () => import('./install-prompts.chunk');

export function InstallPrompts() {
  return <AfterPaintSection load={loadHost}>{({ default: Host }) => <Host />}</AfterPaintSection>;
}
