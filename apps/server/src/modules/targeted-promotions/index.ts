export { targetedPromotionsModule } from './handlers.js';
/** For the intake's offers read (promotions/repository.ts propertyOffers): the active targeted promotions. */
export { ACTIVE_TARGETED_SQL, targetedOffers, type ActiveTargeted } from './repository.js';
