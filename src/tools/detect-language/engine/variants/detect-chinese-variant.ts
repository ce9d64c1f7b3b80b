import { MAX_EVIDENCE, type VariantResult } from './variant-types';

/**
 * Common characters that differ between the two standards, as simplified→traditional pairs.
 * Characters that also exist unchanged in traditional text (后, 里, 干, 台, 只, 面, 几…) are left
 * out: only a character that one standard never uses is evidence.
 */
const CHARACTER_PAIRS =
  '这這个個们們来來时時会會为為对對学學发發过過还還没沒见見电電话話语語问問开開关關东東车車长長门門马馬鸟鳥鱼魚爱愛听聽写寫读讀谁誰认認识識让讓请請谢謝说說国國书書无無与與万萬专專业業丝絲两兩严嚴举舉义義乌烏乐樂习習乡鄉买買乱亂争爭亚亞产產亲親亿億仅僅从從仓倉仪儀众眾优優伞傘伟偉传傳伤傷伦倫债債倾傾儿兒党黨兰蘭兴興养養兽獸冈岡册冊军軍农農决決况況冻凍净淨凉涼减減凤鳳凭憑击擊则則刚剛创創删刪别別剑劍剧劇劝勸办辦务務动動励勵劳勞势勢区區医醫华華协協单單卖賣卫衛厂廠厅廳历歷压壓厌厭县縣参參双雙变變叙敘吓嚇吗嗎启啟员員响響团團园園围圍图圖圆圓圣聖场場坏壞块塊坚堅坛壇执執报報声聲处處备備复復头頭夸誇夹夾夺奪奋奮妇婦妈媽娱娛孙孫宁寧宝寶实實宠寵审審宪憲宽寬宾賓导導寿壽将將尔爾尘塵尝嘗层層属屬岁歲岛島岭嶺币幣帅帥师師帐帳带帶帮幫广廣庄莊庆慶库庫应應庙廟废廢异異弃棄张張弯彎弹彈强強归歸当當录錄彻徹径徑忆憶态態怀懷总總恋戀恶惡恼惱悦悅惊驚惧懼惨慘愤憤愿願戏戲战戰户戶扑撲扩擴扫掃扬揚扰擾担擔拟擬择擇挂掛挤擠挥揮损損换換据據摄攝摆擺携攜数數断斷旧舊显顯晋晉晓曉暂暫机機杀殺杂雜权權条條杨楊极極构構枪槍柜櫃标標栏欄树樹样樣桥橋检檢楼樓欢歡欧歐残殘毕畢气氣汇匯汉漢汤湯沟溝泪淚泽澤洁潔浅淺测測济濟浓濃涛濤润潤涨漲渐漸温溫湾灣满滿滚滾灭滅灯燈灵靈灾災炉爐点點炼煉烟煙热熱爷爺状狀犹猶独獨狮獅献獻猎獵环環现現画畫畅暢疗療皱皺盖蓋监監盘盤码碼础礎确確礼禮祸禍离離积積称稱稳穩穷窮窃竊竞競笔筆笼籠筑築签簽简簡类類粮糧紧緊纠糾红紅纪紀约約级級纯純纳納纸紙练練组組细細织織终終绍紹经經结結给給络絡绝絕统統继繼绩績续續维維综綜绿綠缓緩编編缘緣网網罗羅罚罰职職联聯聪聰肃肅脑腦脚腳脸臉艺藝节節苏蘇药藥获獲营營虑慮虽雖补補袭襲装裝观觀规規视視览覽觉覺计計订訂讨討训訓议議讯訊记記讲講许許论論设設访訪证證评評诉訴词詞译譯试試诗詩诚誠询詢该該详詳误誤诸諸课課调調谈談谊誼谋謀谓謂谱譜贝貝负負贡貢财財责責败敗货貨质質购購贯貫贵貴费費贺賀资資赏賞赛賽赞贊赵趙赶趕跃躍践踐轨軌转轉轮輪软軟轻輕载載较較辅輔辆輛辈輩辑輯输輸辞辭边邊达達迁遷运運进進远遠违違连連迟遲选選递遞遗遺邮郵邻鄰郑鄭释釋钟鐘钢鋼钱錢铁鐵银銀错錯键鍵闭閉闲閒间間闹鬧闻聞阅閱队隊阳陽阴陰阵陣阶階际際陆陸陈陳险險随隨隐隱难難雾霧静靜韩韓页頁顶頂项項顺順须須顾顧顿頓预預领領频頻题題颜顏风風飞飛饭飯饮飲馆館驾駕验驗骑騎鲜鮮鸡雞麦麥黄黃齐齊齿齒龙龍龟龜';

const SIMPLIFIED = new Set<string>();
const TRADITIONAL = new Set<string>();
const pairs = [...CHARACTER_PAIRS];
for (let i = 0; i + 1 < pairs.length; i += 2) {
  SIMPLIFIED.add(pairs[i] as string);
  TRADITIONAL.add(pairs[i + 1] as string);
}

export function detectChineseVariant(text: string): VariantResult | undefined {
  const simplified = new Map<string, number>();
  const traditional = new Map<string, number>();
  for (const char of text) {
    if (SIMPLIFIED.has(char)) simplified.set(char, (simplified.get(char) ?? 0) + 1);
    else if (TRADITIONAL.has(char)) traditional.set(char, (traditional.get(char) ?? 0) + 1);
  }
  const count = (found: Map<string, number>): number => [...found.values()].reduce((a, b) => a + b, 0);
  const simplifiedCount = count(simplified);
  const traditionalCount = count(traditional);
  if (simplifiedCount === traditionalCount) return undefined;
  const isSimplified = simplifiedCount > traditionalCount;
  const found = isSimplified ? simplified : traditional;
  return {
    code: isSimplified ? 'zh-Hans' : 'zh-Hant',
    name: isSimplified ? 'Chinese (Simplified)' : 'Chinese (Traditional)',
    evidence: [...found.keys()].slice(0, MAX_EVIDENCE),
  };
}
