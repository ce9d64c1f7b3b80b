import { type Gender } from './lexicon';

/**
 * Common first names whose gender is not in doubt, as French learners and their teachers write them
 * in exercises ("Marie est arrivée", "Paul et Julie sont partis"). The dictionaries we build from
 * give names no gender, so these few are listed by hand; a name missing here (or used for both
 * genders: Camille, Dominique, Claude) leaves the sentence unchecked rather than guessed.
 */
const FEMININE = `Marie Julie Sophie Anne Claire Léa Emma Chloé Sarah Laura Lucie Manon Pauline Isabelle Nathalie
  Catherine Céline Émilie Élodie Amélie Charlotte Juliette Alice Louise Inès Jeanne Hélène Sylvie Valérie Christine
  Sandrine Monique Françoise Martine Nicole Anna Maria Fatima Aïcha Yasmine Sofia Clara Eva Zoé Lina Mia Nina Elena
  Ana Paula Carmen Lucia Margot Mathilde Océane Marine Audrey Caroline Véronique Brigitte Patricia Aurélie Agathe
  Adèle Alix Élise Eléonore Victoria Gabrielle Juliana Giulia Fatou Aminata Mariam Leila Leïla Yuki
  Mei Olga Natacha Tatiana Irina Ingrid Heidi Jessica Jennifer Emily Lisa Linda Mélanie Virginie Stéphanie Laetitia
  Corinne Florence Sabine Agnès Béatrice Odile Josiane Ginette Simone Madeleine Suzanne Denise Lucienne Colette
  Mireille Danielle Michèle Josette Marion Justine Anaïs Léna Maëlle Noémie Elsa Lola Romane Chantal
  Nadia Sara Amina Aya Samira Salma Rania Hana Hanna Hannah Maya Lea Chiara Francesca Valentina Lucía Marta Julia
  Natalia Olivia Sophia Ines Yasmina Khadija Amira Mélissa Clémence Margaux Capucine Apolline Éloïse Héloïse Cécile
  Annie Odette Yvonne Jacqueline Thérèse Marguerite Isabel Rosa Elisa Emilie Sakura Priya Svetlana Anastasia Ewa Agnieszka`;

const MASCULINE = `Paul Pierre Jean Jacques Louis Lucas Hugo Thomas Nicolas Julien Antoine Alexandre Maxime Marc Luc Michel
  Philippe Alain Bernard Patrick Christophe Laurent Olivier Éric Eric Sébastien Vincent François Thierry David Daniel
  Marco Carlos Juan Pedro Miguel Ahmed Mohamed Karim Omar Ali Youssef Hans Peter Tom Jack John Mark Kevin Léo Gabriel
  Raphaël Arthur Jules Adam Nathan Théo Enzo Mathis Ethan Noah Sacha Victor Martin Simon Benoît Mathieu Matthieu
  Guillaume Romain Damien Jérôme Stéphane Frédéric Fabrice Franck Gérard Henri Robert Roger René Marcel André Georges
  Yves Serge Didier Bruno Hervé Arnaud Cédric Loïc Yann Kenji Hiroshi Ivan Igor Sergio Paolo Giovanni Luca Diego
  Mohammed Hamid Rachid Mehdi Bilal Samir Nabil Adrien Baptiste Quentin Florian Alexis Clément Valentin Pablo Javier
  Alejandro Andrés Mateo Matteo Lorenzo Stefan Piotr Lars Erik Sven Ibrahim Moussa Mamadou Ousmane Koffi Takeshi Raj Arjun Ravi`;

const GENDERS = new Map<string, Gender>([
  ...FEMININE.split(/\s+/).filter(Boolean).map((name) => [name, 'f'] as const),
  ...MASCULINE.split(/\s+/).filter(Boolean).map((name) => [name, 'm'] as const),
]);

/** The gender of a first name as written (capital first letter), or undefined when unknown. */
export function nameGender(written: string): Gender | undefined {
  return GENDERS.get(written);
}
