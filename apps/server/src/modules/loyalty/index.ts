export { loyaltyModule } from './handlers.js';
/** For the intake (quote and booking): the approved loyalty participation of a property. */
export { loyaltyParticipation, type LoyaltyParticipation } from './participation.js';
