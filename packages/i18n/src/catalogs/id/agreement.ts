// Perjanjian mitra yang disetujui properti pada langkah perjanjian pendaftaran (modul registration).
// Versi: AGREEMENT_VERSION dari @extranet/domain; teks yang berubah memerlukan versi baru. Placeholder:
// %property%, %version%, %hours%.
export default {
  title: 'Perjanjian Kemitraan Akomodasi',
  intro:
    'Perjanjian ini (versi %version%) dibuat antara pengelola marketplace ("kami") dan pemilik atau pengelola %property% ("Mitra"). Dengan menyetujuinya, Mitra menyetujui ketentuan di bawah ini.',
  clauses: {
    parties: {
      title: '1. Para pihak dan ruang lingkup',
      body: 'Kami mengelola marketplace perjalanan daring tempat tamu mencari dan memesan akomodasi. Mitra memiliki atau berwenang mengelola properti dan menawarkannya untuk dijual. Perjanjian ini mencakup setiap kamar, unit, dan listing yang ditawarkan Mitra melalui extranet.',
    },
    commission: {
      title: '2. Komisi dan pembayaran',
      body: 'Untuk setiap masa inap yang selesai dan dipesan melalui marketplace, kami mengenakan komisi yang disepakati di extranet, dihitung dari harga kamar. Kami membayar Mitra jumlah yang terutang, dikurangi komisi, ke detail pembayaran yang diberikan saat pendaftaran. Tagihan diterbitkan setiap bulan; pembayaran dilakukan dalam 7 hari setelah tagihan bulanan. Mitra menjaga detail pembayarannya tetap terbaru; perubahan ditinjau sebelum berlaku.',
    },
    parity: {
      title: '3. Harga dan ketersediaan',
      body: 'Mitra menjaga harga, ketersediaan, dan batasan di extranet tetap benar dan terbaru. Harga yang ditawarkan di marketplace tidak lebih tinggi daripada harga yang ditawarkan Mitra untuk kamar, ketentuan, dan tanggal yang sama di kanal sendiri atau di platform lain. Pemesanan yang sudah dikonfirmasi dihormati dengan harga yang dipesan.',
    },
    cancellation: {
      title: '4. Pemesanan dan pembatalan',
      body: 'Setiap pemesanan tunduk pada kebijakan pembatalan yang ditampilkan kepada tamu saat memesan. Mitra tidak boleh membatalkan pemesanan yang sudah dikonfirmasi kecuali tamu tidak membayar atau melanggar aturan properti. Jika Mitra tidak dapat memenuhi pemesanan, Mitra menawarkan akomodasi yang setara atau lebih baik kepada tamu tanpa biaya tambahan.',
    },
    content: {
      title: '5. Konten properti',
      body: 'Mitra bertanggung jawab atas kebenaran informasi properti, foto, fasilitas, dan kebijakan yang diberikannya, dan menyatakan memiliki hak atas foto dan teks yang diunggahnya. Kami dapat menampilkan, menerjemahkan, dan memformat konten ini di marketplace dan dalam promosinya.',
    },
    data: {
      title: '6. Data tamu dan privasi',
      body: 'Data tamu yang diterima melalui pemesanan hanya digunakan untuk memenuhi pemesanan tersebut dan kewajiban hukum. Mitra melindunginya dari kehilangan dan akses tanpa izin, tidak menggunakannya untuk pemasaran sendiri tanpa persetujuan tamu, dan mengelolanya sesuai dengan hukum pelindungan data pribadi yang berlaku.',
    },
    term: {
      title: '7. Jangka waktu dan pengakhiran',
      body: 'Perjanjian ini mulai berlaku ketika properti disetujui oleh market manager kami dan berlaku untuk jangka waktu tidak terbatas. Masing-masing pihak dapat mengakhirinya dengan pemberitahuan tertulis 30 hari sebelumnya. Pemesanan yang dibuat sebelum tanggal berakhir tetap dihormati. Kami dapat menangguhkan properti seketika jika terjadi penipuan atau pelanggaran serius atas perjanjian ini.',
    },
  },
  signature: {
    heading: 'Ditandatangani untuk Mitra',
    name: 'Nama',
    position: 'Jabatan',
    date: 'Tanggal',
    acceptedAt: 'Disetujui secara elektronik pada',
    version: 'Versi perjanjian',
    property: 'Properti',
  },
};
