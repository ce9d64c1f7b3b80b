/**
 * Individual ISO 639-3 languages folded into their macrolanguage, so that every detector (and the
 * labelled data) speaks the same code: the API pins `code` to the macrolanguage where one exists (docs/http-api.md).
 *
 * Members that have their own ISO 639-1 code (ind, nob, nno, srp, hrv, bos…) are NOT folded: readers
 * and the libraries treat them as languages of their own, and folding them would hide real answers.
 * Source: the ISO 639-3 macrolanguage mappings (SIL), limited to codes a detector or our data uses.
 */
const MACROLANGUAGE_MEMBERS: Record<string, readonly string[]> = {
  ara: ['aao', 'abh', 'abv', 'acm', 'acq', 'acw', 'acx', 'acy', 'adf', 'aeb', 'aec', 'afb', 'ajp', 'apc', 'apd', 'arb', 'arq', 'ars', 'ary', 'arz', 'auz', 'avl', 'ayh', 'ayl', 'ayn', 'ayp', 'pga', 'shu', 'ssh'],
  aym: ['ayc', 'ayr'],
  aze: ['azb', 'azj'],
  chm: ['mhr', 'mrj'],
  cre: ['crj', 'crk', 'crl', 'crm', 'csw', 'cwd'],
  est: ['ekk', 'vro'],
  fas: ['pes', 'prs'],
  ful: ['ffm', 'fub', 'fuc', 'fue', 'fuf', 'fuh', 'fui', 'fuq', 'fuv'],
  grn: ['gnw', 'gug', 'gui', 'gun', 'nhd'],
  iku: ['ike', 'ikt'],
  kok: ['gom', 'knn'],
  kom: ['koi', 'kpv'],
  kon: ['kng', 'kwy', 'ldi'],
  kur: ['ckb', 'kmr', 'sdh'],
  lah: ['pnb', 'skr', 'hno'],
  lav: ['ltg', 'lvs'],
  mlg: ['bhr', 'bjq', 'bmm', 'bzc', 'msh', 'plt', 'skg', 'tdx', 'tkg', 'txy', 'xmv', 'xmw'],
  mon: ['khk', 'mvf'],
  msa: ['bjn', 'btj', 'bve', 'bvu', 'coa', 'dup', 'hji', 'jak', 'jax', 'kvb', 'kvr', 'kxd', 'lce', 'lcf', 'liw', 'max', 'meo', 'mfa', 'mfb', 'min', 'mly', 'mqg', 'msi', 'mui', 'orn', 'ors', 'pel', 'pse', 'tmw', 'urk', 'vkk', 'vkt', 'xmm', 'zlm', 'zmi', 'zsm'],
  nep: ['dty', 'npi'],
  oji: ['ciw', 'ojb', 'ojc', 'ojg', 'ojs', 'ojw', 'otw'],
  ori: ['ory', 'spv'],
  orm: ['gax', 'gaz', 'hae', 'orc'],
  pus: ['pbt', 'pbu', 'pst'],
  que: ['qub', 'qud', 'quf', 'qug', 'quh', 'quk', 'qul', 'qup', 'qur', 'qus', 'quw', 'qux', 'quy', 'quz', 'qva', 'qvc', 'qve', 'qvh', 'qvi', 'qvj', 'qvl', 'qvm', 'qvn', 'qvo', 'qvp', 'qvs', 'qvw', 'qvz', 'qwa', 'qwc', 'qwh', 'qws', 'qxa', 'qxc', 'qxh', 'qxl', 'qxn', 'qxo', 'qxp', 'qxr', 'qxt', 'qxu', 'qxw'],
  sqi: ['aae', 'aat', 'aln', 'als'],
  srd: ['sdc', 'sdn', 'src', 'sro'],
  swa: ['swc', 'swh'],
  uzb: ['uzn', 'uzs'],
  yid: ['ydd', 'yih'],
  zha: ['zch', 'zeh', 'zgb', 'zgm', 'zgn', 'zhd', 'zhn', 'zlj', 'zln', 'zlq', 'zqe', 'zyb', 'zyg', 'zyj', 'zyn', 'zzj'],
  zza: ['diq', 'kiu'],
  zho: ['cdo', 'cjy', 'cmn', 'cnp', 'cpx', 'csp', 'czh', 'czo', 'gan', 'hak', 'hsn', 'lzh', 'mnp', 'nan', 'wuu', 'yue'],
};

export const MACROLANGUAGE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(MACROLANGUAGE_MEMBERS).flatMap(([macro, members]) => members.map((member) => [member, macro] as const)),
);
