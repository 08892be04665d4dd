// Namespace `public`: the public pages (/v3/ landing, /v3/homes), in the language their address names.
export default {
  preview: {
    title: 'Rates and availability',
    open: 'Available',
    low: 'Few rooms left',
    closed: 'Closed out',
    saved: 'Rates saved for 7 dates',
  },
  stepNames: {
    GUEST_PROPERTY: 'Property type',
    GENERAL_INFO: 'General information',
    CONTACT: 'Contact details',
    OTHER_PLATFORM: 'Other platforms',
    AGREEMENT_DETAIL: 'Agreement',
    PROPERTY_DETAIL: 'Property details',
    PROPERTY_PHOTO: 'Property photos',
    GENERAL_POLICY: 'General policy',
    LISTING_DETAIL: 'Listing details',
    ROOM_DETAIL: 'Room details',
    PAYMENT_DETAIL: 'Payment details',
    REGISTRATION_REVIEW: 'Review and submit',
  },
  landing: {
    docTitle: 'List your property',
    hero: {
      eyebrow: 'For hotels, villas and apartments',
      title: 'Fill more rooms and run your property from one dashboard',
      lead: 'List your property on the marketplace and manage rates, availability, promotions, bookings and payouts yourself, in Indonesian or English.',
      register: 'Register your property',
      signIn: 'Sign in to the extranet',
      homesLink: 'Own a villa, apartment or home? See how homes register',
    },
    highlights: {
      label: 'At a glance',
      languages: { value: 'ID · EN', label: 'The whole extranet in Indonesian and English' },
      payout: { value: '7 days', label: 'Payment within 7 days after the monthly invoice' },
      currency: { value: 'IDR', label: 'Prices in rupiah by default, without decimals' },
      roles: { value: '6 roles', label: 'Give every team member just the access they need' },
    },
    why: {
      title: 'Why list with us',
      lead: 'You keep control of your rooms and prices. We bring the travelers and the tools.',
      reach: {
        title: 'Travelers who are ready to book',
        body: 'Your property appears on an online travel marketplace, for guests in Indonesia and abroad.',
      },
      control: {
        title: 'You set the rules',
        body: 'Your rates, your allotment, your cancellation policy. Close out a date in seconds when you are full.',
      },
      payouts: {
        title: 'Clear, predictable payouts',
        body: 'One monthly invoice, payment within 7 days after it, and every booking of a payment listed in the extranet.',
      },
      growth: {
        title: 'Tools that grow bookings',
        body: 'Promotions, last-minute Hotel Now deals, marketplace campaigns and loyalty programmes, when you want them.',
      },
    },
    how: {
      title: 'How it works',
      lead: 'From sign-up to your first booking in four steps.',
      s1: {
        title: 'Create your account',
        body: 'Sign up with your e-mail and confirm it with a 4-digit code.',
      },
      s2: {
        title: 'Register your property',
        body: 'A guided form saves your draft after every step, so you can finish it at your own pace.',
      },
      s3: {
        title: 'We review it',
        body: 'Our team checks the registration, usually within 48 hours, and tells you the outcome.',
      },
      s4: {
        title: 'Go live and sell',
        body: 'Set rates and availability, switch on promotions and start receiving bookings.',
      },
    },
    register: {
      title: 'How to register',
      lead: 'Hotels and homes register differently, so each gets the questions that fit.',
      hotel: {
        title: 'Hotels',
        body: 'For hotels, resorts and other properties with room types. Eleven steps, ending with a review:',
        cta: 'Register a hotel',
      },
      home: {
        title: 'Villas, apartments and homes',
        body: 'For places guests book as a whole or by unit. Your listing, house rules and photos take centre stage.',
        l1: 'Entire place or single units',
        l2: 'House rules such as pets, smoking and minimum age',
        l3: 'At least 2 photos for each unit',
        cta: 'See how homes register',
      },
      checklistTitle: 'Have these at hand',
      checklist1: 'Bank account details and tax number',
      checklist2: 'JPG photos of the property and every room',
      checklist3: 'Contacts for agreements, finance and reservations',
    },
    features: {
      title: 'What the extranet lets you do',
      lead: 'Everything you need to run your property on the marketplace, in one place.',
      rates: {
        title: 'Rates and availability',
        body: 'Rate plans, daily or length-of-stay pricing, a calendar with allotment and close-outs, and bulk updates for whole seasons.',
      },
      promotions: {
        title: 'Promotions',
        body: 'Percentage and fixed discounts, free nights, Hotel Now and value-added offers, switched on or off in one click.',
      },
      bookings: {
        title: 'Bookings',
        body: 'Search every booking, see guest requests, contact guests before check-in and charge virtual cards.',
      },
      reviews: {
        title: 'Reviews',
        body: 'Read what guests say, with scores and sub-scores, and see what to improve.',
      },
      finance: {
        title: 'Finance',
        body: 'Invoices, payments, deposit history, commission and tax, protected by your own PIN.',
      },
      chat: {
        title: 'Chat',
        body: 'Answer guests directly and follow your response rate and response time.',
      },
      team: {
        title: 'Team',
        body: 'Invite staff with the role that fits them: administrator, managers, reservation, front office or finance.',
      },
      analytics: {
        title: 'Analytics',
        body: 'Performance reports, a competitive set and your average daily rate, to price with confidence.',
      },
    },
    faq: {
      title: 'Frequently asked questions',
      lead: 'Short answers here; the help center has the details.',
      q1: {
        q: 'How long does the review take?',
        a: 'Usually up to 48 hours after you submit. Until then the registration cannot be changed.',
      },
      q2: {
        q: 'When am I paid?',
        a: 'Within 7 days after the monthly invoice, by the payment method in your payment details.',
      },
      q3: {
        q: 'Can several people manage one property?',
        a: 'Yes. Invite your team and give each person a role; one account can also manage several properties.',
      },
      q4: {
        q: 'I forgot my password. What now?',
        a: 'Use “Forgot password” on the sign-in page. We send a 4-digit code to your e-mail; you have 3 attempts per code.',
      },
      more: 'Visit the help center',
    },
    cta: {
      title: 'Ready to welcome more guests?',
      body: 'Registration is guided and your draft is saved as you go.',
      register: 'Register your property',
      signIn: 'I already have an account',
    },
  },
  homes: {
    docTitle: 'List your villa, apartment or home',
    hero: {
      eyebrow: 'For villas, apartments and homes',
      title: 'Rent out your villa or apartment to travelers who are ready to book',
      lead: 'List the entire place or single units, set your own house rules and prices, and follow every booking from the extranet.',
      register: 'Register your home',
      signIn: 'Sign in to the extranet',
      hotelLink: 'Running a hotel? See how hotels register',
    },
    types: {
      title: 'Which places can you list',
      lead: 'If guests can stay there, it probably fits. Choose the type in the first step of the registration.',
      villa: {
        title: 'Villas',
        body: 'Private villas with a pool or a garden, rented as a whole to families and groups.',
      },
      apartment: {
        title: 'Apartments',
        body: 'A single apartment or several units in one building, each with its own details and photos.',
      },
      house: {
        title: 'Houses and guest houses',
        body: 'Homes, cottages and guest houses, from one room to the entire place.',
      },
    },
    steps: {
      title: 'The registration, step by step',
      lead: 'Eleven steps in this order. Your draft is saved after each one, and you come back to the step after your last completed one.',
      GUEST_PROPERTY: 'Choose your type of place and whether guests book the entire place or a unit.',
      GENERAL_INFO: 'Name, address and the currency you sell in.',
      CONTACT: 'Who we contact for the agreement, finance and reservations.',
      OTHER_PLATFORM: 'Tell us where the place is already listed, if anywhere.',
      AGREEMENT_DETAIL: 'Read and accept the partner agreement.',
      PROPERTY_DETAIL: 'Facilities and what makes your place special.',
      PROPERTY_PHOTO: 'Upload JPG photos and choose the main photo.',
      GENERAL_POLICY: 'House rules: pets, smoking, minimum age, deposit.',
      LISTING_DETAIL: 'Bedrooms, beds, bathrooms and guests; unit details when guests book a unit.',
      PAYMENT_DETAIL: 'The bank account we pay into.',
      REGISTRATION_REVIEW: 'Check everything and submit it for review.',
    },
    features: {
      title: 'Made for hosts of homes',
      lead: 'The same extranet hotels use, with what matters when you rent out a home.',
      calendar: {
        title: 'One calendar',
        body: 'Open or close dates, set minimum stays and keep availability in sync with your calendar link.',
      },
      pricing: {
        title: 'Your prices',
        body: 'Nightly rates, weekly and monthly plans, and promotions for long stays.',
      },
      rules: {
        title: 'Your house rules',
        body: 'Pets, smoking, minimum age and deposit are shown to guests before they book.',
      },
      bookings: {
        title: 'Bookings and guests',
        body: 'See every booking and, from one day before check-in, your guest’s contact details.',
      },
      payouts: {
        title: 'Payouts',
        body: 'Payment within 7 days after the monthly invoice, to the bank account you choose.',
      },
      chat: {
        title: 'Chat with guests',
        body: 'Answer questions about directions, check-in or the house before guests arrive.',
      },
    },
    faq: {
      title: 'Questions from hosts',
      lead: 'More answers in the help center.',
      q1: {
        q: 'Do I need a company to list my home?',
        a: 'No. Register a personal tax account if you rent out as an individual, or a company account if you have one.',
      },
      q2: {
        q: 'How many photos do I need?',
        a: 'At least 2 for each unit to register; a full content score asks for 15 photos of the property.',
      },
      q3: {
        q: 'Can I change the type of place later?',
        a: 'The category, place type and currency are fixed once you confirm them, so choose carefully in the first step.',
      },
      q4: {
        q: 'I stopped halfway. Is my draft lost?',
        a: 'No. Sign in and the extranet opens the step after the last one you completed.',
      },
      more: 'Visit the help center',
    },
    cta: {
      title: 'Your first guests are waiting',
      body: 'Start now and finish the registration whenever it suits you.',
      register: 'Register your home',
      signIn: 'I already have an account',
    },
  },
};
