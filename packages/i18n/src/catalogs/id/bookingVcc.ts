// Kartu kredit virtual pesanan (apps/extranet/src/features/bookings/components/vcc-section.tsx).
export default {
  title: 'Kartu kredit virtual',
  loading: 'Memuat kartu virtual',
  loadFailed: 'Kartu virtual tidak dapat dimuat.',
  none: 'Marketplace belum melampirkan kartu virtual pada pesanan ini.',
  number: 'Nomor kartu',
  cvc: 'Kode keamanan (CVC)',
  holder: 'Pemegang kartu',
  expiry: 'Berlaku sampai',
  balance: 'Saldo',
  swipePeriod: 'Periode gesek',
  swipeRange: '%from% sampai %until%',
  outsideSwipePeriod:
    'Kartu virtual tidak tersedia di luar periode gesek (dari check-in sampai 60 hari sesudahnya).',
  financeOnly: 'Hanya pengguna yang boleh melihat data keuangan yang dapat menampilkan kartu.',
  revealHint: 'Masukkan PIN Anda untuk melihat kartu. Setiap tampilan dicatat.',
  reveal: 'Tampilkan detail kartu',
  revealFailed: 'Kartu tidak dapat ditampilkan. Silakan coba lagi.',
  hide: 'Sembunyikan detail kartu',
  logTitle: 'Ditampilkan oleh',
  logEmpty: 'Belum ada yang menampilkan kartu ini.',
  logEntry: '%name% (%email%), %at%',
};
