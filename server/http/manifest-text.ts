/**
 * The words of the installed app's manifest (issue 32): its description and its shortcuts' names,
 * in every language the platform knows. The manifest is built for the merchant's default language
 * (an installed app has one name per install).
 */
import type { LanguageCode } from '../../contract/languages';

export interface ManifestText {
  /** "{name}: lottery, slots, live casino and sports on your phone." — `{name}` is the merchant's. */
  description: string;
  deposit: string;
  games: string;
  invite: string;
}

export const MANIFEST_TEXT: Record<LanguageCode, ManifestText> = {
  EN: {
    description: '{name}: lottery, slots, live casino and sports on your phone.',
    deposit: 'Deposit',
    games: 'Games',
    invite: 'Invite friends',
  },
  VI: {
    description: '{name}: xổ số, slot, casino trực tiếp và thể thao trên điện thoại.',
    deposit: 'Nạp tiền',
    games: 'Trò chơi',
    invite: 'Mời bạn bè',
  },
  CN: {
    description: '{name}：彩票、老虎机、真人娱乐和体育，尽在手机上。',
    deposit: '存款',
    games: '游戏',
    invite: '邀请好友',
  },
  TW: {
    description: '{name}：彩票、老虎機、真人娛樂和體育，盡在手機上。',
    deposit: '存款',
    games: '遊戲',
    invite: '邀請好友',
  },
  TH: {
    description: '{name}: หวย สล็อต คาสิโนสด และกีฬา บนมือถือของคุณ',
    deposit: 'ฝากเงิน',
    games: 'เกม',
    invite: 'ชวนเพื่อน',
  },
  ID: {
    description: '{name}: lotre, slot, kasino langsung, dan olahraga di ponsel Anda.',
    deposit: 'Deposit',
    games: 'Permainan',
    invite: 'Undang teman',
  },
  MS: {
    description: '{name}: loteri, slot, kasino langsung dan sukan di telefon anda.',
    deposit: 'Deposit',
    games: 'Permainan',
    invite: 'Jemput rakan',
  },
  TY: {
    description: '{name}: lotto, slots, live casino at sports sa iyong telepono.',
    deposit: 'Magdeposito',
    games: 'Mga laro',
    invite: 'Mag-imbita ng kaibigan',
  },
  KM: {
    description: '{name}៖ ឆ្នោត ស្លុត កាស៊ីណូផ្ទាល់ និងកីឡា នៅលើទូរស័ព្ទរបស់អ្នក។',
    deposit: 'ដាក់ប្រាក់',
    games: 'ហ្គេម',
    invite: 'អញ្ជើញមិត្តភក្តិ',
  },
  MY: {
    description: '{name}: ထီ၊ စလော့၊ တိုက်ရိုက်ကာစီနိုနှင့် အားကစား သင့်ဖုန်းပေါ်တွင်။',
    deposit: 'ငွေသွင်းရန်',
    games: 'ဂိမ်းများ',
    invite: 'သူငယ်ချင်းများကို ဖိတ်ရန်',
  },
  JA: {
    description: '{name}：宝くじ、スロット、ライブカジノ、スポーツをスマホで。',
    deposit: '入金',
    games: 'ゲーム',
    invite: '友達を招待',
  },
  KO: {
    description: '{name}: 복권, 슬롯, 라이브 카지노, 스포츠를 휴대폰에서.',
    deposit: '입금',
    games: '게임',
    invite: '친구 초대',
  },
  HI: {
    description: '{name}: लॉटरी, स्लॉट, लाइव कैसीनो और खेल, आपके फ़ोन पर।',
    deposit: 'जमा करें',
    games: 'गेम',
    invite: 'दोस्तों को आमंत्रित करें',
  },
  BN: {
    description: '{name}: লটারি, স্লট, লাইভ ক্যাসিনো ও খেলা, আপনার ফোনে।',
    deposit: 'জমা',
    games: 'গেম',
    invite: 'বন্ধুদের আমন্ত্রণ',
  },
  TA: {
    description: '{name}: லாட்டரி, ஸ்லாட், நேரடி கேசினோ மற்றும் விளையாட்டு, உங்கள் தொலைபேசியில்.',
    deposit: 'வைப்பு',
    games: 'கேம்கள்',
    invite: 'நண்பர்களை அழைக்கவும்',
  },
  NE: {
    description: '{name}: चिट्ठा, स्लट, प्रत्यक्ष क्यासिनो र खेलकुद, तपाईंको फोनमा।',
    deposit: 'जम्मा',
    games: 'खेलहरू',
    invite: 'साथीहरूलाई निम्तो',
  },
  UR: {
    description: '{name}: لاٹری، سلاٹس، لائیو کیسینو اور کھیل، آپ کے فون پر۔',
    deposit: 'رقم جمع کریں',
    games: 'گیمز',
    invite: 'دوستوں کو مدعو کریں',
  },
  'UR-LA': {
    description: '{name}: lottery, slots, live casino aur khel, aap ke phone par.',
    deposit: 'Raqam jama karein',
    games: 'Games',
    invite: 'Doston ko mad’oo karein',
  },
  AR: {
    description: '{name}: اليانصيب والسلوتس والكازينو المباشر والرياضة على هاتفك.',
    deposit: 'إيداع',
    games: 'الألعاب',
    invite: 'ادعُ أصدقاءك',
  },
  TR: {
    description: '{name}: piyango, slot, canlı casino ve spor, telefonunuzda.',
    deposit: 'Para yatır',
    games: 'Oyunlar',
    invite: 'Arkadaş davet et',
  },
  RU: {
    description: '{name}: лотереи, слоты, живое казино и спорт на вашем телефоне.',
    deposit: 'Пополнить',
    games: 'Игры',
    invite: 'Пригласить друзей',
  },
  FR: {
    description: '{name} : loterie, machines à sous, casino en direct et sport sur votre téléphone.',
    deposit: 'Dépôt',
    games: 'Jeux',
    invite: 'Inviter des amis',
  },
  ES: {
    description: '{name}: lotería, tragamonedas, casino en vivo y deportes en tu teléfono.',
    deposit: 'Depositar',
    games: 'Juegos',
    invite: 'Invitar amigos',
  },
  PT: {
    description: '{name}: lotaria, slots, casino ao vivo e desporto no seu telemóvel.',
    deposit: 'Depositar',
    games: 'Jogos',
    invite: 'Convidar amigos',
  },
  'PT-BR': {
    description: '{name}: loteria, slots, cassino ao vivo e esportes no seu celular.',
    deposit: 'Depositar',
    games: 'Jogos',
    invite: 'Convidar amigos',
  },
};
