/**
 * The demo chat service behind the URL CBS_launchChat answers (§7), so the whole chat path works on
 * one machine. Not storefront calls (they are the third-party chat page's own):
 * - GET /chat/?lang&title&color&back#t=<ticket>: the page (shown in the storefront's frame page, §2);
 * - GET /chat/chat.js, /chat/chat.css: its script and style;
 * - GET /chat/api/messages (X-Chat-Ticket): the conversation; the agent's messages it returns count
 *   as read (§3 value.unReadCount goes down);
 * - POST /chat/api/messages {text} (X-Chat-Ticket): the member writes.
 * Answers use the /wps envelope. The page may be framed by its own origin only.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/body';
import { ClientAbortedError, HttpError } from '../http/errors';
import { escapeHtml, HAND_WRITTEN_PAGE_START } from '../http/html-page';
import { INTERNAL_ERROR, sendBody, sendFailure, sendValue } from '../http/respond';
import { plainScript } from '../http/plain-script';
import { headerOf } from '../http/route';
import type { ChatMessage } from './store';

export const CHAT_PAGE_PATH = '/chat/';
const CHAT_API_PATH = '/chat/api/messages';

const asset = (name: string) => readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8');
const SCRIPT = plainScript(new URL('./public/chat.js', import.meta.url));
const STYLE = asset('chat.css');

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function page(title: string): string {
  return `${HAND_WRITTEN_PAGE_START}
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/chat/chat.css">
<script src="/chat/chat.js" defer></script>
</head>
<body>
<main>
<h1><a id="back" href="#" hidden>‹ Back</a>${escapeHtml(title)}</h1>
<ol id="messages" role="log" aria-live="polite" aria-label="Messages"></ol>
<p id="empty">No messages yet. Write to us and an agent will answer here.</p>
<p id="error" role="alert"></p>
<form id="send">
<label for="text">Message</label>
<textarea id="text" name="text" rows="2" maxlength="1000" required></textarea>
<button type="submit">Send</button>
</form>
</main>
</body>
</html>
`;
}

export function createChatPageHandler(deps: AppDeps) {
  function ticketOf(req: IncomingMessage) {
    const found = deps.chat.findTicket(headerOf(req.headers, 'x-chat-ticket')?.trim() ?? '', deps.clock());
    if (!found)
      throw new HttpError(
        401,
        'chat.ticket.invalid',
        'This chat has expired. Please open the chat again from the shop.',
      );
    return found;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (req.method === 'GET') {
        const { memberId } = ticketOf(req);
        const messages: ChatMessage[] = deps.chat.history(memberId);
        const newest = messages.at(-1);
        if (newest) deps.chat.markRead(memberId, newest.id, deps.clock());
        sendValue(res, { messages });
        return;
      }
      if (req.method === 'POST') {
        const { memberId } = ticketOf(req);
        const body = await readJsonBody(req);
        const text = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
        sendValue(res, deps.chat.add(memberId, 'member', text as string, deps.clock()));
        return;
      }
      res.setHeader('Allow', 'GET, POST');
      throw new HttpError(405, 'method_not_allowed', 'This call accepts GET, POST.');
    } catch (error) {
      if (error instanceof HttpError) return sendFailure(res, error);
      if (error instanceof ClientAbortedError) {
        deps.logger.info(`${req.method} ${CHAT_API_PATH}: ${error.message}`);
        res.destroy();
        return;
      }
      deps.logger.error(`${req.method} ${CHAT_API_PATH} failed`, error);
      sendFailure(res, INTERNAL_ERROR);
    }
  }

  return async function handleChat(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === CHAT_API_PATH) {
      await handleApi(req, res);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.pathname === CHAT_PAGE_PATH || url.pathname === '/chat') {
      const title = (url.searchParams.get('title') ?? '').trim().slice(0, 128) || 'Customer service';
      sendBody(res, 200, 'text/html; charset=utf-8', page(title), {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': CSP,
        'Referrer-Policy': 'no-referrer',
      });
      return true;
    }
    if (url.pathname === '/chat/chat.js') {
      sendBody(res, 200, 'text/javascript; charset=utf-8', SCRIPT, { 'Cache-Control': 'no-cache' });
      return true;
    }
    if (url.pathname === '/chat/chat.css') {
      sendBody(res, 200, 'text/css; charset=utf-8', STYLE, { 'Cache-Control': 'no-cache' });
      return true;
    }
    return false;
  };
}
