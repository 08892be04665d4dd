export default {
  appName: 'Extranet',
  loading: 'Memuat…',
  genericError: 'Terjadi kesalahan, mohon coba lagi.',
};
