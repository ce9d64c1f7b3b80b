export interface VariantResult {
  /** BCP 47 tag of the variant: zh-Hans, sr-Latn, en-GB, pt-BR… */
  code: string;
  name: string;
  /** The words, characters or measurements that decided it, as shown to the user. */
  evidence: string[];
}

/** Most evidence items shown: enough to convince, short enough to read. */
export const MAX_EVIDENCE = 8;
