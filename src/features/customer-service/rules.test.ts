import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from '../../../contract/entities';
import { encodeCsPath } from '../../../contract/cs-path';
import { actionLabels, contactMode, decryptEntries, mergeSources, restrictByLabel, type CsLink } from './rules';

const entry = (title: string, url: string, labelIds: string[] = [], key = 'Key12345'): CustomerServiceEntry => ({
  title,
  path: encodeCsPath(url, key),
  csType: 'LIVECHAT',
  csPosition: 'FOOTER',
  labelIds,
});
const link = (title: string, url: string, labelIds: string[] = []): CsLink => ({
  title,
  url,
  csType: 'LIVECHAT',
  csPosition: 'FOOTER',
  labelIds,
});

describe('§3 decrypting the entries', () => {
  it('§3 each obfuscated path becomes its link; title, type, position and labels are kept', () => {
    expect(decryptEntries([entry(' Live chat ', 'https://support.example.com/chat?lang=en', ['L1'])])).toEqual([
      {
        title: 'Live chat',
        url: 'https://support.example.com/chat?lang=en',
        csType: 'LIVECHAT',
        csPosition: 'FOOTER',
        labelIds: ['L1'],
      },
    ]);
  });

  it('drops entries that do not decrypt, or decrypt to anything but a web link', () => {
    const bad: CustomerServiceEntry[] = [
      { title: 'garbled', path: 'not*base64ABCDEFGH', csType: '', csPosition: '', labelIds: [] },
      entry('script', 'javascript:alert(1)'),
      entry('data', 'data:text/html,<b>x</b>'),
      entry('relative', '/m/feedback'),
    ];
    expect(decryptEntries([...bad, entry('ok', 'http://t.me/x')]).map((l) => l.title)).toEqual(['ok']);
  });
});

describe('§3 both sources', () => {
  it('the script call first, then what only the config call has', () => {
    const script = [link('Live chat', 'https://a.test/chat'), link('VIP host', 'https://a.test/vip', ['L1'])];
    const config = [link('Live chat (config)', 'https://a.test/chat'), link('Telegram', 'https://t.me/x')];
    expect(mergeSources(script, config).map((l) => l.title)).toEqual(['Live chat', 'VIP host', 'Telegram']);
    expect(mergeSources([], config)).toEqual(config);
  });
});

describe('§5 label-id restriction with fallback', () => {
  const links = [
    link('Live chat', 'https://a.test/chat'),
    link('Telegram', 'https://t.me/x'),
    link('VIP host', 'https://a.test/vip', ['L1']),
    link('Gold desk', 'https://a.test/gold', ['L3', 'L4']),
  ];

  it('§5 a member whose label matches sees the entries for that label only', () => {
    expect(restrictByLabel(links, ['L1']).map((l) => l.title)).toEqual(['VIP host']);
    expect(restrictByLabel(links, ['L4']).map((l) => l.title)).toEqual(['Gold desk']);
    expect(restrictByLabel(links, ['L1', 'L3']).map((l) => l.title)).toEqual(['VIP host', 'Gold desk']);
  });

  it('§5 when no entry matches the member’s labels, the unrestricted entries are the fallback', () => {
    expect(restrictByLabel(links, ['L2']).map((l) => l.title)).toEqual(['Live chat', 'Telegram']);
  });

  it('§5 a visitor, or a member without a label, sees the unrestricted entries', () => {
    expect(restrictByLabel(links, []).map((l) => l.title)).toEqual(['Live chat', 'Telegram']);
    expect(restrictByLabel(links, ['']).map((l) => l.title)).toEqual(['Live chat', 'Telegram']);
  });

  it('when every entry is restricted and none matches, there is nothing to show', () => {
    expect(restrictByLabel([link('VIP host', 'https://a.test/vip', ['L1'])], ['L2'])).toEqual([]);
  });
});

describe('§2 the customer-service button', () => {
  it('§2 one entry opens its link, several open the action list, none offers nothing', () => {
    expect(contactMode([])).toBe('none');
    expect(contactMode([link('a', 'https://a.test')])).toBe('open');
    expect(contactMode([link('a', 'https://a.test'), link('b', 'https://b.test')])).toBe('choose');
  });

  it('§2 the action list is labelled by title, or CS1, CS2 … by place', () => {
    expect(
      actionLabels([link('Live chat', 'https://a.test'), link('', 'https://b.test'), link('', 'https://c.test')]),
    ).toEqual(['Live chat', 'CS2', 'CS3']);
  });
});
