import { handleGraphql } from '../../graphql/handler.js';
import type { ServerModule } from '../types.js';
import { startHousekeeping } from './housekeeping.js';
import { handlers } from './http.js';

/** Accounts and sessions: sign-in, sessions and property switch, registration, OTP, password reset, GraphQL. */
export const authModule: ServerModule = {
  name: 'auth',
  handlers: { ...handlers, graphql: (request, reply) => handleGraphql(request, reply) },
  register(app, ctx) {
    const stop = startHousekeeping(ctx.db, ctx.log);
    app.addHook('onClose', stop);
  },
};
