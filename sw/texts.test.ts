/** Issue 37, §1 §7: which kept text file is which language, so an update keeps the same languages. */
import { describe, expect, it } from 'vitest';
import { codeOfTextFile } from './text-files';

const CODES = ['en', 'ur', 'ur-la', 'pt', 'pt-br'];

describe('§1 a kept language file is known by its code across releases', () => {
  it('reads the code from Vite\'s "<code>-<8-character hash>.js"', () => {
    expect(codeOfTextFile('/m/assets/en-DFk2ZBfL.js', CODES)).toBe('en');
    expect(codeOfTextFile('/m/assets/pt-br-DE0voJvE.js', CODES)).toBe('pt-br');
    expect(codeOfTextFile('/m/assets/pt-B8PSjXs6.js', CODES)).toBe('pt');
  });

  it('a hash with a dash does not turn Roman Urdu into Urdu, nor Urdu into Roman Urdu', () => {
    expect(codeOfTextFile('/m/assets/ur-la-DCdv9NXo.js', CODES)).toBe('ur-la');
    expect(codeOfTextFile('/m/assets/ur-Cra1-D06.js', CODES)).toBe('ur');
  });

  it('answers null for any other file', () => {
    expect(codeOfTextFile('/m/assets/index-D_yZolwo.js', CODES)).toBeNull();
    expect(codeOfTextFile('/m/assets/en.js', CODES)).toBeNull();
    expect(codeOfTextFile('/m/assets/de-DFk2ZBfL.js', CODES)).toBeNull();
  });
});
