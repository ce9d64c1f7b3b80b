import { describe, expect, it } from 'vitest';
import { cutPlaceAfterLegalForm } from './cut-place-after-legal-form';

describe('cutPlaceAfterLegalForm', () => {
  it('cuts a place run on after the legal form', () => {
    expect(cutPlaceAfterLegalForm('Northwind Inc. Westland')).toBe('Northwind Inc.');
    expect(cutPlaceAfterLegalForm('Brightwater GmbH Lindenberg')).toBe('Brightwater GmbH');
    expect(cutPlaceAfterLegalForm('Harbor Tools Ltd. New Brookton')).toBe('Harbor Tools Ltd.');
  });

  it('keeps a name that goes on as an organisation', () => {
    expect(cutPlaceAfterLegalForm('Northwind Inc. Research Labs')).toBe('Northwind Inc. Research Labs');
    expect(cutPlaceAfterLegalForm('Northwind Inc.')).toBe('Northwind Inc.');
    expect(cutPlaceAfterLegalForm('Incubator Westland')).toBe('Incubator Westland');
  });
});
