import { describe, expect, it } from 'vitest';
import { PromptOnce, updateAction } from './rules';

describe('§2 §4 update prompt', () => {
  it('§2 reloads in place on home, login, register, game and member home (aliases included)', () => {
    for (const p of [
      '/',
      '/m/',
      '/m/index.html',
      '/m/home',
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/m/game',
      '/m/member/home',
    ]) {
      expect(updateAction(p), p).toEqual({ kind: 'reload' });
    }
  });

  it('§2 goes to /m/home from any other page', () => {
    for (const p of ['/m/withdraw', '/m/voucherCenter', '/m/activity', '/m/changePsw']) {
      expect(updateAction(p), p).toEqual({ kind: 'navigate', href: '/m/home' });
    }
  });

  it('§4 prompts once', () => {
    const once = new PromptOnce();
    expect(once.take()).toBe(true);
    expect(once.take()).toBe(false);
  });
});
