/**
 * Scores a decoded text for how plausible it is in a candidate encoding: common
 * characters of the language the encoding serves score high, mojibake signs
 * (replacement characters, private use, C1 controls, half-width katakana) score low.
 * A heuristic for files whose `CA` is missing or wrong.
 *
 * @example
 * ```ts
 * import { plausibility } from './sniff.js';
 * plausibility('围棋 is fun', 'gb18030') > plausibility('峓 is fun', 'big5'); // true
 * ```
 */

/** Frequent characters (and Go vocabulary) per language, for the scorer. */
const COMMON_SIMPLIFIED =
  '的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还进好小部其些主样理心她本前开但因只从想实日军者意无力它与长把机十民第公此已工使情明性知全三又关点正业外将两高间由问很最重并物手应战向头文体政美相见被利什二等产或新己制身果加西月话合回特代内信表化老给世位次度门任常先海通教儿原东声提立及比员解水名真论处走义各入几口认条平系气题活更别打女变四神总何电数安少报才结反受目太量再感建务做接必场件计管期市直德资命山金指许区保至队形社便空决治展马科司五基眼书非则听白却界达光放强即像难且权思王象完设式色路记南品住告类求据程北边死张该交规万取黑棋局胜负贴劫段围冠亚赛届杯吴李陈刘杨赵黄周徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文古柯洁聂卫平常昊';
const COMMON_TRADITIONAL =
  '的一是不了在人有我他這個們中來上大為和國地到以說時要就出會可也你對生能而子那得於著下自之年過發後作裡用道行所然家種事成方多經麼去法學如都同現當沒動面起看定天分還進好小部其些主樣理心她本前開但因只從想實日軍者意無力它與長把機十民第公此已工使情明性知全三又關點正業外將兩高間由問很最重並物手應戰向頭文體政美相見被利什二等產或新己制身果加西月話合回特代內信表化老給世位次度門任常先海通教兒原東聲黑白棋局勝負貼劫段圍冠賽屆杯吳李陳劉楊趙黃周徐孫胡朱高林何郭馬羅梁宋鄭謝韓唐王張';
const COMMON_JAPANESE =
  'のにはをたがでてとしれさあるいうかもなこっすよりまだくらんおけそせめつやわきえ日一国人年大十二本中長出三同時政事自行社見月分議後前民生連五発間対上部東者党地合市業内相方四定今回新場金員九入選立開手米力学問高代明実円関決子動京全目表戦経通外最言氏現理調体化田当八六約主題下首意法不来作性的要用制治度務強気小七成期公持野協取都和統以機平総加山思家話世受区領多県続進正安設保改数記院女初北午指権心界支第産結百派点教報済書府活原先共得解名交資予川向際査勝面委告軍文反元重近千考判認画海参売利組知案道信策集在件団別物側任引使求所次水半品昨論計死官増係感特情投示変打男基私各始島直両朝革価式確村提運終挙果西勢減台広容必応演電歳住争談能無再位置棋碁局段目負黒白番打掛井山裕太下敬吾秀行本因坊名人王座十段碁聖天元囲';
const COMMON_KOREAN =
  '이다의는에가을를고하기지한로서도자리으사나대수아시장그일있정어인해것적들전부제라상게소보여면주내경국중비관신위요동방원성용연문만공조없세회무람화말거개진모실과학치후업우물터발선계당간생영안히분음결속행입반단급바둑흑백집승패기원김박최정강윤장임한오신서권황송류홍세돌환명';

const sets = new Map<string, Set<number>>();
function setFor(encoding: string): Set<number> | undefined {
  const list =
    encoding === 'gb18030'
      ? COMMON_SIMPLIFIED
      : encoding === 'big5'
        ? COMMON_TRADITIONAL
        : encoding === 'shift_jis'
          ? COMMON_JAPANESE
          : encoding === 'euc-kr'
            ? COMMON_KOREAN
            : undefined;
  if (list === undefined) return undefined;
  let s = sets.get(encoding);
  if (!s) {
    s = new Set();
    for (let i = 0; i < list.length; i++) s.add(list.charCodeAt(i));
    sets.set(encoding, s);
  }
  return s;
}

/** Higher is more plausible; comparable between candidates decoded from the same bytes. */
export function plausibility(text: string, encoding: string): number {
  const common = setFor(encoding);
  const japanese = encoding === 'shift_jis';
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (common?.has(c)) score += 3;
    else if (c >= 0x4e00 && c <= 0x9fff) score += 1;
    else if (c >= 0xac00 && c <= 0xd7a3) score += 1;
    else if (c >= 0x3040 && c <= 0x30ff) score += japanese ? 2 : 0.5;
    else if (c >= 0x3000 && c <= 0x303f) score += 0.5;
    else if (c >= 0xff01 && c <= 0xff5e) score += 0.25;
    else if (c >= 0xc0 && c <= 0xff) score += 0.3;
    else if (c >= 0xa0 && c <= 0xbf) score -= 0.5;
    else if (c >= 0xff61 && c <= 0xff9f) score -= 1;
    else if (c < 0xa0 || c === 0xfffd || (c >= 0xe000 && c <= 0xf8ff)) score -= 5;
    else if (c >= 0xd800 && c <= 0xdfff)
      score -= 0.5; // half of an astral character
    else score -= 1;
  }
  return score;
}
