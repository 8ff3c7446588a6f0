/**
 * Issue 13, loaded after the first paint (install-prompts.tsx): where the install feature meets the
 * member feature. The member's type, registration date and VIP rank level come from member info (§3)
 * and are handed to the install prompt host with the current path.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { memberInfoQuery } from '../session/member-info-query';
import InstallHost from '../features/install/install-host';
import { useSession } from '../session/use-session';

export default function InstallPromptsHost() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const live = useSession();
  const { data: info } = useQuery({ ...memberInfoQuery(live?.token ?? ''), enabled: live !== null });
  const member =
    live && info ? { type: info.type, regDate: info.regDate || null, rankLevel: info.clubLabel?.rankLevel ?? 0 } : null;
  return <InstallHost path={path} member={member} />;
}
