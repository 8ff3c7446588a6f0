/** Issue 36: one field frame for TextField, SelectField and the money pages' AmountField (§5 invalid state). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldFrame } from './field-frame';

const render = (invalid: boolean) =>
  renderToStaticMarkup(
    createElement(FieldFrame, {
      controlId: 'amount',
      label: 'Amount',
      invalid,
      children: createElement('input', { id: 'amount' }),
    }),
  );

describe('FieldFrame (issue 36)', () => {
  it('names its control with the label, the control after it', () => {
    expect(render(false)).toBe('<div class="field"><label for="amount">Amount</label><input id="amount"/></div>');
  });

  it('§5: an invalid field is highlighted', () => {
    expect(render(true)).toBe(
      '<div class="field invalid"><label for="amount">Amount</label><input id="amount"/></div>',
    );
  });
});
