// E-mails the server sends (OTP and verification). Placeholders: %code%, %minutes%, %name%.
export default {
  greeting: 'Halo %name%,',
  greetingNoName: 'Halo,',
  otpFooter:
    'Kode ini berlaku %minutes% menit. Jangan berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari kami.',
  ignore: 'Jika Anda tidak meminta kode ini, abaikan e-mail ini.',
  signature: 'Tim Extranet',
  otp: {
    REGISTER: {
      subject: 'Kode verifikasi pendaftaran Extranet: %code%',
      intro: 'Gunakan kode berikut untuk memverifikasi e-mail dan menyelesaikan pendaftaran akun Anda:',
    },
    FORGOT_PASSWORD: {
      subject: 'Kode untuk mengatur ulang kata sandi: %code%',
      intro: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Gunakan kode berikut:',
    },
    VERIFY_EMAIL: {
      subject: 'Kode verifikasi e-mail Extranet: %code%',
      intro: 'Gunakan kode berikut untuk memverifikasi alamat e-mail akun Anda:',
    },
    GUEST_CONTACT: {
      subject: 'Kode Anda untuk melihat kontak tamu: %code%',
      intro: 'Anda meminta untuk melihat telepon dan e-mail tamu. Gunakan kode ini di detail pesanan:',
    },
  },
  // registration (modul registration). Placeholder: %property%, %hours%, %reason%, %name%.
  registration: {
    submitted: {
      subject: 'Kami telah menerima pendaftaran %property%',
      intro:
        'Terima kasih telah mendaftarkan %property%. Market manager kami akan meninjaunya dalam %hours% jam (2x24 jam).',
      next: 'Kami akan mengirimkan hasilnya melalui e-mail. Selama pendaftaran ditinjau, datanya tidak dapat diubah.',
    },
    APPROVE_OFFLINE: {
      subject: '%property% telah disetujui',
      intro:
        'Kabar baik: %property% telah disetujui. Sekarang Anda dapat masuk ke extranet dan melengkapi harga serta ketersediaan.',
      next: 'Properti Anda akan tampil di marketplace setelah diaktifkan oleh market manager kami.',
    },
    APPROVE_ONLINE: {
      subject: '%property% kini online',
      intro: '%property% kini online di marketplace dan dapat dipesan oleh tamu.',
      next: 'Jaga agar harga dan ketersediaan di extranet selalu terbaru.',
    },
    REJECT: {
      subject: 'Pendaftaran %property% belum dapat disetujui',
      intro: 'Kami belum dapat menyetujui pendaftaran %property%. Alasan: %reason%',
      next: 'Anda dapat memperbaiki data dan mengirim ulang pendaftaran dari extranet.',
    },
  },
  // user management (module platform). Placeholder: %property%, %inviter%, %roles%, %link%.
  userInvite: {
    subject: 'Anda ditambahkan ke %property% di Extranet',
    intro: '%inviter% menambahkan Anda sebagai pengguna %property% (%roles%).',
    next: 'Akun telah dibuat untuk e-mail ini. Atur kata sandi Anda di sini, lalu masuk: %link%',
  },
  userAdded: {
    subject: 'Anda ditambahkan ke %property% di Extranet',
    intro: '%inviter% menambahkan Anda sebagai pengguna %property% (%roles%).',
    next: 'Masuk dengan akun Anda untuk membukanya: %link%',
  },
};
