import { describe, expect, it } from 'vitest';
import { detectScripts } from '../detect-script';
import { detectChineseVariant } from './detect-chinese-variant';
import { detectEnglishVariant } from './detect-english-variant';
import { detectPortugueseVariant } from './detect-portuguese-variant';
import { detectScriptVariant } from './detect-script-variant';
import { detectVariant } from './detect-variant';

describe('detectChineseVariant', () => {
  it('tells Simplified from Traditional by characters only one standard uses', () => {
    expect(detectChineseVariant('这是我们的国家')).toMatchObject({ code: 'zh-Hans', evidence: ['这', '们', '国'] });
    expect(detectChineseVariant('這是我們的國家')).toMatchObject({ code: 'zh-Hant', evidence: ['這', '們', '國'] });
  });

  it('claims nothing from characters both standards share, or from a tie', () => {
    expect(detectChineseVariant('我是中文')).toBeUndefined();
    expect(detectChineseVariant('这這')).toBeUndefined();
  });
});

describe('detectEnglishVariant', () => {
  it('recognises American and British spellings', () => {
    expect(detectEnglishVariant('The color of the center was gray.')).toMatchObject({
      code: 'en-US',
      evidence: ['color', 'center', 'gray'],
    });
    expect(detectEnglishVariant('The colour of the centre was grey; we organised it.')).toMatchObject({
      code: 'en-GB',
      evidence: expect.arrayContaining(['colour', 'centre', 'grey', 'organised']),
    });
  });

  it('does not count -ize, which Oxford British spelling also uses', () => {
    expect(detectEnglishVariant('We organize and realize the plan.')).toBeUndefined();
  });

  it('weighs vocabulary less than spelling', () => {
    // "petrol" (British word, half weight) loses to "color" (American spelling, full weight).
    expect(detectEnglishVariant('The petrol had a strange color.')?.code).toBe('en-US');
  });

  it('claims nothing without evidence', () => {
    expect(detectEnglishVariant('The cat sat on the mat.')).toBeUndefined();
  });
});

describe('detectPortugueseVariant', () => {
  it('recognises European Portuguese', () => {
    expect(detectPortugueseVariant('Estou a fazer o pequeno-almoço e o telemóvel tocou.')).toMatchObject({
      code: 'pt-PT',
      evidence: expect.arrayContaining(['estou a fazer', 'pequeno-almoço', 'telemóvel']),
    });
    expect(detectPortugueseVariant('O fenómeno económico')?.code).toBe('pt-PT');
  });

  it('recognises Brazilian Portuguese', () => {
    expect(detectPortugueseVariant('Estou fazendo o café da manhã e o celular tocou.')).toMatchObject({
      code: 'pt-BR',
      evidence: expect.arrayContaining(['estou fazendo', 'café da manhã', 'celular']),
    });
    expect(detectPortugueseVariant('O fenômeno econômico')?.code).toBe('pt-BR');
  });

  it('claims nothing without evidence', () => {
    expect(detectPortugueseVariant('O gato está em casa.')).toBeUndefined();
  });
});

describe('detectScriptVariant', () => {
  it('names the script of a language written in several', () => {
    expect(detectScriptVariant('srp', detectScripts('Ово је српски'))).toMatchObject({
      code: 'sr-Cyrl',
      name: 'Serbian (Cyrillic)',
      evidence: ['100% of letters are Cyrillic'],
    });
    expect(detectScriptVariant('srp', detectScripts('Ovo je srpski'))?.code).toBe('sr-Latn');
    expect(detectScriptVariant('uzb', detectScripts('Бу ўзбек тили'))?.code).toBe('uz-Cyrl');
  });

  it('says nothing for a language with one script', () => {
    expect(detectScriptVariant('fra', detectScripts('Bonjour'))).toBeUndefined();
  });
});

describe('detectVariant', () => {
  it('sends each language to its own variant rules', () => {
    const variantOf = (code: string, text: string) => detectVariant(code, text, detectScripts(text))?.code;
    expect(variantOf('zho', '这是')).toBe('zh-Hans');
    expect(variantOf('eng', 'colour')).toBe('en-GB');
    expect(variantOf('por', 'ônibus')).toBe('pt-BR');
    expect(variantOf('srp', 'Ovo')).toBe('sr-Latn');
    expect(variantOf('deu', 'Straße')).toBeUndefined();
  });
});
