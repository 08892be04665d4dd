export default {
  appName: 'Extranet',
  loading: 'Loading…',
  genericError: 'Something went wrong. Please try again.',
};
