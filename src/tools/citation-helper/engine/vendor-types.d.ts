// citation-js ships no type declarations: these cover the parts Scribewell uses.
declare module '@citation-js/core' {
  export interface CitationJsRegister<T> {
    add(name: string, value: T): void;
    has(name: string): boolean;
    get(name: string): T | undefined;
    remove(name: string): void;
    list(): string[];
  }
  export interface CiteprocCitation {
    citationID?: string;
    citationItems: Array<Record<string, unknown> & { id: string }>;
    properties: { noteIndex: number };
  }
  /** citeproc-js's engine, as citation-js's CSL plugin prepares it. */
  export interface CiteprocEngine {
    opt: { xclass?: string; development_extensions: Record<string, unknown> } & Record<string, unknown>;
    cslXml?: unknown;
    updateItems(ids: string[], nosort?: boolean): string[];
    makeBibliography(): false | [{ bibstart: string; bibend: string; entry_ids: string[][] } & Record<string, unknown>, string[]];
    makeCitationCluster(items: Array<Record<string, unknown> & { id: string }>): string;
    rebuildProcessorState(citations: CiteprocCitation[], format: string, uncited: string[]): Array<[string, number, string]>;
  }
  export interface CslPluginConfig {
    engine(data: object[], styleName: string, locale: string | undefined, format: string): CiteprocEngine;
    styles: CitationJsRegister<string>;
    locales: CitationJsRegister<string>;
  }
  export const plugins: {
    config: { get(name: '@csl'): CslPluginConfig; get(name: string): unknown };
    input: unknown;
  };
  export class Cite {
    constructor(data?: unknown, options?: Record<string, unknown>);
    static async(data: unknown, options?: Record<string, unknown>): Promise<Cite>;
    data: Array<Record<string, unknown>>;
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const util: {
    downgradeCsl?(data: object[]): object[];
  } & Record<string, unknown>;
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
