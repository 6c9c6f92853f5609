import { fileNamePart, foldTurkish, turkishLower, turkishSortKey } from './turkish';

describe('foldTurkish', () => {
  it.each(['Işık Yapı', 'ışık', 'IŞIK', 'isik', 'ISIK'])('folds %s so it contains "isik"', (text) => {
    expect(foldTurkish(text)).toContain('isik');
  });

  it('lower-cases the dotted and dotless I the Turkish way before folding', () => {
    expect(turkishLower('İSTANBUL IĞDIR')).toBe('istanbul ığdır');
    expect(foldTurkish('İSTANBUL IĞDIR')).toBe('istanbul igdir');
  });

  it('folds every Turkish letter and collapses whitespace', () => {
    expect(foldTurkish('  Çağrı   Şükrü Öğüt ')).toBe('cagri sukru ogut');
  });
});

describe('turkishSortKey', () => {
  it('sorts names in Turkish alphabetical order', () => {
    const names = ['Zeynep', 'İnci', 'Çelik', 'Can', 'Işık', 'Ilgaz', 'Ömer', 'Oya', 'Şule', 'Sema', 'Ünal', 'Uğur'];
    const sorted = [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));
    expect(sorted).toEqual([
      'Can',
      'Çelik',
      'Ilgaz',
      'Işık',
      'İnci',
      'Oya',
      'Ömer',
      'Sema',
      'Şule',
      'Uğur',
      'Ünal',
      'Zeynep',
    ]);
  });

  it('ignores case', () => {
    expect(turkishSortKey('IŞIK')).toBe(turkishSortKey('ışık'));
  });
});

describe('fileNamePart', () => {
  it.each([
    ['Işık Yapı', 'Isik-Yapi'],
    ['Çağlar Otomotiv San. ve Tic. Ltd. Şti.', 'Caglar-Otomotiv-San-ve-Tic-Ltd-Sti'],
    ['İnci Tekstil', 'Inci-Tekstil'],
    ['Öztürk Gıda Pazarlama', 'Ozturk-Gida-Pazarlama'],
    ['Güneş Enerji Sistemleri A.Ş.', 'Gunes-Enerji-Sistemleri-A-S'],
    // Decomposed input (s + combining cedilla) and other accents lose only their marks.
    ['S\u0327ahin Mimarlık', 'Sahin-Mimarlik'],
    ['Café Hâlâ', 'Cafe-Hala'],
  ])('writes %s as %s', (name, part) => {
    expect(fileNamePart(name)).toBe(part);
  });

  it('falls back when no letter or digit is left', () => {
    expect(fileNamePart('—/—', 'musteri')).toBe('musteri');
  });
});
