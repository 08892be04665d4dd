// The partner agreement a property accepts on the registration's agreement step (module registration).
// Version: AGREEMENT_VERSION of @extranet/domain; a changed text needs a new version. Placeholders: %property%,
// %version%, %hours%.
export default {
  title: 'Accommodation Partner Agreement',
  intro:
    'This agreement (version %version%) is made between the marketplace operator ("we") and the owner or manager of %property% ("the Partner"). By accepting it, the Partner agrees to the terms below.',
  clauses: {
    parties: {
      title: '1. Parties and scope',
      body: 'We operate an online travel marketplace on which guests search for and book accommodation. The Partner owns or is authorised to manage the property and to offer it for sale. This agreement covers every room, unit and listing the Partner offers through the extranet.',
    },
    commission: {
      title: '2. Commission and payment',
      body: 'For every completed stay booked through the marketplace we charge the commission agreed in the extranet, calculated on the room price. We pay the Partner the amount due, less commission, to the payment details given during registration. Invoices are issued monthly; payments are made within 7 days after the monthly invoice. The Partner keeps its payment details up to date; changes are reviewed before they apply.',
    },
    parity: {
      title: '3. Rates and availability',
      body: 'The Partner keeps its rates, availability and restrictions in the extranet correct and up to date. Rates offered on the marketplace are not higher than the rates the Partner offers for the same room, conditions and dates on its own channels or on other platforms. Confirmed bookings are honoured at the booked rate.',
    },
    cancellation: {
      title: '4. Bookings and cancellations',
      body: 'Every booking is subject to the cancellation policy shown to the guest when booking. The Partner may not cancel a confirmed booking except where the guest fails to pay or breaks the house rules. If the Partner cannot honour a booking, it offers the guest equivalent or better accommodation at no extra cost.',
    },
    content: {
      title: '5. Property content',
      body: 'The Partner is responsible for the accuracy of the property information, photos, facilities and policies it provides, and confirms it holds the rights to the photos and texts it uploads. We may display, translate and format this content on the marketplace and in its promotion.',
    },
    data: {
      title: '6. Guest data and privacy',
      body: "Guest data received through bookings is used only to fulfil those bookings and to meet legal obligations. The Partner protects it against loss and unauthorised access, does not use it for its own marketing without the guest's consent, and handles it in accordance with the applicable data protection law.",
    },
    term: {
      title: '7. Term and termination',
      body: "This agreement starts when the property is approved by our market manager and runs for an indefinite period. Either party may end it with 30 days' written notice. Bookings made before the end date are honoured. We may suspend the property at once in case of fraud or a serious breach of this agreement.",
    },
  },
  signature: {
    heading: 'Signed for the Partner',
    name: 'Name',
    position: 'Position',
    date: 'Date',
    acceptedAt: 'Accepted electronically on',
    version: 'Agreement version',
    property: 'Property',
  },
};
