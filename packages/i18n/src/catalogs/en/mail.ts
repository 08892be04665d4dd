// E-mails the server sends (OTP and verification). Placeholders: %code%, %minutes%, %name%.
export default {
  greeting: 'Hello %name%,',
  greetingNoName: 'Hello,',
  otpFooter:
    'This code is valid for %minutes% %minutes|minute|minutes%. Never share it with anyone, including people claiming to be us.',
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
    GUEST_CONTACT: {
      subject: 'Your code to see a guest contact: %code%',
      intro: 'You asked to see the phone and e-mail of a guest. Use this code in the booking detail:',
    },
  },
  // registration (module registration). Placeholders: %property%, %hours%, %reason%, %name%.
  registration: {
    submitted: {
      subject: 'We received the registration of %property%',
      intro:
        'Thank you for registering %property%. Our market manager reviews it within %hours% %hours|hour|hours% (2x24 hours).',
      next: 'We will e-mail you the result. While the registration is under review its data cannot be changed.',
    },
    APPROVE_OFFLINE: {
      subject: '%property% has been approved',
      intro:
        'Good news: %property% has been approved. You can now sign in to the extranet and complete your rates and availability.',
      next: 'Your property goes online on the marketplace once our market manager activates it.',
    },
    APPROVE_ONLINE: {
      subject: '%property% is now online',
      intro: '%property% is now online on the marketplace and guests can book it.',
      next: 'Keep your rates and availability up to date in the extranet.',
    },
    REJECT: {
      subject: 'The registration of %property% was not approved',
      intro: 'We could not approve the registration of %property%. Reason: %reason%',
      next: 'You can correct the data and submit the registration again from the extranet.',
    },
  },
  // user management (module platform). Placeholders: %property%, %inviter%, %roles%, %link%.
  userInvite: {
    subject: 'You have been added to %property% on Extranet',
    intro: '%inviter% added you as a user of %property% (%roles%).',
    next: 'An account was created for this e-mail. Set your password here, then sign in: %link%',
  },
  userAdded: {
    subject: 'You have been added to %property% on Extranet',
    intro: '%inviter% added you as a user of %property% (%roles%).',
    next: 'Sign in with your account to open it: %link%',
  },
};
