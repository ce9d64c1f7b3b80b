import { defineRule, type IntlRule } from '../intl-rule';

/** Words of apologising or thanking whose reason follows. */
const APOLOGY = /^(perdón|disculpas|disculpa|disculpe|perdona|perdone|perdonad|siento|sentimos|gracias)$/;
/** Faults one apologises for: "llegar tarde", "no avisar", "molestarte", "haberte hecho esperar". */
const FAULTS = /^(llegar|olvidar|olvidarme|olvidarte|molestar|molestarte|molestarle|molestarlos|interrumpir|interrumpirte|tardar|haber|haberte|haberle|haberos|no|hacerte|hacerle|hacerles|hacerlos|dejarte|dejarle)$/;

/**
 * "Te pido perdón para llegar tarde": what one apologises or thanks someone for is its cause and takes "por"
 * ("perdón por llegar tarde", "gracias por venir"). After "gracias" any infinitive is the reason; after a word of
 * apology only a fault ("llegar", "olvidar", "molestarte", "no …"), since "pidió disculpas para calmar a los clientes"
 * (in order to) is a purpose and stays.
 */
export const POR_APOLOGY_REASON: IntlRule = defineRule({
  id: 'es/por-apology-reason',
  name: 'por for the reason of an apology or a thanks',
  message: 'What you apologise or thank someone for takes "por": "perdón por llegar tarde", "gracias por venir".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'para' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
    const next = ctx.word(i + 1);
    const apology = ctx.word(i - 1);
    if (!APOLOGY.test(apology)) return undefined;
    const infinitive = /^[a-záéíóú]+(ar|er|ir|ír)(me|te|le|lo|la|nos|os|les|los|las)?$/.test(next);
    if (apology === 'gracias' ? infinitive : FAULTS.test(next)) return { from: i, to: i, replacements: ['por'] };
    return undefined;
  },
});
