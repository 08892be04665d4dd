// Server error messages by error code (`errors.<CODE>`); field-level codes under `errors.field.<CODE>`.
// Server modules add their own codes here (add keys, never rewrite others'); keep en/errors.ts in step.
export default {
  INTERNAL: 'Terjadi kesalahan, mohon coba lagi.',
  VALIDATION_ERROR: 'Data yang dikirim tidak valid. Periksa kembali isian Anda.',
  BAD_REQUEST: 'Permintaan tidak dapat diproses.',
  MALFORMED_JSON: 'Isi permintaan bukan JSON yang valid.',
  PAYLOAD_TOO_LARGE: 'Isi permintaan terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis isi permintaan tidak didukung.',
  UNAUTHENTICATED: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  FORBIDDEN: 'Anda tidak memiliki akses untuk tindakan ini.',
  NOT_FOUND: 'Data tidak ditemukan.',
  ROUTE_NOT_FOUND: 'Alamat yang diminta tidak ditemukan.',
  URL_TOO_LONG: 'Alamat yang diminta terlalu panjang.',
  BAD_URL: 'Alamat yang diminta tidak valid.',
  HEADERS_TOO_LARGE: 'Header permintaan terlalu besar.',
  REQUEST_TIMEOUT: 'Permintaan terlalu lama diterima. Silakan coba lagi.',
  METHOD_NOT_ALLOWED: 'Metode permintaan tidak diizinkan.',
  CONFLICT: 'Data telah diubah oleh pihak lain. Muat ulang dan coba lagi.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Coba lagi dalam beberapa saat.',
  NOT_IMPLEMENTED: 'Fitur ini belum tersedia.',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia. Coba lagi nanti.',
  ADMINISTRATOR_REQUIRED:
    'Hanya administrator yang dapat menambah, mengubah, atau menghapus pengguna dan mengubah peran.',
  CONTACT_ROLE_LOCKED:
    'Pengguna ini adalah kontak properti. Ubah kontak terlebih dahulu sebelum mengubah perannya.',
  LAST_ADMINISTRATOR: 'Properti harus memiliki setidaknya satu administrator.',
  ALREADY_MEMBER: 'E-mail ini sudah menjadi pengguna properti ini.',
  PAYMENT_REFERENCE_CONFLICT:
    'Pembayaran dengan referensi ini sudah tercatat untuk bulan, tanggal, atau jumlah lain.',
  CANNOT_REMOVE_SELF: 'Anda tidak dapat menghapus diri sendiri dari properti.',
  ADMIN_WITH_NOTIFICATIONS_REQUIRED:
    'Properti harus memiliki setidaknya satu administrator yang menerima notifikasi.',
  // secrets and sessions (apps/server/src/http: cross-site.ts, session.ts guards)
  CROSS_SITE_REQUEST:
    'Permintaan ini tidak berasal dari extranet dan ditolak. Buka extranet, lalu coba lagi.',
  VERIFICATION_REQUIRED: 'Verifikasi akun Anda terlebih dahulu di halaman pengguna Anda.',
  PROPERTY_NOT_APPROVED: 'Fitur ini tersedia setelah pendaftaran properti disetujui.',
  REGISTRATION_SUBMITTED: 'Pendaftaran sudah dikirim dan sedang ditinjau; data tidak dapat diubah sekarang.',
  REGISTRATION_REJECTED: 'Pendaftaran ditolak. Daftar ulang untuk mengubahnya.',
  CATEGORY_REQUIRED: 'Pilih kategori properti terlebih dahulu.',
  // auth (apps/server/src/modules/auth)
  SUCCESS: 'Berhasil.',
  PASSWORD_CHANGED: 'Kata sandi Anda telah diubah.',
  FIREBASE_TOKEN_SAVED: 'Notifikasi sudah diaktifkan di perangkat ini.',
  EMAIL_NOT_FOUND: 'E-mail ini belum terdaftar.',
  WRONG_PASSWORD: 'Kata sandi salah.',
  EMAIL_NOT_VERIFIED: 'E-mail Anda belum diverifikasi. Masukkan kode yang kami kirim ke e-mail Anda.',
  EMAIL_ALREADY_REGISTERED: 'E-mail ini sudah terdaftar.',
  EMAIL_ALREADY_VERIFIED: 'E-mail ini sudah diverifikasi.',
  OTP_TOO_FREQUENT: 'Mohon tunggu %retryAfterSeconds% detik sebelum meminta kode baru.',
  OTP_WRONG: 'Kode salah. Sisa %attemptsLeft% kali percobaan.',
  OTP_EXPIRED: 'Kode sudah kedaluwarsa. Minta kode baru.',
  OTP_ATTEMPTS_EXCEEDED: 'Terlalu banyak percobaan yang salah. Minta kode baru.',
  INVALID_REFRESH_TOKEN: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  RESET_TOKEN_INVALID:
    'Tautan atur ulang kata sandi ini sudah kedaluwarsa atau sudah dipakai. Silakan ulangi.',
  LOGIN_RATE_LIMITED: 'Terlalu banyak percobaan masuk. Coba lagi dalam %minutes% menit.',
  EMAIL_CHECK_RATE_LIMITED: 'Terlalu banyak pengecekan untuk e-mail ini. Coba lagi dalam 24 jam.',
  APP_NOT_BUILT: 'Aplikasi extranet belum dibangun. Jalankan `pnpm build` lalu mulai ulang server.',
  // rates (apps/server/src/modules/rates)
  // promotions (apps/server/src/modules/promotions)
  VENDOR_PRICE_VALIDATION: 'Promosi properti ini dikelola oleh vendor Anda.',
  MARKET_MANAGER_REQUIRED: 'Hanya market manager yang dapat mengubah ini.',
  CUSTOMER_SERVICE_REQUIRED: 'Hanya customer service yang dapat melihat ini.',
  LOS_RATE_MODEL: 'Pembaruan massal tidak tersedia untuk properti dengan harga berdasarkan lama menginap.',
  TARIFF_MODE_CONFIRMATION_REQUIRED:
    'Mengubah mode tarif memengaruhi harga pada paket harga ini. Konfirmasi perubahan untuk melanjutkan.',
  RATE_PLAN_ALREADY_LINKED: 'Paket harga yang dipilih sudah terhubung dengan paket harga anak lain.',
  rates: {
    COPY_SUFFIX: '(salinan)',
  },
  // ari + intake (apps/server/src/modules/ari, intake)
  RATE_ANOMALY: 'Beberapa harga jauh dari rata-rata 30 hari. Periksa lalu konfirmasi untuk menyimpan.',
  BATCH_ALREADY_UNDONE: 'Pembaruan massal ini sudah dibatalkan.',
  BATCH_CHANGED_SINCE: 'Pembaruan massal ini tidak dapat dibatalkan lagi: beberapa tanggalnya sudah diubah.',
  NOT_AVAILABLE: 'Kamar tidak tersedia untuk tanggal tersebut.',
  MARKETPLACE_DISABLED: 'Penerimaan pesanan marketplace tidak aktif di server ini.',
  // guest-reviews
  INSUFFICIENT_ALLOTMENT:
    'Beberapa malam baru tidak memiliki alotmen yang cukup. Setujui tetap untuk menambahnya.',
  RESCHEDULE_ALREADY_APPROVED: 'Permintaan ubah jadwal ini sudah disetujui.',
  RESCHEDULE_ALREADY_REJECTED: 'Permintaan ubah jadwal ini sudah ditolak.',
  RESCHEDULE_PENDING: 'Pemesanan ini sudah memiliki permintaan ubah jadwal yang menunggu jawaban.',
  BOOKING_CLOSED:
    'Pemesanan ini tidak dapat menerima permintaan khusus lagi: sudah dibatalkan atau masa menginap sudah berakhir.',
  REVIEW_ALREADY_REPLIED: 'Ulasan ini sudah dibalas. Setiap ulasan hanya dapat dibalas satu kali.',
  // chat (apps/server/src/modules/chat)
  CHAT_NOT_ACTIVATED: 'Properti ini belum mengaktifkan chat.',
  CHAT_NOT_PERMITTED:
    'Chat tidak tersedia untuk pesanan ini: pesanan dibatalkan, atau sudah lebih dari 14 hari sejak check-out.',
  // check-in-guide (apps/server/src/modules/check-in-guide)
  CHECK_IN_GUIDE_NOT_SUBMITTED: 'Kirim panduan check-in terlebih dahulu sebelum ditampilkan kepada tamu.',
  CHECK_IN_GUIDE_NOT_ACTIVE: 'Properti ini tidak memiliki panduan check-in yang aktif.',
  CHECK_IN_GUIDE_BOOKING_NOT_FOUND:
    'Tidak ada pesanan terkonfirmasi properti ini dengan nomor itinerary tersebut.',
  // entire-pricing (apps/server/src/modules/entire-pricing)
  NOT_A_HOME: 'Harga keseluruhan hanya untuk properti rumah (vila, apartemen).',
  NO_PRICE: 'Atur harga terlebih dahulu untuk melihat simulasi.',
  // property-info (apps/server/src/modules/property-info)
  CONTACT_IN_USE: 'Kontak ini sedang digunakan: berikan jenis kontaknya ke kontak lain sebelum menghapusnya.',
  REQUEST_ALREADY_DECIDED: 'Permintaan perubahan ini sudah diputuskan.',
  // property-rooms (apps/server/src/modules/property-rooms)
  LAST_ROOM_TYPE:
    'Minimal satu tipe kamar harus tetap ada. Tambahkan kamar lain sebelum menghapus kamar ini.',
  RATE_PLAN_ONLY_ROOM:
    'Kamar ini satu-satunya kamar di sebuah rate plan. Tambahkan kamar lain ke rate plan tersebut atau hapus rate plan itu terlebih dahulu.',
  // registration (apps/server/src/modules/registration)
  STEP_LOCKED: 'Selesaikan langkah pendaftaran sebelumnya terlebih dahulu.',
  REGISTRATION_INCOMPLETE: 'Pendaftaran belum lengkap. Periksa langkah yang ditandai.',
  REGISTRATION_NOT_REJECTED: 'Hanya pendaftaran yang ditolak yang dapat dimulai lagi.',
  AGREEMENT_NOT_SIGNED: 'Perjanjian kemitraan belum ditandatangani.',
  DECISION_NOT_ALLOWED: 'Keputusan ini tidak sesuai dengan status properti saat ini.',
  // loyalty (apps/server/src/modules/loyalty)
  LOYALTY_NOT_ELIGIBLE:
    'Properti belum dapat bergabung dengan program loyalitas: perlu rata-rata nilai ulasan tamu 3 atau lebih dan satu ulasan dalam 6 bulan terakhir.',
  LOYALTY_TRANSITION_NOT_ALLOWED:
    'Tindakan ini tidak sesuai dengan status loyalitas properti saat ini. Muat ulang halaman untuk melihatnya.',
  NOT_IN_REGISTRATION: 'Properti ini tidak sedang dalam pendaftaran.',
  // campaigns (apps/server/src/modules/campaigns)
  CAMPAIGN_CLOSED:
    'Kampanye ini tidak sedang dibuka untuk partisipasi. Muat ulang halaman untuk melihat tanggalnya.',
  CAMPAIGN_NOT_JOINED: 'Properti ini tidak mengikuti kampanye ini.',
  NOT_APPROVE_ONLINE: 'Kampanye dapat diikuti setelah properti online.',
  // guest-contact (apps/server/src/modules/guest-contact): SPEC 6
  GUEST_CONTACT_NOT_ACTIVE:
    'Kontak tamu hanya ditampilkan untuk pesanan aktif, bukan yang dibatalkan atau sudah selesai.',
  GUEST_CONTACT_TOO_EARLY: 'Kontak tamu dapat ditampilkan mulai 1 hari sebelum check-in (mulai %date%).',
  // booking-vcc (apps/server/src/modules/booking-vcc): SPEC 8
  VCC_OUTSIDE_SWIPE_PERIOD:
    'Kartu virtual tidak tersedia di luar periode gesek (dari check-in sampai %days% hari sesudahnya).',
  VCC_UNREADABLE: 'Kartu virtual tidak dapat dibaca lagi. Minta marketplace melampirkannya kembali.',
  // pin (apps/server/src/modules/pin): SPEC 8
  PIN_WRONG: 'PIN salah. Sisa %attemptsLeft% kali percobaan.',
  PIN_BLOCKED: 'Anda harus membuat PIN baru. Ajukan reset PIN: market manager akan menyetujuinya.',
  PIN_EXPIRED: 'PIN Anda sudah kedaluwarsa. Ubah PIN untuk melanjutkan.',
  PIN_NOT_SET: 'Anda belum memiliki PIN. Buat PIN terlebih dahulu.',
  PIN_EXISTS: 'Anda sudah memiliki PIN. Ubah PIN Anda.',
  PIN_RESET_PENDING: 'Reset PIN sudah diajukan dan menunggu market manager.',
  PIN_RESET_NOT_PENDING: 'Reset PIN ini sudah diputuskan. Muat ulang halaman.',
  PIN_REQUIRED: 'Masukkan PIN Anda untuk melanjutkan.',
  // payment details (apps/server/src/modules/payment-details)
  PAYMENT_DETAIL_CHANGE_PENDING:
    'Perubahan detail pembayaran masih menunggu keputusan market manager. Tunggu keputusannya dulu.',
  PAYMENT_DETAIL_ALREADY_DECIDED: 'Permintaan ini sudah diputuskan. Muat ulang halaman untuk melihatnya.',
  VCC_PASSWORD_RATE_LIMITED: 'Terlalu banyak kata sandi salah. Coba lagi dalam %minutes% menit.',
  // commission and tax accounts (modules commission, tax-accounts)
  COMMISSION_ALREADY_REQUESTED: 'Perubahan komisi sudah menunggu persetujuan market manager.',
  COMMISSION_NO_DRAFT:
    'Tidak ada perubahan komisi untuk dikirim. Simpan nilai yang diusulkan terlebih dahulu.',
  COMMISSION_NOT_REQUESTED: 'Perubahan komisi ini tidak lagi menunggu keputusan.',
  TAX_ACCOUNT_EXISTS: 'Properti ini sudah memiliki akun pajak. Ubah akun yang ada.',
  // analytics (apps/server/src/modules/analytics)
  COMPETITIVE_SET_LOCKED:
    'Competitive set dikunci selama 30 hari setelah disimpan. Anda dapat mengubahnya mulai %date%.',
  field: {
    INVALID_PHONE: 'Masukkan nomor telepon dalam format internasional, mis. +6281234567890.',
    INVALID_CURSOR: 'Tautan halaman ini sudah tidak berlaku. Mulai pencarian lagi.',
    EXPORT_TOO_LARGE: 'Terlalu banyak pesanan untuk diunduh sekaligus (maksimal %limit%). Persempit filter.',
    UNKNOWN_BOOKING: 'Tidak ada pesanan properti ini dengan nomor itinerary tersebut.',
    SAME_DATES: 'Tanggal baru sama dengan tanggal pemesanan saat ini.',
    DATE_READ_ONLY: 'Tanggal yang sudah lewat tidak dapat diubah.',
    DATE_OUTSIDE_WINDOW: 'Tanggal ini di luar periode yang dapat ditampilkan atau diubah.',
    DATE_BEFORE_START: 'Tanggal akhir sebelum tanggal mulai.',
    CHILDREN_AGES_MISMATCH: 'Isi satu usia untuk setiap anak.',
    RANGE_TOO_LONG: 'Periode terlalu panjang (maksimal 18 bulan).',
    RATE_BELOW_MINIMUM: 'Harga di bawah harga jual minimum (%min%).',
    OCCUPANCY_PRICING_OFF:
      'Properti ini tidak memakai harga berdasarkan jumlah tamu. Aktifkan di model harga.',
    STATIC_PLAN_MARKET_MANAGER: 'Harga paket bertarif statis hanya dapat diubah oleh market manager.',
    GUESTS_ABOVE_ROOM: 'Jumlah tamu melebihi kapasitas kamar (maksimal %max% tamu).',
    ALLOTMENT_BELOW_SOLD: 'Alokasi tidak boleh kurang dari kamar yang sudah terjual.',
    MIN_ABOVE_MAX: 'Nilai minimum melebihi nilai maksimum.',
    NOTHING_TO_CHANGE: 'Pilih setidaknya satu nilai untuk diubah.',
    REQUIRED: 'Wajib diisi.',
    INVALID_TYPE: 'Jenis nilai tidak sesuai.',
    INVALID_FORMAT: 'Format tidak valid.',
    INVALID_VALUE: 'Nilai tidak valid.',
    TOO_SHORT: 'Terlalu pendek (minimal %limit%).',
    TOO_LONG: 'Terlalu panjang (maksimal %limit%).',
    TOO_SMALL: 'Nilai terlalu kecil (minimal %limit%).',
    TOO_LARGE: 'Nilai terlalu besar (maksimal %limit%).',
    TOO_FEW_ITEMS: 'Terlalu sedikit pilihan (minimal %limit%).',
    TOO_MANY_ITEMS: 'Terlalu banyak pilihan (maksimal %limit%).',
    UNKNOWN_FIELD: 'Kolom tidak dikenal.',
    INVALID_CHARACTERS: 'Berisi karakter yang tidak diizinkan.',
    DUPLICATE_ITEMS: 'Ada nilai yang sama lebih dari sekali.',
    PUSH_SUBSCRIPTION_INVALID:
      'Pengaturan notifikasi dari browser ini tidak dapat dipakai. Muat ulang halaman untuk mengaktifkan notifikasi lagi.',
    PUSH_ENDPOINT_INVALID: 'Notifikasi hanya dapat dikirim ke alamat aman (https) layanan push browser.',
    // rates
    UNKNOWN_ROOM: 'Pilih kamar dari properti ini.',
    UNKNOWN_RATE_PLAN: 'Pilih paket harga dari properti ini.',
    RATE_PLAN_ALREADY_LINKED: 'Paket harga yang dipilih sudah terhubung dengan paket harga anak lain.',
    RATE_PLAN_TYPE_MISMATCH: 'Tipe paket harga harus sesuai dengan model harga properti (%rateModel%).',
    STAY_KIND_NEEDS_MIN_STAY: 'Paket harga mingguan dan bulanan memerlukan minimum lama menginap.',
    MEALS_NONE_EXCLUSIVE: '"Tanpa makan" tidak dapat digabung dengan pilihan makan lain.',
    BELOW_POLICY_MIN_AGE: 'Usia tidak boleh di bawah usia minimum kebijakan anak (%min%).',
    DUPLICATE_STAY_LENGTH: 'Lama menginap ini sudah ada di tabel.',
    LOS_TABLE_REQUIRED:
      'Harga berdasarkan lama menginap memerlukan setidaknya satu lama menginap dengan harga.',
    // property-details (apps/server/src/modules/property-details)
    CHILDREN_RATE_PLAN_OUTSIDE_POLICY:
      'Rate plan anak "%name%" memiliki usia di luar kebijakan ini (%min% sampai %max%). Ubah terlebih dahulu.',
    // media (apps/server/src/modules/media): photo errors of SPEC 8
    PHOTO_WRONG_TYPE: 'Jenis file salah: hanya foto JPG/JPEG yang diterima.',
    PHOTO_TOO_LARGE: 'Foto terlalu besar (maksimal %max%).',
    PHOTO_TOO_SMALL: 'Ukuran file foto terlalu kecil (minimal %min%).',
    PHOTO_RESOLUTION:
      'Resolusi foto %width% × %height% px tidak sesuai: setiap sisi harus %minPx% sampai %maxPx% px.',
    PHOTO_UNREADABLE: 'Foto tidak dapat dibaca; file mungkin rusak. Pilih foto lain.',
    PHOTO_TOO_MANY_FILES: 'Terlalu banyak file: maksimal %max% foto sekali unggah.',
    PHOTO_TOTAL_TOO_LARGE: 'Total ukuran unggahan terlalu besar (maksimal %max% sekali unggah).',
    DOCUMENT_UPLOAD_FAILED: 'Unggahan dokumen gagal. Silakan coba lagi.',
    PHOTO_UPLOAD_FAILED: 'Gagal mengunggah foto. Coba lagi.',
    UNKNOWN_PHOTO: 'Foto ini tidak ada di properti ini.',
    // add-ons (apps/server/src/modules/add-ons, intake addOns)
    ADD_ON_UNKNOWN: 'Add-on ini bukan milik properti ini.',
    ADD_ON_INACTIVE: 'Add-on ini sedang nonaktif dan tidak dapat dijual.',
    ADD_ON_DUPLICATE: 'Add-on ini sudah ada di daftar.',
    ADD_ON_QUANTITY: 'Pilih jumlah dari %min% sampai %max%.',
    // insurance (apps/server/src/modules/insurance, intake insurance)
    INSURANCE_TOO_MANY_GUESTS:
      'Asuransi menanggung lebih banyak tamu daripada tamu yang menginap (maksimal %limit%).',
    DATE_RANGE_TOO_LONG: 'Periode terlalu panjang (maksimal %limit% hari).',
    // pin (apps/server/src/modules/pin)
    PIN_WRONG: 'PIN salah. Sisa %attemptsLeft% kali percobaan.',
    PIN_OWN_RESET: 'Market manager tidak dapat memutuskan reset PIN miliknya sendiri.',
    // analytics (apps/server/src/modules/analytics)
    COMPETITIVE_SET_SIZE: 'Pilih %min% sampai %max% properti.',
    UNKNOWN_MARKET_PROPERTY: 'Properti ini tidak terdaftar di marketplace.',
    // statements (apps/server/src/modules/statements, marketplaceRecordPayment)
    MONTH_NOT_STARTED: 'Bulan ini belum dimulai di properti.',
    MONTH_TOO_OLD: 'Laporan hanya disimpan untuk %limit% bulan terakhir.',
    DATE_IN_FUTURE: 'Tanggal ini setelah hari ini di properti.',
    PAID_BEFORE_MONTH: 'Pembayaran bertanggal sebelum bulan yang dibayarnya dimulai.',
  },
};
