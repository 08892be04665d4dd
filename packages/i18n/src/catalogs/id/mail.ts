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
  },
};
