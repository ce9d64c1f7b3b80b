import { alternation } from './word-alternation';

// Words that tell an item's role, organisation and degree apart in résumés written in Spanish, French, German,
// Portuguese and Italian, as data beside the English lists in read-entry-head.ts, which reads them the same way.
// Masculine and feminine forms are both listed; a word is matched whole, accents as printed.

export const EUROPEAN_ROLE_WORDS = [
  // Spanish
  'asistente', 'auxiliar', 'jefe', 'jefa', 'docente', 'profesor', 'profesora', 'ingeniero', 'ingeniera', 'analista', 'gerente', 'director', 'directora',
  'coordinador', 'coordinadora', 'consultor', 'consultora', 'desarrollador', 'desarrolladora', 'programador', 'programadora', 'técnico', 'técnica',
  'practicante', 'becario', 'becaria', 'investigador', 'investigadora', 'asesor', 'asesora', 'administrador', 'administradora', 'contador', 'contadora',
  'economista', 'estadista', 'estadístico', 'estadística', 'especialista', 'supervisor', 'supervisora', 'encargado', 'encargada', 'pasante', 'diseñador',
  'diseñadora', 'ejecutivo', 'ejecutiva', 'voluntario', 'voluntaria', 'fundador', 'fundadora', 'tutor', 'tutora', 'responsable', 'secretario', 'secretaria',
  'catedrático', 'catedrática', 'redactor', 'redactora', 'vendedor', 'vendedora',
  // French
  'ingénieur', 'ingénieure', 'développeur', 'développeuse', 'chef', 'directeur', 'directrice', 'stagiaire', 'chargé', 'chargée', 'assistante',
  'enseignant', 'enseignante', 'professeur', 'chercheur', 'chercheuse', 'technicien', 'technicienne', 'analyste', 'gestionnaire', 'conseiller',
  'conseillère', 'fondateur', 'fondatrice', 'alternant', 'alternante',
  // German
  'ingenieur', 'ingenieurin', 'entwickler', 'entwicklerin', 'softwareentwickler', 'softwareentwicklerin', 'leiter', 'leiterin', 'projektleiter',
  'projektleiterin', 'teamleiter', 'teamleiterin', 'berater', 'beraterin', 'praktikant', 'praktikantin', 'werkstudent', 'werkstudentin', 'mitarbeiter',
  'mitarbeiterin', 'geschäftsführer', 'geschäftsführerin', 'lehrer', 'lehrerin', 'dozent', 'dozentin', 'referent', 'referentin', 'sachbearbeiter',
  'sachbearbeiterin', 'doktorand', 'doktorandin', 'assistent', 'assistentin', 'wissenschaftlicher', 'wissenschaftliche',
  // Portuguese
  'engenheiro', 'engenheira', 'desenvolvedor', 'desenvolvedora', 'estagiário', 'estagiária', 'assistente', 'coordenador', 'coordenadora', 'diretor',
  'diretora', 'pesquisador', 'pesquisadora', 'professor',
  // Italian
  'ingegnere', 'sviluppatore', 'sviluppatrice', 'responsabile', 'direttore', 'direttrice', 'stagista', 'tirocinante', 'consulente', 'insegnante',
  'ricercatore', 'ricercatrice', 'impiegato', 'impiegata', 'tecnico', 'collaboratore', 'collaboratrice',
];

export const EUROPEAN_ORG_WORDS = [
  // Spanish
  'universidad', 'instituto', 'escuela', 'colegio', 'facultad', 'corporación', 'empresa', 'compañía', 'ministerio', 'dirección', 'banco', 'fundación',
  'asociación', 'sociedad', 'municipalidad', 'gobierno', 'agencia', 'centro', 'clínica', 'laboratorio', 'consultora',
  // Catalan, and French written without its accent
  'universitat', 'escola', 'politècnica', 'politécnica', 'polytechnique', 'ecole',
  // French
  'université', 'école', 'lycée', 'société', 'entreprise', 'groupe', 'banque', 'ministère', 'fondation', 'institut', 'agence', 'laboratoire', 'hôpital', 'cabinet',
  // German
  'universität', 'hochschule', 'fachhochschule', 'schule', 'gymnasium', 'gesellschaft', 'stiftung', 'verein', 'ministerium', 'krankenhaus', 'klinik',
  // Portuguese
  'universidade', 'faculdade', 'escola', 'ministério', 'fundação', 'associação', 'sociedade',
  // Italian
  'università', 'politecnico', 'scuola', 'liceo', 'istituto', 'azienda', 'società', 'banca', 'ministero', 'fondazione', 'associazione', 'ospedale',
];

/** Words that name a school (a subset of the organisation words above). */
export const EUROPEAN_SCHOOL_WORDS = [
  'universitat', 'politècnica', 'politécnica', 'polytechnique', 'ecole',
  'universidad', 'instituto', 'escuela', 'colegio', 'facultad', 'université', 'école', 'lycée', 'institut', 'universität', 'hochschule', 'fachhochschule',
  'gymnasium', 'universidade', 'faculdade', 'escola', 'università', 'politecnico', 'istituto', 'scuola', 'liceo',
];

export const EUROPEAN_DEGREE_WORDS = [
  'licenciatura', 'licenciado', 'licenciada', 'máster', 'maestría', 'doctorado', 'bachiller', 'diplomado', 'técnico superior',
  'licence', 'doctorat', 'baccalauréat', 'diplôme', 'diplom', 'magister', 'abitur', 'staatsexamen',
  'fachhochschulreife', 'fachabitur', 'mittlere reife', 'berufsausbildung',
  'grado', 'especialización', 'especialização', 'graduação', 'curso técnico',
  'mestrado', 'doutorado', 'doutoramento', 'bacharelado', 'pós-graduação', 'laurea', 'laurea magistrale', 'laurea triennale', 'dottorato', 'maturità',
];

/** A whole-word pattern of the words, for joining to an English pattern: letters on either side break a match. */
export function wholeWords(words: string[]): string {
  return String.raw`(?<!\p{L})(?:${alternation(words)})(?!\p{L})`;
}
