import type { SectionKey } from './find-sections';

// Section headings of résumés written in Spanish, French, German, Portuguese and Italian, as data beside the
// English ones in find-sections.ts and read the same way: a line is a heading only when it is nothing but one
// of these (any case, accents as printed, an optional colon). Words that are also ordinary item text in
// English ("formation", "engagement") are left out.

export const EUROPEAN_HEADINGS: Record<SectionKey, string[]> = {
  summary: [
    // Spanish, Portuguese
    'perfil', 'perfil profesional', 'perfil personal', 'resumen', 'resumen profesional', 'sobre mí', 'acerca de mí', 'objetivo', 'objetivo profesional', 'extracto',
    'perfil profissional', 'resumo', 'resumo profissional', 'sobre mim',
    // French
    'profil', 'profil professionnel', 'à propos', 'à propos de moi', 'objectif', 'objectif professionnel',
    // German
    'über mich', 'zusammenfassung', 'kurzprofil', 'persönliches profil',
    // Italian
    'profilo', 'profilo professionale', 'chi sono', 'obiettivo', 'sommario',
  ],
  work: [
    'experiencia', 'experiencias', 'experiencia laboral', 'experiencia profesional', 'experiencias profesionales', 'experiencias laborales', 'historial laboral',
    'trayectoria profesional', 'experiencia docente', 'experiencia en investigación', 'prácticas profesionales',
    'experiência', 'experiências', 'experiência profissional', 'experiências profissionais', 'histórico profissional',
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel', 'stages',
    'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang', 'praktische erfahrung', 'praktika',
    'esperienza', 'esperienze', 'esperienza professionale', 'esperienze professionali', 'esperienza lavorativa', 'esperienze lavorative',
  ],
  volunteer: [
    'voluntariado', 'experiencia de voluntariado', 'actividades extracurriculares', 'actividades', 'liderazgo',
    'bénévolat', 'expérience de bénévolat', 'expériences de bénévolat', 'engagement associatif', 'activités associatives',
    'ehrenamt', 'ehrenamtliches engagement', 'ehrenamtliche tätigkeiten',
    'volontariato',
  ],
  education: [
    'educación', 'formación', 'formación académica', 'estudios', 'estudios realizados', 'educación y formación', 'formación profesional',
    'educação', 'formação', 'formação académica', 'formação acadêmica',
    'éducation', 'études', 'diplômes', 'formation académique', 'formations', 'cursus',
    'ausbildung', 'bildung', 'bildungsweg', 'akademischer werdegang', 'schulbildung', 'studium', 'schul und berufsausbildung',
    'istruzione', 'formazione', 'istruzione e formazione', 'percorso di studi',
  ],
  awards: ['premios', 'reconocimientos', 'premios y reconocimientos', 'distinciones', 'logros', 'becas', 'prémios', 'prêmios', 'prix', 'distinctions', 'récompenses', 'auszeichnungen', 'preise', 'premi', 'riconoscimenti'],
  certificates: [
    'certificaciones', 'certificados', 'cursos', 'cursos complementarios', 'estudios complementarios', 'formación complementaria',
    'certificações', 'cursos complementares', 'certifications', 'zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'fortbildungen',
    'certificazioni', 'corsi',
  ],
  publications: ['publicaciones', 'artículos', 'publicações', 'publikationen', 'veröffentlichungen', 'pubblicazioni'],
  skills: [
    'habilidades', 'habilidades técnicas', 'habilidades destacadas', 'competencias', 'competencias profesionales', 'competencias técnicas', 'conocimientos',
    'conocimientos técnicos', 'conocimientos informáticos', 'aptitudes', 'destrezas', 'herramientas', 'informática',
    'tecnologías', 'entornos y tecnologías', 'herramientas y tecnologías', 'tecnologias', 'ferramentas e tecnologias',
    'competências', 'conhecimentos', 'habilidades e competências',
    'compétences', 'compétences techniques', 'compétences professionnelles', 'savoir faire', 'informatique', 'outils',
    'kenntnisse', 'fähigkeiten', 'fachkenntnisse', 'it kenntnisse', 'edv kenntnisse', 'kompetenzen', 'fähigkeiten und kenntnisse',
    'competenze', 'competenze tecniche', 'competenze informatiche', 'capacità', 'conoscenze informatiche',
  ],
  languages: ['idiomas', 'lenguas', 'línguas', 'langues', 'sprachen', 'sprachkenntnisse', 'lingue', 'lingue straniere', 'conoscenze linguistiche'],
  interests: ['intereses', 'aficiones', 'pasatiempos', 'interesses', "centres d'intérêt", 'centres d’intérêt', 'loisirs', 'intérêts', 'interessen', 'hobbys', 'interessi', 'hobby'],
  references: ['referencias', 'referências', 'références', 'referenzen', 'referenze'],
  projects: ['proyectos', 'proyectos personales', 'proyectos destacados', 'projetos', 'projectos', 'projets', 'projets personnels', 'projekte', 'progetti', 'progetti personali'],
  contact: [
    'contacto', 'datos personales', 'información personal', 'datos de contacto', 'información de contacto',
    'contato', 'dados pessoais', 'coordonnées', 'informations personnelles', 'kontakt', 'persönliche daten', 'persönliche angaben', 'contatti', 'dati personali',
  ],
};

/** "Y", "et", "und", "e": the words that join two headings in one ("Cursos y certificaciones"), as "and" does. */
export const EUROPEAN_AND = ['y', 'et', 'und', 'e'];
