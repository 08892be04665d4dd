// Namespace `public`: halaman publik (/v3/ beranda, /v3/homes), dalam bahasa yang disebut alamatnya.
export default {
  preview: {
    title: 'Harga dan ketersediaan',
    open: 'Tersedia',
    low: 'Sisa sedikit',
    closed: 'Ditutup',
    saved: 'Harga tersimpan untuk 7 tanggal',
  },
  stepNames: {
    GUEST_PROPERTY: 'Jenis properti',
    GENERAL_INFO: 'Informasi umum',
    CONTACT: 'Detail kontak',
    OTHER_PLATFORM: 'Platform lain',
    AGREEMENT_DETAIL: 'Perjanjian',
    PROPERTY_DETAIL: 'Detail properti',
    PROPERTY_PHOTO: 'Foto properti',
    GENERAL_POLICY: 'Kebijakan umum',
    LISTING_DETAIL: 'Detail listing',
    ROOM_DETAIL: 'Detail kamar',
    PAYMENT_DETAIL: 'Detail pembayaran',
    REGISTRATION_REVIEW: 'Tinjau dan kirim',
  },
  landing: {
    docTitle: 'Daftarkan properti Anda',
    hero: {
      eyebrow: 'Untuk hotel, vila, dan apartemen',
      title: 'Isi lebih banyak kamar dan kelola properti dari satu dasbor',
      lead: 'Tampilkan properti Anda di marketplace, lalu atur sendiri harga, ketersediaan, promosi, pemesanan, dan pembayaran, dalam Bahasa Indonesia atau Inggris.',
      register: 'Daftarkan properti',
      signIn: 'Masuk ke extranet',
      homesLink: 'Punya vila, apartemen, atau rumah? Lihat cara mendaftarkannya',
    },
    highlights: {
      label: 'Sekilas',
      languages: { value: 'ID · EN', label: 'Seluruh extranet dalam Bahasa Indonesia dan Inggris' },
      payout: { value: '7 hari', label: 'Pembayaran paling lambat 7 hari setelah tagihan bulanan' },
      currency: { value: 'IDR', label: 'Harga dalam rupiah secara bawaan, tanpa desimal' },
      roles: { value: '6 peran', label: 'Beri setiap anggota tim akses sesuai kebutuhannya' },
    },
    why: {
      title: 'Mengapa bergabung dengan kami',
      lead: 'Kamar dan harga tetap Anda yang pegang. Kami mendatangkan tamu dan menyediakan alatnya.',
      reach: {
        title: 'Tamu yang siap memesan',
        body: 'Properti Anda tampil di marketplace perjalanan online, untuk tamu dari dalam dan luar negeri.',
      },
      control: {
        title: 'Anda yang menentukan',
        body: 'Harga, alokasi kamar, dan kebijakan pembatalan milik Anda. Tutup penjualan suatu tanggal dalam hitungan detik saat kamar penuh.',
      },
      payouts: {
        title: 'Pembayaran yang jelas dan tepat waktu',
        body: 'Satu tagihan setiap bulan, dibayar paling lambat 7 hari setelahnya, dan setiap pemesanan dalam pembayaran tercantum di extranet.',
      },
      growth: {
        title: 'Alat untuk menambah pemesanan',
        body: 'Promosi, penawaran menit terakhir Hotel Now, kampanye marketplace, dan program loyalitas, kapan pun Anda mau.',
      },
    },
    how: {
      title: 'Cara kerjanya',
      lead: 'Dari mendaftar sampai pemesanan pertama dalam empat langkah.',
      s1: { title: 'Buat akun', body: 'Daftar dengan e-mail Anda dan konfirmasi dengan kode 4 digit.' },
      s2: {
        title: 'Daftarkan properti',
        body: 'Formulir bertahap menyimpan draf setiap kali satu langkah selesai, jadi Anda bisa menyelesaikannya dengan santai.',
      },
      s3: {
        title: 'Kami meninjaunya',
        body: 'Tim kami memeriksa pendaftaran, biasanya dalam 48 jam, lalu memberi tahu hasilnya.',
      },
      s4: {
        title: 'Tayang dan mulai berjualan',
        body: 'Atur harga dan ketersediaan, aktifkan promosi, dan mulai terima pemesanan.',
      },
    },
    register: {
      title: 'Cara mendaftar',
      lead: 'Hotel dan hunian mendaftar dengan cara berbeda, sehingga masing-masing mendapat pertanyaan yang sesuai.',
      hotel: {
        title: 'Hotel',
        body: 'Untuk hotel, resor, dan properti lain yang punya tipe kamar. Sebelas langkah, diakhiri dengan peninjauan:',
        cta: 'Daftarkan hotel',
      },
      home: {
        title: 'Vila, apartemen, dan rumah',
        body: 'Untuk tempat yang dipesan tamu secara utuh atau per unit. Listing, aturan rumah, dan foto Anda menjadi yang utama.',
        l1: 'Seluruh tempat atau per unit',
        l2: 'Aturan rumah seperti hewan peliharaan, merokok, dan usia minimum',
        l3: 'Minimal 2 foto untuk setiap unit',
        cta: 'Lihat cara mendaftarkan hunian',
      },
      checklistTitle: 'Siapkan hal berikut',
      checklist1: 'Data rekening bank dan nomor pajak',
      checklist2: 'Foto JPG properti dan setiap kamar',
      checklist3: 'Kontak untuk perjanjian, keuangan, dan reservasi',
    },
    features: {
      title: 'Yang bisa Anda lakukan di extranet',
      lead: 'Semua yang Anda butuhkan untuk mengelola properti di marketplace, di satu tempat.',
      rates: {
        title: 'Harga dan ketersediaan',
        body: 'Paket harga, harga harian atau berdasarkan lama menginap, kalender alokasi dan penutupan penjualan, serta pembaruan massal untuk satu musim penuh.',
      },
      promotions: {
        title: 'Promosi',
        body: 'Diskon persentase dan nominal, malam gratis, Hotel Now, dan penawaran nilai tambah, diaktifkan atau dinonaktifkan dengan satu klik.',
      },
      bookings: {
        title: 'Pemesanan',
        body: 'Cari setiap pemesanan, lihat permintaan tamu, hubungi tamu sebelum check-in, dan tagih kartu kredit virtual.',
      },
      reviews: {
        title: 'Ulasan',
        body: 'Baca pendapat tamu lengkap dengan skor dan subskor, lalu lihat apa yang perlu diperbaiki.',
      },
      finance: {
        title: 'Keuangan',
        body: 'Tagihan, pembayaran, riwayat deposit, komisi, dan pajak, dilindungi PIN Anda sendiri.',
      },
      chat: {
        title: 'Chat',
        body: 'Jawab tamu secara langsung dan pantau tingkat serta waktu respons Anda.',
      },
      team: {
        title: 'Tim',
        body: 'Undang staf dengan peran yang sesuai: administrator, manajer, reservasi, front office, atau keuangan.',
      },
      analytics: {
        title: 'Analitik',
        body: 'Laporan performa, competitive set, dan rata-rata harga harian Anda, agar Anda menentukan harga dengan yakin.',
      },
    },
    faq: {
      title: 'Pertanyaan yang sering diajukan',
      lead: 'Jawaban singkat ada di sini; rinciannya ada di pusat bantuan.',
      q1: {
        q: 'Berapa lama proses peninjauan?',
        a: 'Biasanya paling lama 48 jam setelah Anda mengirim pendaftaran. Selama itu pendaftaran tidak bisa diubah.',
      },
      q2: {
        q: 'Kapan saya dibayar?',
        a: 'Paling lambat 7 hari setelah tagihan bulanan, dengan metode pembayaran yang ada di detail pembayaran Anda.',
      },
      q3: {
        q: 'Bisakah beberapa orang mengelola satu properti?',
        a: 'Bisa. Undang tim Anda dan beri setiap orang perannya; satu akun juga bisa mengelola beberapa properti.',
      },
      q4: {
        q: 'Saya lupa kata sandi. Bagaimana?',
        a: 'Pilih “Lupa kata sandi” di halaman masuk. Kami mengirim kode 4 digit ke e-mail Anda; setiap kode bisa dicoba 3 kali.',
      },
      more: 'Kunjungi pusat bantuan',
    },
    cta: {
      title: 'Siap menyambut lebih banyak tamu?',
      body: 'Pendaftarannya bertahap dan draf Anda tersimpan di setiap langkah.',
      register: 'Daftarkan properti',
      signIn: 'Saya sudah punya akun',
    },
  },
  homes: {
    docTitle: 'Daftarkan vila, apartemen, atau rumah Anda',
    hero: {
      eyebrow: 'Untuk vila, apartemen, dan rumah',
      title: 'Sewakan vila atau apartemen Anda kepada tamu yang siap memesan',
      lead: 'Tawarkan seluruh tempat atau per unit, tentukan sendiri aturan rumah dan harganya, lalu pantau setiap pemesanan dari extranet.',
      register: 'Daftarkan hunian',
      signIn: 'Masuk ke extranet',
      hotelLink: 'Mengelola hotel? Lihat cara mendaftarkan hotel',
    },
    types: {
      title: 'Tempat yang bisa didaftarkan',
      lead: 'Jika tamu bisa menginap di sana, kemungkinan besar bisa didaftarkan. Pilih jenisnya di langkah pertama pendaftaran.',
      villa: {
        title: 'Vila',
        body: 'Vila pribadi dengan kolam renang atau taman, disewakan utuh untuk keluarga dan rombongan.',
      },
      apartment: {
        title: 'Apartemen',
        body: 'Satu apartemen atau beberapa unit dalam satu gedung, masing-masing dengan detail dan fotonya sendiri.',
      },
      house: {
        title: 'Rumah dan guest house',
        body: 'Rumah, pondok, dan guest house, dari satu kamar sampai seluruh tempat.',
      },
    },
    steps: {
      title: 'Pendaftaran, langkah demi langkah',
      lead: 'Sebelas langkah dengan urutan berikut. Draf tersimpan setelah setiap langkah, dan Anda kembali ke langkah setelah langkah terakhir yang selesai.',
      GUEST_PROPERTY: 'Pilih jenis tempat Anda dan apakah tamu memesan seluruh tempat atau satu unit.',
      GENERAL_INFO: 'Nama, alamat, dan mata uang penjualan.',
      CONTACT: 'Siapa yang kami hubungi untuk perjanjian, keuangan, dan reservasi.',
      OTHER_PLATFORM: 'Beri tahu kami di mana saja tempat Anda sudah terdaftar, jika ada.',
      AGREEMENT_DETAIL: 'Baca dan setujui perjanjian mitra.',
      PROPERTY_DETAIL: 'Fasilitas dan keunggulan tempat Anda.',
      PROPERTY_PHOTO: 'Unggah foto JPG dan pilih foto utama.',
      GENERAL_POLICY: 'Aturan rumah: hewan peliharaan, merokok, usia minimum, deposit.',
      LISTING_DETAIL:
        'Kamar tidur, tempat tidur, kamar mandi, dan jumlah tamu; detail unit jika tamu memesan per unit.',
      PAYMENT_DETAIL: 'Rekening bank tujuan pembayaran.',
      REGISTRATION_REVIEW: 'Periksa semuanya, lalu kirim untuk ditinjau.',
    },
    features: {
      title: 'Dibuat untuk pemilik hunian',
      lead: 'Extranet yang sama dengan yang dipakai hotel, dengan hal-hal penting saat Anda menyewakan hunian.',
      calendar: {
        title: 'Satu kalender',
        body: 'Buka atau tutup tanggal, atur minimum lama menginap, dan selaraskan ketersediaan lewat tautan kalender Anda.',
      },
      pricing: {
        title: 'Harga Anda',
        body: 'Harga per malam, paket mingguan dan bulanan, serta promosi untuk menginap lama.',
      },
      rules: {
        title: 'Aturan rumah Anda',
        body: 'Hewan peliharaan, merokok, usia minimum, dan deposit ditampilkan kepada tamu sebelum mereka memesan.',
      },
      bookings: {
        title: 'Pemesanan dan tamu',
        body: 'Lihat setiap pemesanan dan, mulai satu hari sebelum check-in, kontak tamu Anda.',
      },
      payouts: {
        title: 'Pembayaran',
        body: 'Dibayar paling lambat 7 hari setelah tagihan bulanan, ke rekening bank pilihan Anda.',
      },
      chat: {
        title: 'Chat dengan tamu',
        body: 'Jawab pertanyaan soal arah, check-in, atau rumah sebelum tamu tiba.',
      },
    },
    faq: {
      title: 'Pertanyaan dari pemilik hunian',
      lead: 'Jawaban lainnya ada di pusat bantuan.',
      q1: {
        q: 'Apakah saya perlu badan usaha untuk mendaftarkan hunian?',
        a: 'Tidak. Daftarkan akun pajak pribadi jika Anda menyewakan sebagai perorangan, atau akun pajak perusahaan jika ada.',
      },
      q2: {
        q: 'Berapa banyak foto yang dibutuhkan?',
        a: 'Minimal 2 foto untuk setiap unit saat mendaftar; skor konten penuh membutuhkan 15 foto properti.',
      },
      q3: {
        q: 'Bisakah jenis tempat diubah nanti?',
        a: 'Kategori, jenis tempat, dan mata uang tidak bisa diubah setelah dikonfirmasi, jadi pilih dengan cermat di langkah pertama.',
      },
      q4: {
        q: 'Saya berhenti di tengah jalan. Apakah draf saya hilang?',
        a: 'Tidak. Masuk ke akun Anda dan extranet membuka langkah setelah langkah terakhir yang sudah Anda selesaikan.',
      },
      more: 'Kunjungi pusat bantuan',
    },
    cta: {
      title: 'Tamu pertama Anda sudah menunggu',
      body: 'Mulai sekarang dan selesaikan pendaftaran kapan pun Anda sempat.',
      register: 'Daftarkan hunian',
      signIn: 'Saya sudah punya akun',
    },
  },
};
