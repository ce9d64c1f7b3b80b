import type { VariantResult } from './variant-types';
import { type EvidenceRule, weighEvidence } from './weigh-evidence';

const words = (list: string): RegExp => new RegExp(`(?<![\\p{L}])(?:${list.trim().split(/\s+/).join('|')})(?![\\p{L}])`, 'giu');

/**
 * Brazilian and European Portuguese. The strongest signals: open vowels written é/ó in Portugal but
 * ê/ô in Brazil before m/n (económico/econômico), the progressive (estou a fazer / estou fazendo),
 * consonants Portugal kept (contacto, facto, receção) and everyday vocabulary.
 */
const RULES: readonly EvidenceRule[] = [
  { pattern: /[\p{L}]*[óé](?:mic|mi[ao]|nic|nim|nio|nia|men|mod|met|nis|ner)[\p{L}]*/giu, variant: 'pt-PT' },
  { pattern: /[\p{L}]*[ôê](?:mic|mi[ao]|nic|nim|nio|nia|men|mod|met|nis|ner)[\p{L}]*/giu, variant: 'pt-BR' },
  {
    pattern: /(?<![\p{L}])(?:estou|está|estás|estamos|estão|estava|estavam|estive|esteve|ficou|continua)\s+a\s+[\p{L}]+(?:ar|er|ir)(?![\p{L}])/giu,
    variant: 'pt-PT',
  },
  {
    pattern: /(?<![\p{L}])(?:estou|está|estamos|estão|estava|estavam|estive|esteve|ficou|continua)\s+[\p{L}]+(?:ando|endo|indo)(?![\p{L}])/giu,
    variant: 'pt-BR',
  },
  { pattern: words('contacto contactos facto factos receção receções perceção conceção aspeto aspetos registo registos planear planeamento equipa equipas autocarro autocarros comboio comboios telemóvel telemóveis ecrã ecrãs casa\\s+de\\s+banho frigorífico sumo rapariga raparigas miúdo miúdos utilizador utilizadores ficheiro ficheiros pequeno-almoço gelado talho peão chávena relva fiambre acção direcção óptimo actual exacto'), variant: 'pt-PT' },
  { pattern: words('contato contatos recepção percepção concepção registro registros planejar planejamento equipe equipes ônibus trem celular celulares tela banheiro geladeira suco moça moças garoto garotos usuário usuários arquivo arquivos café\\s+da\\s+manhã sorvete açougue pedestre xícara grama\\s+verde presunto a\\s+gente'), variant: 'pt-BR' },
  // Enclitic pronouns (chama-se) are the norm in Portugal; Brazil mostly writes them before the verb.
  { pattern: /(?<![\p{L}])[\p{L}]+-(?:me|te|se|lhe|lhes|nos|vos)(?![\p{L}-])/giu, variant: 'pt-PT', weight: 0.5 },
];

export function detectPortugueseVariant(text: string): VariantResult | undefined {
  const weighed = weighEvidence(text, RULES);
  if (!weighed) return undefined;
  const brazilian = weighed.variant === 'pt-BR';
  return {
    code: weighed.variant,
    name: brazilian ? 'Brazilian Portuguese' : 'European Portuguese',
    evidence: weighed.evidence,
  };
}
