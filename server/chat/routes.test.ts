// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { DEV_ADMIN_TOKEN } from '../admin/admin';
import { CHAT_SEND_LIMIT } from './store';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const tokenOf = async (username: string) => ((await server.login(username)).body.value as { token: string }).token;
const ticketOf = (chatUrl: string) => new URLSearchParams(new URL(chatUrl).hash.slice(1)).get('t')!;
const chatApi = (method: string, ticket: string, body?: unknown) =>
  server
    .fetch('/chat/api/messages', {
      method,
      headers: { 'X-Chat-Ticket': ticket, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { success: boolean; value?: any; errorCode?: string },
    }));
const agentSays = (username: string, text: string) =>
  server.fetch('/admin/chat', {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, text }),
  });

describe('§7 CBS_launchChat', () => {
  it('§7 answers the chat page URL of this server with the language, title, header colour and back URL; the ticket in the fragment', async () => {
    const token = await tokenOf('player0');
    const answer = await server.call(
      api.launchChat,
      {
        b2c: true,
        title: 'Customer service chat',
        backUrl: 'http://localhost/m/home',
        language: 'VI',
        headerColor: '#d32f2f',
      },
      { token },
    );
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.value.chatUrl as string);
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe('/chat/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'VI',
      title: 'Customer service chat',
      color: '#d32f2f',
      back: 'http://localhost/m/home',
    });
    expect(ticketOf(url.href)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the ticket's hash is stored.
    const stored = server.db.prepare('SELECT ticket_hash FROM chat_tickets').all() as { ticket_hash: string }[];
    expect(stored.map((r) => r.ticket_hash)).not.toContain(ticketOf(url.href));
  });

  it('§6 a visitor gets customer.not.login; type 4 has no chat and no unread count', async () => {
    expect((await server.call(api.launchChat, {})).body.errorCode).toBe('customer.not.login');
    const token = await tokenOf('nochat4');
    const launch = await server.call(api.launchChat, { b2c: true }, { token });
    expect(launch.status).toBe(403);
    expect(launch.body.errorCode).toBe('chat.no.permission');
    expect((await server.call(api.unreadCount, {}, { token })).body.errorCode).toBe('chat.no.permission');
  });
});

describe('§3 the chat page and CBS_unreadCount', () => {
  it('§3 an agent message is unread until the member’s chat page has shown it; the member’s messages are stored', async () => {
    const token = await tokenOf('agent1');
    expect((await server.call(api.unreadCount, {}, { token })).body.value).toEqual({ unReadCount: 0 });
    expect((await agentSays('agent1', 'Hello agent1, how can we help?')).status).toBe(200);
    expect((await agentSays('agent1', 'We are here until midnight.')).status).toBe(200);
    expect((await server.call(api.unreadCount, {}, { token })).body.value).toEqual({ unReadCount: 2 });

    const ticket = ticketOf((await server.call(api.launchChat, { b2c: true }, { token })).body.value.chatUrl);
    const shown = await chatApi('GET', ticket);
    expect(shown.body.value.messages.map((m: { sender: string; text: string }) => [m.sender, m.text])).toEqual([
      ['agent', 'Hello agent1, how can we help?'],
      ['agent', 'We are here until midnight.'],
    ]);
    expect((await server.call(api.unreadCount, {}, { token })).body.value).toEqual({ unReadCount: 0 });

    const sent = await chatApi('POST', ticket, { text: '  I cannot find my deposit.  ' });
    expect(sent.body.value).toMatchObject({ sender: 'member', text: 'I cannot find my deposit.' });
    const history = await server.fetch('/admin/chat?username=agent1', {
      headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' },
    });
    const value = ((await history.json()) as { value: { messages: { text: string }[]; unReadCount: number } }).value;
    expect(value.messages.at(-1)!.text).toBe('I cannot find my deposit.');
    expect(value.unReadCount).toBe(0);
    // Each member has their own conversation.
    const other = ticketOf(
      (await server.call(api.launchChat, {}, { token: await tokenOf('player0') })).body.value.chatUrl,
    );
    expect((await chatApi('GET', other)).body.value.messages.map((m: { text: string }) => m.text)).not.toContain(
      'I cannot find my deposit.',
    );
  });

  it('refuses an unknown ticket, empty or overlong text, and a member writing too fast', async () => {
    expect((await chatApi('GET', 'x'.repeat(43))).body.errorCode).toBe('chat.ticket.invalid');
    expect((await chatApi('GET', '')).status).toBe(401);
    const token = await tokenOf('agent2');
    const ticket = ticketOf((await server.call(api.launchChat, {}, { token })).body.value.chatUrl);
    expect((await chatApi('POST', ticket, { text: '   ' })).body.errorCode).toBe('invalid_request');
    expect((await chatApi('POST', ticket, { text: 'x'.repeat(1001) })).body.errorCode).toBe('invalid_request');
    expect((await chatApi('POST', ticket, { text: 42 })).body.errorCode).toBe('invalid_request');
    for (let i = 0; i < CHAT_SEND_LIMIT; i++)
      expect((await chatApi('POST', ticket, { text: `m${i}` })).status).toBe(200);
    const throttled = await chatApi('POST', ticket, { text: 'one more' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.errorCode).toBe('TOO_MANY_REQUEST_CHAT');
    expect((await chatApi('PUT', ticket, { text: 'x' })).status).toBe(405);
  });

  it('serves the page with a strict CSP that lets only its own origin frame it; the title is text', async () => {
    const page = await server.fetch('/chat/?title=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('role="log"');
    expect((await server.fetch('/chat/chat.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await server.fetch('/chat/chat.css')).headers.get('content-type')).toMatch(/css/);
  });
});

describe('§3 WPSCORE_getCustomerServiceScript', () => {
  it('§3 answers the merchant’s entries with obfuscated paths, for visitors and members', async () => {
    const answer = await server.call(api.customerServiceScript, {});
    expect(answer.status).toBe(200);
    const entries = answer.body.value as { title: string; path: string; labelIds: string[] }[];
    expect(entries.map((e) => e.title)).toEqual(['Live chat', 'Telegram', 'VIP host']);
    for (const e of entries) expect(e.path).not.toMatch(/^https?:/);
  });
});
