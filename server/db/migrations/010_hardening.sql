-- Issue 11, sessions that really end and abuse without collateral damage.

-- A chat ticket belongs to the storefront session that launched it: logout (or a password change
-- elsewhere) revokes the session, and with it the chat. Tickets from before this have none and are
-- no longer accepted (they would have expired within two hours anyway).
ALTER TABLE chat_tickets ADD COLUMN session_hash TEXT;

-- Login failures are throttled per client (address and device, or the session for a password
-- change) with growing delays, not per account: a stranger's failures no longer lock a member out.
-- kind 'factor': a wrong second factor after the right password; those still count per account.
ALTER TABLE login_attempts ADD COLUMN client_key TEXT NOT NULL DEFAULT '';
ALTER TABLE login_attempts ADD COLUMN kind TEXT NOT NULL DEFAULT 'password';
CREATE INDEX login_attempts_client ON login_attempts (merchant_code, username_lower, client_key, attempted_at);
