// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../contract/constants';
import { KNOWN_LANGUAGES } from '../../contract/languages';
import { DEFAULT_MERCHANTS_DIR, hostnameOf, loadMerchants, parseMerchantFile } from './load';

const demoText = readFileSync(join(DEFAULT_MERCHANTS_DIR, 'DEMO.json'), 'utf8');
const withDemo = (change: (config: Record<string, any>) => void): string => {
  const config = JSON.parse(demoText) as Record<string, any>;
  change(config);
  return JSON.stringify(config);
};

describe('merchant configs', () => {
  it('§1 §3 the shipped DEMO and LUCKY configs load, with their languages, currency and white-label flags', () => {
    const registry = loadMerchants();
    const demo = registry.byCode('DEMO')!;
    const lucky = registry.byCode('LUCKY')!;
    expect(registry.defaultMerchant.code).toBe('DEMO');
    expect(demo.public).toMatchObject({
      defaultLanguage: 'EN',
      currency: 'USD',
      currencySymbol: '$',
      currencyPosition: 'before',
      autoLogin: true,
      forcePasswordChange: true,
      referralEnabled: true,
      pwaTitle: 'Demo Lottery',
    });
    // §1 DEMO offers every language of the platform (25), starting with the defaults EN, VI, CN.
    expect(demo.public.languages.slice(0, 3)).toEqual(['EN', 'VI', 'CN']);
    expect([...demo.public.languages].sort()).toEqual([...KNOWN_LANGUAGES].sort());
    expect(demo.public.whitelabel).toMatchObject({ GOOGLELOGIN3: true, FIREBASECREATEACC3: true, LOTTMINIGAME3: true });
    expect(demo.public.seo['/m/home']).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      keywords: expect.any(String),
    });
    expect(lucky.public).toMatchObject({
      languages: ['VI', 'EN', 'CN', 'TH'],
      defaultLanguage: 'VI',
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'after',
      autoLogin: false,
      pwaTitle: '',
    });
    expect(lucky.public.whitelabel).toMatchObject({ SEALOTTMINIGAME3: true, UPDATEMOBILEICC3: true });
    expect(demo.members.map((m) => [m.username, m.type])).toEqual([
      ['player0', 0],
      ['agent1', 1],
      ['agent2', 2],
      ['nochat4', 4],
      ['defaultpw', 0],
      ['expired0', 0],
      ['verify_payee', 0],
      ['verify_sms', 0],
      ['verify_ga', 0],
      ['verify_email', 0],
      ['verify_all', 0],
    ]);
    // §4 a member needing each second-factor method exists; verify_all needs all four.
    expect(demo.members.filter((m) => m.secondFactor).map((m) => m.secondFactor!.methods)).toEqual([
      ['payeeName'],
      ['sms'],
      ['ga'],
      ['email'],
      ['email', 'ga', 'sms', 'payeeName'],
    ]);
    expect(demo.members.find((m) => m.username === 'defaultpw')!.password).toBe(DEFAULT_PASSWORD);
  });

  it('§5 captcha flags and providers: DEMO none, LUCKY the self-hosted slider (register, sms), ACE the Geetest v3 vendor (register, login)', () => {
    const registry = loadMerchants();
    expect(registry.byCode('DEMO')!.public).toMatchObject({
      register: { captchaEnabled: false },
      captcha: { provider: 'slider', login: false, sms: false },
    });
    expect(registry.byCode('LUCKY')!.public).toMatchObject({
      register: { captchaEnabled: true },
      captcha: { provider: 'slider', login: false, sms: true },
    });
    const ace = registry.byCode('ACE')!;
    expect(ace.public).toMatchObject({
      register: { captchaEnabled: true },
      captcha: { provider: 'geetest', login: true, sms: false },
      gw: { GEETEST_VERSION: 'v3' },
    });
    expect(ace.geetestPrivateKey).toMatch(/^[0-9a-f]{32}$/);
    expect(registry.forHost('ace.localhost').code).toBe('ACE');
  });

  it('a second factor without its data, or a Geetest v3 merchant without its key, is refused at start', () => {
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) =>
          c.members.push({ username: 'halfway', password: 'demo1234', type: 0, secondFactor: { methods: ['ga'] } }),
        ),
      ),
    ).toThrow(/member halfway has second factor ga without its data/);
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => (c.public.captcha = { provider: 'geetest' })),
      ),
    ).toThrow(/GEETEST_ID/);
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => {
          c.public.captcha = { provider: 'geetest' };
          c.public.gw.GEETEST_ID = 'abc';
        }),
      ),
    ).toThrow(/geetestPrivateKey/);
  });

  it('§1 the merchant of a page comes from its host; unknown hosts get the default merchant', () => {
    const registry = loadMerchants();
    expect(registry.forHost('lucky.localhost:8080').code).toBe('LUCKY');
    expect(registry.forHost('LOCALHOST').code).toBe('DEMO');
    expect(registry.forHost('elsewhere.example').code).toBe('DEMO');
    expect(registry.forHost(undefined).code).toBe('DEMO');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
  });

  it('§3 a config breaking the public merchant config fails fast, naming the file and the field', () => {
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => (c.public.currencyPosition = 'middle')),
      ),
    ).toThrow('Merchant config DEMO.json: public.currencyPosition: expected one of before, after');
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => (c.public.langauges = ['EN'])),
      ),
    ).toThrow(/public\.langauges is not a field/);
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => ((c.public.languages = ['EN', 'VI']), (c.public.defaultLanguage = 'TH'))),
      ),
    ).toThrow(/defaultLanguage TH is not one of/);
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => (c.public.languages = ['EN', 'DE'])),
      ),
    ).toThrow('Merchant config DEMO.json: public.languages has DE, not a language of the platform (§1)');
    expect(() =>
      parseMerchantFile(
        'DEMO.json',
        withDemo((c) => (c.public.languages = ['EN', 'VI', 'EN'])),
      ),
    ).toThrow(/lists a language twice/);
    expect(() => parseMerchantFile('OTHER.json', demoText)).toThrow(/must be named DEMO\.json/);
    expect(() => parseMerchantFile('DEMO.json', '{')).toThrow(/DEMO\.json: not valid JSON/);
  });
});
