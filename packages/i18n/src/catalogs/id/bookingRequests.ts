// Permintaan khusus dan permintaan ubah jadwal sebuah pemesanan (features/bookings, modul booking-requests).
export default {
  special: {
    title: 'Permintaan khusus',
    loading: 'Memuat permintaan khusus',
    loadFailed: 'Permintaan khusus tidak dapat dimuat.',
    none: 'Tamu tidak membuat permintaan khusus.',
    item: 'Permintaan khusus: %text%',
    status: { PENDING: 'Menunggu jawaban', CONFIRMED: 'Dikonfirmasi', DECLINED: 'Ditolak' },
    source: { BOOKING: 'Dikirim bersama pemesanan · %at%', LATER: 'Dikirim setelah pemesanan · %at%' },
    answeredAt: 'Dijawab %at%',
    noteShown: 'Catatan: %note%',
    note: 'Catatan untuk tamu (opsional)',
    noteHint: 'Marketplace menampilkannya kepada tamu bersama jawaban Anda. Maksimal 500 karakter.',
    confirm: 'Konfirmasi permintaan',
    decline: 'Tolak permintaan',
    done: { CONFIRM: 'Permintaan khusus dikonfirmasi.', DECLINE: 'Permintaan khusus ditolak.' },
    result: {
      SUCCESS: 'Jawaban Anda telah disimpan.',
      DUPLICATE: 'Permintaan khusus ini sudah dijawab.',
      EXPIRED: 'Permintaan khusus ini sudah kedaluwarsa: masa menginap telah berakhir.',
      FAILED: 'Permintaan khusus tidak dapat dijawab: pemesanan sudah tidak aktif.',
    },
    failed: 'Jawaban tidak dapat disimpan. Silakan coba lagi.',
    pendingOne: '1 permintaan khusus menunggu jawaban Anda.',
    pending: '%count% permintaan khusus menunggu jawaban Anda.',
  },
};
