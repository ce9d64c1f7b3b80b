/**
  * Dishes and other words borrowed into English that harper's dictionary lacks ("jollof", "pierogi",
  * "rendang", "tarte Tatin"): a menu, a food blog or a staff-potluck e-mail uses them as written, and
  * harper's nearest word ("jellos", "rending", "taste") would change what the writer meant.
  */
const LOANWORDS = new Set(
  `jollof chaperone chaperones astroturf nonna nonno abuela abuelo babcia dziadek oma opa yiayia nani dadi challah tahini vinyasa asana namaste pranayama tatsoi loukoumades gulab jamun khachapuri pkhali ruskie jalebi rasmalai barfi kheer halwa ladoo lassi chai labneh za'atar zaatar pitta bánh mì banh pierogi pierogis rendang tarte tatin bibimbap bulgogi kimchi tteokbokki japchae pho banh laksa nasi goreng
  satay gado biryani dal daal dhal makhani paneer tikka masala samosa samosas pakora pakoras dosa dosas idli chapati roti naan
  injera fufu egusi suya plantain empanada empanadas arepa arepas ceviche tamales tamal pozole chilaquiles
  churros churro enchiladas quesadilla quesadillas guacamole elote feijoada queijo moqueca coxinha brigadeiro
  paella gazpacho tortilla croquetas pintxos tapas patatas bravas jamón shakshuka falafel hummus tabbouleh baba ganoush
  riad riads souk souks hammam tagine tajine momo momos gyoza dumplings mezze halloumi kofta kebab shawarma manakish knafeh baklava borek börek pide lahmacun köfte dolma dolmades moussaka
  spanakopita tzatziki souvlaki gyros pastitsio risotto gnocchi tiramisu cannoli focaccia bruschetta ossobuco osso buco
  carbonara cacio arancini panettone ratatouille bouillabaisse cassoulet quiche galette
  crêpe crêpes clafoutis tartiflette raclette fondue rösti bratwurst spätzle sauerbraten schnitzel strudel pretzel
  borscht pelmeni blini syrniki khachapuri plov pilaf manti goulash pörkölt lángos pierniki bigos kielbasa
  ramen udon soba gyoza onigiri okonomiyaki takoyaki tonkatsu katsu yakitori miso dashi mochi matcha
  dumplings baozi bao jiaozi xiaolongbao wonton mapo tofu kung pao congee char siu hotpot lumpia adobo sinigang
  pancit massaman rendang lontong gudeg bakso tagine tagines tajine couscous harira pastilla kushari koshari ful medames
  jerk ackee callaloo roti doubles pupusa pupusas mole tlayuda bibimbap bulgogi kimchi tteokbokki japchae pho banh bún
  nasi goreng laksa adobo halo kheer jalebi halwa kulfi lassi chai ayran simit menemen gözleme gozleme döner doner iskender künefe kunefe
  sucuk pastırma pastirma kaymak çay cay mantı kumpir byrek burek shito kelewele waakye banku kenkey nikah walima mehndi sangeet
  haldi iftar suhoor biang kra pao khinkali vitro vivo situ silico utero`.split(/\s+/),
);

/** A borrowed word that is right as written, whatever harper suggests. */
export function isKnownLoanword(word: string): boolean {
  return LOANWORDS.has(word.toLowerCase());
}
