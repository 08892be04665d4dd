// Label bawaan komponen @extranet/ui (namespace `ui`).
export default {
  common: {
    loading: 'Memuat…',
    close: 'Tutup',
    required: 'Wajib',
    optional: 'Opsional',
  },
  textField: {
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
    characterCount: '%count% dari %max% karakter',
  },
  select: {
    placeholder: 'Pilih salah satu',
    noOptions: 'Tidak ada pilihan',
  },
  comboBox: {
    showSuggestions: 'Tampilkan saran',
    noResults: 'Tidak ada hasil',
  },
  dialog: {
    close: 'Tutup',
  },
  confirm: {
    confirm: 'Konfirmasi',
    cancel: 'Batal',
  },
  toast: {
    region: 'Notifikasi',
    dismiss: 'Tutup notifikasi',
    success: 'Berhasil',
    error: 'Gagal',
  },
  skeleton: {
    loading: 'Memuat konten',
  },
  emptyState: {
    title: 'Belum ada data',
  },
  errorState: {
    title: 'Maaf, terjadi kesalahan.',
    description: 'Silakan coba lagi. Jika masalah berlanjut, hubungi kami.',
    retry: 'Coba lagi',
    illustration: 'Ilustrasi halaman rusak',
  },
  switch: {
    confirmTitle: 'Apakah Anda yakin?',
  },
  dateField: {
    calendar: 'Kalender',
    previousMonth: 'Bulan sebelumnya',
    nextMonth: 'Bulan berikutnya',
    openCalendar: 'Buka kalender',
    startDate: 'Tanggal mulai',
    endDate: 'Tanggal selesai',
  },
  pagination: {
    label: 'Navigasi halaman',
    previous: 'Halaman sebelumnya',
    next: 'Halaman berikutnya',
    page: 'Halaman %page%',
    summary: '%from%–%to% dari %total%',
    pageSize: 'Baris per halaman',
  },
  stepper: {
    label: 'Progres',
    step: 'Langkah %current% dari %total%',
    completed: 'Selesai',
    current: 'Langkah saat ini',
  },
  dataTable: {
    selectAll: 'Pilih semua baris',
    selectRow: 'Pilih baris',
    sortAscending: 'Urut naik',
    sortDescending: 'Urut turun',
    empty: 'Tidak ada data untuk ditampilkan',
    loading: 'Memuat data',
    selected: '%count% dipilih',
  },
  status: {
    active: 'Aktif',
    inactive: 'Tidak aktif',
    pending: 'Menunggu',
    approved: 'Disetujui',
    rejected: 'Ditolak',
    draft: 'Draf',
  },
};
