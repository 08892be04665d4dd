// Kontak tamu di detail pesanan (apps/extranet/src/features/bookings/components/guest-contact-section.tsx).
export default {
  title: 'Kontak tamu',
  loading: 'Memuat kontak tamu',
  loadFailed: 'Kontak tamu tidak dapat dimuat.',
  intro:
    'Untuk melihat telepon dan e-mail tamu, kami mengirim kode 4 digit ke e-mail Anda (%email%). Setiap tampilan dicatat.',
  send: 'Kirim kode',
  sendFailed: 'Kode tidak dapat dikirim. Silakan coba lagi.',
  code: 'Kode dari e-mail Anda',
  codeSent: 'Kami mengirim kode 4 digit ke %email%. Kode berlaku 10 menit.',
  revealFailed: 'Kontak tamu tidak dapat ditampilkan. Silakan coba lagi.',
  phone: 'Telepon',
  email: 'E-mail',
  none: 'Tidak diberikan',
  hide: 'Sembunyikan kontak tamu',
  notActive: 'Kontak tamu hanya ditampilkan untuk pesanan aktif, bukan yang dibatalkan atau sudah selesai.',
  tooEarly: 'Kontak tamu dapat ditampilkan mulai 1 hari sebelum check-in (mulai %date%).',
  logTitle: 'Kontak tamu dilihat oleh',
  logEmpty: 'Belum ada yang melihat kontak tamu.',
  logEntry: '%name% (%email%), %at%',
};
