/**
 * Issue 16: an agent's application (§2 /m/agentRegister), one per member.
 */
import type { AgentApplication } from '../../contract/member-pages';
import type { Database } from '../db/index';
import { memberPagesErrors } from './errors';
import type { ActionKeys } from './keys';

export class AgentApplicationsStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
  ) {}

  application(memberId: number): AgentApplication | null {
    const row = this.db
      .prepare<
        [number],
        {
          id: number;
          real_name: string;
          contact: string;
          channel: AgentApplication['channel'];
          message: string;
          status: AgentApplication['status'];
          created_at: number;
        }
      >(
        'SELECT id, real_name, contact, channel, message, status, created_at FROM agent_applications WHERE member_id = ?',
      )
      .get(memberId);
    return row
      ? {
          id: row.id,
          realName: row.real_name,
          contact: row.contact,
          channel: row.channel,
          message: row.message,
          status: row.status,
          createdAt: row.created_at,
        }
      : null;
  }

  apply(
    memberId: number,
    input: Pick<AgentApplication, 'realName' | 'contact' | 'channel' | 'message'>,
    key: string,
    now: number,
  ): AgentApplication {
    return this.keys.once(memberId, key, 'agentApply', now, () => {
      if (this.application(memberId)) throw memberPagesErrors.applicationExists();
      this.db
        .prepare(
          'INSERT INTO agent_applications (member_id, real_name, contact, channel, message, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(memberId, input.realName, input.contact, input.channel, input.message, now);
      return this.application(memberId)!;
    });
  }
}
