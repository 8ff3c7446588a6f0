/** Issue 36: one SelectField for the feedback category, the Pix key type and the agent channel (§5 invalid state). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 'cpf', label: 'CPF' },
  { value: 'email', label: 'E-mail' },
];
const render = (props: Partial<Parameters<typeof SelectField>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(SelectField, {
      label: 'Key type',
      name: 'pixKeyType',
      value: 'email',
      onChange: () => {},
      options,
      ...props,
    }),
  );

describe('SelectField (issue 36)', () => {
  it('labels the select and lists the options in order, the value selected', () => {
    const html = render({ id: 'money-pix-type' });
    expect(html).toBe(
      '<div class="field"><label for="money-pix-type">Key type</label>' +
        '<select id="money-pix-type" name="pixKeyType">' +
        '<option value="cpf">CPF</option><option value="email" selected="">E-mail</option></select></div>',
    );
  });

  it('puts an empty "choose" option first when given a placeholder', () => {
    const html = render({ value: '', placeholder: 'Choose…' });
    expect(html).toMatch(/<select[^>]*><option value="" selected="">Choose…<\/option><option value="cpf">CPF/);
  });

  it('§5: an invalid field is highlighted and announced, with no message', () => {
    const html = render({ invalid: true });
    expect(html).toContain('<div class="field invalid">');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('field-message');
  });

  it('ties the label to the select with a generated id when none is given', () => {
    const html = render();
    const id = /<select id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">`);
  });
});
