// E-mails the server sends (OTP and verification). Placeholders: %code%, %minutes%, %name%.
export default {
  greeting: 'Hello %name%,',
  greetingNoName: 'Hello,',
  otpFooter:
    'This code is valid for %minutes% minutes. Never share it with anyone, including people claiming to be us.',
  ignore: 'If you did not ask for this code, you can ignore this e-mail.',
  signature: 'The Extranet team',
  otp: {
    REGISTER: {
      subject: 'Your Extranet registration code: %code%',
      intro: 'Use this code to verify your e-mail address and finish creating your account:',
    },
    FORGOT_PASSWORD: {
      subject: 'Your password reset code: %code%',
      intro: 'We received a request to reset the password of your account. Use this code:',
    },
    VERIFY_EMAIL: {
      subject: 'Your Extranet e-mail verification code: %code%',
      intro: 'Use this code to verify the e-mail address of your account:',
    },
  },
};
