// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { DEV_ADMIN_TOKEN } from '../admin/admin';
import { startTestServer, type TestServer } from '../test/harness';
import { announcementTextFor, sniffImageType } from './store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const admin = (method: string, path: string, body?: unknown, merchant = 'DEMO') =>
  server
    .fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${DEV_ADMIN_TOKEN}`,
        Merchant: merchant,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { success: boolean; value?: any; errorCode?: string; message?: string },
    }));

describe('issue 15: promotions of the reference server', () => {
  it('§7 MCSFE_getListAnnouncements answers the seeded popups with their audiences, filtered by types and category', async () => {
    const all = await server.call(api.announcements, { types: '', platform: 'M', category: '' });
    expect(all.status).toBe(200);
    const items = all.body.value as Array<{ execution: string; promotionType: string; category: string }>;
    expect(new Set(items.map((i) => i.execution))).toEqual(new Set(['A', 'B', 'F']));
    const pr = (await server.call(api.announcements, { types: 'PR', platform: 'M', category: '' })).body
      .value as typeof items;
    expect(pr.length).toBeGreaterThan(0);
    expect(pr.every((i) => i.promotionType === 'PR')).toBe(true);
    const app = (await server.call(api.announcements, { types: '', platform: 'M', category: 'app_download' })).body
      .value as typeof items;
    expect(app.map((i) => i.category)).toEqual(['app_download']);
  });

  it('§6 the promotion calls need no Authorization; categories, promotions, banners and the promo image popup answer', async () => {
    expect(
      (await server.call(api.promotionCategories, {}, { token: undefined })).body.value.map(
        (c: { code: string }) => c.code,
      ),
    ).toEqual(['deposit', 'referral', 'daily']);
    const promotions = (await server.call(api.availablePromotions, {})).body.value;
    expect(promotions[0]).toMatchObject({
      title: '100% first deposit bonus',
      joinable: true,
      referral: false,
      periodStart: null,
      periodEnd: null,
    });
    expect(promotions[0].imageUrl).toMatch(/^\/media\/promotion-first-deposit\.webp\?v=[0-9a-f]{12}$/);
    const banners = (await server.call(api.banners, { groupName: 'm_popup2' })).body.value;
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({ groupName: 'm_popup2', linkageType: 'URL', url: '/m/member/benefits' });
    const popup = (await server.call(api.promoImagePopup, {})).body.value;
    expect(popup.delayMs).toBe(20_000);
    expect(popup.images.map((i: { name: string }) => i.name)).toEqual(['promo-1.webp', 'promo-2.webp']);
  });

  it('serves the image files as real images, versioned URLs immutable, and the merchant favicon at /favicon.ico', async () => {
    const popup = (await server.call(api.promoImagePopup, {})).body.value;
    const res = await server.fetch(popup.images[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(sniffImageType(Buffer.from(await res.arrayBuffer()))).toBe('image/webp');
    const etag = res.headers.get('etag')!;
    expect((await server.fetch('/media/promo-1.webp', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const icon = await server.fetch('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await server.fetch('/media/nope.png')).status).toBe(404);
    expect((await server.fetch('/media/..%2Fstorefront.sqlite')).status).toBe(404);
  });

  it('the operator replaces popups while the server runs; every field is checked', async () => {
    const put = await admin('PUT', '/admin/promotions/announcements', [
      { title: 'Changed', content: '<p>new</p>', execution: 'A', forceRead: true },
      { title: 'Guests', content: '<img src=x onerror=alert(1)>', execution: 'B' },
    ]);
    expect(put.status).toBe(200);
    const now = (await server.call(api.announcements, { types: '', platform: 'M', category: '' })).body.value;
    expect(now.map((i: { title: string }) => i.title)).toEqual(['Changed', 'Guests']);
    expect(now[0]).toMatchObject({ forceRead: true, promotionType: 'AN', popup: true, marquee: false });
    expect(now[1].content).toBe('<img src=x onerror=alert(1)>'); // stored as given: the storefront sanitises

    expect(
      (await admin('PUT', '/admin/promotions/announcements', [{ title: 'x', execution: 'Z' }])).body.errorCode,
    ).toBe('invalid_request');
    expect(
      (await admin('PUT', '/admin/promotions/banners', [{ groupName: 'm_popup1', imageName: 'missing.png' }])).status,
    ).toBe(400);
    expect(
      (await admin('PUT', '/admin/promotions/banners', [{ groupName: 'm_popup3', imageName: 'strip-vip.webp' }]))
        .status,
    ).toBe(400);
    expect((await admin('PUT', '/admin/promotions/promo-image', { delayMs: -1, images: [] })).status).toBe(400);
    expect((await admin('POST', '/admin/promotions/announcements', [])).status).toBe(405);
    expect((await server.fetch('/admin/promotions', { headers: { Merchant: 'DEMO' } })).status).toBe(401);
  });

  it('uploads an image file (checked by its first bytes, never SVG) and points the promo image popup at it', async () => {
    const png = await (await server.fetch('/media/promo-2.webp')).arrayBuffer();
    const headers = { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO', 'Content-Type': 'image/webp' };
    const up = await server.fetch('/admin/promotions/media/autumn.webp', {
      method: 'PUT',
      headers,
      body: Buffer.from(png),
    });
    expect(up.status).toBe(200);
    const svg = await server.fetch('/admin/promotions/media/evil.svg', {
      method: 'PUT',
      headers,
      body: '<svg onload="alert(1)"/>',
    });
    expect(svg.status).toBe(400);
    const set = await admin('PUT', '/admin/promotions/promo-image', {
      delayMs: 1000,
      images: [{ name: 'autumn.webp', title: 'Autumn' }],
    });
    expect(set.body.value).toMatchObject({ delayMs: 1000, images: [{ name: 'autumn.webp', title: 'Autumn' }] });
    expect((await server.call(api.promoImagePopup, {})).body.value.images[0].url).toMatch(/^\/media\/autumn\.webp\?v=/);
    // Another merchant's data is its own.
    expect((await admin('GET', '/admin/promotions', undefined, 'LUCKY')).body.value.promoImagePopup.images).toEqual([]);
  });
});

describe('issue 35 defect: hostile URLs accepted by admin', () => {
  const hostile = [
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    ' JaVaScRiPt:alert(1)',
  ];

  it('PUT /admin/promotions/banners refuses each with 400 {message, errorCode} and keeps the banners as they were', async () => {
    const before = (await server.call(api.banners, { groupName: 'm_popup2' })).body.value;
    for (const url of hostile) {
      const answer = await admin('PUT', '/admin/promotions/banners', [
        { groupName: 'm_popup2', imageName: 'strip-vip.png', linkageType: 'URL', url },
      ]);
      expect(answer.status, url).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'invalid_request' });
      expect(answer.body.message).toMatch(/url: expected a safe URL/);
    }
    expect((await server.call(api.banners, { groupName: 'm_popup2' })).body.value).toEqual(before);
  });

  it('download links, app releases: the same rule (a path on this server is allowed there)', async () => {
    for (const url of hostile) {
      expect((await admin('PUT', '/admin/install/links', [{ resourceType: 'Android', url }])).status, url).toBe(400);
      expect(
        (await admin('PUT', '/admin/install/releases/ANDROID', { version: '9.9.9', downloadUrl: url })).status,
        url,
      ).toBe(400);
    }
    expect(
      (
        await admin('PUT', '/admin/install/links', [
          { resourceType: 'Android', url: '/download/DEMO/storefront-demo.apk' },
        ])
      ).status,
    ).toBe(200);
  });
});

describe('issue 35 announcements in the player’s language', () => {
  // A server of its own: the cases above replace DEMO's seeded announcements.
  let seeded: TestServer;
  beforeAll(async () => {
    seeded = await startTestServer();
  });
  afterAll(() => seeded.stop());

  const marquee = async (language: string | undefined, merchant = 'DEMO') => {
    const answer = await seeded.call(
      api.announcements,
      { types: '', platform: 'M', category: '' },
      { merchant, headers: language ? { Language: language } : {} },
    );
    return (answer.body.value as Array<{ title: string; content: string; marquee: boolean }>).filter((a) => a.marquee);
  };

  it('§1 §7 the seeded marquee speaks the Language header’s language, in every language the demo merchant offers', async () => {
    expect((await marquee('VI')).map((a) => a.title)).toEqual(['Xổ số quay mỗi 5 phút', 'Tải ứng dụng']);
    expect((await marquee('CN'))[0]!.content).toBe('<p>新上线：快速彩全天每 5 分钟开奖一次。</p>');
    expect((await marquee('EN'))[0]!.title).toBe('Lottery draws every 5 minutes');
    const english = (await marquee('EN')).map((a) => a.title);
    const others = ['VI', 'CN', 'TW', 'TH', 'ID', 'MS', 'TY', 'KM', 'MY', 'JA', 'KO', 'HI', 'BN', 'TA', 'NE'];
    others.push('UR', 'UR-LA', 'AR', 'TR', 'RU', 'FR', 'ES', 'PT', 'PT-BR');
    for (const code of others) {
      const titles = (await marquee(code)).map((a) => a.title);
      expect(titles, code).toHaveLength(2);
      for (const title of titles) expect(english, `${code} ${title}`).not.toContain(title);
    }
  });

  it('§1 a language without a text falls back to the merchant’s default language, then English', async () => {
    // LUCKY writes in Vietnamese (its default) with English, Chinese and Thai beside it.
    expect((await marquee('TH', 'LUCKY'))[0]!.title).toBe('สวัสดีปีใหม่ตรุษเวียดนาม');
    expect((await marquee('EN', 'LUCKY'))[0]!.title).toBe('Happy Lunar New Year');
    expect((await marquee('JA', 'LUCKY'))[0]!.title).toBe('Chúc mừng năm mới');
    expect((await marquee(undefined, 'LUCKY'))[0]!.title).toBe('Chúc mừng năm mới');
    // Issue 32: SORTE writes in Portuguese (Brazil) with English and Spanish beside it, marquee included.
    expect((await marquee(undefined, 'SORTE'))[0]!.title).toBe('Sorteios todos os dias');
    expect((await marquee('EN', 'SORTE'))[0]!.title).toBe('Draws every day');
    expect((await marquee('ES', 'SORTE'))[0]!.title).toBe('Sorteos todos los días');
    expect(
      announcementTextFor(
        { title: '', content: '' },
        { EN: { title: 'Hello', content: '' }, VI: { title: '', content: '' } },
        { language: 'VI', defaultLanguage: 'TH' },
      ),
    ).toEqual({ title: 'Hello', content: '' });
  });

  it('what the admin listing answers can be put back as it is: every language’s text survives the round trip', async () => {
    const headers = {
      Authorization: `Bearer ${DEV_ADMIN_TOKEN}`,
      Merchant: 'DEMO',
      'Content-Type': 'application/json',
    };
    const listed = (await (await seeded.fetch('/admin/promotions', { headers })).json()) as {
      value: { announcements: unknown[] };
    };
    const put = await seeded.fetch('/admin/promotions/announcements', {
      method: 'PUT',
      headers,
      body: JSON.stringify(listed.value.announcements),
    });
    expect(put.status).toBe(200);
    expect((await marquee('UR')).map((a) => a.title)).toContain('ہر 5 منٹ میں لاٹری ڈرا');
  });

  const activities = async (merchant: string, language?: string) => {
    const headers: Record<string, string> = language ? { Language: language } : {};
    const promotions = (await seeded.call(api.availablePromotions, {}, { merchant, headers })).body.value as Array<{
      title: string;
      content: string;
      category: string;
      imageUrl: string;
    }>;
    const categories = (await seeded.call(api.promotionCategories, {}, { merchant, headers })).body.value as Array<{
      code: string;
      name: string;
    }>;
    return { promotions, categories };
  };

  it('issue 32 §1 SORTE and LUCKY run promotions in each of their languages, their categories too', async () => {
    const sorte = await activities('SORTE');
    expect(sorte.promotions.map((p) => p.title)).toEqual([
      'Bônus de 100% no primeiro Pix',
      'Giros grátis no Fortune Tiger',
      'Check-in diário',
    ]);
    expect(sorte.promotions[0]!.imageUrl).toMatch(/^\/media\/promotion-pix-bonus\.webp\?v=[0-9a-f]{12}$/);
    expect(sorte.categories.map((c) => c.name)).toEqual([
      'Bônus de depósito',
      'Promoções de jogos',
      'Recompensas diárias',
    ]);
    const spanish = await activities('SORTE', 'ES');
    expect(spanish.promotions[1]).toMatchObject({ title: 'Giros gratis en Fortune Tiger', category: 'jogos' });
    expect(spanish.promotions[1]!.content).toContain('de viernes a domingo');
    expect(spanish.categories[0]!.name).toBe('Bonos de depósito');
    expect((await activities('SORTE', 'EN')).promotions[2]!.title).toBe('Daily check-in');
    const lucky = { VI: await activities('LUCKY'), EN: await activities('LUCKY', 'EN') };
    expect(lucky.VI.promotions.map((p) => p.title)).toHaveLength(3);
    expect(lucky.VI.promotions[0]!.title).toBe('Lì xì Tết: thưởng 50% lần nạp đầu');
    expect(lucky.EN.promotions[0]!.title).toBe('Tết lucky money: 50% first deposit bonus');
    expect((await activities('LUCKY', 'CN')).promotions[1]!.title).toBe('彩票每日返水 1%');
    const thai = await activities('LUCKY', 'TH');
    expect(thai.promotions[2]!.title).toBe('ชวนเพื่อน รับคนละ 100,000\u00a0₫');
    expect(thai.categories.map((c) => c.name)).toEqual(['โบนัสเงินฝาก', 'หวย', 'ชวนเพื่อน']);
    // Every text differs from the default language's, in every language the merchant offers.
    for (const [merchant, languages] of [
      ['SORTE', ['EN', 'ES']],
      ['LUCKY', ['EN', 'CN', 'TH']],
    ] as const) {
      const base = await activities(merchant);
      for (const code of languages) {
        const own = await activities(merchant, code);
        own.promotions.forEach((p, i) => {
          expect(p.title, `${merchant} ${code}`).not.toBe(base.promotions[i]!.title);
          expect(p.content, `${merchant} ${code}`).not.toBe(base.promotions[i]!.content);
        });
        own.categories.forEach((c, i) => expect(c.name, `${merchant} ${code}`).not.toBe(base.categories[i]!.name));
      }
    }
    // A language the merchant has no text in: its default language.
    expect((await activities('SORTE', 'JA')).promotions[0]!.title).toBe('Bônus de 100% no primeiro Pix');
  });

  it('issue 32 the admin listing’s promotions and categories put back keep every language', async () => {
    const headers = {
      Authorization: `Bearer ${DEV_ADMIN_TOKEN}`,
      Merchant: 'LUCKY',
      'Content-Type': 'application/json',
    };
    const listed = (await (await seeded.fetch('/admin/promotions', { headers })).json()) as {
      value: { categories: unknown[]; promotions: Array<Record<string, unknown>> };
    };
    const put = (path: string, body: unknown) =>
      seeded.fetch(path, { method: 'PUT', headers, body: JSON.stringify(body) }).then((r) => r.status);
    expect(await put('/admin/promotions/categories', listed.value.categories)).toBe(200);
    expect(
      await put(
        '/admin/promotions/promotions',
        listed.value.promotions.map(({ id: _id, imageUrl, ...p }) => ({
          ...p,
          imageName:
            typeof imageUrl === 'string' && imageUrl ? decodeURIComponent(imageUrl.slice(7).split('?')[0]!) : '',
        })),
      ),
    ).toBe(200);
    const thai = await activities('LUCKY', 'TH');
    expect(thai.promotions[0]!.title).toBe('อั่งเปาตรุษเต๊ด: โบนัสฝากครั้งแรก 50%');
    expect(thai.categories[1]!.name).toBe('หวย');
    expect(await put('/admin/promotions/categories', [{ code: 'x', name: 'X', names: { XX: 'y' } }])).toBe(400);
  });

  it('the operator puts texts in per language; a code the platform does not know is refused', async () => {
    const item = { title: 'Base', content: '<p>Base</p>', execution: 'B', marquee: true, popup: false };
    const put = (body: unknown) =>
      seeded
        .fetch('/admin/promotions/announcements', {
          method: 'PUT',
          headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'ACE', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
        .then((r) => r.status);
    expect(await put([{ ...item, texts: { XX: { title: 'x' } } }])).toBe(400);
    expect(await put([{ ...item, texts: { VI: { title: 'Cơ sở' } } }])).toBe(200);
    expect((await marquee('VI', 'ACE'))[0]!.title).toBe('Cơ sở');
    expect((await marquee('CN', 'ACE'))[0]!.title).toBe('Base');
  });
});
