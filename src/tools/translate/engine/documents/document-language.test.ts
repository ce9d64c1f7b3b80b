import { describe, expect, it } from 'vitest';
import { declareDefaultLanguage, isSameLanguage, retagWordLanguages, wordLocale } from './document-language';

describe('document language', () => {
  it('compares the language part of a tag only', () => {
    expect(isSameLanguage('en-GB', 'en')).toBe(true);
    expect(isSameLanguage('EN_us', 'en')).toBe(true);
    expect(isSameLanguage('fr-FR', 'en')).toBe(false);
    expect(isSameLanguage('', 'en')).toBe(false);
  });

  it('gives Word a locale, keeping a region the code already names', () => {
    expect(wordLocale('es')).toBe('es-ES');
    expect(wordLocale('pt-br')).toBe('pt-BR');
    expect(wordLocale('eo')).toBe('eo');
  });

  it('makes the source language declarations of a Word part the target, and leaves the others', () => {
    const styles = '<w:rPrDefault><w:rPr><w:lang w:val="en-US" w:eastAsia="zh-CN" w:bidi="ar-SA"/></w:rPr></w:rPrDefault>';
    expect(retagWordLanguages(styles, 'en', 'es')).toBe('<w:rPrDefault><w:rPr><w:lang w:val="es-ES" w:eastAsia="zh-CN" w:bidi="ar-SA"/></w:rPr></w:rPrDefault>');
    expect(retagWordLanguages('<w:themeFontLang w:val="en-GB" w:eastAsia="en-GB"/>', 'en', 'fr')).toBe('<w:themeFontLang w:val="fr-FR" w:eastAsia="fr-FR"/>');
    expect(retagWordLanguages('<cp:coreProperties><dc:language>en-US</dc:language></cp:coreProperties>', 'en', 'ca')).toBe(
      '<cp:coreProperties><dc:language>ca-ES</dc:language></cp:coreProperties>',
    );
    // A run marked French inside an English text was not French to the engine: it keeps its mark.
    expect(retagWordLanguages('<w:rPr><w:lang w:val="fr-FR"/></w:rPr>', 'en', 'es')).toBe('<w:rPr><w:lang w:val="fr-FR"/></w:rPr>');
    // Text that only looks like an attribute is left alone.
    expect(retagWordLanguages('<w:t>w:val="en-US"</w:t>', 'en', 'es')).toBe('<w:t>w:val="en-US"</w:t>');
  });

  it('gives Word defaults that name no language the target, in schema order, and leaves defaults that name one', () => {
    const open = '<w:styles xmlns:w="x">';
    expect(declareDefaultLanguage(`${open}<w:docDefaults><w:rPrDefault/><w:pPrDefault/></w:docDefaults></w:styles>`, 'es')).toBe(
      `${open}<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="es-ES"/></w:rPr></w:rPrDefault><w:pPrDefault/></w:docDefaults></w:styles>`,
    );
    expect(declareDefaultLanguage(`${open}<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/><w:eastAsianLayout w:id="1"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`, 'fr')).toBe(
      `${open}<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/><w:lang w:val="fr-FR"/><w:eastAsianLayout w:id="1"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`,
    );
    expect(declareDefaultLanguage(`${open}<w:style w:styleId="Normal"/></w:styles>`, 'ca')).toBe(
      `${open}<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="ca-ES"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:styleId="Normal"/></w:styles>`,
    );
    expect(declareDefaultLanguage(`${open}<w:docDefaults><w:pPrDefault/></w:docDefaults></w:styles>`, 'es')).toBe(
      `${open}<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="es-ES"/></w:rPr></w:rPrDefault><w:pPrDefault/></w:docDefaults></w:styles>`,
    );
    const named = `${open}<w:docDefaults><w:rPrDefault><w:rPr><w:lang w:val="fr-FR"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`;
    expect(declareDefaultLanguage(named, 'es')).toBe(named);
  });
});
