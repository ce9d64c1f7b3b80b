// What the host may use of the citation helper beyond its contract: the settings of its lookup port.
export type { LookupSettings } from './engine/source-reading';
