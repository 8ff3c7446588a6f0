/** The countries the dialling-code picker offers (§3 Countries), seeded into the countries table. */
export interface CountrySeed {
  code: string;
  dialingCode: string;
  name: string;
}

export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'VN', dialingCode: '84', name: 'Vietnam' },
  { code: 'CN', dialingCode: '86', name: 'China' },
  { code: 'TW', dialingCode: '886', name: 'Taiwan' },
  { code: 'TH', dialingCode: '66', name: 'Thailand' },
  { code: 'PH', dialingCode: '63', name: 'Philippines' },
  { code: 'IN', dialingCode: '91', name: 'India' },
  { code: 'ID', dialingCode: '62', name: 'Indonesia' },
  { code: 'MY', dialingCode: '60', name: 'Malaysia' },
  { code: 'BR', dialingCode: '55', name: 'Brazil' },
  { code: 'US', dialingCode: '1', name: 'United States' },
  { code: 'GB', dialingCode: '44', name: 'United Kingdom' },
  { code: 'JP', dialingCode: '81', name: 'Japan' },
  { code: 'KR', dialingCode: '82', name: 'South Korea' },
  { code: 'KH', dialingCode: '855', name: 'Cambodia' },
  { code: 'MM', dialingCode: '95', name: 'Myanmar' },
  { code: 'BD', dialingCode: '880', name: 'Bangladesh' },
  { code: 'PK', dialingCode: '92', name: 'Pakistan' },
  { code: 'NP', dialingCode: '977', name: 'Nepal' },
  { code: 'TR', dialingCode: '90', name: 'Turkey' },
  { code: 'FR', dialingCode: '33', name: 'France' },
  { code: 'ES', dialingCode: '34', name: 'Spain' },
  { code: 'RU', dialingCode: '7', name: 'Russia' },
  { code: 'SA', dialingCode: '966', name: 'Saudi Arabia' },
  { code: 'PT', dialingCode: '351', name: 'Portugal' },
];
